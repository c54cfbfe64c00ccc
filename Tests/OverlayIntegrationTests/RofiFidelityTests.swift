// RofiFidelityTests: what scripts written for rofi 1.7.3 see of ours, beside the real rofi on
// one X server, so real scripts get what they expect: every option `rofi -help` lists read
// as a switch or with its value, old switches that must not swallow the next flag, -sort with
// both -sorting-method values, and -show-icons. Window title and class: MenuScriptsTests.
import Foundation
import OverlayProtocol
import XCTest

final class RofiFidelityTests: XCTestCase {
    /// Each option of the real `rofi -help`: those shown with an argument (`-p [string]`, `-w
    /// windowid`) take the next word; the others (`-i`, `-[no-]sort`) never do, so a word
    /// after them is left for what follows. `-plugin-path` is listed bare but rofi.c reads
    /// it with find_arg_str, so it takes a value.
    func testEveryOptionOfRofiHelpTakesAValueOrNotAsRofiDoes() throws {
        let s = try DaemonSession()
        let dir = try TemporaryDirectory(prefix: "overlayd-rofi-help")
        let out = dir.file("help")
        let child = try ChildProcess(name: "rofi-help", command: ["rofi", "-help"], environment: ["DISPLAY": s.server.display],
                                     stdout: .file(out))
        XCTAssertEqual(child.waitForExit(timeout: 15)?.code, 0, "rofi -help")
        var switches: [String] = [], valued: [String] = []
        for line in try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n") where line.hasPrefix("\t-") {
            let words = line.dropFirst().split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            let hasArgument = words.count > 1 && !words[1].isEmpty
            for name in words[0].split(separator: ",").map(String.init) {
                if name.hasPrefix("-[no-]") {
                    switches += ["-" + name.dropFirst(6), "-no-" + name.dropFirst(6)]
                } else if hasArgument || name == "-plugin-path" {
                    valued.append(name)
                } else if !["-v", "-version", "-h", "-help"].contains(name) {
                    switches.append(name)
                }
            }
        }
        XCTAssertGreaterThan(switches.count, 40, "rofi -help's switches: \(switches)")
        XCTAssertGreaterThan(valued.count, 100, "rofi -help's options with a value: \(valued)")
        for name in switches {
            XCTAssertTrue(try RofiFlags.parse(["-dmenu", name, "-i"]).spec.caseInsensitive, "\(name) -i: -i still counts")
            XCTAssertTrue(try RofiFlags.parse(["-dmenu", name, "7"]).warnings.contains("rofi: ignoring 7"), "\(name) 7: 7 is not its value")
        }
        for name in valued {
            XCTAssertFalse(try RofiFlags.parse(["-dmenu", name, "7"]).warnings.contains("rofi: ignoring 7"), "\(name) 7: 7 is its value")
        }
    }

    /// Old rofi's switches and options that 1.7.3 ignores, as scripts still pass them
    /// (`-hide-scrollbar -line-padding 4` must not fail with "unexpected argument: 4").
    func testOldSwitchesAndStrayWordsAreIgnoredAsRofiIgnoresThem() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let rows = Array("alpha\nbeta\ngamma\n".utf8)
        for args in [["-hide-scrollbar", "-line-padding", "4", "-i"], ["-fullscreen", "-i", "-sidebar-mode", "-p", "P"],
                     ["-width", "50", "-lines", "3", "-i", "-no-fixed-num-lines", "stray", "-bw", "0", "-eh", "2"],
                     ["-i", "-p"]] {
            try sideBySide(runner, args, stdin: rows, keys: TypedKey.text("BETA") + [TypedKey("Return")], "rofi -dmenu \(args)")
        }
    }

    /// -sort ranks the matching rows against the typed text: Levenshtein distance (normal,
    /// levenshtein) or rofi's fzf score; Enter, after Downs, picks the same row as rofi's
    /// (not in input order).
    func testSortRanksRowsAsRofiDoes() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let rows = Array("firefox\nfile-roller\nFile Browser\nfibre\nbr fi\nfi br\nxfb\nFooBar\nfoo_bar\nfb\n".utf8)
        let cases: [([String], String, Int)] = [
            (["-sort", "-sorting-method", "fzf", "-matching", "fuzzy", "-i"], "fb", 0),
            (["-sort", "-sorting-method", "fzf", "-matching", "fuzzy", "-i"], "fb", 2),
            (["-sort", "-sorting-method", "fzf", "-matching", "fuzzy"], "fB", 1),
            (["-sort", "-sorting-method", "fzf", "-i"], "fi br", 0),
            (["-sort", "-sorting-method", "fzf", "-i"], "fi br", 1),
            (["-sort"], "fi", 0),
            (["-sort"], "fi", 3),
            (["-sort", "-sorting-method", "levenshtein", "-matching", "fuzzy", "-i"], "fr", 1),
            (["-sort", "-sorting-method", "normal", "-matching", "fuzzy"], "fo", 0),
            (["-sorting-method", "fzf", "-matching", "fuzzy"], "fb", 0),
        ]
        for (args, text, downs) in cases {
            let keys = TypedKey.text(text) + Array(repeating: TypedKey("Down"), count: downs) + [TypedKey("Return")]
            try sideBySide(runner, args + ["-format", "i s"], stdin: rows, keys: keys, "rofi -dmenu \(args), typed \(text), \(downs) × Down")
        }
    }

    /// Row icons do not change what is printed, with -show-icons or without (that they are
    /// drawn only with it: PickScreenTests).
    func testRowsWithIconsPrintTheirLabelsWithAndWithoutShowIcons() throws {
        let s = try DaemonSession()
        let runner = try PeerMenuRunner(s)
        let rows = Array("Red\0icon\u{1f}folder\nplain\0icon\u{1f}missing-icon-name\n".utf8)
        for args in [["-show-icons"], [], ["-no-show-icons", "-format", "i"]] {
            try sideBySide(runner, args, stdin: rows, keys: [TypedKey("Down"), TypedKey("Return")], "rofi -dmenu \(args)")
        }
    }

    /// Runs `rofi -dmenu ARGS` real and ours with the same input and keys: the real one must
    /// have printed a choice, and ours the same bytes with the same exit.
    private func sideBySide(_ runner: PeerMenuRunner, _ args: [String], stdin: [UInt8], keys: [TypedKey], _ what: String,
                            file: StaticString = #filePath, line: UInt = #line) throws {
        let (real, ours) = try runner.rofi(args, stdin: stdin, keys: keys)
        XCTAssertEqual(real.status?.code, 0, "the real one: \(what)", file: file, line: line)
        XCTAssertEqual(ours, real, what, file: file, line: line)
    }
}
