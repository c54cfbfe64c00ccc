// RofiGlobHighlightSideBySideTests: under `-matching glob` rofi 1.7.3 draws each match of the typed
// glob (`*` as `.*`, `?` as `\S`) in the theme's `highlight`; ours marks the same characters. The
// highlight is a colour here, so the red pixels of each window show where it was drawn.
import Foundation
import XCTest

final class RofiGlobHighlightSideBySideTests: XCTestCase {
    /// The red pixels' count and their leftmost and rightmost x in the window.
    func red(_ shot: Screenshot) -> (count: Int, minX: Int, maxX: Int) {
        var n = 0, lo = Int.max, hi = -1
        for y in 0..<shot.height {
            for x in 0..<shot.width {
                let p = shot.pixels[y * shot.width + x]
                if (p >> 16) & 0xff > 0xc0, (p >> 8) & 0xff < 0x50, p & 0xff < 0x50 { n += 1; lo = min(lo, x); hi = max(hi, x) }
            }
        }
        return (n, lo, hi)
    }

    func testAGlobsWholeMatchIsHighlightedAsRofiHighlightsIt() throws {
        let runner = try PeerMenuRunner(try DaemonSession())
        let args = ["-dmenu", "-matching", "glob", "-filter", "b*z", "-theme-str", "element-text { highlight: #ff0000; }"]
        let rows = "foobarbaz\nbuzz\nqux\n"
        let real = try runner.settledRofiShot(["rofi", "-no-lazy-grab"] + args, environment: runner.environment, stdin: try runner.inputFile(rows))
        let ours = try runner.settledRofiShot([runner.ours + "/rofi"] + args, environment: runner.environment,
                                              stdin: try runner.inputFile(rows), ours: true)
        let (r, o) = (red(real.shot), red(ours.shot))
        XCTAssertGreaterThan(r.count, 50, "rofi draws the matches in red")
        XCTAssertEqual(Double(o.count), Double(r.count), accuracy: Double(r.count) * 0.2, "ours \(o), rofi's \(r)")
        XCTAssertEqual(o.minX, r.minX, accuracy: 3)
        XCTAssertEqual(o.maxX, r.maxX, accuracy: 3)
    }
}
