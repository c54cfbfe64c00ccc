// PerMonitorCopiesScreenTests: an all-monitors container on the Xvfb split by RandR into a
// 216-dpi monitor (A) and a 96-dpi one (B). Under `scale = "per-monitor"` each monitor's copy of
// a notification is laid out and drawn at that monitor's DPI (its frame and its text's ink both
// 2.25 times as large on A), clicks on either act on it, and a monitor that changes its DPI has
// its copy laid out again; under `"auto"` every copy is the same picture.
import Foundation
import OverlayProtocol
import XCTest

final class PerMonitorCopiesScreenTests: XCTestCase {
    typealias Copy = AllMonitorsTests.Copy
    let padding = 16 // the default screen-edge padding
    let rightEdges = ["A": 1280, "B": 2560]

    /// overlayd with `scale` on the split screen: black text on white, no border, 300 px wide
    /// before the scale, in a container in the top-right corner of every monitor.
    func session(scale: String) throws -> (DaemonSession, TemporaryDirectory) {
        let home = try TemporaryDirectory(prefix: "overlayd-per-monitor-copies")
        let dir = try home.makeSubdirectory("overlayd")
        try Data("""
            scale = "\(scale)"
            [style.default]
            width = 300
            background = "#ffffff"
            foreground = "#000000"
            border-width = 0
            corner-radius = 0
            [container.everywhere]
            all-monitors = true
            anchor = "top-right"
            layout = "vertical"
            insets = 0
            timeout = "0s"
            """.utf8).write(to: URL(fileURLWithPath: dir + "/config.toml"))
        let s = try DaemonSession(environment: ["XDG_CONFIG_HOME": home.path],
                                  server: try XvfbServer(width: 2560, height: 1080, dpi: 96))
        for args in PerMonitorScaleScreenTests.monitors { try PerMonitorScaleScreenTests.xrandr(s, ["--setmonitor"] + args) }
        try s.sync()
        return (s, home)
    }

    /// A session under `scale` showing notification-like overlay `n` in the container, and its copies.
    func shown(scale: String) throws -> (DaemonSession, TemporaryDirectory, [String: Copy]) {
        let (s, home) = try session(scale: scale)
        try s.ok(["show", "--id", "n", "--container", "everywhere", "--text", "Hg everywhere"])
        try s.sync()
        return (s, home, try copies(s, "n"))
    }

    /// Each monitor's copy of `id`, by monitor name.
    func copies(_ s: DaemonSession, _ id: String) throws -> [String: Copy] {
        Dictionary(try AllMonitorsTests.copies(s, id).map { ($0.monitor, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// The height of the dark pixels (the text's ink) inside a copy's body, as the screen shows it
    /// (square corners: no root shows through them).
    func inkHeight(_ s: DaemonSession, _ c: Copy) throws -> Int {
        let shot = try s.x.screenshot(x: c.body.x, y: c.body.y, width: c.body.width, height: c.body.height)
        let inked = (0..<shot.height).filter { y in
            (0..<shot.width).contains { x in
                let p = RGB(hex: shot.pixels[y * shot.width + x])
                return Int(p.r) + Int(p.g) + Int(p.b) < 3 * 128
            }
        }
        guard let top = inked.first, let bottom = inked.last else { return 0 }
        XCTAssertLessThan(bottom - top + 1, c.body.height - 20, "only the text is dark in \(c.monitor)'s body")
        return bottom - top + 1
    }

    /// Checks that each copy's window is where `list` says, viewable, in its monitor's corner.
    func assertPlaced(_ s: DaemonSession, _ copies: [String: Copy], file: StaticString = #filePath, line: UInt = #line) throws {
        for (monitor, c) in copies {
            let a = try s.x.attributes(of: c.window)
            XCTAssertTrue(a.isViewable, monitor, file: file, line: line)
            XCTAssertEqual([a.x, a.y, a.width, a.height], [c.frame.x, c.frame.y, c.frame.width, c.frame.height], monitor, file: file, line: line)
            XCTAssertEqual(c.body.x + c.body.width, try XCTUnwrap(rightEdges[monitor]) - padding, "top-right of \(monitor)", file: file, line: line)
            XCTAssertEqual(c.body.y, padding, monitor, file: file, line: line)
        }
    }

    func testEachCopyIsLaidOutAndDrawnAtItsMonitorsScale() throws {
        let (s, home, copies) = try shown(scale: "per-monitor")
        defer { withExtendedLifetime(home) {} }
        let dense = try XCTUnwrap(copies["A"]), plain = try XCTUnwrap(copies["B"])
        XCTAssertEqual(dense.body.width, 675, "300 x 216/96 on A")
        XCTAssertEqual(plain.body.width, 300, "300 on B")
        XCTAssertEqual(Double(dense.body.height) / Double(plain.body.height), 2.25, accuracy: 0.15,
                       "heights \(plain.body.height) → \(dense.body.height)")
        try assertPlaced(s, copies)
        let inks = try (inkHeight(s, dense), inkHeight(s, plain))
        XCTAssertGreaterThan(inks.1, 5, "B shows its text")
        XCTAssertEqual(Double(inks.0) / Double(inks.1), 2.25, accuracy: 0.3, "the text's ink \(inks.1) → \(inks.0) px")

        // A click on the copy drawn at another scale than the own window acts on the notification.
        try AllMonitorsTests.assertClickDismisses(s, "n", on: plain, copies: Array(copies.values))
    }

    func testUnderAutoEveryCopyIsThePicture() throws {
        let (s, home, copies) = try shown(scale: "auto")
        defer { withExtendedLifetime(home) {} }
        let a = try XCTUnwrap(copies["A"]), b = try XCTUnwrap(copies["B"])
        XCTAssertEqual(a.body.width, 300)
        XCTAssertEqual([a.frame.width, a.frame.height], [b.frame.width, b.frame.height])
        try assertPlaced(s, copies)
        let shots = try [a, b].map { try s.x.screenshot(x: $0.body.x, y: $0.body.y, width: $0.body.width, height: $0.body.height) }
        XCTAssertEqual(shots[0].pixels, shots[1].pixels, "the same pixels on both monitors")
        XCTAssertGreaterThan(try inkHeight(s, a), 5)
    }

    func testAMonitorThatChangesItsDPILaysItsCopyOutAgain() throws {
        let (s, home, shown) = try shown(scale: "per-monitor")
        defer { withExtendedLifetime(home) {} }
        let before = try XCTUnwrap(shown["B"])
        XCTAssertEqual(before.body.width, 300)
        let inkBefore = try inkHeight(s, before)
        // B again, now as dense as A (`--setmonitor` sends no RandR event: a root ConfigureNotify).
        try PerMonitorScaleScreenTests.xrandr(s, ["--delmonitor", "B"])
        try PerMonitorScaleScreenTests.xrandr(s, ["--setmonitor", "B", "1280/150x1080/127+1280+0", "none"])
        try s.sync()
        let copies = try copies(s, "n")
        let after = try XCTUnwrap(copies["B"])
        XCTAssertEqual(after.body.width, 675)
        XCTAssertEqual(after.body.height, try XCTUnwrap(copies["A"]).body.height, "as A's now")
        try assertPlaced(s, copies)
        XCTAssertEqual(Double(try inkHeight(s, after)) / Double(inkBefore), 2.25, accuracy: 0.3)
    }
}
