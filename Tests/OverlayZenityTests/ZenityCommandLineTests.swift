// ZenityCommandLineTests: zenity 3.44's command line read as GOption and option.c read it:
// what is refused with which line, what a dialog receives, the list's printed columns and
// separators, and the exit statuses the environment replaces.
import OverlayCore
import OverlayProtocol
import OverlayZenity
import XCTest

final class ZenityCommandLineTests: XCTestCase {
    func refusal(_ argv: [String]) -> String? {
        do { _ = try ZenityCommandLine.parse(argv); return nil } catch { return error.message }
    }

    func testRefusalsSayWhatZenitySays() {
        let syntax = "This option is not available. Please see --help for all possible usages."
        XCTAssertEqual(refusal(["--question", "--frobnicate"]), syntax)
        XCTAssertEqual(refusal(["--info", "--width", "abc"]), syntax, "a number option's value must be a number")
        XCTAssertEqual(refusal(["--info", "--text"]), syntax, "a value option at the end")
        XCTAssertEqual(refusal(["--entry", "-x"]), syntax, "a short option")
        XCTAssertEqual(refusal(["--info", "--modal=yes"]), syntax, "a flag with a value")
        XCTAssertEqual(refusal(["--question", "--switch"]), syntax, "--switch needs extra buttons")
        XCTAssertEqual(refusal(["--list", "--column", "A", "--forms-hide-column", "2"]), syntax)
        XCTAssertEqual(refusal(["--info", "--column", "A"]), "--column is not supported for this dialog")
        XCTAssertEqual(refusal(["--column", "A", "--info"]), "--column is not supported for this dialog")
        XCTAssertEqual(refusal(["--forms", "--date-format", "%d"]), "--date-format is not supported for this dialog",
                       "--date-format is the calendar's: the forms' one is --forms-date-format")
        XCTAssertEqual(refusal(["--forms", "--hide-column", "2"]), "--hide-column is not supported for this dialog")
        XCTAssertEqual(refusal(["--info", "--separator", ":"]), "--separator is not supported for this dialog")
        XCTAssertEqual(refusal(["--info", "--cancel-label", "No"]), "--cancel-label is not supported for this dialog")
        XCTAssertEqual(refusal(["--about", "--text", "x"]), "--text is not supported for this dialog")
        XCTAssertEqual(refusal(["--info", "--question"]), "Two or more dialog options specified")
        XCTAssertEqual(refusal(["--list", "--info"]), "Two or more dialog options specified")
        XCTAssertEqual(refusal(["--text", "hello"]), "You must specify a dialog type. See 'zenity --help' for details")
        XCTAssertEqual(refusal([]), "You must specify a dialog type. See 'zenity --help' for details")
    }

    func testWhatZenityAccepts() throws {
        XCTAssertNil(refusal(["--info", "--value", "5"]), "the scale's options are not checked elsewhere")
        XCTAssertNil(refusal(["--info", "--day", "-1"]), "-1 is --day's default: not given")
        XCTAssertNil(refusal(["--info", "--percentage", "0"]), "0 is --percentage's default: not given")
        XCTAssertNil(refusal(["--calendar", "--calendar-day", "5"]), "GOption's --GROUP-NAME alias")
        XCTAssertNil(refusal(["--info", "--general-title=x"]))
        XCTAssertNil(refusal(["--forms", "--forms-date-format", "%d"]))
        XCTAssertNil(refusal(["--info", "--class", "Foo", "--name=bar"]), "GTK's own options")
        let line = try ZenityCommandLine.parse(["--list", "--column=A", "--column", "B", "--text", "--help", "a", "--", "--b"])
        XCTAssertEqual(line.dialog, .list)
        XCTAssertEqual(line.lists["column"], ["A", "B"])
        XCTAssertEqual(line.text, "--help", "a value option takes the next word whatever it is")
        XCTAssertEqual(line.positionals, ["a", "--b"])
        XCTAssertEqual(try ZenityCommandLine.parse(["--info", "--width", "0x10"]).ints["width"], 16, "strtol in base 0")
        XCTAssertEqual(try ZenityCommandLine.parse(["--version"]).dialog, .version)
        let forms = try ZenityCommandLine.parse(["--forms", "--add-entry", "Name", "--add-password=Pw"])
        XCTAssertEqual(forms.fields.map(\.kind), [.entry, .password])
        XCTAssertEqual(forms.fields.map(\.label), ["Name", "Pw"])
    }

    func testDialogRefusals() throws {
        XCTAssertEqual(try ZenityCommandLine.parse(["--list"]).dialogRefusal()?.message, "No column titles specified for List dialog.")
        XCTAssertEqual(try ZenityCommandLine.parse(["--scale", "--min-value", "50", "--max-value", "10"]).dialogRefusal()?.message,
                       "Maximum value must be greater than minimum value.")
        XCTAssertEqual(try ZenityCommandLine.parse(["--scale", "--value", "500"]).dialogRefusal()?.message, "Value out of range.")
        XCTAssertNil(try ZenityCommandLine.parse(["--scale", "--value", "50"]).dialogRefusal())
    }

    func testExitStatusesFromTheEnvironment() {
        let env = ["ZENITY_CANCEL": "7", "DIALOG_CANCEL": "9", "DIALOG_OK": "3x", "ZENITY_TIMEOUT": "junk"]
        XCTAssertEqual(ZenityExit.cancel.status { env[$0] }, 7, "ZENITY_ before DIALOG_")
        XCTAssertEqual(ZenityExit.ok.status { env[$0] }, 3, "read as atoi")
        XCTAssertEqual(ZenityExit.timeout.status { env[$0] }, 0, "atoi of junk")
        XCTAssertEqual(ZenityExit.escape.status { env[$0] }, 1)
        XCTAssertEqual(ZenityExit.error.status { env[$0] }, -1, "exit(-1): 255")
    }

    func testListPrintsItsColumns() throws {
        func list(_ argv: [String]) throws -> ZenityList {
            let line = try ZenityCommandLine.parse(["--list"] + argv)
            return ZenityList(line, cells: line.positionals)
        }
        let plain = try list(["--column", "N", "--column", "Name", "1", "one", "2", "two"])
        XCTAssertEqual(plain.output([1]), "2\n", "column 1 by default")
        XCTAssertEqual(plain.label(1), "2  two")
        XCTAssertEqual(String(decoding: plain.menuInput(), as: UTF8.self), "1  one\n2  two\n", "the menu is sent the labels")
        let ticked = try list(["--checklist", "--column", "T", "--column", "A", "--column", "B", "--hide-column", "3",
                               "TRUE", "a", "x", "FALSE", "b\nc", "y"])
        XCTAssertEqual(String(decoding: ticked.menuInput(), as: UTF8.self), "a\nb c\n", "neither the tick nor a hidden column")
        XCTAssertEqual(try list(["--column", "N", "--column", "Name", "--print-column", "ALL", "1", "one"]).output([0]), "1|one\n")
        XCTAssertEqual(try list(["--column", "N", "--column", "Name", "--print-column=2,1", "--separator", "\\t", "1", "one"]).output([0]),
                       "one\t1\n", "the separator's C escapes")
        XCTAssertEqual(try list(["--column", "N", "--column", "Name", "--hide-column", "1", "1", "one"]).label(0), "one")
        XCTAssertEqual(try list(["--column", "N", "--column", "Name", "--hide-column", "1", "1", "one"]).output([0]), "1\n",
                       "a hidden column still prints")
        XCTAssertEqual(try list(["--column", "A", "--multiple", "a", "b"]).output([0, 1]), "a|b\n")
        XCTAssertEqual(ZenityList.cells(fromInput: Array("a\nb\n\nc".utf8)), ["a", "b", "", "c"])
        XCTAssertEqual(ZenityList.compress("a\\nb\\101\\q\\\\"), "a\nbAq\\")
    }

    func testListsAreTreeViewsWithZenitysWindow() throws {
        guard case .list(let spec, let cells) = ZenityPlan(try ZenityCommandLine.parse(
            ["--list", "--checklist", "--column", "T", "--column", "A", "--mid-search", "--timeout", "3", "--width", "500",
             "--ok-label", "Go", "TRUE", "a", "false", "b"])) else { return XCTFail("a list") }
        XCTAssertEqual(spec.flavor, .zenity)
        XCTAssertEqual(spec.ticks, .check)
        XCTAssertTrue(spec.midSearch)
        XCTAssertEqual(spec.buttons, ["Cancel", "Go"])
        XCTAssertEqual(spec.timeoutMs, 3000)
        XCTAssertEqual(spec.width, 500)
        XCTAssertEqual(spec.windowName, .named("Select items from the list"))
        XCTAssertEqual(spec.windowClass, .zenity)
        let table = ZenityList(try ZenityCommandLine.parse(["--list", "--checklist", "--column", "T", "--column", "A"]), cells: cells ?? [])
        XCTAssertEqual(table.tickedRows, [0])
        XCTAssertEqual(table.output([0, 1]), "a|b\n")
        guard case .prompt(let password) = ZenityPlan(try ZenityCommandLine.parse(["--password", "--timeout", "2"])) else {
            return XCTFail("a prompt")
        }
        XCTAssertEqual(password.windowName, .named("zenity"), "GTK names an untitled dialog after the program")
        XCTAssertEqual(password.timeoutMs, 2000)
        guard case .prompt(let entry) = ZenityPlan(try ZenityCommandLine.parse(["--entry", "--title", "Name"])) else {
            return XCTFail("a prompt")
        }
        XCTAssertEqual(entry.windowName, .named("Name"))
    }

    func testPlans() throws {
        guard case .message(let words, let answers) = ZenityPlan(try ZenityCommandLine.parse(
            ["--question", "--extra-button", "Maybe", "--default-cancel", "--text", "Go?"])) else { return XCTFail("a message") }
        XCTAssertEqual(words.split(separator: "--button").count, 4, "extra, No, Yes")
        XCTAssertEqual(answers["extra0"], .extra("Maybe"))
        XCTAssertEqual(words.firstIndex(of: "no").map { words[$0 - 1] }, "--default-action")
        if case .handOver = ZenityPlan(try ZenityCommandLine.parse(["--file-selection"])) {} else { XCTFail("not drawn yet") }
        XCTAssertEqual(words.firstIndex(of: "--window-class").map { words[$0 + 1] }, "zenity,Zenity")
        XCTAssertEqual(words.firstIndex(of: "--window-title").map { words[$0 + 1] }, "Question", "zenity's title for a question")
        XCTAssertEqual(ZenityColor.rgb("#3584e4"), "rgb(53,132,228)")
        XCTAssertEqual(ZenityColor.hex("rgb(53,132,228)"), "#3584e4")
    }
}
