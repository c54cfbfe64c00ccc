// NotificationEventTests: a notification's overlay events reach the notification service from
// the Controller, typed by notification id: what each becomes, a client's own overlay named
// `n1` speaking for no notification, and a client's `dismiss` closing by a call.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class NotificationEventTests: XCTestCase {
    private var h: NotificationHarness!

    override func setUpWithError() throws { h = try NotificationHarness() }
    override func tearDown() { h.removeHome() }

    func testAnOverlayEventBecomesTheTypedEventOfItsNotification() {
        XCTAssertEqual(NotificationEvent(.dismissed(id: "n4", reason: .timeout), notification: 4), .closed(id: 4, reason: .timeout))
        XCTAssertEqual(NotificationEvent(.action(id: "n4", key: "open"), notification: 4), .action(id: 4, key: "open"))
        XCTAssertEqual(NotificationEvent(.clicked(id: "n4", button: 3), notification: 4), .clicked(id: 4, button: .right))
        XCTAssertNil(NotificationEvent(.clicked(id: "n4", button: 42), notification: 4), "no such button")
        XCTAssertEqual(NotificationEvent(.picked(id: "n0", rows: [], text: "ok", exit: 0, more: false), notification: 0),
                       .picked(id: 0, text: "ok", exit: 0))
    }

    func testAClientsOverlayNamedN1SpeaksForNoNotification() {
        let id = h.notify("Mail")
        XCTAssertEqual(id, 1)
        h.d.ok("show --id n1 --text 'from a script'")
        h.d.ok("dismiss n1")
        XCTAssertEqual(h.signals.take(), [], "the script's n1 went; notification 1 did not")
        XCTAssertEqual(h.command("count")["displayed"]?.intValue, 1)
    }

    func testAClientsDismissClosesByACallAndTheServicesOwnCloseAsTheUser() {
        let first = h.notify("first"), second = h.notify("second")
        _ = h.center.asClientRequest { h.d.request("dismiss n\(first)") }
        XCTAssertEqual(h.signals.take(), ["NotificationClosed \(first) 3"])
        h.command("close \(second)")
        XCTAssertEqual(h.signals.take(), ["NotificationClosed \(second) 2"])
        XCTAssertEqual(h.command("count")["history"]?.intValue, 2, "both kept")
    }
}
