// NotificationPanelTests: `overlayctl notifications center` against the fake window system:
// open, close and toggle with the input grabbed; Enter on a live notification sends its
// ActivationToken and ActionInvoked, on a past one starts its desktop entry; Delete removes
// an entry; the do-not-disturb switch is dunstctl's pause; the unread count and its events, an
// entry read once it was on screen; its id `center`; the slide out; Enter on a past entry with
// nothing to launch; image-data pictures.
@testable import OverlayDaemon
import Foundation
#if canImport(Glibc)
import Glibc
#endif
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
        h.center.opener.launcher.environment = ["XDG_DATA_DIRS": data]
        var launched: [[String]] = []
        h.center.opener.launcher.start = { launched.append($0) }
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
        XCTAssertEqual(h.center.dunstControl.dunstPauseLevel, 100)
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

    func testOnlyEntriesThatWereOnScreenInTheOpenPanelCountAsRead() throws {
        for i in 1...40 { h.past("n\(i)") }
        XCTAssertEqual(h.command("count unread")["unread"]?.intValue, 40)
        h.command("center open")
        h.d.pump()
        let rows = panel?["rows"]?.arrayValue ?? []
        let shown = rows.compactMap { $0["notification"]?.intValue }
        XCTAssertGreaterThan(shown.count, 3)
        XCTAssertLessThan(shown.count, 20, "a page, not the 40")
        XCTAssertEqual(h.command("count unread")["unread"]?.intValue, 40 - shown.count, "the ones on screen")
        XCTAssertEqual(rows.compactMap { $0["unread"]?.boolValue }, Array(repeating: true, count: shown.count),
                       "still marked new while the panel is open")
        press("Page_Down")
        let more = (panel?["rows"]?.arrayValue ?? []).compactMap { $0["notification"]?.intValue }
        let read = Set(shown + more).count
        XCTAssertEqual(h.command("count unread")["unread"]?.intValue, 40 - read, "a page further")
        XCTAssertEqual(h.d.history(of: id).filter { $0.hasPrefix("unread") }.suffix(2),
                       ["unread:\(40 - shown.count)", "unread:\(40 - read)"], "watchers hear each step")
        h.command("center close")
        h.command("center open")
        h.d.pump()
        XCTAssertEqual(panel?["rows"]?.arrayValue?.first { $0["notification"] != nil }?["unread"]?.boolValue, false,
                       "read ones lose their mark once it opens again")
    }

    func testTheCenterIsCalledCenterInListAndWatch() throws {
        h.notify("x")
        XCTAssertEqual(h.command("center open")["id"]?.stringValue, "center")
        h.d.pump()
        let ids = h.d.ok("list")["overlays"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
        XCTAssertTrue(ids.contains("center"), "\(ids)")
        XCTAssertFalse(ids.contains("n4294967295"), "no longer a notification's id")
        h.d.ok("dismiss center")
        h.d.pump()
        XCTAssertNil(panel, "`overlayctl dismiss center` closes it")
        let events = h.d.events.filter { $0.id == id }.compactMap { e -> String? in
            switch e.event {
            case .shown(let name): return "shown \(name)"
            case .dismissed(let name, _): return "dismissed \(name)"
            default: return nil
            }
        }
        XCTAssertEqual(events, ["shown center", "dismissed center"], "watch names it center")
        h.d.ok("show --id center --text client")
        XCTAssertEqual(h.command("center open")["id"]?.stringValue, "center")
        h.d.pump()
        XCTAssertNotNil(h.d.window(.named("center")), "a client's --id center is another overlay")
        XCTAssertNotNil(h.d.window(id))
    }

    func testItSlidesOutToItsEdgeWhenItCloses() throws {
        h.notify("x")
        h.command("center open")
        h.d.advance(200)
        let final = try XCTUnwrap(h.d.window(id)?.frame)
        press("Escape")
        XCTAssertNil(h.d.window(id))
        let leaving = try XCTUnwrap(h.d.x.windows.first { if case .leaving = $0.key { true } else { false } })
        h.d.advance(60)
        let moving = try XCTUnwrap(h.d.x.windows[leaving.key]?.frame)
        XCTAssertGreaterThan(moving.minX, final.minX, "on its way out to the right edge")
        XCTAssertEqual(moving.width, final.width)
        h.d.advance(200)
        XCTAssertNil(h.d.x.windows[leaving.key], "gone once the 150 ms slide is over")
        XCTAssertNil(h.d.x.grabbed, "the input let go at once")
    }

    func testEnterOnAPastEntryWithNothingToLaunchOpensItsLinkShowsItsBodyOrSaysSo() throws {
        h.center.scripts.linkOpener = "true"
        h.past("CI", app: "build", body: "Failed: <a href=\"file:///etc/passwd\">log</a> <a href=\"https://ci.example/42\">run 42</a>")
        h.command("center open")
        h.d.pump()
        press("Return")
        XCTAssertEqual(h.center.scripts.linksOpened, 1, "its first link an allowed scheme opens (file: is not allowed)")
        XCTAssertNil(h.d.window(id), "the panel closes, as after launching")
        // Reaped, as the poll loop would (a zombie would fail ScriptRunnerTests).
        for _ in 0..<100 {
            var fds = h.center.scripts.pollDescriptors
            guard !fds.isEmpty, poll(&fds, nfds_t(fds.count), 10_000) > 0 else { break }
            h.center.scripts.process(limits: h.d.controller.config.notifications.scripts)
        }
        XCTAssertTrue(h.center.scripts.pollDescriptors.isEmpty, "the opener was reaped")

        let long = (1...10).map { "line \($0)" }.joined(separator: "\n")
        h.past("Log", app: "build", body: long)
        h.command("center open")
        h.d.pump()
        XCTAssertEqual(panel?["rows"]?.arrayValue?[1]["cut"]?.boolValue, true)
        func states() throws -> AccessibleStates {
            let list = try XCTUnwrap(h.d.controller.rooms.center.accessible(id, spec: OverlaySpec(), now: h.d.clock.now)?.children.last)
            return try XCTUnwrap(list.children.first { $0.key.hasPrefix("n") }).states
        }
        XCTAssertTrue(try states().contains(.expandable), "a screen reader hears it can expand")
        XCTAssertFalse(try states().contains(.expanded))
        press("Return")
        XCTAssertEqual(panel?["rows"]?.arrayValue?[1]["expanded"]?.boolValue, true, "a cut body is shown whole")
        XCTAssertTrue(try states().contains(.expanded))
        XCTAssertGreaterThan(panel?["rows"]?.arrayValue?[1]["height"]?.intValue ?? 0, 200)

        h.past("Done", app: "build", body: "all green")
        h.command("center close")
        h.command("center open")
        h.d.pump()
        let before = try XCTUnwrap(h.d.window(id)?.rendered.image)
        press("Return")
        XCTAssertEqual(panel?["notice"]?.stringValue, "build has gone: nothing to open")
        XCTAssertNotEqual(h.d.window(id)?.rendered.image, before, "painted in the header")
        XCTAssertEqual(h.center.scripts.linksOpened, 1)
        press("Down")
        XCTAssertNil(panel?["notice"], "until the next key")
        h.notify("Ping", app: "chat")
        press("Home")
        press("Down")
        press("Return")
        XCTAssertEqual(panel?["notice"]?.stringValue, "chat offers nothing to open", "a sender still there is not gone")
    }

    func testEntriesShowTheirImageDataScaledToTheIconSize() throws {
        // 200×100 pure red, RGB: shrunk on arrival, then to the center's 48 px.
        let pixels = (0..<200 * 100 * 3).map { UInt8($0 % 3 == 0 ? 255 : 0) }
        let image = try XCTUnwrap(NotificationImage(width: 200, height: 100, rowstride: 600, hasAlpha: false, bitsPerSample: 8,
                                                    channels: 3, data: pixels))
        h.past("Photo", app: "camera", body: "a picture", hints: ["image-data": .image(image)])
        let entry = try XCTUnwrap(h.center.panelEntries().first)
        XCTAssertEqual([entry.image?.width, entry.image?.height], [48, 24], "kept at the center's picture size")
        h.command("center open")
        h.d.pump()
        let w = try XCTUnwrap(h.d.window(id))
        let m = try XCTUnwrap(h.d.controller.rooms.center.open?.model)
        let layout = try XCTUnwrap(h.d.controller.rooms.center.open?.layout)
        let y = try XCTUnwrap(m.visibleRows.first { if case .entry = m.rows[$0.row] { true } else { false } }?.y)
        // The icon square's middle, in window coordinates: red.
        let x = layout.body.minX + m.metrics.padding + m.metrics.iconSide / 2
        let top = layout.body.minY + m.metrics.headerHeight + y + m.metrics.padding + m.metrics.iconSide / 2
        let o = top * w.rendered.image.stride + x * 4
        var v: UInt32 = 0
        withUnsafeMutableBytes(of: &v) { for k in 0..<4 { $0[k] = w.rendered.image.bytes[o + k] } }
        XCTAssertEqual([v >> 16 & 255, v >> 8 & 255, v & 255], [255, 0, 0], "the picture's red where its icon goes")
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
