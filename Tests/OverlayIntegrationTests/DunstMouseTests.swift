// DunstMouseTests: dunst's mouse actions side by side. One dunstrc with non-default
// mouse_*_click lists runs in the real dunst, then, imported, in overlayd, on one X server
// and one private bus; the same notifications get the same XTest clicks, and the D-Bus
// signals the applications hear must be the same.
import CX11
import Foundation
import OverlayProtocol
import XCTest

final class DunstMouseTests: XCTestCase {
    /// Left closes, middle closes everything, right only invokes: none of them dunst's defaults
    /// but the left one, which is not overlayd's.
    static let dunstrc = """
        [global]
            font = DejaVu Sans 10
            frame_width = 3
            frame_color = "#12a456"
            mouse_left_click = close_current
            mouse_middle_click = close_all
            mouse_right_click = do_action
        [urgency_normal]
            timeout = 0
        """
    static let frame = RGB(0x12, 0xa4, 0x56)

    /// How a test clicks on one daemon's notification `id` while `shown` are up (in the order
    /// sent): overlayd's own window for it, or its band of dunst's one window (dunst draws
    /// every notification in one, the oldest at the top at one urgency).
    typealias Clicker = (_ id: UInt32, _ button: UInt32, _ shown: [UInt32]) throws -> Void

    /// Sends a notification with `actions` (gdbus, as an application would); returns its id.
    func notify(_ bus: SessionBus, _ summary: String, actions: String) throws -> UInt32 {
        let (status, out) = try bus.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications",
                                         "--object-path", "/org/freedesktop/Notifications",
                                         "--method", "org.freedesktop.Notifications.Notify",
                                         "mouse-test", "0", "", summary, "A line of text", actions, "{}", "0"])
        XCTAssertEqual(status, 0, out)
        // `(uint32 7,)`
        let digits = String(out.components(separatedBy: "uint32 ").last?.prefix { $0.isNumber } ?? "")
        return try XCTUnwrap(UInt32(digits), "Notify's reply: \(out)")
    }

    /// Waits until the daemon says `n` are shown (dunstctl answers the same with either).
    func waitDisplayed(_ bus: SessionBus, _ n: Int) throws {
        let deadline = Deadline(seconds: 10)
        while true {
            let (_, out) = try bus.run(["dunstctl", "count", "displayed"])
            if out.trimmingCharacters(in: .whitespacesAndNewlines) == String(n) { return }
            guard !deadline.hasPassed else { throw HarnessError.timeout("\(n) notifications displayed; dunstctl says \(out)") }
        }
    }

    /// The same sequence on whichever daemon owns the name; returns the signals, ids written as
    /// `#1`, `#2`… in the order the notifications were sent, PropertiesChanged (dunst 1.9 has
    /// none) and ActivationToken (specification 1.2, newer than dunst 1.9) left out.
    func sequence(_ bus: SessionBus, clicker: Clicker) throws -> [String] {
        let monitor = try BusMonitor(bus)
        var ids: [UInt32] = []
        var expected = 0
        func relevant(_ lines: [String]) -> [String] {
            lines.filter { !$0.hasPrefix("PropertiesChanged") && !$0.hasPrefix("ActivationToken") }
        }
        func heard(_ more: Int) throws {
            expected += more
            try monitor.wait { relevant($0).count >= expected }
        }
        var shown: [UInt32] = []
        func send(_ summary: String, _ actions: String) throws -> UInt32 {
            let id = try notify(bus, summary, actions: actions)
            ids.append(id)
            shown.append(id)
            try waitDisplayed(bus, shown.count)
            return id
        }
        func click(_ id: UInt32, _ button: UInt32, closes: [UInt32] = [], heard more: Int) throws {
            try clicker(id, button, shown)
            try heard(more)
            shown.removeAll { closes.contains($0) }
            try waitDisplayed(bus, shown.count)
        }
        let mail = try send("Mail", "['default', 'Open']")
        try click(mail, 3, heard: 1) // do_action: its default action; it stays
        try click(mail, 1, closes: [mail], heard: 1) // close_current
        let chat = try send("Chat", "['reply', 'Reply']")
        try click(chat, 3, heard: 1) // do_action: its only action
        // Two up: the click acts on the one under the pointer.
        let vote = try send("Vote", "['default', 'Go']")
        try click(vote, 3, heard: 1)
        try click(chat, 1, closes: [chat], heard: 1)
        let plain = try send("Plain", "[]")
        try click(plain, 2, closes: [vote, plain], heard: 2) // close_all: both, in display order
        // Whatever came after (nothing should have) is in the comparison too.
        let lines = relevant(try monitor.wait { _ in true })
        return lines.map { line in
            var words = line.split(separator: " ").map(String.init)
            if words.count > 1, let id = UInt32(words[1]), let k = ids.firstIndex(of: id) { words[1] = "#\(k + 1)" }
            return words.joined(separator: " ")
        }
    }

    func testMiddleAndRightClicksSendWhatDunstSends() throws {
        _ = try Executables.require("dunstctl", package: "dunst")
        let server = try XvfbServer()
        let x = try TestDisplay(server)
        let input = try XTestInput(x)
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-dunst-mouse")
        let dunstDir = try home.makeSubdirectory("dunst")
        try Data(Self.dunstrc.utf8).write(to: URL(fileURLWithPath: dunstDir + "/dunstrc"))

        let before = try x.viewableOverrideRedirectTopLevels(includeOffscreen: true)
        let dunst = try DunstProcess(bus: bus, display: server.display, configHome: home)
        // The height of dunst's window with one notification up: with n (all alike: a summary
        // and one line), it is about n times that.
        var single = 0
        let theirs = try sequence(bus) { id, button, shown in
            let n = shown.count, k = shown.sorted().firstIndex(of: id) ?? 0
            // Its window, once it is where it stays, as tall as n and drawn (its frame's top and
            // bottom); then the middle of the k-th of n bands.
            var spot: (x: Int, y: Int)?
            try x.waitUntil("dunst's notification window, drawn with \(n) up", timeout: 10) {
                guard let w = try x.viewableOverrideRedirectTopLevels().first(where: { !before.contains($0) }) else { return false }
                let a = try x.attributes(of: w)
                let shot = try x.screenshot()
                guard shot.pixel(x: a.x + 1, y: a.y + 1) == Self.frame, shot.pixel(x: a.x + 1, y: a.y + a.height - 2) == Self.frame
                else { return false }
                if n == 1 { single = a.height } else if a.height < single * n * 3 / 4 { return false }
                spot = (a.x + a.width / 2, a.y + a.height * (2 * k + 1) / (2 * n))
                return true
            }
            guard let spot else { return }
            input.click(x: spot.x, y: spot.y, button: button)
        }
        try dunst.stop()

        let imported = try ImportedDunstrc(home: home, bus: bus, display: server.display)
        XCTAssertTrue(imported.toml.contains("mouse-middle-click = [\"close_all\"]\nmouse-right-click = [\"do_action\"]"), imported.toml)
        let daemon = imported.daemon
        let connection = try daemon.connect()
        let ours = try sequence(bus) { id, button, _ in
            // `sync`, then `list`: the overlay it names is on the server before the click.
            _ = try connection.request("sync")
            let list = try JSONReader.parse(try connection.request("list"))
            let shown = (list["overlays"]?.arrayValue ?? []).compactMap(OverlayInfo.init)
            let body = try XCTUnwrap(shown.first { $0.id == "n\(id)" }?.body, "n\(id): \(list.serialized)")
            // The top-left of its body: the padding, away from any button.
            input.click(x: body.x + 4, y: body.y + 4, button: button)
        }

        XCTAssertEqual(theirs, [
            "ActionInvoked #1 default",
            "NotificationClosed #1 2",
            "ActionInvoked #2 reply",
            "ActionInvoked #3 default",
            "NotificationClosed #2 2",
            "NotificationClosed #3 2",
            "NotificationClosed #4 2",
        ], "dunst")
        XCTAssertEqual(ours, theirs, "overlayd, with the imported dunstrc\n\(daemon.stderrText)")
    }
}
