// DmenuFidelityTests: what scripts written for dmenu 5.2 see of ours, beside the real dmenu on
// one X server (issue 25, "fidelity to real scripts"): the menu window's WM_CLASS.
import Foundation
import XCTest

final class DmenuFidelityTests: XCTestCase {
    static let fruit = Array("banana\nblueberry\ncherry\nBlackberry\nbandana\n".utf8)

    /// dmenu sets `XClassHint ch = {"dmenu", "dmenu"}` and no WM_NAME; so must ours (it was
    /// `overlayd`, `Overlayd`, which window rules written for dmenu miss).
    func testTheMenuWindowIsClassedAsDmenus() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        for args in [[], ["-l", "3"]] {
            var seen: [Bool: [String]] = [:]
            for real in [true, false] {
                seen[real] = try runner.windowProperties(["WM_CLASS", "WM_NAME"], script: "exec dmenu " + args.joined(separator: " "),
                                                         stdin: Self.fruit, keys: [TypedKey("Down"), TypedKey("Escape")],
                                                         program: .dmenu, real: real).properties
            }
            XCTAssertEqual(seen[true], ["WM_CLASS(STRING) = dmenu\\0dmenu\\0", "WM_NAME unset"], "the real dmenu \(args)")
            XCTAssertEqual(seen[false], seen[true], "dmenu \(args)")
        }
    }
}
