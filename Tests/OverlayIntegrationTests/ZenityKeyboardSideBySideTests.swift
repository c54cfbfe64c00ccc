// ZenityKeyboardSideBySideTests: a zenity message dialog takes the keyboard as the real one's
// focused window has it: with another window focused below, the keys typed answer the dialog
// (the same exit status as the real zenity's) and none of them reach that window.
import CX11
import Foundation
import XCTest

final class ZenityKeyboardSideBySideTests: XCTestCase {
    func testKeysGoToTheMessageDialogNotToTheWindowBelow() throws {
        let s = try DaemonSession()
        let openbox = try HelperProcess.openbox(on: s.x)
        defer { try? openbox.stop() }
        let runner = try ZenityRunner(s)
        let below = try s.x.createWindow(x: 40, y: 40, width: 320, height: 200, background: RGB(40, 90, 160), title: "editor")
        let keys = [TypedKey("Left"), TypedKey("Return")]
        for argv in [["--question", "--text", "Go?"], ["--info", "--text", "Saved"]] {
            var statuses: [Int32?] = []
            for real in [true, false] {
                XSetInputFocus(s.x.handle, below, RevertToParent, UInt(CurrentTime))
                s.x.sync()
                var event = XEvent()
                while XCheckTypedWindowEvent(s.x.handle, below, KeyPress, &event) != 0 {}
                // Ours finds no real zenity on its PATH: it cannot pass by handing the dialog over.
                let run = try runner.run(argv, keys: keys, real: real, path: real ? nil : "/nonexistent")
                statuses.append(run.status?.code)
                s.x.sync()
                var reached = 0
                while XCheckTypedWindowEvent(s.x.handle, below, KeyPress, &event) != 0 { reached += 1 }
                XCTAssertEqual(reached, 0, "\(argv) \(real ? "zenity" : "ours"): no key reached the focused window below")
            }
            XCTAssertNotNil(statuses[0], "\(argv): the real zenity ended")
            XCTAssertEqual(statuses[1], statuses[0], "\(argv): the keys answered the dialog as zenity's")
        }
    }
}
