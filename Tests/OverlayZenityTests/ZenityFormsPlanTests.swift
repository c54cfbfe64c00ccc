// ZenityFormsPlanTests (ZenityDialogPlanTests' forms): zenity --forms as a `dialog forms` request (each combo and list given its
// own values, the lists' columns as option.c gathers them) and the answers printed as forms.c
// prints them.
import OverlayCore
import OverlayProtocol
import OverlayZenity
import XCTest

/// Beside the other dialogs' plans, with their helper (`plan`).
extension ZenityDialogPlanTests {
    func spec(_ p: ZenityDialogPlan) throws -> DialogSpec {
        guard case .dialog(_, let spec) = try RequestParser.parse(words: p.words) else { XCTFail("not a dialog request"); return DialogSpec(kind: .forms) }
        return spec
    }

    func testFieldsTakeTheirValuesInOrder() throws {
        let p = try plan(["--forms", "--add-entry", "Name", "--add-combo", "A", "--add-combo", "B", "--combo-values", "1|2",
                          "--combo-values", "x|y|z", "--add-list", "L", "--list-values", "a|b", "--show-header", "--title", "T"])
        let s = try spec(p)
        XCTAssertEqual(s.kind, .forms)
        XCTAssertEqual(s.title, "T")
        XCTAssertEqual(s.text, "Forms dialog", "zenity's own text when --text names none")
        XCTAssertEqual(s.fields.map(\.kind), [.entry, .combo, .combo, .list])
        XCTAssertEqual(s.fields.map(\.values), [[], ["1", "2"], ["x", "y", "z"], ["a", "b"]])
        XCTAssertEqual(s.fields[3].columns, ["column"])
        XCTAssertTrue(s.showHeader)
        XCTAssertEqual(p.formKinds, [.entry, .combo, .combo, .list])
    }

    func testTheSecondListsColumnsAreTheSecondListValuesAsOptionCReadsThem() throws {
        let s = try spec(try plan(["--forms", "--add-list", "L1", "--add-list", "L2", "--list-values", "a|b|c|d", "--list-values", "1|2|3|4",
                                   "--column-values", "X|Y"]))
        XCTAssertEqual(s.fields[0].columns, ["X", "Y"])
        XCTAssertEqual(s.fields[1].columns, ["1", "2", "3", "4"])
        XCTAssertEqual(s.fields[1].rows, [["1", "2", "3", "4"]])
    }

    func testAnswersPrintAsFormsCPrintsThem() throws {
        var p = try plan(["--forms", "--add-entry", "A", "--add-combo", "C", "--add-list", "L", "--add-calendar", "D", "--add-list", "M",
                          "--separator", ", ", "--forms-date-format", "%d"])
        let answers: [FormAnswer] = [.text("x"), .choice(nil), .row(["1", "one"]), .date(CalendarDate(year: 2024, month: 3, day: 5)),
                                     .row(["2", "two"])]
        let printed = p.printed(FormAnswers.encode(answers)) { format, d in "\(format)@\(d.iso)" }
        XCTAssertEqual(printed, "x,  , 1,one,, %d@2024-03-05, 2two",
                       "an untouched combo is a space; a list's cells each end in a comma unless it is the last field")
        p.fillDate(today: CalendarDate(year: 2026, month: 11, day: 28))
        XCTAssertEqual(try spec(p).date, CalendarDate(year: 2026, month: 11, day: 28), "calendars start on the client's today")
    }

    /// A form's extra buttons are drawn after Cancel and OK, each pressed as its own key.
    func testExtraButtonsAreDrawnAfterOK() throws {
        guard case .dialog(let p) = ZenityPlan(try ZenityCommandLine.parse(["--forms", "--extra-button", "Later", "--extra-button", "Never"]))
        else { return XCTFail("drawn") }
        XCTAssertEqual(p.extraButtons, ["Later", "Never"])
        let model = DialogModel(try spec(p))
        XCTAssertEqual(model.buttons.buttons.map(\.key), ["cancel", "ok", "extra0", "extra1"])
        XCTAssertEqual(model.buttons.buttons.map(\.label), ["Cancel", "OK", "Later", "Never"])
        XCTAssertEqual(model.buttons.defaultKey, "ok", "OK stays the default button")
    }
}
