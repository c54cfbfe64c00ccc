// CommandLineTests: overlayctl's help for every command, and the bash, zsh and fish
// completions it generates, run in the real shells.
import Foundation
import OverlayProtocol
import XCTest

final class CommandLineTests: XCTestCase {
    /// Runs `bash -c script` (or another shell) and returns its exit status and stdout.
    func shell(_ program: String, _ script: String, env: [String: String] = [:]) throws -> (status: Int32?, out: String) {
        let dir = try TemporaryDirectory(prefix: "overlayctl-shell")
        let child = try ChildProcess(name: program, command: [program, "-c", script], environment: env,
                                     stdout: .file(dir.file("out")), stderr: .file(dir.file("err")))
        let status = child.waitForExit(timeout: 30)
        let out = (try? String(contentsOfFile: dir.file("out"), encoding: .utf8)) ?? ""
        XCTAssertEqual(status?.code, 0, "\(program): \(child.stderrText)")
        return (status?.code, out)
    }

    func completionScript(_ shell: String) throws -> String {
        let ctl = try Executables.buildProduct("overlayctl")
        let dir = try TemporaryDirectory(prefix: "overlayctl-completion")
        let path = dir.file("overlayctl.\(shell)")
        let child = try ChildProcess(name: "overlayctl", command: [ctl, "--generate-completion-script", shell], stdout: .file(path))
        XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 0)
        let kept = NSTemporaryDirectory() + "overlayctl-\(getpid())-completion.\(shell)"
        try? FileManager.default.removeItem(atPath: kept)
        try FileManager.default.copyItem(atPath: path, toPath: kept)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: kept) }
        return kept
    }

    func testEveryCommandAnswersHelpBothWays() throws {
        // Regression: `overlayctl menu --help` was a usage error.
        for command in Commands.all {
            let paths = [[command.name]] + command.subcommands.map { [command.name, $0.name] }
            for path in paths {
                for args in [path + ["--help"], ["help"] + path] {
                    let r = try runCtl(args, runtimeDir: nil)
                    XCTAssertEqual(r.status, 0, "\(args): \(r.stderr)")
                    XCTAssertTrue(r.stdout.hasPrefix("usage: overlayctl \(path.joined(separator: " "))"), "\(args): \(r.stdout)")
                }
            }
        }
        let menu = try runCtl(["menu", "--help"], runtimeDir: nil)
        XCTAssertTrue(menu.stdout.contains("  --attach TARGET"), menu.stdout)
        // --help as an option's value is that value, not a request for help.
        let text = try runCtl(["show", "--text", "--help"], runtimeDir: "/nonexistent")
        XCTAssertEqual(text.status, 1, "it tried to reach the daemon: \(text.stderr)")
        let unknown = try runCtl(["help", "frobnicate"], runtimeDir: nil)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "overlayctl: no such command: frobnicate\n")
        let usage = try runCtl(["--help"], runtimeDir: nil)
        XCTAssertEqual(usage.status, 0)
        XCTAssertTrue(usage.stdout.contains("[--connector curve|none]"), usage.stdout)
        let bare = try runCtl([], runtimeDir: nil)
        XCTAssertEqual(bare.status, 2)
        XCTAssertTrue(bare.stderr.hasPrefix("usage: overlayctl"), bare.stderr)
    }

    func testBashCompletesCommandsOptionsAndValues() throws {
        let script = try completionScript("bash")
        let r = try shell("bash", """
            source "$SCRIPT"
            comp() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _overlayctl; echo "${COMPREPLY[*]}"; }
            comp overlayctl me
            comp overlayctl show --urg
            comp overlayctl show --urgency ""
            comp overlayctl --runtime-dir /tmp/x tool
            comp overlayctl region ""
            comp overlayctl region set --re
            comp overlayctl notifications history
            comp overlayctl menu --connector c
            comp overlayctl show --text ""
            """, env: ["SCRIPT": script])
        XCTAssertEqual(r.out.split(separator: "\n", omittingEmptySubsequences: false), [
            "menu", "--urgency", "low normal critical", "tooltip", "set unset list", "--rect", "history history-pop history-rm history-clear", "curve", "", "",
        ])
    }

    func testFishCompletesCommandsOptionsAndValues() throws {
        guard Executables.find("fish") != nil else { throw XCTSkip("fish is not installed (scripts/setup installs it)") }
        let script = try completionScript("fish")
        let r = try shell("fish", """
            source $SCRIPT
            complete -C 'overlayctl me'
            complete -C 'overlayctl show --urgency '
            complete -C 'overlayctl region '
            complete -C 'overlayctl dismiss --t'
            """, env: ["SCRIPT": script])
        let words = r.out.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        XCTAssertEqual(words, ["menu", "critical", "low", "normal", "list", "set", "unset", "--top"])
    }

    func testZshCompletionDispatchesToTheCommandsSpecs() throws {
        guard Executables.find("zsh") != nil else { throw XCTSkip("zsh is not installed (scripts/setup installs it)") }
        let script = try completionScript("zsh")
        // The completion system's functions stand in as recorders: what _overlayctl asks
        // them to offer is what a user would see.
        let r = try shell("zsh", """
            _describe() { local -a a; a=("${(@P)${@[-1]}}"); print -r -- "describe ${(j:,:)${(@)a%%:*}}" }
            compdef() { }
            _arguments() { print -r -- "arguments ${#@} ${(M)@:#--urgency*}" }
            compadd() { print -r -- "compadd ${@[-1]}" }
            _files() { print -r -- "files $*" }
            source $SCRIPT
            try() { words=("$@"); CURRENT=$#; _overlayctl }
            try overlayctl ''
            try overlayctl region ''
            try overlayctl show --urg
            try overlayctl region set --w
            try overlayctl screenshot ''
            """, env: ["SCRIPT": script])
        let lines = r.out.split(separator: "\n").map(String.init)
        let commands = Commands.all.map(\.name).joined(separator: ",")
        let showSpecs = ShowOptions.all.count + 1 + 1 // the options, --wait, and -s
        XCTAssertEqual(lines, [
            "compadd --runtime-dir", "describe \(commands)", "describe set,unset,list",
            "arguments \(showSpecs) --urgency[low, normal or critical.]:LEVEL:(low normal critical)",
            "arguments 3 ", "arguments 3 ", // region set: -s, --window, --rect; screenshot: -s, --screen, the file
        ], r.out)
    }
}
