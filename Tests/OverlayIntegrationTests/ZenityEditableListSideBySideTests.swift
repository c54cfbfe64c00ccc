// ZenityEditableListSideBySideTests: `zenity --list --editable` through the real zenity 3.44
// (under openbox) and through overlayctl linked as `zenity`, with the same argv, stdin and keys:
// GTK's tree view edits a cell in place, and the edited cells are what is printed.
import Foundation
import XCTest

final class ZenityEditableListSideBySideTests: XCTestCase {
    typealias Case = ZenityDialogSideBySideTests.Case
    static let enter = TypedKey("Return"), tab = TypedKey("Tab"), down = TypedKey("Down"), escape = TypedKey("Escape")
    /// From the list: Cancel, OK, and OK pressed.
    static let send = [tab, tab, enter]

    /// Enter edits nothing until a key moved the cursor; then Enter or space edits the focused cell
    /// (its text selected: typing replaces it), Enter keeps the text and Enter again edits again
    /// rather than choosing; Escape drops the edit and not the dialog; Right edits the next column;
    /// Tab and Down leave the entry with the text kept; a second Escape closes.
    func testCellsAreEditedInPlaceAndPrintedAsEdited() throws {
        let list = ["--list", "--editable", "--print-column", "ALL", "--column", "A", "--column", "B", "a1", "b1", "a2", "b2", "a3", "b3"]
        let down = Self.down, enter = Self.enter, tab = Self.tab
        try ZenityDialogSideBySideTests.compare([
            Case(argv: list, keys: [down, enter] + TypedKey.text("xyz") + [enter] + Self.send),
            Case(argv: list, keys: [enter] + Self.send),
            Case(argv: list, keys: [down, TypedKey("space")] + TypedKey.text("q") + [enter] + Self.send),
            Case(argv: list, keys: [down, enter] + TypedKey.text("xyz") + [Self.escape] + Self.send),
            Case(argv: list, keys: [down, TypedKey("Right"), enter] + TypedKey.text("xyz") + [enter] + Self.send),
            Case(argv: list, keys: [down, enter] + TypedKey.text("xyz") + [enter, TypedKey("Right"), enter] + TypedKey.text("w") + [enter] + Self.send),
            Case(argv: list, keys: [down, enter] + TypedKey.text("xyz") + [tab] + Self.send),
            Case(argv: list, keys: [down, enter] + TypedKey.text("xyz") + [down] + Self.send),
            Case(argv: list, keys: [down, enter] + TypedKey.text("xyz") + [enter, down] + Self.send),
            Case(argv: list, keys: [TypedKey("End"), enter, TypedKey("Left")] + TypedKey.text("q") + [enter] + Self.send),
            Case(argv: list, keys: [down, enter, TypedKey("BackSpace"), enter] + Self.send),
            Case(argv: list, keys: [down, enter, Self.escape, Self.escape]),
        ], drawn: true)
    }

    /// The first column printed by default, a hidden column still printed, rows from stdin, a
    /// search's Enter still choosing its row.
    func testColumnsPrintedAndRowsFromStdin() throws {
        let down = Self.down, enter = Self.enter
        let twoColumns = ["--list", "--editable", "--column", "A", "--column", "B"]
        try ZenityDialogSideBySideTests.compare([
            Case(argv: twoColumns + ["a1", "b1", "a2", "b2"], keys: [down, enter] + TypedKey.text("xyz") + [enter] + Self.send),
            Case(argv: twoColumns + ["--hide-column", "1", "--print-column", "1,2", "a1", "b1", "a2", "b2"],
                 keys: [down, enter] + TypedKey.text("z") + [enter] + Self.send),
            Case(argv: twoColumns, stdin: "a1\nb1\na2\nb2\n", keys: [down, enter] + TypedKey.text("s") + [enter] + Self.send),
            Case(argv: twoColumns + ["apple", "1", "banana", "2"], keys: TypedKey.text("ban") + [enter]),
        ], drawn: true)
    }
}
