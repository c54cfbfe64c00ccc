// NotificationMouseTests: dunst's mouse actions on desktop notifications (`[notifications]
// mouse-left-click`, …): which signals a left, middle or right click sends, in which order,
// against the fake window system and a recorder in place of the session bus.
@testable import OverlayDaemon
import Foundation
import Logging
import OverlayCore
import OverlayDBus
import OverlayProtocol
import XCTest

/// The signals the center sends, as the integration tests' BusMonitor writes them.
final class SignalRecorder: NotificationSignalSink {
    var lines: [String] = []
    func emitClosed(id: UInt32, reason: NotificationCloseReason) -> Bool { lines.append("NotificationClosed \(id) \(reason.rawValue)"); return true }
    func emitActionInvoked(id: UInt32, key: String) -> Bool { lines.append("ActionInvoked \(id) \(key)"); return true }
    func emitReplied(id: UInt32, text: String) -> Bool { lines.append("NotificationReplied \(id) \(text)"); return true }
    func emitActivationToken(id: UInt32, token: String) -> Bool { lines.append("ActivationToken \(id)"); return true }
    func emitHistoryRemoved(id: UInt32) {}
    func emitHistoryCleared(count: UInt32) {}
    func publishDunstState() {}

    /// The lines since the last call.
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}

final class NotificationMouseTests: XCTestCase {
    private var home = ""
    private var d: DaemonHarness!
    private var center: NotificationService!
    private let signals = SignalRecorder()

    override func tearDown() {
        if !home.isEmpty { try? FileManager.default.removeItem(atPath: home) }
    }

    /// A daemon whose config file says `config` (none: the defaults), with a notification center.
    func start(config: String? = nil) throws {
        var environment: [String: String] = [:]
        if let config {
            home = NSTemporaryDirectory() + "overlayd-mouse-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: home + "/overlayd", withIntermediateDirectories: true)
            try config.write(toFile: home + "/overlayd/config.toml", atomically: true, encoding: .utf8)
            environment = ["XDG_CONFIG_HOME": home, "XDG_CONFIG_DIRS": home + "/none"]
        }
        let d = try DaemonHarness(environment: environment)
        XCTAssertNoThrow(try d.controller.loadConfig())
        let center = NotificationService(bus: nil, controller: d.controller, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        center.signals = signals
        (self.d, self.center) = (d, center)
    }

    /// Sends a notification that stays until closed; returns its id.
    @discardableResult
    func notify(_ summary: String, actions: [String] = [], body: String = "") -> UInt32 {
        let id = center.notify(NotificationRequest(NotifyArguments(appName: "test", summary: summary, body: body,
                                                                   actions: actions, expireTimeout: 0)))
        d.pump()
        return id
    }

    /// Presses and lets go `button` near the top-left corner of notification `id`'s body (its
    /// padding: buttons are lower down).
    func click(_ id: UInt32, button: Int) throws {
        let body = try XCTUnwrap(d.listed("n\(id)")?["body"]?.rectValue, "n\(id) is shown")
        let w = try XCTUnwrap(d.x.windowID(.overlay(.notification(id))))
        let p = Point(x: body.x + 3, y: body.y + 3)
        d.x.send(.buttonPress(window: w, button: button, root: p))
        d.x.send(.buttonRelease(window: w, button: button, root: p))
        d.pump()
    }

    func shown(_ id: UInt32) -> Bool { d.window(.notification(id)) != nil }

    func testDefaultsMiddleInvokesAndClosesRightClosesAllLeftIsOverlaydsClick() throws {
        try start()
        let mail = notify("Mail", actions: ["default", "Open"])
        let plain = notify("Plain")
        try click(mail, button: 2)
        XCTAssertEqual(signals.take(), ["ActivationToken \(mail)", "ActionInvoked \(mail) default", "NotificationClosed \(mail) 2"])
        try click(plain, button: 2)
        XCTAssertEqual(signals.take(), ["NotificationClosed \(plain) 2"], "do_action without actions does nothing")

        // Left: as overlayd always did: the default action, then the container's `click` closes it.
        let left = notify("Left", actions: ["default", "Open", "later", "Later"])
        try click(left, button: 1)
        XCTAssertEqual(signals.take(), ["ActivationToken \(left)", "ActionInvoked \(left) default", "NotificationClosed \(left) 2"])

        // A wheel does nothing.
        let a = notify("A"), b = notify("B")
        try click(a, button: 4)
        try click(a, button: 5)
        XCTAssertEqual(signals.take(), [])
        XCTAssertTrue(shown(a))
        // Right: every notification, in display order (oldest first at one urgency).
        let critical = center.notify(NotificationRequest(NotifyArguments(summary: "Disk", hints: ["urgency": .integer(2)], expireTimeout: 0)))
        d.pump()
        try click(b, button: 3)
        XCTAssertEqual(signals.take(), ["NotificationClosed \(critical) 2", "NotificationClosed \(a) 2", "NotificationClosed \(b) 2"])
        XCTAssertFalse(shown(a) || shown(b) || shown(critical))
    }

    func testConfiguredListsRunInOrderAndTheLeftClickNoLongerClosesByItself() throws {
        try start(config: """
            [notifications]
            mouse-left-click = "none"
            mouse-middle-click = ["close_all"]
            mouse-right-click = ["do_action"]
            """)
        let mail = notify("Mail", actions: ["default", "Open"])
        let chat = notify("Chat", actions: ["reply", "Reply"])
        try click(chat, button: 3)
        XCTAssertEqual(signals.take(), ["ActivationToken \(chat)", "ActionInvoked \(chat) reply"], "its only action")
        try click(mail, button: 3)
        XCTAssertEqual(signals.take(), ["ActivationToken \(mail)", "ActionInvoked \(mail) default"])
        XCTAssertTrue(shown(mail) && shown(chat), "do_action alone closes nothing")
        try click(mail, button: 1)
        XCTAssertEqual(signals.take(), [])
        XCTAssertTrue(shown(mail), "left = none: the click gesture does not close it either")
        XCTAssertEqual(d.history(of: .notification(mail)).last, "clicked", "watchers still hear the click")
        try click(chat, button: 2)
        XCTAssertEqual(signals.take(), ["NotificationClosed \(mail) 2", "NotificationClosed \(chat) 2"])
    }

    func testCloseCurrentClosesAfterTheListAndNothingActsOnANotificationThatWent() throws {
        try start(config: """
            [notifications]
            mouse-left-click = ["close_current", "do_action"]
            mouse-right-click = "close_all, do_action, close_current"
            """)
        let mail = notify("Mail", actions: ["default", "Open"])
        try click(mail, button: 1)
        XCTAssertEqual(signals.take(), ["ActivationToken \(mail)", "ActionInvoked \(mail) default", "NotificationClosed \(mail) 2"],
                       "dunst closes the current one once the list has run")
        let again = notify("Again", actions: ["default", "Open"])
        try click(again, button: 3)
        XCTAssertEqual(signals.take(), ["NotificationClosed \(again) 2"], "gone after close_all: no action, no second close")
    }

    func testDoActionWithSeveralActionsOpensAMenuOfThatNotificationOnly() throws {
        try start()
        notify("Older", actions: ["other", "Other"])
        let vote = notify("Vote", actions: ["yes", "Yes", "no", "No"])
        // Middle (do_action, close_current): the menu opens, the notification closes.
        try click(vote, button: 2)
        XCTAssertEqual(d.window(.notification(NotificationMenus.id))?.kind, .menu)
        XCTAssertEqual(signals.take(), ["NotificationClosed \(vote) 2"])
        // Its first row is the clicked notification's first action, not the older one's.
        d.x.send(.keyPress(key: "Down", text: "", modifiers: []))
        d.x.send(.keyPress(key: "Return", text: "", modifiers: []))
        d.pump()
        XCTAssertNil(d.window(.notification(NotificationMenus.id)), "chosen: the menu closed")
        XCTAssertEqual(signals.take(), [], "closed meanwhile, so its action is not invoked")
    }

    func testContextAndOpenURLOpenMenusOfTheNotification() throws {
        try start(config: """
            [notifications]
            mouse-middle-click = ["context"]
            mouse-right-click = ["open_url"]
            """)
        notify("Older", actions: ["other", "Other"])
        let vote = notify("Vote", actions: ["yes", "Yes", "no", "No"])
        try click(vote, button: 2)
        XCTAssertNotNil(d.window(.notification(NotificationMenus.id)))
        d.x.send(.keyPress(key: "Down", text: "", modifiers: []))
        d.x.send(.keyPress(key: "Return", text: "", modifiers: []))
        d.pump()
        XCTAssertEqual(signals.take(), ["ActivationToken \(vote)", "ActionInvoked \(vote) yes", "NotificationClosed \(vote) 2"],
                       "the menu's first row is the clicked notification's first action")
        // open_url without a link: nothing; with two: a menu of them.
        let plain = notify("Plain")
        try click(plain, button: 3)
        XCTAssertNil(d.window(.notification(NotificationMenus.id)))
        let links = notify("Links", body: "<a href=\"https://a.example\">a</a> <a href=\"https://b.example\">b</a>")
        try click(links, button: 3)
        XCTAssertNotNil(d.window(.notification(NotificationMenus.id)))
        XCTAssertEqual(signals.take(), [])
    }

    /// `<a href="file:///etc/passwd">` and `anyscheme:` links are neither offered in the
    /// context menu nor handed to xdg-open: only the listed schemes are offered or opened.
    func testOnlyLinksOfTheListedSchemesAreOfferedOrOpened() throws {
        try start(config: "[notifications]\nmouse-right-click = [\"open_url\"]\n")
        notify("Hostile", body: "<a href=\"file:///etc/passwd\">p</a> <a href=\"anyscheme:run\">r</a> "
               + "<a href=\"HTTPS://ok.example\">ok</a> <a href=\"mailto:me@example.com\">me</a>")
        XCTAssertEqual(center.contextMenuLines, [NotificationMenus.line("Hostile: HTTPS://ok.example", "url HTTPS://ok.example"),
                                                 NotificationMenus.line("Hostile: mailto:me@example.com", "url mailto:me@example.com")])
        // open_url on a notification whose only link is file: opens no menu and passes nothing on.
        let only = notify("Only", body: "<a href=\"file:///etc/passwd\">passwords</a>")
        try click(only, button: 3)
        XCTAssertNil(d.window(.notification(NotificationMenus.id)))
        XCTAssertEqual(center.opener.refused, 1)
        // A menu choice naming another scheme (the menu never offers one) is refused as well.
        center.observe(.action(id: NotificationMenus.id, key: "url file:///etc/passwd"))
        center.observe(.action(id: NotificationMenus.id, key: "url anyscheme:run"))
        XCTAssertEqual(center.opener.refused, 3)
        XCTAssertEqual(center.scripts.linksOpened, 0)
        XCTAssertEqual(center.stats.first { $0.0 == "links" }?.1["refused"]?.intValue, 3)
    }

    func testLinkSchemesWidensOrNarrowsWhatIsOffered() throws {
        try start(config: "[notifications]\nlink-schemes = [\"FILE\", \"https\"]\n")
        notify("Files", body: "<a href=\"file:///tmp/report.pdf\">report</a> <a href=\"http://plain.example\">plain</a>")
        XCTAssertEqual(center.contextMenuLines, [NotificationMenus.line("Files: file:///tmp/report.pdf", "url file:///tmp/report.pdf")],
                       "file listed, http no longer")
    }

    func testOtherOverlaysStillTakeAnyButtonAsAClick() throws {
        try start()
        d.ok("show --id a --text hello")
        let body = try XCTUnwrap(d.listed("a")?["body"]?.rectValue)
        let w = try XCTUnwrap(d.x.windowID(.overlay("a")))
        d.x.send(.buttonPress(window: w, button: 3, root: Point(x: body.midX, y: body.midY)))
        d.pump()
        XCTAssertEqual(d.history(of: "a"), ["shown", "clicked", "dismissed:click"])
    }
}
