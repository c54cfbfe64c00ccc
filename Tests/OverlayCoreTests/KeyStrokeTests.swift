// KeyStrokeTests: the string a screen reader gets for a key, as GTK gives it (gtkaccessibility.c).
import OverlayCore
import XCTest

final class KeyStrokeTests: XCTestCase {
    func key(_ name: String, _ text: String, state: UInt32 = 0) -> KeyStroke {
        KeyStroke(pressed: true, keysym: 0, keycode: 0, state: state, time: 0, name: name, text: text)
    }

    func testAVisibleCharacterIsItsTextOtherKeysTheirName() {
        XCTAssertEqual(key("b", "b").eventString, "b")
        XCTAssertEqual(key("B", "B", state: 1).eventString, "B")
        XCTAssertEqual(key("eacute", "é").eventString, "é")
        XCTAssertEqual(key("space", " ").eventString, "space")
        XCTAssertEqual(key("Escape", "\u{1b}").eventString, "Escape")
        XCTAssertEqual(key("Return", "\r").eventString, "Return")
        XCTAssertEqual(key("Down", "").eventString, "Down")
    }

    func testControlKeepsTheTypedText() {
        XCTAssertEqual(key("a", "\u{1}", state: 1 << 2).eventString, "\u{1}")
        XCTAssertFalse(key("a", "\u{1}", state: 1 << 2).isText)
    }

    func testTextIsWhatStartsPrintable() {
        XCTAssertTrue(key("b", "b").isText)
        XCTAssertTrue(key("Escape", "\u{1b}").isText, "atk-bridge: the name's first letter is printable")
        XCTAssertFalse(key("", "").isText)
    }
}
