// DmenuFidelityTests: what scripts written for dmenu 5.2 see of ours, beside the real dmenu on
// one X server, so real scripts get what they expect: the menu window's WM_CLASS, and flags of
// dmenu patches skipped without swallowing the flag after them.
import Foundation
import XCTest

final class DmenuFidelityTests: XCTestCase {
    static let fruit = Array("banana\nblueberry\ncherry\nBlackberry\nbandana\n".utf8)

    /// dmenu sets `XClassHint ch = {"dmenu", "dmenu"}` and no WM_NAME or _NET_WM_NAME; so must
    /// ours (it was `overlayd`, `Overlayd`, then named `overlayd menu`: window rules written for
    /// dmenu, which tell it apart by its missing name, missed it).
    func testTheMenuWindowIsClassedAsDmenus() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        for args in [[], ["-l", "3"]] {
            var seen: [Bool: [String]] = [:]
            for real in [true, false] {
                seen[real] = try runner.windowProperties(["WM_CLASS", "WM_NAME", "_NET_WM_NAME"], script: "exec dmenu " + args.joined(separator: " "),
                                                         stdin: Self.fruit, keys: [TypedKey("Down"), TypedKey("Escape")],
                                                         program: .dmenu, real: real).properties
            }
            XCTAssertEqual(seen[true], ["WM_CLASS(STRING) = dmenu\\0dmenu\\0", "WM_NAME unset", "_NET_WM_NAME unset"], "the real dmenu \(args)")
            XCTAssertEqual(seen[false], seen[true], "dmenu \(args)")
        }
    }

    /// A patch's switch (instant's `-n`, case-sensitive's `-s`, managed's `-wm`…) is skipped
    /// alone: `dmenu -n -i` ignores case as the real `dmenu -i` does (-n must not take -i as
    /// its value). The real dmenu 5.2 has no patches, so it runs without them.
    func testPatchSwitchesLeaveTheNextFlagAlone() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let keys = TypedKey.text("BLACK") + [TypedKey("Return")]
        for (patched, plain) in [("-n -i", "-i"), ("-i -n", "-i"), ("-wm -i -l 3", "-i -l 3"), ("-s -i", "-i"), ("-n -l 2 -i", "-l 2 -i")] {
            let real = try runner.run("exec dmenu \(plain)", stdin: Self.fruit, keys: keys, program: .dmenu, real: true)
            let ours = try runner.run("exec dmenu \(patched)", stdin: Self.fruit, keys: keys, program: .dmenu, real: false)
            XCTAssertEqual(real.status?.code, 0, "the real dmenu \(plain)")
            XCTAssertEqual(ours, real, "ours: dmenu \(patched); real: dmenu \(plain)")
        }
    }
}
