// OptionTableDocsTests: overlayctl's help, usage text, completions and man page come from
// the option table, so each lists every command and option the parser knows.
import Foundation
import OverlayClient
import OverlayProtocol
import XCTest

final class OptionTableDocsTests: XCTestCase {
    /// Every command and subcommand, as the words that name it.
    var paths: [([String], CommandSpec)] {
        Commands.all.flatMap { c in [([c.name], c)] + c.subcommands.map { ([c.name, $0.name], $0) } }
    }

    func testEveryCommandHasHelpListingItsOptions() {
        for (path, command) in paths {
            XCTAssertEqual(HelpText.command(at: path)?.name, command.name)
            let help = HelpText.help(path: path, command: command)
            XCTAssertTrue(help.hasPrefix("usage: overlayctl \(path.joined(separator: " "))"), help)
            XCTAssertTrue(help.contains(command.summary.split(separator: " ").prefix(3).joined(separator: " ")), help)
            for option in command.allOptions {
                XCTAssertTrue(help.contains("  \(option.name)"), "\(path) --help lacks \(option.name)")
            }
            for sub in command.subcommands {
                XCTAssertTrue(help.contains("  \(sub.name)"), "\(path) --help lacks \(sub.name)")
            }
        }
        XCTAssertNil(HelpText.command(at: ["frobnicate"]))
        XCTAssertNil(HelpText.command(at: ["region", "move"]))
    }

    func testMenuHelpListsShowOptions() throws {
        // Regression: `overlayctl menu --help` was an error (the usage text lacked 20 options).
        let help = HelpText.help(path: ["menu"], command: try XCTUnwrap(Commands.named("menu")))
        XCTAssertTrue(help.contains("  --attach TARGET"), help)
        XCTAssertTrue(help.contains("  --connector curve|none"), help)
    }

    func testUsageTextNamesEveryCommandAndShowOption() throws {
        let usage = HelpText.usage()
        for command in Commands.all {
            XCTAssertTrue(usage.contains("\n  \(command.name)"), "usage lacks \(command.name)")
        }
        for option in try ShowOptions.all + XCTUnwrap(Commands.named("show")).clientOptions {
            XCTAssertTrue(usage.contains("[\(option.name)"), "usage lacks \(option.name)")
        }
        XCTAssertFalse(usage.split(separator: "\n").contains { $0.count > 80 }, "usage fits 80 columns")
    }

    func testManPageIsTheGeneratedOne() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let man = try String(contentsOf: root.appendingPathComponent("man/overlayctl.1"), encoding: .utf8)
        guard let begin = man.range(of: ManPage.beginMarker + "\n"), let end = man.range(of: "\n" + ManPage.endMarker) else {
            return XCTFail("man/overlayctl.1 lacks the generated-section markers")
        }
        XCTAssertEqual(String(man[begin.upperBound..<end.lowerBound]), ManPage.commandSections(),
                       "man/overlayctl.1 is out of date with the option table: run `make man`")
        for (_, command) in paths {
            for option in command.allOptions + Commands.globalOptions {
                XCTAssertTrue(man.contains(option.name.replacingOccurrences(of: "-", with: "\\-")), "man page lacks \(option.name)")
            }
        }
    }

    func testCompletionScriptsOfferEveryCommandAndOption() {
        for shell in CompletionShell.allCases {
            let script = shell.script
            for (path, command) in paths {
                XCTAssertTrue(script.contains(path.last ?? ""), "\(shell) lacks \(path)")
                for option in command.allOptions {
                    let word = shell == .fish ? "-l " + option.name.dropFirst(2) + " " : option.name
                    XCTAssertTrue(script.contains(word), "\(shell) lacks \(path) \(option.name)")
                }
            }
        }
    }

    func testRoffEscapesHyphensBackslashesAndLeadingDots() {
        let section = ManPage.commandSections()
        XCTAssertFalse(section.contains("--"), "hyphens are escaped in roff")
        XCTAssertFalse(section.split(separator: "\n").contains { $0.hasPrefix("'") })
        XCTAssertTrue(section.contains("\\fB\\-\\-connector\\fR \\fIcurve|none\\fR"))
    }
}
