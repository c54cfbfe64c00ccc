// ZenityProgressScaleSideBySideTests: zenity's --progress, --scale and --text-info, the same argv, stdin and
// keys through the real zenity 3.44 (under openbox) and through overlayctl linked as `zenity`:
// stdout and the exit status must agree. Our progress takes the keyboard only once clicked
// (the real one is focused by openbox at map), so ours is clicked before its keys, once its
// input has been read to the end.
import Foundation
import XCTest

final class ZenityProgressScaleSideBySideTests: XCTestCase {
    typealias Case = ZenityDialogSideBySideTests.Case
    static let enter = TypedKey("Return"), escape = TypedKey("Escape")
    static let left = TypedKey("Left"), right = TypedKey("Right")

    func compare(_ cases: [Case], file: StaticString = #filePath, line: UInt = #line) throws {
        // drawn: ours finds no real zenity on its PATH, so it cannot pass by handing a dialog over.
        try ZenityDialogSideBySideTests.compare(cases, drawn: true, beforeOurKeys: { s, c in
            try Self.clickProgress(s, keys: c.keys)
            try Self.waitForFile(s, argv: c.argv)
        },
                                                file: file, line: line)
    }

    /// Our progress, once its input is read to the end: clicked in its label (taking the keyboard).
    static func clickProgress(_ s: DaemonSession, keys: [TypedKey]) throws {
        guard !keys.isEmpty, let dialog = try s.ok(["list"])["overlays"]?.arrayValue?.first(where: { $0["dialog"]?.stringValue == "progress" })
        else { return }
        try s.x.waitUntil("the progress to read its input") {
            try s.ok(["list"])["overlays"]?.arrayValue?.first?["complete"]?.boolValue == true
        }
        let frame = dialog["frame"]?.arrayValue?.compactMap(\.intValue) ?? []
        guard frame.count == 4 else { throw HarnessError.process("no frame: \(dialog)") }
        try XTestInput(s.x).click(x: frame[0] + 6, y: frame[1] + 6)
        try s.x.waitUntil("the progress to take the keyboard") {
            try s.ok(["list"])["overlays"]?.arrayValue?.first?["grabbed"]?.boolValue == true
        }
    }

    /// Our text dialog, once the file it names has arrived (the client sends it after the dialog opens).
    static func waitForFile(_ s: DaemonSession, argv: [String]) throws {
        guard argv.contains("--text-info"), argv.contains("--filename") else { return }
        try s.x.waitUntil("the text dialog to have its file") {
            (try s.ok(["list"])["overlays"]?.arrayValue?.first?["lines"]?.intValue ?? 0) > 0
        }
    }

    func testScale() throws {
        let scale = ["--scale", "--value", "30", "--step", "5", "--text", "Volume"]
        try compare([
            Case(argv: scale, keys: [Self.right, Self.right, Self.enter]),
            Case(argv: scale, keys: [Self.left, Self.enter]),
            Case(argv: scale, keys: [TypedKey("End"), Self.enter]),
            Case(argv: scale + ["--min-value", "10"], keys: [TypedKey("Home"), Self.enter]),
            Case(argv: scale, keys: [Self.right, Self.escape]),
            Case(argv: scale + ["--print-partial"], keys: [Self.right, Self.right, Self.enter]),
            Case(argv: scale + ["--print-partial"], keys: [Self.right, Self.escape]),
            Case(argv: scale + ["--max-value", "40"], keys: [Self.right, Self.right, Self.right, Self.enter]),
            Case(argv: scale + ["--ok-label", "Set"], keys: [TypedKey("Tab"), TypedKey("Tab"), Self.enter]),
            Case(argv: scale + ["--timeout", "1"], keys: [], waits: false),
        ])
    }

    func testProgress() throws {
        try compare([
            Case(argv: ["--progress", "--auto-close"], stdin: "10\n# half way\n50\n100\n", keys: [], waits: false),
            Case(argv: ["--progress", "--auto-close", "--percentage", "20"], stdin: "60\n", keys: [], waits: false),
            Case(argv: ["--progress", "--text", "Copying"], stdin: "30\n", keys: [Self.enter]),
            Case(argv: ["--progress", "--pulsate"], stdin: "#busy\n", keys: [Self.escape]),
            Case(argv: ["--progress", "--no-cancel"], stdin: "100\n", keys: [Self.enter]),
            Case(argv: ["--progress", "--timeout", "1"], stdin: "", keys: [], waits: false),
        ])
    }
}

extension ZenityProgressScaleSideBySideTests {
    func testTextInfo() throws {
        let dir = try TemporaryDirectory(prefix: "overlayd-textinfo")
        let file = dir.file("notes.txt")
        try Data((1...40).map { "line \($0)\n" }.joined().utf8).write(to: URL(fileURLWithPath: file))
        let hello = dir.file("hello.txt")
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: hello))
        let tab = TypedKey("Tab"), space = TypedKey("space"), ctrlTab = TypedKey("Tab", ["Control_L"])
        try compare([
            Case(argv: ["--text-info"], stdin: "hello\nworld\n", keys: [Self.enter]),
            Case(argv: ["--text-info"], stdin: "hello\n", keys: [Self.escape]),
            Case(argv: ["--text-info", "--font", "Monospace 14"], stdin: "hello\n", keys: [Self.enter]),
            // --editable: the text as it stands on OK, with no newline added; Ctrl+Tab leaves the view.
            // From a file, which zenity reads before it shows (stdin arrives while keys are typed).
            Case(argv: ["--text-info", "--editable", "--filename", hello], keys: TypedKey.text("abc") + [ctrlTab, Self.enter]),
            Case(argv: ["--text-info", "--editable", "--filename", hello], keys: [TypedKey("a"), Self.enter, TypedKey("b"), ctrlTab, Self.enter]),
            Case(argv: ["--text-info", "--editable", "--filename", hello],
                 keys: [TypedKey("a"), TypedKey("BackSpace"), TypedKey("BackSpace"), ctrlTab, Self.enter]),
            Case(argv: ["--text-info", "--editable", "--filename", hello], keys: [TypedKey("a"), ctrlTab, space]),
            Case(argv: ["--text-info", "--filename", file], keys: [TypedKey("Page_Down"), TypedKey("End"), Self.enter]),
            Case(argv: ["--text-info", "--checkbox", "I agree"], stdin: "terms\n", keys: [tab, space, Self.enter]),
            Case(argv: ["--text-info", "--checkbox", "I agree"], stdin: "terms\n", keys: [Self.enter, Self.escape]),
            Case(argv: ["--text-info", "--auto-scroll", "--title", "Log"], stdin: "a\nb\n", keys: [Self.enter]),
            Case(argv: ["--text-info", "--timeout", "1"], stdin: "x\n", keys: [], waits: false),
        ])
    }
}

extension ZenityProgressScaleSideBySideTests {
    /// The date in the locale's D_FMT under LC_ALL=C (`%m/%d/%y`) and in --date-format; Escape cancels.
    func testCalendar() throws {
        let day = ["--calendar", "--day", "5", "--month", "3", "--year", "2024"]
        try compare([
            Case(argv: day, keys: [Self.enter]),
            Case(argv: day + ["--date-format", "%A %d %B %Y"], keys: [Self.enter]),
            Case(argv: day + ["--date-format", "%Y-%m-%d"], keys: [Self.escape]),
            Case(argv: ["--calendar", "--day", "31", "--month", "1", "--year", "2023", "--date-format", "%j"], keys: [Self.enter]),
            Case(argv: day + ["--timeout", "1"], keys: [], waits: false),
        ])
    }
}
