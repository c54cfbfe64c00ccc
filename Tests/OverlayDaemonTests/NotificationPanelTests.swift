// NotificationPanelTests: `overlayctl notifications center` against the fake window system:
// open, close and toggle with the input grabbed; Enter on a live notification sends its
// ActivationToken and ActionInvoked, on a past one starts its desktop entry; Delete removes
// an entry; the do-not-disturb switch is dunstctl's pause; the unread count and its events.
@testable import OverlayDaemon
import Foundation
import OverlayCore
import OverlayProtocol
import XCTest

final class NotificationPanelTests: XCTestCase {
    private var h: NotificationHarness!
    private let id = CenterRoom.id

    override func setUpWithError() throws { h = try NotificationHarness() }
    override func tearDown() { h.removeHome() }

    private func press(_ name: String, _ text: String = "") {
        h.d.x.send(.keyPress(key: name, text: text, modifiers: []))
        h.d.pump()
    }

    private var panel: JSONValue? { h.d.listed(id.description) }

    func testOpenCloseAndToggleHoldTheInputAndListNewestFirst() throws {
        h.past("old", app: "mail")
        h.notify("new", app: "chat")
        XCTAssertEqual(h.command("center open")["entries"]?.intValue, 2)
        h.d.pump()
        XCTAssertNotNil(h.d.window(id), "a window")
        XCTAssertNotNil(h.d.x.grabbed, "the pointer and keyboard are grabbed")
        XCTAssertEqual(panel?["rows"]?.arrayValue?.compactMap { $0["summary"]?.stringValue }, ["new", "old"])
        XCTAssertEqual(h.command("center open")["open"]?.boolValue, true, "open again: stays")
        XCTAssertEqual(h.command("center toggle")["open"]?.boolValue, false)
        h.d.pump()
        XCTAssertNil(h.d.window(id))
        XCTAssertNil(h.d.x.grabbed, "let go")
        h.command("center")
        h.d.pump()
        XCTAssertNotNil(h.d.window(id), "toggle is the default")
        press("Escape")
        XCTAssertNil(h.d.window(id), "Escape closes")
    }

    func testEnterOnALiveNotificationInvokesItsDefaultActionWithTheTokenFirst() throws {
        let mail = h.notify("Mail", actions: ["default", "Open"])
        h.command("center open")
        h.d.pump()
        _ = h.signals.take()
        press("Return")
        XCTAssertEqual(h.signals.take(), ["ActivationToken \(mail)", "ActionInvoked \(mail) default", "NotificationClosed \(mail) 2"])
        XCTAssertNil(h.d.window(id), "the panel closes once it acted")
    }

    func testEnterOnAPastNotificationStartsItsDesktopEntry() throws {
        let data = h.home + "/data"
        try FileManager.default.createDirectory(atPath: data + "/applications", withIntermediateDirectories: true)
        try "[Desktop Entry]\nName=Mail\nExec=true\n".write(toFile: data + "/applications/org.example.Mail.desktop", atomically: true, encoding: .utf8)
        h.center.launchEnvironment = ["XDG_DATA_DIRS": data]
        var launched: [[String]] = []
        h.center.launch = { launched.append($0) }
        h.notify("Mail", hints: ["desktop-entry": .string("org.example.Mail")])
        h.center.closeAll()
        h.command("center open")
        h.d.pump()
        press("Return")
        XCTAssertEqual(launched, [["gio", "launch", data + "/applications/org.example.Mail.desktop"]])
    }

    func testDeleteRemovesTheEntryFromTheScreenAndTheHistory() throws {
        let a = h.past("a")
        let b = h.notify("b")
        h.command("center open")
        h.d.pump()
        XCTAssertEqual(panel?["selected"]?.intValue, Int(b))
        press("Delete")
        XCTAssertNil(h.d.window(.notification(b)), "off the screen")
        XCTAssertEqual(h.command("count")["history"]?.intValue, 1, "and out of the history")
        XCTAssertEqual(panel?["rows"]?.arrayValue?.compactMap { $0["notification"]?.intValue }, [Int(a)])
        press("Delete")
        XCTAssertEqual(h.command("count")["history"]?.intValue, 0)
    }

    func testTheDoNotDisturbSwitchIsDunstsPause() throws {
        h.notify("x")
        h.command("center open")
        h.d.pump()
        let body = try XCTUnwrap(panel?["body"]?.rectValue)
        let m = try XCTUnwrap(h.d.controller.rooms.center.open?.model.metrics)
        let dnd = m.doNotDisturbSwitch(width: body.width).offsetBy(body.origin)
        let w = try XCTUnwrap(h.d.x.windowID(.overlay(id)))
        h.d.x.send(.buttonPress(window: w, button: 1, root: Point(x: dnd.midX, y: dnd.midY)))
        h.d.pump()
        XCTAssertEqual(h.command("is-paused")["paused"]?.boolValue, true)
        XCTAssertEqual(h.center.dunstPauseLevel, 100)
        XCTAssertEqual(panel?["paused"]?.boolValue, true)
        h.command("resume")
        XCTAssertEqual(panel?["paused"]?.boolValue, false, "dunstctl set-paused false shows in the switch")
    }

    func testUnreadCountsArrivalsWhileClosedAndWatchersHearEveryChange() throws {
        h.notify("one")
        h.past("two")
        XCTAssertEqual(h.command("count unread")["unread"]?.intValue, 2)
        h.command("center open")
        h.d.pump()
        XCTAssertEqual(h.command("count")["unread"]?.intValue, 0, "seen once it opens")
        h.notify("while open")
        XCTAssertEqual(h.command("count")["unread"]?.intValue, 0, "arrived while open: seen")
        h.command("center close")
        h.notify("three")
        XCTAssertEqual(h.command("count")["unread"]?.intValue, 1)
        XCTAssertEqual(h.d.history(of: id).filter { $0.hasPrefix("unread") }, ["unread:1", "unread:2", "unread:0", "unread:1"])
    }

    func testEntriesShowTheirImagePathOrAppIcon() throws {
        h.notify("a", hints: ["image-path": .string("/usr/share/pixmaps/a.png")])
        _ = h.center.notify(NotificationRequest(NotifyArguments(appName: "b", appIcon: "mail-unread", summary: "b", expireTimeout: 0)))
        XCTAssertEqual(h.center.panelEntries().map(\.icon), ["mail-unread", "/usr/share/pixmaps/a.png"])
    }

    func testItSlidesInFromItsEdge() throws {
        h.notify("x")
        h.command("center open")
        let final = try XCTUnwrap(panel?["frame"]?.rectValue)
        let first = try XCTUnwrap(h.d.window(id)?.frame)
        XCTAssertGreaterThan(first.minX, final.minX, "it starts further right, toward its edge")
        h.d.advance(200)
        XCTAssertEqual(h.d.window(id)?.frame, final, "in place once the 150 ms slide is over")
    }
}
