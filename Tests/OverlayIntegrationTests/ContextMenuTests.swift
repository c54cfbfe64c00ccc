// ContextMenuTests: `dunstctl context` opens a menu of the shown notifications' actions and
// links; choosing an action invokes it (the application hears ActionInvoked), a link opens.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import OverlayProtocol
import XCTest

final class ContextMenuTests: XCTestCase {
    /// Waits until the context menu (`n0`) is open and grabbed; returns its rows' rectangles.
    func waitForMenu(_ s: DaemonSession) throws -> [[Int]] {
        let deadline = Deadline(seconds: 10)
        while true {
            let menu = try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == "n0" }
            if let m = menu, m["grabbed"]?.boolValue == true {
                return (m["levels"]?.arrayValue?.first?["rows"]?.arrayValue ?? []).compactMap { $0["rect"]?.arrayValue?.compactMap(\.intValue) }
            }
            guard !deadline.hasPassed else { throw HarnessError.timeout("the context menu to open") }
            try s.sync()
        }
    }

    func click(_ input: XTestInput, _ r: [Int]) {
        input.move(x: r[0] + r[2] / 2, y: r[1] + r[3] / 2)
        input.click(x: r[0] + r[2] / 2, y: r[1] + r[3] / 2)
    }

    func testContextMenuInvokesAnActionAndOpensALink() throws {
        let bus = try SessionBus()
        let bin = try TemporaryDirectory(prefix: "overlayd-context")
        // xdg-open, as the daemon finds it on PATH: writes the link to a FIFO the test reads.
        let fifo = bin.file("opened")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        try Data("#!/bin/sh\nprintf '%s\\n' \"$1\" > '\(fifo)'\n".utf8).write(to: URL(fileURLWithPath: bin.file("xdg-open")))
        chmod(bin.file("xdg-open"), 0o755)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "PATH": path])
        let input = try XTestInput(s.x)
        input.move(x: 300, y: 200)

        let (waiter, out) = try bus.start(["notify-send", "-w", "-A", "open=Open", "-A", "later=Later", "Mail",
                                           "From <a href=\"https://example.com/inbox\">the inbox</a>"])
        let deadline = Deadline(seconds: 10)
        while try s.overlay("n1") == nil {
            guard !deadline.hasPassed else { throw HarnessError.timeout("the notification") }
            try s.sync()
        }
        // Open, Later, the link.
        XCTAssertEqual(try bus.run(["dunstctl", "context"]).0, 0)
        let rows = try waitForMenu(s)
        XCTAssertEqual(rows.count, 3)
        click(input, rows[1])
        XCTAssertEqual(waiter.waitForExit(timeout: 10)?.code, 0)
        XCTAssertEqual((try? String(contentsOfFile: out.file("out"), encoding: .utf8)) ?? "", "later\n")
        try s.sync()
        XCTAssertNil(try s.overlay("n1"), "an invoked action closes it, as its button would")

        // The link of another notification, through overlayctl.
        XCTAssertEqual(try bus.run(["notify-send", "Docs", "See <a href=\"https://example.org/a b\">this</a>"]).0, 0)
        let r = try s.daemon.runCtl(["notifications", "context"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let links = try waitForMenu(s)
        XCTAssertEqual(links.count, 1)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        click(input, links[0])
        var text = ""
        let opened = Deadline(seconds: 10)
        while !text.hasSuffix("\n") {
            guard try waitForReadable([reader], until: opened) != nil else { throw HarnessError.timeout("xdg-open") }
            var chunk = [UInt8](repeating: 0, count: 256)
            let n = chunk.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
            if n > 0 { text += String(decoding: chunk[..<n], as: UTF8.self) }
        }
        XCTAssertEqual(text, "https://example.org/a b\n")

        // Nothing with actions or links shown: no menu, no error (as dunst).
        XCTAssertEqual(try bus.run(["dunstctl", "close-all"]).0, 0)
        XCTAssertEqual(try bus.run(["dunstctl", "context"]).0, 0)
        try s.sync()
        XCTAssertNil(try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == "n0" })
    }

    /// A body's `file:///etc/passwd` and `anyscheme:` links are neither offered in the menu nor
    /// passed to xdg-open: only http, https and mailto are, by the menu and by `open_url`.
    func testLinksOfOtherSchemesAreNeitherOfferedNorPassedToXdgOpen() throws {
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-links")
        // xdg-open, as the daemon finds it on PATH: records every link it is given.
        let opened = home.file("opened")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(opened)'\n".utf8).write(to: URL(fileURLWithPath: home.file("xdg-open")))
        chmod(home.file("xdg-open"), 0o755)
        let dir = try home.makeSubdirectory("overlayd")
        try Data("[notifications]\nmouse-right-click = [\"open_url\"]\n".utf8).write(to: URL(fileURLWithPath: dir + "/config.toml"))
        let path = home.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "PATH": path, "XDG_CONFIG_HOME": home.path])
        let input = try XTestInput(s.x)
        input.move(x: 300, y: 200)

        XCTAssertEqual(try bus.run(["notify-send", "Hostile", "<a href=\"file:///etc/passwd\">passwords</a> "
                                    + "<a href=\"anyscheme:run\">run</a> <a href=\"HTTPS://example.com/ok\">ok</a>"]).0, 0)
        XCTAssertEqual(try bus.run(["dunstctl", "context"]).0, 0)
        let rows = try waitForMenu(s)
        XCTAssertEqual(rows.count, 1, "only the https link is offered")
        try input.pressKey("Escape")
        XCTAssertEqual(try bus.run(["dunstctl", "close-all"]).0, 0)

        // open_url (the right button here) on a notification whose one link is file: opens nothing.
        XCTAssertEqual(try bus.run(["notify-send", "Only", "see <a href=\"file:///etc/passwd\">this</a>"]).0, 0)
        var body: ShapeRectangle?
        let deadline = Deadline(seconds: 10)
        while body == nil {
            guard !deadline.hasPassed else { throw HarnessError.timeout("the notification") }
            try s.sync()
            body = try s.overlays().first { $0.id.hasPrefix("n") && $0.id != "n0" }?.body
        }
        input.click(x: (body?.x ?? 0) + 4, y: (body?.y ?? 0) + 4, button: 3)
        var links: JSONValue = .null
        let refused = Deadline(seconds: 10)
        while links["refused"]?.intValue != 1 {
            guard !refused.hasPassed else { throw HarnessError.timeout("the refusal: \(links.serialized); \(s.daemon.stderrText)") }
            try s.sync()
            links = try s.ok(["stats"])["links"] ?? .null
        }
        XCTAssertEqual(links["opened"]?.intValue, 0)
        XCTAssertNil(try s.overlay("n0"), "no menu either")
        XCTAssertFalse(FileManager.default.fileExists(atPath: opened), "xdg-open never ran")
        XCTAssertTrue(s.daemon.stderrText.contains("has no link to open (1 not opened: their scheme is not in [notifications] link-schemes)"),
                      s.daemon.stderrText)
    }
}
