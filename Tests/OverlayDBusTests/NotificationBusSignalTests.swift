// NotificationBusSignalTests: signals seen by other clients, and notify-send --wait on an action.
import NotificationSignals
import OverlayCore
import OverlayDBus
import XCTest

final class NotificationBusSignalTests: NotificationBusTestCase {
    func testSignalsReachAnotherClientInOrder() throws {
        let bus = try makeBus()
        let observer = try SignalObserver(address: try address)
        XCTAssertTrue(bus.emitActivationToken(id: 4, token: "overlayd-4_TIME0"))
        XCTAssertTrue(bus.emitActionInvoked(id: 4, key: "default"))
        XCTAssertTrue(bus.emitClosed(id: 5, reason: .expired))
        XCTAssertTrue(bus.emitClosed(id: 6, reason: .dismissed))
        let call = try gdbusCall("CloseNotification", ["4"])
        let expected = [
            "ActivationToken 4 overlayd-4_TIME0", "ActionInvoked 4 default",
            "NotificationClosed 5 1", "NotificationClosed 6 2", "NotificationClosed 4 3",
        ]
        let seen = try BusLoop.run(buses: [bus], children: [call], observers: [observer]) {
            call.exited && observer.lines.count >= expected.count
        }
        XCTAssertTrue(seen, "\(observer.lines)")
        XCTAssertEqual(observer.lines, expected)
    }

    func testNotifySendWaitPrintsTheInvokedAction() throws {
        let bus = try makeBus()
        let send = try start(["notify-send", "-A", "default=Open", "-A", "later=Remind me", "Meeting", "in 5 minutes"])
        XCTAssertTrue(try BusLoop.run(buses: [bus], children: [send]) { !delegate.requests.isEmpty || send.exited })
        let r = try XCTUnwrap(delegate.requests.first)
        XCTAssertEqual(r.actions, [NotificationAction(key: "default", label: "Open"), NotificationAction(key: "later", label: "Remind me")])
        XCTAssertEqual(r.defaultAction?.label, "Open")
        bus.emitActivationToken(id: 1, token: "token-1")
        bus.emitActionInvoked(id: 1, key: "later")
        // notify-send prints the key, then closes the notification, and exits on NotificationClosed.
        XCTAssertEqual(try finish(send, buses: [bus]), "later\n")
        XCTAssertEqual(delegate.closed, [1])
    }

    func testNotifySendWaitEndsWhenTheNotificationExpires() throws {
        let bus = try makeBus()
        let send = try start(["notify-send", "--wait", "-t", "1", "Short"])
        XCTAssertTrue(try BusLoop.run(buses: [bus], children: [send]) { !delegate.requests.isEmpty || send.exited })
        XCTAssertFalse(send.exited)
        bus.emitClosed(id: 1, reason: .expired)
        XCTAssertEqual(try finish(send, buses: [bus]), "")
    }
}
