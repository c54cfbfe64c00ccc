// ButtonFocusTests: the keyboard's way through an alert's buttons, as GTK 3.24 dialogs move it
// (seen on one: Tab and Shift-Tab wrap around the ends, Left and Right stop there).
import OverlayCore
import XCTest

final class ButtonFocusTests: XCTestCase {
    /// The focus after each key from the first of three buttons.
    private func walk(_ keys: [String], from start: Int? = 0, count: Int = 3) -> [Int?] {
        var at = start
        return keys.map { name in
            guard let key = ButtonKey(keysym: name) else { XCTFail("\(name) is not a button key"); return at }
            at = ButtonFocus.moved(from: at, count: count, by: key)
            return at
        }
    }

    func testTabWrapsFromTheLastToTheFirstAndShiftTabBack() {
        XCTAssertEqual(walk(["Tab", "Tab", "Tab", "Tab"]), [1, 2, 0, 1])
        XCTAssertEqual(walk(["ISO_Left_Tab", "ISO_Left_Tab", "ISO_Left_Tab"]), [2, 1, 0])
    }

    func testTheArrowsStopAtTheEnds() {
        XCTAssertEqual(walk(["Right", "Right", "Right", "Left", "Left", "Left"]), [1, 2, 2, 1, 0, 0])
        XCTAssertEqual(walk(["KP_Left", "KP_Right"]), [0, 1])
    }

    func testWithNoFocusYetTheFirstKeyEntersAtAnEnd() {
        XCTAssertEqual(walk(["Tab"], from: nil), [0])
        XCTAssertEqual(walk(["ISO_Left_Tab"], from: nil), [2])
        XCTAssertEqual(walk(["Left"], from: nil), [2])
        XCTAssertEqual(walk(["Tab"], from: 7), [0], "a focus past the buttons (an update removed some) is none")
    }

    func testPressingKeepsTheFocusAndOtherKeysAreNotButtonKeys() {
        XCTAssertEqual(walk(["Return", "KP_Enter"], from: 1), [1, 1])
        XCTAssertNil(ButtonKey(keysym: "space"), "no grab: a space typed into another window must not answer an alert")
        XCTAssertEqual(ButtonFocus.moved(from: nil, count: 0, by: .next(wraps: true)), nil, "no buttons, no focus")
        XCTAssertEqual(ButtonFocus.moved(from: 0, count: 1, by: .next(wraps: true)), 0)
        for name in ["Escape", "Down", "a", "Shift_L", "Tab "] { XCTAssertNil(ButtonKey(keysym: name), name) }
    }
}
