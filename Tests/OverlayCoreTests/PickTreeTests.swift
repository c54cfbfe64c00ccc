// PickTreeTests: zenity's list as GTK's tree view answers keys, as the real zenity 3.44 was
// seen answering them: the cursor and selection at start, Down, Enter, Tab round the list
// and the buttons, Shift+arrows and Ctrl+space in --multiple, typing to search without
// filtering, and the ticks of check and radio lists (space ticks, which 3.44 cannot).
import OverlayCore
import XCTest

final class PickTreeTests: XCTestCase {
    static let enter = PickKey.accept(shift: false, control: false)

    func model(_ lines: [String], _ configure: (inout PickSpec) -> Void = { _ in }) -> PickModel {
        var spec = PickSpec()
        spec.flavor = .zenity
        spec.lines = 10
        spec.buttons = ["Cancel", "OK"]
        configure(&spec)
        return PickModel(rows: PickRows(bytes: Array(lines.joined(separator: "\n").utf8)), spec: spec)
    }

    func keys(_ m: inout PickModel, _ keys: [PickKey]) -> PickOutput {
        var last = PickOutput.none
        for k in keys { last = m.key(k) }
        return last
    }

    func chosen(_ rows: [Int], _ text: String = "") -> PickOutput { .chosen(PickChoice(rows: rows, text: text), keepOpen: false) }

    func testEnterWaitsForASelectionAndDownMovesFromTheFirstRow() {
        var m = model(["a", "b", "c"])
        XCTAssertEqual(m.key(Self.enter), PickOutput.none, "nothing is selected at first")
        XCTAssertEqual(keys(&m, [.down, .down, Self.enter]), chosen([2]), "Down Down Return prints row 3")
        var spaced = model(["a", "b", "c"])
        XCTAssertEqual(keys(&spaced, [.insert(" "), Self.enter]), chosen([0]), "space selects the cursor row")
    }

    /// zenity's --extra-button: after Cancel and OK, each answering with its own code and label.
    func testExtraButtonsComeAfterOKAndAnswerWithTheirOwnCodes() {
        var m = model(["a", "b"]) { $0.buttons += ["More", "Less"]; $0.extraButtons = 2 }
        XCTAssertEqual(keys(&m, [.down, .tab, .tab, .tab, Self.enter]),
                       .chosen(PickChoice(rows: [], text: "More", exitCode: PickChoice.extraButton), keepOpen: false))
        var less = model(["a", "b"]) { $0.buttons += ["More", "Less"]; $0.extraButtons = 2 }
        XCTAssertEqual(less.pressButton(3), .chosen(PickChoice(rows: [], text: "Less", exitCode: PickChoice.extraButton + 1), keepOpen: false))
        var ok = model(["a", "b"]) { $0.buttons += ["More"]; $0.extraButtons = 1 }
        XCTAssertEqual(keys(&ok, [.down, .tab, .tab, Self.enter]), chosen([1]), "OK still accepts")
        XCTAssertEqual(ok.pressButton(0), .declined)
    }

    func testTabGoesToCancelThenOK() {
        var cancel = model(["a", "b"])
        XCTAssertEqual(keys(&cancel, [.down, .tab, Self.enter]), .declined, "Cancel, which zenity tells from Escape")
        var ok = model(["a", "b", "c"])
        XCTAssertEqual(keys(&ok, [.down, .down, .tab, .tab, Self.enter]), chosen([2]))
        var empty = model(["a", "b"])
        XCTAssertEqual(keys(&empty, [.tab, .tab, Self.enter]), chosen([]), "OK with nothing selected prints nothing")
        var round = model(["a", "b"])
        _ = keys(&round, [.tab, .tab, .tab])
        XCTAssertNil(round.focusedButton, "a third Tab is back in the list")
        XCTAssertEqual(keys(&round, [.backTab]), PickOutput.none)
        XCTAssertEqual(round.focusedButton, 1, "Shift+Tab from the list reaches OK")
    }

    func testMultipleStartsWithNoCursorAndStretchesWithShift() {
        var m = model(["a", "b", "c"]) { $0.multiSelect = true }
        XCTAssertEqual(keys(&m, [.down, Self.enter]), chosen([0]), "the first Down selects row 1")
        var stretched = model(["a", "b", "c"]) { $0.multiSelect = true }
        XCTAssertEqual(keys(&stretched, [.end, .extendUp, .tab, .tab, Self.enter]), chosen([1, 2]))
        var toggled = model(["a", "b", "c"]) { $0.multiSelect = true }
        XCTAssertEqual(keys(&toggled, [.down, .toggle, .down, .toggle, .tab, .tab, Self.enter]), chosen([]),
                       "Ctrl+space unselects the row Down selected")
        var enterOne = model(["a", "b", "c"]) { $0.multiSelect = true }
        XCTAssertEqual(keys(&enterOne, [.end, .extendUp, Self.enter]), chosen([1]), "Enter in the list chooses the cursor row alone")
    }

    func testTypingJumpsWithoutFiltering() {
        var m = model(["apple", "banana", "cherry", "chive"])
        _ = keys(&m, [.insert("C"), .insert("h")])
        XCTAssertEqual(m.order.count, 4, "every row stays")
        XCTAssertEqual(m.selectedRow, 2)
        XCTAssertEqual(keys(&m, [.down]), PickOutput.none)
        XCTAssertEqual(m.selectedRow, 3, "Down while searching goes to the next match")
        XCTAssertEqual(keys(&m, [Self.enter]), chosen([3]))
        var mid = model(["apple", "banana", "cherry"]) { $0.midSearch = true }
        XCTAssertEqual(keys(&mid, [.insert("nan"), Self.enter]), chosen([1]))
        var start = model(["apple", "banana"])
        XCTAssertEqual(keys(&start, [.insert("nan"), Self.enter]), PickOutput.none, "without --mid-search a row must start with it")
        var folded = model(["x", "APPLE", "Été"]) { $0.midSearch = true }
        XCTAssertEqual(keys(&folded, [.insert("pL"), Self.enter]), chosen([1]), "case is ignored in the row too")
        var accented = model(["x", "Été"])
        XCTAssertEqual(keys(&accented, [.insert("é"), Self.enter]), chosen([1]), "beyond ASCII as well")
        var escape = model(["apple", "banana"])
        XCTAssertEqual(keys(&escape, [.insert("b"), .escape]), PickOutput.none, "Escape closes the search, not the dialog")
        XCTAssertEqual(escape.key(.escape), .cancelled)
    }

    func testSpaceTicksAndEnterAnswersWithTheTicks() {
        var check = model(["a", "b", "c"]) { $0.ticks = .check; $0.tickedRows = [0, 2] }
        XCTAssertEqual(keys(&check, [.tab, .tab, Self.enter]), chosen([0, 2]), "the rows ticked at first")
        var ticked = model(["a", "b", "c"]) { $0.ticks = .check; $0.tickedRows = [0] }
        XCTAssertEqual(keys(&ticked, [.insert(" "), .down, .insert(" "), Self.enter]), chosen([1]))
        var radio = model(["a", "b", "c"]) { $0.ticks = .radio; $0.tickedRows = [2] }
        XCTAssertEqual(keys(&radio, [.down, .insert(" "), Self.enter]), chosen([1]), "ticking one unticks the other")
        var none = model(["a", "b"]) { $0.ticks = .check }
        XCTAssertEqual(keys(&none, [Self.enter]), chosen([]))
    }

    func testAUserLineComesFirstAndTabGoesOnToThePasswordThenTheButtons() {
        var spec = PickSpec()
        spec.flavor = .prompt
        spec.password = true
        spec.userLine = "Username:"
        spec.buttons = ["Cancel", "OK"]
        var m = PickModel(rows: PickRows(bytes: []), spec: spec)
        XCTAssertEqual(keys(&m, [.insert("ann"), Self.enter]), PickOutput.none, "Enter on the user line does nothing")
        XCTAssertEqual(keys(&m, [.tab, .insert("pw"), Self.enter]), chosen([], "ann\npw"))
        XCTAssertEqual(m.userLineInput?.text, "ann")
        XCTAssertEqual(m.mainLine.text, "pw")
        var cancel = PickModel(rows: PickRows(bytes: []), spec: spec)
        XCTAssertEqual(keys(&cancel, [.tab, .tab, Self.enter]), .declined, "the third stop is Cancel")
        var ok = PickModel(rows: PickRows(bytes: []), spec: spec)
        XCTAssertEqual(keys(&ok, [.insert("a"), .tab, .insert("b"), .tab, .tab, Self.enter]), chosen([], "a\nb"))
        XCTAssertEqual(PickKeyMap.key("ISO_Left_Tab", text: "", modifiers: .shift, spec: spec), .backTab, "Shift+Tab goes back")
        var back = PickModel(rows: PickRows(bytes: []), spec: spec)
        XCTAssertEqual(keys(&back, [.tab, .insert("b"), .backTab, .insert("a"), .tab, Self.enter]), chosen([], "a\nb"))
    }

    /// An entry's buttons (there with --extra-button) come after its line, the extra ones after
    /// OK; a password's extra buttons come before Cancel and OK. Tab past the last button comes
    /// back to the line; an extra button answers with its label and its own code.
    func testAPromptsButtonsFollowItsLineAndAPasswordsExtraButtonsComeFirst() {
        var entry = PickSpec()
        entry.flavor = .prompt
        entry.buttons = ["Cancel", "OK", "Later"]
        entry.extraButtons = 1
        func prompt(_ spec: PickSpec) -> PickModel { PickModel(rows: PickRows(bytes: []), spec: spec) }
        let later = PickOutput.chosen(PickChoice(rows: [], text: "Later", exitCode: PickChoice.extraButton), keepOpen: false)
        var m = prompt(entry)
        XCTAssertEqual(keys(&m, [.insert("a"), .tab, .tab, .tab, Self.enter]), later)
        XCTAssertEqual(PickKeyMap.key("ISO_Left_Tab", text: "", modifiers: .shift, spec: entry), .backTab, "Shift+Tab goes back")
        m = prompt(entry)
        XCTAssertEqual(keys(&m, [.insert("a"), .backTab, Self.enter]), later, "Shift+Tab from the line reaches the last button")
        m = prompt(entry)
        XCTAssertEqual(keys(&m, [.insert("a"), .tab, .tab, .insert(" ")]), chosen([], "a"), "OK answers the line")
        m = prompt(entry)
        XCTAssertEqual(keys(&m, [.insert("a"), .tab, Self.enter]), .declined)
        m = prompt(entry)
        XCTAssertEqual(keys(&m, [.insert("a"), .tab, .tab, .tab, .tab, .insert("b"), Self.enter]), chosen([], "ab"))
        var password = entry
        password.password = true
        password.buttons = ["Later", "Cancel", "OK"]
        password.extraButtonsFirst = true
        m = prompt(password)
        XCTAssertEqual(keys(&m, [.insert("pw"), .tab, Self.enter]), later)
        m = prompt(password)
        XCTAssertEqual(keys(&m, [.insert("pw"), .tab, .tab, Self.enter]), .declined)
        m = prompt(password)
        XCTAssertEqual(keys(&m, [.insert("pw"), .tab, .tab, .tab, Self.enter]), chosen([], "pw"))
    }

    func testButtonsAndTheTimeoutAnswer() {
        var m = model(["a", "b"])
        _ = m.key(.down)
        XCTAssertEqual(m.pressButton(0), .declined)
        XCTAssertEqual(m.pressButton(1), chosen([1]))
        XCTAssertEqual(m.timedOutChoice(), PickChoice(rows: [1], text: "", exitCode: PickChoice.timedOut))
        var prompt = PickModel(rows: PickRows(bytes: []), spec: { var s = PickSpec(); s.flavor = .prompt; s.initialText = "hi"; return s }())
        _ = prompt.key(.insert("!"))
        XCTAssertEqual(prompt.timedOutChoice().text, "hi!")
    }
}
