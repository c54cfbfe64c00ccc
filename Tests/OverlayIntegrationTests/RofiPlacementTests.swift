// RofiPlacementTests: where rofi 1.7.3 puts its box, the real rofi -dmenu beside ours linked
// as rofi: -location 0–8 (the centre, then clockwise from the top left), -b (dmenu's bottom,
// location 6) and -xoffset/-yoffset. The boxes differ in size (themes), so each window's
// point that its location pins (the bottom middle for 6, the top-right corner for 3…) must
// be the same pixel for both.
import Foundation
import XCTest

final class RofiPlacementTests: XCTestCase {
    func realFrame(_ runner: PeerMenuRunner, _ args: [String]) throws -> [Int] {
        try runner.realFrame(["rofi", "-dmenu", "-no-lazy-grab"] + args, class: "rofi", stdin: try runner.inputFile("alpha\nbeta\ngamma\n"))
    }

    func ourFrame(_ runner: PeerMenuRunner, _ args: [String]) throws -> [Int] {
        try runner.ourFrame([runner.ours + "/rofi", "-dmenu"] + args, stdin: try runner.inputFile("alpha\nbeta\ngamma\n"))
    }

    /// The point of `f` that location `n` pins: its centre, a corner or an edge's middle.
    func pinned(_ f: [Int], _ n: Int) -> [Int] {
        let fx = [1, 0, 1, 2, 2, 2, 1, 0, 0][n], fy = [1, 0, 0, 0, 1, 2, 2, 2, 1][n]
        return [f[0] + f[2] * fx / 2, f[1] + f[3] * fy / 2]
    }

    func testLocationBottomAndOffsetsPinTheSamePointAsRofi() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        var cases: [(args: [String], location: Int)] = (0...8).map { (["-location", String($0)], $0) }
        cases += [(["-b"], 6), (["-location", "2", "-b"], 6), (["-location", "3", "-xoffset", "-15", "-yoffset", "20"], 3)]
        for c in cases {
            let real = try realFrame(runner, c.args), ours = try ourFrame(runner, c.args)
            XCTAssertEqual(pinned(ours, c.location), pinned(real, c.location),
                           "rofi -dmenu \(c.args.joined(separator: " ")): ours \(ours) against rofi's \(real)")
        }
    }
}
