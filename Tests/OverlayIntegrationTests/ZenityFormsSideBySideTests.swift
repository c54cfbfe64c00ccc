// ZenityFormsSideBySideTests: zenity --forms through the real zenity 3.44 (under openbox) and
// through overlayctl linked as `zenity`, with the same argv and keys: stdout and the exit status
// must agree. A login form, a combo and a list (GtkComboBox's and GtkTreeView's keys), the
// lists' columns as option.c gathers them, calendars in their date formats (GtkCalendar's keys),
// separators, Shift+Tab, Cancel, Escape and --timeout. (Its window's name and class are checked
// with the other dialogs'.)
import Foundation
import XCTest

final class ZenityFormsSideBySideTests: XCTestCase {
    typealias Case = ZenityDialogSideBySideTests.Case
    static let tab = TypedKey("Tab"), backTab = TypedKey("Tab", ["Shift_L"]), enter = TypedKey("Return"), down = TypedKey("Down")
    /// From the last field: Cancel, OK, and OK pressed.
    static let send = [tab, tab, enter]

    func testOrdinaryForms() throws {
        let tab = Self.tab, down = Self.down
        try ZenityDialogSideBySideTests.compare([
            Case(argv: ["--forms", "--title", "Login", "--text", "Sign in", "--add-entry", "User", "--add-password", "Password"],
                 keys: TypedKey.text("ann") + [tab] + TypedKey.text("s3cret") + Self.send),
            Case(argv: ["--forms", "--add-combo", "Size", "--combo-values", "S|M|L", "--add-list", "Colour", "--list-values", "red|green|blue",
                        "--add-entry", "Note"],
                 keys: [down, down, tab, down, tab] + TypedKey.text("x") + Self.send),
            Case(argv: ["--forms", "--add-entry", "Name", "--add-combo", "Size", "--combo-values", "S|M|L"],
                 keys: TypedKey.text("Ann") + [tab] + Self.send),
            Case(argv: ["--forms", "--add-combo", "C", "--combo-values", "a|b|c", "--add-list", "L", "--column-values", "N|Name",
                        "--list-values", "1|one|2|two", "--show-header"],
                 keys: [TypedKey("Up"), tab, down] + Self.send),
            Case(argv: ["--forms", "--separator", ", ", "--add-entry", "A", "--add-entry", "B"],
                 keys: TypedKey.text("1") + [tab] + TypedKey.text("2") + Self.send),
            Case(argv: ["--forms", "--add-entry", "A", "--add-list", "L", "--list-values", "a|b"],
                 keys: TypedKey.text("x") + [Self.backTab, Self.enter]),
        ], drawn: true)
    }

    /// Two lists: the second's columns are the second --list-values, as option.c's loop reads them;
    /// typing in a list searches it as GtkTreeView does.
    func testListsTakeTheirColumnsAsOptionCGathersThem() throws {
        let tab = Self.tab, down = Self.down
        try ZenityDialogSideBySideTests.compare([
            Case(argv: ["--forms", "--add-list", "L1", "--add-list", "L2", "--list-values", "a|b|c|d", "--list-values", "1|2|3|4",
                        "--column-values", "X|Y"], keys: [down, tab] + Self.send),
            Case(argv: ["--forms", "--add-list", "L", "--list-values", "a|b|c", "--add-entry", "E"], keys: [down, down, tab] + Self.send),
            // Typing searches; Escape, Enter and Tab only close the search.
            Case(argv: ["--forms", "--add-list", "L", "--list-values", "apple|banana|Cherry|chive", "--add-entry", "E"],
                 keys: TypedKey.text("ch") + [TypedKey("Escape"), tab] + Self.send),
            Case(argv: ["--forms", "--add-list", "L", "--list-values", "apple|banana|Cherry|chive", "--add-entry", "E"],
                 keys: TypedKey.text("chi") + [Self.enter, tab] + Self.send),
            Case(argv: ["--forms", "--add-list", "L", "--list-values", "apple|banana|Cherry|chive", "--add-entry", "E"],
                 keys: TypedKey.text("ch") + [tab, tab] + Self.send),
        ], drawn: true)
    }

    /// A calendar field starts on today and prints it in --forms-date-format (D_FMT by default);
    /// its arrows move a cursor from nowhere that space selects, Ctrl+arrows turn months and years.
    func testCalendarFieldsAndTheirFormats() throws {
        let right = TypedKey("Right"), space = TypedKey("space")
        let format = ["--forms-date-format", "%Y-%m-%d %A"]
        try ZenityDialogSideBySideTests.compare([
            Case(argv: ["--forms", "--add-calendar", "Day"], keys: Self.send),
            Case(argv: ["--forms", "--add-calendar", "Day"] + format, keys: [right, TypedKey("Down")] + Self.send),
            Case(argv: ["--forms", "--add-calendar", "Day"] + format, keys: [right, space] + Self.send),
            Case(argv: ["--forms", "--add-calendar", "Day"] + format, keys: [TypedKey("Up"), space] + Self.send),
            Case(argv: ["--forms", "--add-calendar", "Day"] + format, keys: [right, space, Self.down, Self.down, space] + Self.send),
            Case(argv: ["--forms", "--add-calendar", "Day"] + format, keys: [TypedKey("Right", ["Control_L"]), TypedKey("Up", ["Control_L"])] + Self.send),
            Case(argv: ["--forms", "--add-entry", "Who", "--add-calendar", "When", "--forms-date-format", "%d.%m.%Y"],
                 keys: TypedKey.text("me") + [Self.tab] + Self.send),
        ], drawn: true)
    }

    /// --extra-button: after Cancel and OK in Tab's order (Shift+Tab from the first field reaches the
    /// last); pressed, it prints its label, not the fields, and exits as Escape does. A scale's
    /// are the same. (Shift+Tab as the first key on zenity's scale is not compared: zenity 3.44
    /// sometimes takes it to OK and sometimes to the extra button, on the same machine and build.)
    func testExtraButtonsPrintTheirLabels() throws {
        let tab = Self.tab, enter = Self.enter
        let form = ["--forms", "--add-entry", "A", "--extra-button", "More", "--extra-button", "Less"]
        try ZenityDialogSideBySideTests.compare([
            Case(argv: form, keys: TypedKey.text("x") + [tab, tab, tab, enter]),
            Case(argv: form, keys: TypedKey.text("x") + [tab, tab, tab, tab, enter]),
            Case(argv: form, keys: TypedKey.text("x") + [tab, tab, enter]),
            Case(argv: form, keys: TypedKey.text("x") + [Self.backTab, enter]),
            Case(argv: form, keys: [tab, tab, tab, enter], environment: ["ZENITY_ESC": "9"]),
            Case(argv: ["--scale", "--value", "5", "--extra-button", "Reset"], keys: [TypedKey("Right"), enter]),
        ], drawn: true)
    }

    /// Cancel and Escape exit 1 with nothing; a form with no fields starts on Cancel; --timeout
    /// prints the fields as they stand and exits 5.
    func testCancelEscapeAndTimeout() throws {
        try ZenityDialogSideBySideTests.compare([
            Case(argv: ["--forms", "--add-entry", "A"], keys: TypedKey.text("x") + [TypedKey("Escape")]),
            Case(argv: ["--forms", "--add-entry", "A"], keys: TypedKey.text("x") + [Self.tab, Self.enter]),
            Case(argv: ["--forms", "--add-entry", "A"], keys: [Self.tab, Self.enter], environment: ["ZENITY_CANCEL": "7", "ZENITY_ESC": "8"]),
            Case(argv: ["--forms", "--add-entry", "A"], keys: [TypedKey("Escape")], environment: ["ZENITY_CANCEL": "7", "ZENITY_ESC": "8"]),
            Case(argv: ["--forms"], keys: [Self.enter]),
            Case(argv: ["--forms"], keys: [Self.tab, Self.enter]),
            Case(argv: ["--forms", "--add-entry", "A", "--add-combo", "C", "--combo-values", "x|y", "--add-calendar", "D", "--timeout", "1"],
                 keys: [], waits: false),
            Case(argv: ["--forms", "--add-list", "L", "--list-values", "a|b", "--timeout", "1"], keys: [], waits: false,
                 environment: ["ZENITY_TIMEOUT": "9"]),
        ], drawn: true)
    }
}
