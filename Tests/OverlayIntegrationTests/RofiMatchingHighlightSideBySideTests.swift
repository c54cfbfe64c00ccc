// RofiMatchingHighlightSideBySideTests: under `-matching glob` and `regex` rofi 1.7.3 draws each
// match of the typed word in the theme's `highlight` (a glob's `*` as `.*`, `?` as `\S`; a regex's
// groups alone when it has any); ours marks the same characters. The highlight is a colour here, so
// the red pixels of each window show where it was drawn.
import Foundation
import XCTest

final class RofiMatchingHighlightSideBySideTests: XCTestCase {
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

    /// The real rofi and ours with `filter` typed under `matching`: the red pixels compared.
    func compare(_ matching: String, _ filters: [String]) throws {
        let runner = try PeerMenuRunner(try DaemonSession())
        let rows = "foobarbaz\nbuzz\nqux\n"
        for filter in filters {
            let args = ["-dmenu", "-matching", matching, "-filter", filter, "-theme-str", "element-text { highlight: #ff0000; }"]
            let real = try runner.settledRofiShot(["rofi", "-no-lazy-grab"] + args, environment: runner.environment, stdin: try runner.inputFile(rows))
            let ours = try runner.settledRofiShot([runner.ours + "/rofi"] + args, environment: runner.environment,
                                                  stdin: try runner.inputFile(rows), ours: true)
            let (r, o) = (red(real.shot), red(ours.shot))
            XCTAssertGreaterThan(r.count, 30, "\(filter): rofi draws the matches in red")
            XCTAssertEqual(Double(o.count), Double(r.count), accuracy: Double(r.count) * 0.2, "\(filter): ours \(o), rofi's \(r)")
            XCTAssertEqual(o.minX, r.minX, accuracy: 3, filter)
            XCTAssertEqual(o.maxX, r.maxX, accuracy: 3, filter)
        }
    }

    func testAGlobsWholeMatchIsHighlightedAsRofiHighlightsIt() throws {
        try compare("glob", ["b*z", "?u"])
    }

    func testARegexsMatchesAndGroupsAreHighlightedAsRofiHighlightsThem() throws {
        try compare("regex", ["ba.", "f(oo)b"])
    }
}
