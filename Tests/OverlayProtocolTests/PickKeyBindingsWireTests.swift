// PickKeyBindingsWireTests: a rofi user's own key table reaches the daemon whole, in a `pick` request
// (rofi -dmenu) and in a `launch` request (rofi -show), and a malformed `--bind` is refused.
import OverlayCore
import OverlayProtocol
import XCTest

final class PickKeyBindingsWireTests: XCTestCase {
    let table = ["Control+k": "kb-row-up", "Return": "kb-accept-entry", "Alt+a": "kb-custom-1", "Control+Alt+equal": "kb-row-down"]

    func testTheTableRoundTripsThroughAPickRequestLine() throws {
        var s = PickSpec()
        s.flavor = .rofi
        s.keyBindings = table
        let words = ["pick"] + PickRequest.words(s, byteCount: 9)
        XCTAssertEqual(words.filter { $0 == "--bind" }.count, 4)
        let line = ShellWords.join(words)
        XCTAssertEqual(try RequestParser.parse(line: Array(line.utf8)), .pick(spec: s, byteCount: 9))
        for bad in ["kb-row-up", "=Control+k", "kb-row-up="] {
            XCTAssertThrowsError(try RequestParser.parse(words: ["pick", "--bytes", "1", "--bind", bad]), bad)
        }
    }

    func testALauncherCarriesTheTableIntoItsMenu() throws {
        let words = ["launch", "drun"] + PickRequest.bindWords(table)
        guard case let .launch(spec) = try RequestParser.parse(words: words) else { return XCTFail("not a launch") }
        XCTAssertEqual(spec.menu.keyBindings, table)
        XCTAssertEqual(PickKeyMap.key("k", text: "\u{0b}", modifiers: .control, spec: spec.menu), .up)
    }
}
