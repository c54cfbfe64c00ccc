// OptionTableTests: the table the parser reads: every option it declares parses, names are
// unique, and the commands' errors name what is wrong.
import OverlayCore
import OverlayProtocol
import XCTest

final class OptionTableTests: XCTestCase {
    /// A value each option accepts (most take any word).
    func sample(_ option: OptionSpec) -> String {
        switch option.name {
        case "--attach": return "root"
        case "--anchor", "--gravity": return "top"
        case "--position": return "top-right"
        case "--offset": return "1,2"
        case "--inset", "--padding", "--z", "--screen": return "4"
        case "--region", "--rect": return "0,0,10,10"
        case "--adjust": return "none"
        case "--within": return "monitor"
        case "--urgency": return "low"
        case "--kind": return "tooltip"
        case "--timeout", "--duration": return "1s"
        case "--max-width": return "200"
        case "--value": return "50"
        case "--min", "--step", "--width", "--height": return "1"
        case "--max": return "100"
        case "--pulsate": return "on"
        case "--date": return "2024-03-05"
        case "--dismiss": return "tap-outside,escape"
        case "--exclude": return "rect:0,0,10,10"
        case "--backdrop-dismiss": return "no"
        case "--background": return "blur:8"
        case "--delay": return "300ms"
        case "--monitor": return "primary"
        case "--action", "--button": return "ok:OK"
        case "--transition": return "fade"
        case "--easing": return "ease"
        case "--connector": return "curve"
        case "--window": return "0x400001"
        case "--window-class": return "zenity,Zenity"
        default: return "x"
        }
    }

    func testEveryShowOptionParsesInEveryShowLikeCommand() {
        for command in Commands.all where command.options.contains(where: { $0.name == "--text" }) {
            var head = command.synopsis.hasPrefix("ID") || command.synopsis.hasPrefix("OLD") ? [command.name, "p1"] : [command.name]
            if command.name == "dialog" { head.append("progress") }
            for option in command.options {
                var words = head + [option.name] + (option.takesValue ? [sample(option)] : [])
                if command.name == "alert", option.name != "--button", option.name != "--action" { words += ["--button", "ok:OK"] }
                if command.name == "menu" { words += ["--", "item"] }
                // A form's values and columns belong to the list before them.
                if ["--values", "--columns"].contains(option.name) { words.insert(contentsOf: ["--list", "L"], at: head.count) }
                do { _ = try RequestParser.parse(words: words) } catch {
                    XCTFail("\(words): \(error.message)")
                }
            }
        }
    }

    func testNamesAreUniqueAndHelpIsWritten() {
        for command in Commands.all {
            for table in [command.allOptions] + command.subcommands.map(\.allOptions) {
                XCTAssertEqual(Set(table.map(\.name)).count, table.count, "\(command.name): an option declared twice")
                for option in table {
                    XCTAssertTrue(option.name.hasPrefix("--"), option.name)
                    XCTAssertTrue(option.help.hasSuffix("."), "\(option.name): help is a sentence")
                }
            }
            XCTAssertFalse(command.summary.isEmpty, command.name)
        }
        XCTAssertEqual(Set(Commands.all.map(\.name)).count, Commands.all.count)
    }

    func testClientOptionsAreNotSentToTheDaemon() {
        // `--wait` is overlayctl's own: the daemon refuses it as before.
        XCTAssertThrowsError(try RequestParser.parse(words: ["show", "--wait"])) {
            XCTAssertEqual(($0 as? UsageError)?.message, "unknown option: --wait")
        }
    }

    func testDismissAndRegionOptionsComeFromTheTable() throws {
        XCTAssertEqual(try RequestParser.parse(words: ["dismiss", "--top", "s1"]), .dismiss(.top("s1")))
        XCTAssertEqual(try RequestParser.parse(words: ["dismiss", "--top=s1"]), .dismiss(.top("s1")))
        XCTAssertEqual(try RequestParser.parse(words: ["region", "set", "r", "--rect", "1,2,3,4", "--window", "0x10"]),
                       .regionSet(name: "r", window: .window(0x10), rect: Rect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertThrowsError(try RequestParser.parse(words: ["region", "set", "r", "--window", "root", "--rect", "1,2,3,4"])) {
            XCTAssertEqual(($0 as? UsageError)?.message, "--window: a region needs a window: root")
        }
        XCTAssertThrowsError(try RequestParser.parse(words: ["notifications", "snooze"])) {
            XCTAssertEqual(($0 as? UsageError)?.message,
                           "notifications: expected pause, resume, toggle, set-paused, is-paused, pause-level, status, count, close, "
                           + "close-all, history, history-pop, history-rm, history-clear, action, context, center, rules or rule: snooze")
        }
    }
}
