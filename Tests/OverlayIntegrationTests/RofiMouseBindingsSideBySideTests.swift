// RofiMouseBindingsSideBySideTests: rofi 1.7.3's me-* bindings on a list's rows, side by side with the
// real rofi: by default a click highlights a row (me-select-entry) and a double click accepts it
// (me-accept-entry); config.rasi can bind them elsewhere (me-accept-entry: "MousePrimary" makes one
// click accept). Compared: what -dmenu prints and its exit status. The rows are where our `list` says
// they are; rofi's lie there too. (me-accept-custom, Control+MouseDPrimary, is left to the unit tests:
// the real rofi took no XTest double click with Control held here, where its source accepts.)
import Foundation
import XCTest

final class RofiMouseBindingsSideBySideTests: XCTestCase {
    enum Gesture { case click, doubleClick }

    func testRowClicksFollowRofisMouseBindings() throws {
        let runner = try PeerMenuRunner(try DaemonSession())
        let rows = Array("alpha\nbeta\ngamma\ndelta\n".utf8)
        let args = ["-l", "4", "-format", "i s"]
        var spots: [Int: (x: Int, y: Int)] = [:]
        func run(_ gesture: Gesture, row: Int, real: Bool) throws -> MenuRun {
            let quoted = args.map { "'\($0)'" }.joined(separator: " ")
            // A modifier alone is a key neither program acts on: the gesture follows it.
            return try runner.run("exec rofi -dmenu \(real ? "-no-lazy-grab " : "")\(quoted)", stdin: rows, keys: [TypedKey("Shift_L")],
                                  program: .rofi, real: real) { _ in
                if !real, spots[row] == nil {
                    let r = try XCTUnwrap(try runner.waitForPick()["rows"]?.arrayValue?.map { $0.arrayValue?.compactMap(\.intValue) ?? [] })
                    for (i, f) in r.enumerated() { spots[i] = (f[0] + f[2] / 2, f[1] + f[3] / 2) }
                }
                let at = try XCTUnwrap(spots[row])
                switch gesture {
                case .click:
                    // A click that chose at once would print this row; one that highlights it lets Down move on.
                    runner.input.click(x: at.x, y: at.y)
                    if !real { try runner.session.sync() }
                    try runner.input.pressKey("Down")
                    try runner.input.pressKey("Return")
                case .doubleClick: runner.input.doubleClick(x: at.x, y: at.y)
                }
            }
        }
        for (gesture, row) in [(Gesture.click, 1), (.doubleClick, 1)] {
            let ours = try run(gesture, row: row, real: false)
            let real = try run(gesture, row: row, real: true)
            XCTAssertEqual(ours, real, "\(gesture) on row \(row)")
        }
        XCTAssertEqual(String(decoding: try run(.click, row: 1, real: true).stdout, as: UTF8.self), "2 gamma\n",
                       "rofi: a click highlights the row, Down moves on from it, Return accepts")
        // A user's own bindings: one click accepts.
        let config = runner.dir.file("home") + "/rofi"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "configuration {\n  me-select-entry: \"\";\n  me-accept-entry: \"MousePrimary\";\n}\n"
            .write(toFile: config + "/config.rasi", atomically: true, encoding: .utf8)
        let real = try run(.click, row: 1, real: true), ours = try run(.click, row: 1, real: false)
        XCTAssertEqual(String(decoding: real.stdout, as: UTF8.self), "1 beta\n", "rofi: me-accept-entry on MousePrimary accepts at once")
        XCTAssertEqual(ours, real, "me-accept-entry: MousePrimary")
    }
}
