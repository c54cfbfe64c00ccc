// ZenityAttachTests: zenity's --attach=WINDOW as overlayctl linked as `zenity` honours it: an
// entry, a password and a list open under the window they are attached to, as a dialog and
// the colour chooser do; a window that is not there leaves the dialog where it would open
// without one, as zenity 3.44's does (the same stdout and exit status, side by side).
import Foundation
import OverlayProtocol
import XCTest

final class ZenityAttachTests: XCTestCase {
    typealias Case = ZenityDialogSideBySideTests.Case

    func testAnEntryAndAListOpenUnderTheWindowTheyAreAttachedTo() throws {
        let s = try DaemonSession()
        let runner = try ZenityRunner(s)
        let anchor = try s.x.createWindow(x: 200, y: 150, width: 300, height: 200, background: RGB(0x40, 0x40, 0x40))
        let attach = "--attach=\(anchor)"
        for argv in [["--entry", attach], ["--password", attach], ["--list", attach, "--column", "A", "a", "b"]] {
            let child = try runner.open(argv)
            let frame = try XCTUnwrap(try s.ok(["list"])["overlays"]?.arrayValue?.first?["frame"]?.arrayValue?.compactMap(\.intValue))
            XCTAssertEqual(frame.first, 200, "\(argv): at the window's left edge")
            XCTAssertEqual(frame.dropFirst().first.map { (350...360).contains($0) }, true, "\(argv): just under the window: \(frame)")
            child.signal(SIGTERM)
            XCTAssertNotNil(child.waitForExit(timeout: 5))
            try s.x.waitUntil("\(argv): its dialog to go") { try s.ok(["list"])["overlays"]?.arrayValue?.isEmpty == true }
        }
    }

    func testAWindowThatIsNotThereLeavesTheDialogWhereItWouldOpen() throws {
        let gone = "--attach=134217727", enter = TypedKey("Return")
        try ZenityDialogSideBySideTests.compare([
            Case(argv: ["--question", gone], keys: [enter]),
            Case(argv: ["--entry", gone], keys: TypedKey.text("hi") + [enter]),
            Case(argv: ["--list", gone, "--column", "A", "a", "b"], keys: [TypedKey("Down"), enter]),
            Case(argv: ["--scale", gone, "--value", "7"], keys: [enter]),
            Case(argv: ["--forms", gone, "--add-entry", "A"], keys: TypedKey.text("x") + [TypedKey("Tab"), TypedKey("Tab"), enter]),
        ], drawn: true)
    }
}
