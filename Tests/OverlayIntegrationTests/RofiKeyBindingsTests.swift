// RofiKeyBindingsTests: a rofi user's own key bindings (config.rasi's kb-*, the -kb-* flags) typed into the
// real rofi 1.7.3 and into overlayctl linked as rofi on one X server: the same keys choose the same rows with
// the same exit codes; a clash stops both with rofi's error (exit 65); -dump-config and -dump-theme print
// what rofi prints.
import Foundation
import XCTest

final class RofiKeyBindingsTests: XCTestCase {
    static let userConfig = """
        configuration {
            kb-row-up: "Control+k";
            kb-row-down: "Control+j";
            kb-remove-to-eol: "";
            kb-accept-entry: "Control+m,Return,KP_Enter";
        }
        """

    /// Writes `text` as the user's config.rasi ($XDG_CONFIG_HOME/rofi/config.rasi).
    func writeUserConfig(_ runner: PeerMenuRunner, _ text: String) throws {
        let dir = runner.dir.file("home") + "/rofi"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try text.write(toFile: dir + "/config.rasi", atomically: true, encoding: .utf8)
    }

    func testTheUsersBindingsChooseTheSameRowsAsRofi() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        try writeUserConfig(runner, Self.userConfig)
        let rows = Array("alpha\nbeta\ngamma\ndelta\nepsilon\n".utf8)
        func ctrl(_ k: String) -> TypedKey { TypedKey(k, ["Control_L"]) }
        let enter = TypedKey("Return")
        let cases: [([String], [TypedKey])] = [
            // Control+j and Control+k moved to the rows; Control+m still accepts.
            ([], [ctrl("j"), ctrl("j"), ctrl("k"), ctrl("m")]),
            // Up and Down lost their bindings: they do nothing.
            ([], [TypedKey("Down"), TypedKey("Down"), ctrl("j"), enter]),
            // Control+k no longer deletes to the end; kb-remove-to-eol is unbound.
            (["-format", "i s"], TypedKey.text("a") + [TypedKey("Left"), ctrl("k"), enter]),
            // rofi's own keys under a table: Control+w clears the line, Home and End are the first and last row.
            ([], TypedKey.text("gam") + [ctrl("w"), TypedKey("End"), enter]),
            ([], [TypedKey("End"), TypedKey("Home"), ctrl("j"), enter]),
            // Tab on the only match chooses it; Control+space puts the row's text in the line.
            (["-format", "s f"], TypedKey.text("eps") + [TypedKey("Tab")]),
            (["-format", "f"], [ctrl("j"), TypedKey("space", ["Control_L"]), TypedKey.text("x")[0], ctrl("Return")]),
            // kb-select-2 (Super+2) chooses the second match; an unbound Alt key types its letter.
            ([], [TypedKey("2", ["Super_L"])]),
            (["-format", "i f"], [TypedKey("l", ["Alt_L"]), enter]),
            // kb-custom-N from a flag over the table, and rofi's default Alt+3, with their exit codes.
            (["-kb-custom-1", "Control+q", "-format", "i"], [ctrl("j"), ctrl("q")]),
            (["-format", "s"], [ctrl("j"), TypedKey("3", ["Alt_L"])]),
            // kb-accept-custom: the typed text; Escape: exit 1.
            (["-format", "s"], TypedKey.text("zz") + [ctrl("Return")]),
            ([], [TypedKey("Escape")]),
        ]
        for (args, keys) in cases {
            let (real, ours) = try runner.rofi(args, stdin: rows, keys: keys)
            XCTAssertNotNil(real.status, "the real rofi ended: \(args) \(keys.map(\.name))")
            XCTAssertEqual(ours, real, "rofi -dmenu \(args) with \(keys.map { ($0.modifiers + [$0.name]).joined(separator: "+") })")
        }
    }

    /// The same table in -kb-* flags, and a config.rasi binding that clashes: rofi's error window and exit 65.
    func testFlagsAloneAndAClashInConfigRasi() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let rows = Array("alpha\nbeta\ngamma\n".utf8)
        let flags = ["-kb-row-up", "Control+k", "-kb-row-down", "Control+j", "-kb-remove-to-eol", "", "-kb-accept-entry", "Control+m,Return"]
        let (real, ours) = try runner.rofi(flags, stdin: rows, keys: [TypedKey("j", ["Control_L"]), TypedKey("Return")])
        XCTAssertEqual(ours, real)
        XCTAssertEqual(String(decoding: ours.stdout, as: UTF8.self), "beta\n")

        // rofi's grave (kb-toggle-case-sensitivity) and Alt+grave (kb-toggle-sort) under a table.
        let mixed = Array("xalp\nAlpha\nalp\nbeta\n".utf8)
        for keys in [TypedKey.text("Alp") + [TypedKey("grave"), TypedKey("Return")],
                     TypedKey.text("alp") + [TypedKey("grave", ["Alt_L"]), TypedKey("Return")],
                     TypedKey.text("Alp") + [TypedKey("grave"), TypedKey("grave"), TypedKey("Return")]] {
            let (real, ours) = try runner.rofi(flags, stdin: mixed, keys: keys)
            XCTAssertEqual(ours, real, "\(keys.map { ($0.modifiers + [$0.name]).joined(separator: "+") })")
        }

        let clash = runner.dir.file("clash.rasi")
        try "configuration { kb-row-down: \"Control+k\"; }\n".write(toFile: clash, atomically: true, encoding: .utf8)
        let theirs = try runner.rofiErrorWindow(["-dmenu", "-config", clash], real: true)
        XCTAssertEqual(theirs.status?.code, 65, "the real rofi shows its error window, then exits 65")
        let child = try runner.rofiErrorWindow(["-dmenu", "-config", clash], real: false)
        XCTAssertEqual(child.status?.code, 65)
        XCTAssertTrue(child.showsText)
        XCTAssertTrue(child.stderr.contains("Failed to set binding Control+k for: Select next entry (kb-row-down):"), child.stderr)
        XCTAssertTrue(child.stderr.contains("There is already a binding matching 'Control+k'"), child.stderr)
    }

    /// The wheel over the list moves the highlight as rofi's ml-row-up/down do, with rofi's defaults and
    /// under a table that unbinds ScrollDown.
    func testTheWheelOverTheListFollowsMlBindings() throws {
        let runner = try PeerMenuRunner(try DaemonSession())
        let rows = Array("alpha\nbeta\ngamma\ndelta\nepsilon\n".utf8)
        for args in [[], ["-ml-row-down", ""], ["-ml-row-up", "ScrollDown", "-ml-row-down", "ScrollUp"]] {
            var outputs: [MenuRun] = []
            for real in [true, false] {
                let quoted = args.map { "'\($0)'" }.joined(separator: " ")
                let run = try runner.run("exec rofi -dmenu \(real ? "-no-lazy-grab" : "") \(quoted)", stdin: rows,
                                         keys: [TypedKey("Down"), TypedKey("Return")], program: .rofi, real: real) { key in
                    // Over the middle of the screen, where both windows show their list.
                    guard key.name == "Down" else { return }
                    for _ in 0..<2 { runner.input.click(x: 640, y: 420, button: 5) }
                    if !real { try runner.session.sync() }
                }
                outputs.append(run)
            }
            XCTAssertEqual(outputs[1], outputs[0], "rofi -dmenu \(args), the wheel turned down twice")
            let expected = ["": "delta\n", "-ml-row-down ": "beta\n", "-ml-row-up ScrollDown -ml-row-down ScrollUp": "epsilon\n"]
            XCTAssertEqual(String(decoding: outputs[0].stdout, as: UTF8.self), expected[args.joined(separator: " ")], "the real rofi, \(args)")
        }
    }

    /// drun follows the same table: Return freed does nothing, Control+m accepts, Control+j moves.
    func testDrunFollowsTheUsersBindings() throws {
        let tree = try DesktopTree()
        try tree.entry("alphaapp.desktop", "Type=Application\nName=Alphaapp\nExec=mark alphaapp")
        try tree.entry("betaapp.desktop", "Type=Application\nName=Betaapp\nExec=mark betaapp")
        let runner = try PeerMenuRunner(try DaemonSession(environment: tree.environment))
        try writeUserConfig(runner, """
            configuration {
                kb-accept-entry: "Control+m";
                kb-row-down: "Control+j";
            }
            """)
        let ctrl = ["Control_L"]
        let cases: [([TypedKey], [String])] = [
            (TypedKey.text("alphaapp") + [TypedKey("Return")] + Array(repeating: TypedKey("BackSpace"), count: 8)
                + TypedKey.text("betaapp") + [TypedKey("m", ctrl)], ["betaapp"]),
            // Two matches, betaapp first since it was used: Control+j twice wraps back to it.
            (TypedKey.text("app") + [TypedKey("j", ctrl), TypedKey("j", ctrl), TypedKey("m", ctrl)], ["betaapp"]),
            (TypedKey.text("app") + [TypedKey("j", ctrl), TypedKey("m", ctrl)], ["alphaapp"]),
        ]
        for (keys, marks) in cases {
            var results: [[String: String]] = []
            for real in [true, false] {
                tree.clearMarks()
                let run = try runner.run("exec rofi -show drun \(real ? "-no-lazy-grab" : "")", stdin: [], keys: keys, program: .rofi,
                                         real: real, extraEnvironment: tree.environment)
                XCTAssertEqual(run.status, ExitStatus(code: 0, signaled: false), real ? "rofi" : "ours")
                results.append(try tree.waitForMarks(marks))
            }
            XCTAssertEqual(Set(results[0].keys), Set(marks), "the real rofi, \(keys.map(\.name))")
            XCTAssertEqual(results[1], results[0], "\(keys.map(\.name))")
        }
    }

    /// A script mode with use-hot-keys: the moved keys and kb-custom-1 (ROFI_RETV=10) reach the script as in rofi.
    func testAScriptModeFollowsTheUsersBindings() throws {
        let runner = try PeerMenuRunner(try DaemonSession())
        try writeUserConfig(runner, Self.userConfig.replacingOccurrences(of: "}", with: "    kb-custom-1: \"Control+q\";\n}"))
        let log = runner.dir.file("script.log")
        let script = runner.dir.file("hot.sh")
        try """
            #!/bin/sh
            printf 'retv=%s args=%s|\\n' "$ROFI_RETV" "$*" >> \(log)
            [ "$ROFI_RETV" = 0 ] && printf '\\000use-hot-keys\\037true\\none\\ntwo\\nthree\\n'
            exit 0
            """.write(toFile: script, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(script, 0o755), 0)
        var logs: [String] = []
        for real in [true, false] {
            try? FileManager.default.removeItem(atPath: log)
            let ctrl = ["Control_L"]
            let run = try runner.run("exec rofi -show hot -modi 'hot:\(script)' \(real ? "-no-lazy-grab" : "")", stdin: [],
                                     keys: [TypedKey("j", ctrl), TypedKey("j", ctrl), TypedKey("k", ctrl), TypedKey("q", ctrl)],
                                     program: .rofi, real: real)
            XCTAssertEqual(run.status, ExitStatus(code: 0, signaled: false), real ? "rofi" : "ours")
            logs.append((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
        }
        XCTAssertEqual(logs[0], "retv=0 args=|\nretv=10 args=two|\n")
        XCTAssertEqual(logs[1], logs[0])
    }

    /// `rofi -dump-config` and `-dump-theme` print what the real rofi prints for the same config and theme.
    func testDumpsPrintWhatRofiPrints() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        try writeUserConfig(runner, Self.userConfig.replacingOccurrences(of: "}", with: """
                font: "Sans 10";
                show-icons: true;
                location: 2;
                timeout { delay: 5; }
            }
            """))
        // A theme of pixels, colours and strings: rofi prints an em, ch, % or mm distance through a format
        // GLib refuses, so those lines hold stray bytes in its dump.
        let theme = runner.dir.file("plain.rasi")
        try """
            * { background-color: #282828; text-color: #ebdbb2; font: "Sans 10"; spacing: 2px; border-color: #458588; }
            window { border: 2px; padding: 5px; width: 400px; location: north; }
            element selected.normal { background-color: #458588; text-color: #fbf1c7; }
            inputbar { children: [ prompt, entry ]; }
            """.write(toFile: theme, atomically: true, encoding: .utf8)
        let cases: [[String]] = [
            ["-dump-config"],
            ["-dump-config", "-font", "Mono 9", "-kb-custom-1", "Alt+q", "-no-show-icons", "-theme", theme],
            ["-dump-theme", "-theme", theme],
            ["-dump-theme", "-theme", theme, "-theme-str", "listview { lines: 4; }"],
            ["-dmenu", "-dump-config", "-kb-row-down", "Control+k"],
        ]
        for args in cases {
            var outputs: [String] = []
            for program in ["rofi", runner.ours + "/rofi"] {
                let out = runner.dir.file("dump-\(UUID().uuidString)")
                let child = try ChildProcess(name: "dump", command: [program] + args, environment: runner.environment, stdout: .file(out))
                XCTAssertEqual(child.waitForExit(timeout: 15)?.code, 0, "\(program) \(args)")
                outputs.append(String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: out))) ?? Data(), as: UTF8.self))
            }
            XCTAssertFalse(outputs[0].isEmpty, "rofi \(args) printed")
            XCTAssertEqual(outputs[1], outputs[0], "rofi \(args)")
            if outputs[1] != outputs[0] {
                let a = outputs[0].split(separator: "\n", omittingEmptySubsequences: false)
                let b = outputs[1].split(separator: "\n", omittingEmptySubsequences: false)
                for (i, pair) in zip(a, b).enumerated() where pair.0 != pair.1 { print("line \(i): rofi \(pair.0.debugDescription) ours \(pair.1.debugDescription)") }
            }
        }
    }
}
