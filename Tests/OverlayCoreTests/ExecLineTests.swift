// ExecLineTests: a desktop entry's Exec value turned into what is started: quoting, field
// codes, Terminal=true and Path.
import OverlayCore
import XCTest

final class ExecLineTests: XCTestCase {
    let fields = ExecLine.Fields(name: "My App", icon: "myicon", location: "/usr/share/applications/my.desktop")

    func argv(_ exec: String) -> [String]? { ExecLine.argv(exec, fields: fields) }

    func testFileAndURLCodesAreDroppedWithNoFile() {
        XCTAssertEqual(argv("firefox %u"), ["firefox"])
        XCTAssertEqual(argv("gimp %F --flag %U %f"), ["gimp", "--flag"])
    }

    func testIconNameAndLocation() {
        XCTAssertEqual(argv("app %i --x"), ["app", "--icon", "myicon", "--x"])
        XCTAssertEqual(ExecLine.argv("app %i", fields: .init(name: "A")), ["app"], "no Icon: %i is dropped")
        XCTAssertEqual(argv("app --title %c"), ["app", "--title", "My App"])
        XCTAssertEqual(argv("app %k"), ["app", "/usr/share/applications/my.desktop"])
        XCTAssertEqual(argv("app 100%%"), ["app", "100%"])
        XCTAssertEqual(argv("app --name=%c"), ["app", "--name=My App"])
        XCTAssertEqual(argv("app %d %D %n %N %v %m"), ["app"], "deprecated codes go")
    }

    func testQuotedArguments() {
        XCTAssertEqual(argv(#"sh -c "echo \"a b\" \$HOME \\ \`x\`""#), ["sh", "-c", #"echo "a b" $HOME \ `x`"#])
        XCTAssertEqual(argv("sh -c 'printf %s \"x\"' end"), ["sh", "-c", "printf %s \"x\"", "end"])
        XCTAssertEqual(argv(#""/opt/My App/bin/app" --x"#), ["/opt/My App/bin/app", "--x"])
        XCTAssertEqual(argv("  spaced\t  words "), ["spaced", "words"])
        XCTAssertNil(argv(#"unfinished "quote"#))
        XCTAssertNil(argv("%f %U"), "nothing left to run")
    }

    func testTerminalAndPath() throws {
        let text = "[Desktop Entry]\nType=Application\nName=Top\nExec=htop --sort \"PERCENT CPU\"\nTerminal=true\nPath=/tmp\n"
        let e = try XCTUnwrap(DesktopEntry(DesktopKeyFile(text), id: "htop.desktop", path: "/a/htop.desktop"))
        XCTAssertEqual(LaunchCommand.of(e, terminal: nil),
                       LaunchCommand(argv: ["x-terminal-emulator", "-e", "htop", "--sort", "PERCENT CPU"], directory: "/tmp"))
        XCTAssertEqual(LaunchCommand.of(e, terminal: "urxvt -fn 'x y'")?.argv, ["urxvt", "-fn", "x y", "-e", "htop", "--sort", "PERCENT CPU"])
        XCTAssertEqual(LaunchCommand.typed("echo 'a b'"), LaunchCommand(argv: ["echo", "a b"]))
        XCTAssertNil(LaunchCommand.typed("   "))
    }

    func testLauncherRowsCarryDisplayAndMatchWords() throws {
        let text = "[Desktop Entry]\nType=Application\nName=Files\nGenericName=File Manager\nExec=nautilus\nKeywords=folder;\nCategories=Utility;\n"
        let e = try XCTUnwrap(DesktopEntry(DesktopKeyFile(text), id: "f.desktop", path: "/f.desktop"))
        let rows = PickRows(launcher: [LauncherRow(e, fields: LauncherRow.defaultMatchFields), LauncherRow(label: "two")])
        XCTAssertEqual(rows.count, 2)
        XCTAssertEqual(rows.label(0), "Files")
        XCTAssertEqual(rows.options(0).display, "Files (File Manager)")
        XCTAssertEqual(rows.options(0).meta, "File Manager nautilus Utility folder")
        XCTAssertEqual(rows.label(1), "two")
        var spec = LaunchSpec().pick
        spec.caseInsensitive = true
        var model = PickModel(rows: rows, spec: spec)
        _ = model.key(.insert("folder"))
        XCTAssertEqual(model.order, [0], "a keyword finds the application")
    }
}
