// FormModelTests: a forms dialog's keys as zenity 3.44's GTK widgets take them (ZENITY-NOTES and
// what the real zenity answered): Tab through the fields then Cancel and OK, wrapping; a list
// taking the focus selects its first row; a combo's Down/Up from nothing; GtkCalendar's cursor
// that space selects; and Enter in a field as OK, which users expect and zenity does not do.
import OverlayCore
import XCTest

final class FormModelTests: XCTestCase {
    /// 2026-11-28, a Saturday, in a month that starts on a Sunday (GTK shows the week before it first).
    static let today = CalendarDate(year: 2026, month: 11, day: 28)

    func form(_ fields: [FormField]) -> DialogModel {
        var s = DialogSpec(kind: .forms)
        s.fields = fields
        s.date = Self.today
        return DialogModel(s)
    }

    func type(_ m: inout DialogModel, _ text: String) {
        for c in text { _ = m.formKey(String(c), text: String(c), modifiers: []) }
    }

    func key(_ m: inout DialogModel, _ name: String, _ modifiers: KeyModifiers = []) -> DialogModel.Outcome {
        m.formKey(name, text: "", modifiers: modifiers)
    }

    func testTabGoesThroughTheFieldsThenCancelAndOKAndWraps() {
        var m = form([FormField(kind: .entry, label: "User"), FormField(kind: .password, label: "Password")])
        XCTAssertEqual(m.field, 0, "the first field has the keyboard")
        type(&m, "ann")
        _ = key(&m, "Tab")
        type(&m, "pw")
        XCTAssertEqual(m.formAnswers, [.text("ann"), .text("pw")])
        _ = key(&m, "Tab")
        XCTAssertEqual(m.focus, .button("cancel"))
        _ = key(&m, "Tab")
        XCTAssertEqual(m.focus, .button("ok"))
        _ = key(&m, "Tab")
        XCTAssertEqual(m.focus, .control, "after OK, the first field again")
        XCTAssertEqual(m.field, 0)
        _ = key(&m, "ISO_Left_Tab")
        XCTAssertEqual(m.focus, .button("ok"), "Shift+Tab from the first field reaches OK")
        XCTAssertEqual(key(&m, "Return"), .done("ok"))
    }

    func testEnterInAFieldIsOKAndEscapeCancels() {
        var m = form([FormField(kind: .entry, label: "A")])
        type(&m, "x")
        XCTAssertEqual(key(&m, "Return"), .done("ok"))
        XCTAssertEqual(key(&m, "Escape"), .done("escape"), "told apart from Cancel, for ZENITY_ESC")
        XCTAssertEqual(m.formKey("c", text: "c", modifiers: .alt), .done("cancel"), "Alt+C is Cancel's mnemonic")
        _ = key(&m, "BackSpace")
        type(&m, "yz")
        _ = key(&m, "Left")
        _ = key(&m, "BackSpace")
        XCTAssertEqual(m.formAnswers, [.text("z")])
    }

    func testAFormWithoutFieldsStartsOnCancel() {
        var m = form([])
        XCTAssertEqual(m.focus, .button("cancel"))
        XCTAssertEqual(key(&m, "Return"), .done("cancel"))
    }

    func testAComboMovesItsValueAsGtkComboBox() {
        var m = form([FormField(kind: .combo, label: "C", values: ["a", "b", "c"])])
        XCTAssertEqual(m.formAnswers, [.choice(nil)], "untouched: none chosen")
        XCTAssertEqual(key(&m, "Down"), .repaint)
        XCTAssertEqual(m.formAnswers, [.choice("a")], "the first Down picks the first value")
        _ = key(&m, "Down"); _ = key(&m, "Down")
        XCTAssertEqual(key(&m, "Down"), .none, "it stops at the last")
        XCTAssertEqual(m.formAnswers, [.choice("c")])
        var up = form([FormField(kind: .combo, label: "C", values: ["a", "b", "c"])])
        _ = key(&up, "Up")
        XCTAssertEqual(up.formAnswers, [.choice("c")], "Up from nothing picks the last")
        XCTAssertEqual(up.clickCombo(0), .repaint)
        XCTAssertEqual(up.formAnswers, [.choice("a")], "a click shows the next value, the first after the last")
    }

    func testAListSelectsItsFirstRowWhenItTakesTheFocus() {
        var m = form([FormField(kind: .entry, label: "E"),
                      FormField(kind: .list, label: "L", values: ["1", "one", "2", "two", "3", "three"], columns: ["N", "Name"])])
        XCTAssertEqual(m.formAnswers[1], .row([]), "not yet visited: nothing selected")
        _ = key(&m, "Tab")
        XCTAssertEqual(m.formAnswers[1], .row(["1", "one"]))
        _ = key(&m, "Down"); _ = key(&m, "Down")
        XCTAssertEqual(key(&m, "Down"), .none, "the last row stays")
        XCTAssertEqual(m.formAnswers[1], .row(["3", "three"]))
        _ = key(&m, "Home")
        XCTAssertEqual(m.formAnswers[1], .row(["1", "one"]))
        var first = form([FormField(kind: .list, label: "L", values: ["a", "b"])])
        XCTAssertEqual(first.formAnswers, [.row(["a"])], "a list first in the form has the keyboard, and its first row")
        _ = key(&first, "Tab")
        XCTAssertEqual(first.formAnswers, [.row(["a"])], "leaving it keeps the selection")
    }

    func testAListScrollsToKeepItsRowInView() {
        var m = form([FormField(kind: .list, label: "L", values: (1...10).map(String.init))])
        _ = key(&m, "End")
        XCTAssertEqual(m.fields[0].top, 10 - DialogModel.formListRows)
        XCTAssertTrue(m.chooseRow(0, 0))
        XCTAssertEqual(m.fields[0].top, 0)
    }

    func testACalendarsArrowsMoveACursorThatSpaceSelects() {
        var m = form([FormField(kind: .calendar, label: "D")])
        XCTAssertEqual(m.formAnswers, [.date(Self.today)], "today")
        XCTAssertEqual(m.fields[0].calendar.firstCell, 7, "November 2026 starts on a Sunday: a whole week of October first")
        _ = key(&m, "Right")
        XCTAssertEqual(m.formAnswers, [.date(Self.today)], "an arrow moves the cursor, not the day")
        _ = key(&m, "space")
        XCTAssertEqual(m.formAnswers, [.date(CalendarDate(year: 2026, month: 10, day: 25))], "the first cell is October's 25th")
        _ = key(&m, "Down"); _ = key(&m, "Down")
        _ = key(&m, "space")
        XCTAssertEqual(m.formAnswers, [.date(CalendarDate(year: 2026, month: 11, day: 1))], "two weeks on in October's grid")
        var up = form([FormField(kind: .calendar, label: "D")])
        _ = key(&up, "Up"); _ = key(&up, "space")
        XCTAssertEqual(up.formAnswers, [.date(CalendarDate(year: 2026, month: 12, day: 5))], "Up from nowhere is the last cell")
        var months = form([FormField(kind: .calendar, label: "D")])
        _ = key(&months, "Right", .control)
        _ = key(&months, "Up", .control)
        XCTAssertEqual(months.formAnswers, [.date(CalendarDate(year: 2025, month: 12, day: 28))], "Ctrl+Right a month on, Ctrl+Up a year back")
        XCTAssertEqual(months.clickDay(0, cell: 8), .repaint)
        XCTAssertEqual(months.formAnswers, [.date(CalendarDate(year: 2025, month: 12, day: 8))], "a click selects the day in the cell (December 2025 starts on a Monday)")
    }

    func testValuesSplitAsGLibSplitsThem() {
        XCTAssertEqual(FormField.split(""), [], "an empty text is no value")
        XCTAssertEqual(FormField.split("a||b"), ["a", "", "b"])
        XCTAssertEqual(FormField(kind: .list, label: "L", values: ["1", "2", "3"], columns: ["A", "B"]).rows, [["1", "2"], ["3", ""]])
    }

    func testTypingInAListSearchesItAsGtkTreeView() {
        var m = form([FormField(kind: .list, label: "L", values: ["apple", "banana", "Cherry", "chive"]), FormField(kind: .entry, label: "E")])
        type(&m, "ch")
        XCTAssertEqual(m.formAnswers[0], .row(["Cherry"]), "the first row starting with the text, any case")
        type(&m, "i")
        XCTAssertEqual(m.formAnswers[0], .row(["chive"]))
        _ = key(&m, "BackSpace")
        _ = key(&m, "Up")
        XCTAssertEqual(m.formAnswers[0], .row(["Cherry"]), "Up goes to the match before")
        XCTAssertEqual(key(&m, "Return"), .repaint, "Enter only closes the search")
        XCTAssertNil(m.fields[0].search)
        type(&m, "b")
        _ = key(&m, "Tab")
        XCTAssertEqual(m.field, 0, "Tab only closes the search")
        _ = key(&m, "Tab")
        XCTAssertEqual(m.field, 1)
        XCTAssertEqual(m.formAnswers[0], .row(["banana"]))
    }
}
