// MenuScriptsTests: the scripts people point at dmenu and rofi, run unchanged with the real
// program and with ours on PATH: dmenu_run (suckless-tools), a passmenu-style pipeline, and
// rofi -dmenu flag sets; stdout and exit codes compared byte for byte.
import Foundation
import XCTest

final class MenuScriptsTests: XCTestCase {
    func testDmenuRunStartsWhatWasTypedWithEitherDmenu() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let bin = try runner.dir.makeSubdirectory("bin")
        let marker = bin + "/zzoverlaydmarker"
        try "#!/bin/sh\necho \"marker ran: $*\"\n".write(toFile: marker, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(marker, 0o755), 0)
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let keys = TypedKey.text("zzoverlaydmarker") + [TypedKey("Return")]
        for real in [true, false] {
            let run = try runner.run("exec dmenu_run -l 5 -p run:", stdin: [], keys: keys, program: .dmenu, real: real,
                                     extraEnvironment: ["PATH": path, "SHELL": "/bin/sh"], detached: true)
            XCTAssertEqual(String(decoding: run.stdout, as: UTF8.self), "marker ran: \n", "real dmenu: \(real)")
        }
    }

    func testVersionAndUsageErrorsAsDmenuHasThem() throws {
        let dir = try TemporaryDirectory(prefix: "overlayd-dmenu-flags")
        let ours = dir.file("dmenu")
        try FileManager.default.createSymbolicLink(atPath: ours, withDestinationPath: try Executables.buildProduct("overlayctl"))
        let real = try Executables.require("dmenu", package: "suckless-tools")
        for args in [["-v"], ["-p"], ["-l"], ["stray"]] {
            var results: [String] = []
            for program in [real, ours] {
                let out = dir.file("out-\(results.count)")
                let child = try ChildProcess(name: "dmenu", command: [program] + args, environment: ["DISPLAY": ":none"],
                                             stdout: .file(out))
                let status = child.waitForExit(timeout: 10)
                results.append("\(status.map(\.description) ?? "no exit") \((try? String(contentsOfFile: out, encoding: .utf8)) ?? "")")
            }
            XCTAssertEqual(results[1], results[0], "dmenu \(args)")
        }
    }

    func testAPassmenuStylePipeline() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let store = try runner.dir.makeSubdirectory("store")
        for f in ["email/work", "email/home", "web/github", "web/gitlab", "bank"] {
            let path = store + "/" + f + ".gpg"
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: path))
        }
        let script = """
            cd "$STORE" || exit 2
            password=$(find . -name '*.gpg' | sed 's|^\\./||; s|\\.gpg$||' | sort | dmenu -i -p pass: "$@")
            [ -n "$password" ] || exit 1
            printf 'pass show -c %s\\n' "$password"
            """
        for keys in [TypedKey.text("GITL") + [TypedKey("Return")], TypedKey.text("web") + [TypedKey("Escape")],
                     TypedKey.text("work") + [TypedKey("Return")]] {
            let real = try runner.run(script, stdin: [], keys: keys, program: .dmenu, real: true, extraEnvironment: ["STORE": store])
            let ours = try runner.run(script, stdin: [], keys: keys, program: .dmenu, real: false, extraEnvironment: ["STORE": store])
            XCTAssertEqual(ours, real)
        }
    }

    func testRofiDmenuFlagSetsSideBySide() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let rows = Array("alpha\nbeta\ngamma\ndelta\n".utf8)
        let enter = TypedKey("Return")
        let cases: [([String], [TypedKey])] = [
            (["-format", "i s d q f F"], TypedKey.text("zz") + [enter]),
            (["-p", "Pick", "-format", "i"], TypedKey.text("mm") + [enter]),
            ([], [TypedKey("Up"), enter]),
            ([], [TypedKey("Return", ["Shift_L"])]),
            ([], [TypedKey("Down"), TypedKey("Return", ["Control_L"])]),
            (["-no-custom"], TypedKey.text("zz") + [enter, TypedKey("Escape")]),
            (["-format", "i"], [TypedKey("Down"), TypedKey("3", ["Alt_L"])]),
            (["-kb-custom-5", "Alt+q", "-format", "s"], [TypedKey("Down"), TypedKey("q", ["Alt_L"])]),
            (["-multi-select", "-format", "i"], [TypedKey("Down"), TypedKey("Return", ["Shift_L"]), TypedKey("Down"),
                                                 TypedKey("Return", ["Shift_L"]), TypedKey("Up"), enter]),
            (["-selected-row", "2", "-mesg", "Choose one", "-l", "3"], [enter]),
            (["-i", "-filter", "ALP"], [enter]),
            (["-case-sensitive"], TypedKey.text("ALP") + [enter]),
            (["-sep", "|", "-format", "s"], [TypedKey("Down"), enter]),
            (["-password", "-format", "f"], TypedKey.text("secret") + [enter]),
            (["-a", "0", "-u", "1", "-markup-rows", "-window-title", "T", "-format", "p"], [enter]),
        ]
        // Row options: `meta` words match but are not shown or printed; `nonselectable` rows are skipped by Enter.
        let options = Array("Firefox\0meta\u{1f}web browser\nTerminal\0meta\u{1f}shell\nHeader\0nonselectable\u{1f}true\nfile\n".utf8)
        let optionCases: [([String], [TypedKey])] = [
            ([], TypedKey.text("brow") + [enter]),
            ([], TypedKey.text("fire brow") + [enter]),
            (["-format", "i"], TypedKey.text("she") + [enter]),
            (["-format", "s"], TypedKey.text("head") + [enter, TypedKey("Escape")]),
        ]
        for (args, keys) in optionCases {
            let (real, ours) = try runner.rofi(args, stdin: options, keys: keys)
            XCTAssertEqual(ours, real, "rofi -dmenu \(args) with row options, keys \(keys.map(\.name))")
        }
        for (args, keys) in cases {
            let input = args.contains("-sep") ? Array("one|two|three".utf8) : rows
            let (real, ours) = try runner.rofi(args, stdin: input, keys: keys)
            XCTAssertNotNil(real.status, "\(args): the real rofi ended")
            XCTAssertEqual(ours, real, "rofi -dmenu \(args)")
        }
    }

    /// rofi 1.7.3's matching side by side: -matching regex (anchors, classes, an invalid
    /// regex matching as text, -i), glob (`*`, `?`, brackets as text), prefix at a word's
    /// start, the "-word" negation (another character, or none, with -matching-negate-char),
    /// and case-sensitive unless -i. Typed key by key, so every
    /// intermediate text (an unfinished `^[b`) is filtered too.
    func testRofiMatchingMethodsSideBySide() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let rows = Array("alpha\nbeta\ngamma\nbe(ta\nx1 y\n[bz]\nÉcole\n".utf8)
        let enter = TypedKey("Return")
        let cases: [([String], String)] = [
            (["-matching", "regex"], "^[bg]"),
            (["-matching", "regex"], "ma$"),
            (["-matching", "regex"], "e(t"),
            (["-matching", "regex"], "\\d"),
            (["-matching", "regex"], "^.{5}$ -^a"),
            (["-matching", "regex", "-i"], "^B"),
            (["-matching", "regex"], "^B"),
            (["-matching", "glob"], "g*a"),
            (["-matching", "glob"], "b?t"),
            (["-matching", "glob"], "[bz]"),
            (["-matching", "glob"], "-*a"),
            (["-matching", "prefix"], "ta"),
            ([], "-a"),
            (["-matching-negate-char", "!"], "!a"),
            (["-matching-negate-char", "\\0"], "-a"),
            ([], "BETA"),
            (["-i"], "BETA"),
        ]
        for (args, text) in cases {
            let (real, ours) = try runner.rofi(args, stdin: rows, keys: TypedKey.text(text) + [enter])
            XCTAssertNotNil(real.status, "\(args) \(text): the real rofi ended")
            XCTAssertEqual(ours, real, "rofi -dmenu \(args), typed \(text)")
        }
    }

    /// rofi names its window "rofi - " and the mode's name: -p's prompt, else -window-title,
    /// else "dmenu" (WM_NAME typed STRING with UTF-8 bytes, and _NET_WM_NAME), and classes it
    /// `rofi`, `Rofi`. Ours, read off the open menu's window by this test's X connection, must
    /// carry the same bytes and types (not `rofi - dmenu` with -p, nor
    /// `overlayd`, `Overlayd`).
    func testRofiWindowTitleAndClassSideBySide() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let rows = Array("alpha\nbeta\n".utf8)
        for (args, title) in [([], "dmenu"), (["-window-title", "Files – ü"], "Files – ü"), (["-p", "Pick:"], "Pick:"),
                              (["-window-title", "T", "-p", "Run"], "Run"), (["-p", "P", "-window-title", "T"], "P")] {
            var seen: [Bool: [String]] = [:]
            for real in [true, false] {
                let quoted = args.map { "'\($0)'" }.joined(separator: " ")
                seen[real] = try runner.windowProperties(["WM_NAME", "_NET_WM_NAME", "WM_CLASS"],
                                                         script: "exec rofi -dmenu \(real ? "-no-lazy-grab" : "") \(quoted)", stdin: rows,
                                                         keys: [TypedKey("Down"), TypedKey("Escape")], program: .rofi, real: real).properties
            }
            XCTAssertEqual(seen[true], ["WM_NAME(STRING) = rofi - \(title)", "_NET_WM_NAME(UTF8_STRING) = rofi - \(title)",
                                        "WM_CLASS(STRING) = rofi\\0Rofi\\0"], "the real rofi, \(args)")
            XCTAssertEqual(seen[false], seen[true], "rofi -dmenu \(args)")
        }
    }
}
