// RofiConfigurationTests: config.rasi's `configuration {}` as rofi 1.7.3 reads it — every option of its
// `rofi -dump-config` (Tests/Fixtures/rofi/dump-config.rasi) with its default, type errors in rofi's
// words, flags over the file — and its key bindings: defaults, key syntax, clashes.
import Foundation
import OverlayCore
import XCTest

final class RofiConfigurationTests: XCTestCase {
    /// `name: value` of each line of rofi's own dump (commented out there: all defaults).
    func rofiDefaults() throws -> [(name: String, value: String)] {
        let here = "\(#filePath)"
        let path = (here.components(separatedBy: "/Tests/OverlayCoreTests/").first ?? here) + "/Tests/Fixtures/rofi/dump-config.rasi"
        let text = String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: path)), as: UTF8.self)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("/*\t"), let colon = line.firstIndex(of: ":") else { return nil }
            let name = String(line[line.index(line.startIndex, offsetBy: 3)..<colon])
            var value = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";*/") { value = String(value.dropLast(3)) }
            return (name, value)
        }
    }

    func testEveryOptionRofiDumpsIsKnownWithRofisDefault() throws {
        let config = RofiConfiguration()
        let dumped = try rofiDefaults()
        XCTAssertEqual(Set(dumped.map(\.name)),
                       Set(RofiConfiguration.options.map(\.name) + RofiKeyBindings.table.map(\.name)).subtracting(["theme", "monitor", "switchers"]),
                       "rofi 1.7.3's options and bindings, no more, no less (it does not dump `theme`, nor the aliases `monitor` and `switchers`)")
        for (name, value) in dumped {
            if let binding = RofiKeyBindings.table.first(where: { $0.name == name }) {
                XCTAssertEqual("\"\(binding.defaultKeys)\"", value, name)
                continue
            }
            let spec = try XCTUnwrap(RofiConfiguration.spec(name), "\(name) is in the model")
            switch spec.defaultValue {
            case let .string(s)?: XCTAssertEqual("\"\(s)\"", value, name)
            case let .integer(i)?: XCTAssertEqual(String(i), value, name)
            case let .boolean(b)?: XCTAssertEqual(b ? "true" : "false", value, name)
            case let .character(c)?: XCTAssertTrue(value.hasPrefix("'\(c)'"), name)
            case nil: XCTAssertTrue(value.isEmpty || name == "pid", "\(name): rofi has \(value)")
            default: XCTFail(name)
            }
        }
        XCTAssertEqual(config.string("modi"), "window,run,ssh")
        XCTAssertEqual(config.integer("location"), 0)
    }

    func load(_ text: String) -> (RofiConfiguration, [RasiProblem]) {
        var config = RofiConfiguration()
        let problems = config.apply(rasiLoad(text).options)
        return (config, problems)
    }

    func testAFileSetsOptionsAndRefusesWrongKindsInRofisWords() {
        let (config, problems) = load("""
            configuration {
              modi: [drun, run, window];
              show-icons: true;
              location: "north";
              theme: "gruvbox-dark";
              kb-row-up: "Control+k,Up";
              my-plugin-option: 4;
            }
            """)
        XCTAssertEqual(config.string("modi"), "drun,run,window", "a list is joined with commas")
        XCTAssertEqual(config.boolean("show-icons"), true)
        XCTAssertEqual(config.integer("location"), 0, "refused: the default stays")
        XCTAssertEqual(config.bindings.keys["kb-row-up"], "Control+k,Up")
        XCTAssertEqual(config.value("my-plugin-option"), .integer(4), "an option rofi does not know is kept, as rofi keeps it")
        // rofi places a refused option where its name's token starts, and that token starts where the
        // one before it ended (the end of the line above); `-theme-str` text has no file: "(null)".
        XCTAssertEqual(problems.map(\.text), [
            "(null):3:20: Option: location needs to be set with a number not a String.\n",
            "(null):4:21: The option:\n\nconfiguration\n{\n\ttheme: \"gruvbox-dark\";\n}\nis deprecated. Please replace with: @theme \"gruvbox-dark\" after the configuration block.\n",
        ])
    }

    func testFlagsOverTheFileAndNotCarriedNamedOnce() {
        var (config, _) = load("configuration { show-icons: true; font: \"Sans 9\"; cycle: false; disable-history: true; }")
        config.applyFlags(["-dmenu", "-no-show-icons", "-font", "Mono 14", "-no-cycle", "-kb-custom-1", "Control+1"])
        XCTAssertEqual(config.boolean("show-icons"), false)
        XCTAssertEqual(config.string("font"), "Mono 14")
        XCTAssertEqual(config.bindings.keys["kb-custom-1"], "Control+1")
        XCTAssertEqual(config.notCarriedLines, [
            "rofi: config option cycle is not carried: the highlight always wraps at the ends",
            "rofi: config option disable-history is not carried: the use history is always kept",
        ])
    }

    // MARK: key bindings

    func testDefaultsAndCustomExitCodes() {
        let b = RofiKeyBindings()
        XCTAssertEqual(RofiKeyBindings.table.count, 74)
        XCTAssertEqual(b.keys["kb-accept-entry"], "Control+j,Control+m,Return,KP_Enter")
        XCTAssertEqual(b.keys["kb-custom-19"], "Alt+parenleft")
        XCTAssertEqual(b.keys["me-accept-entry"], "MouseDPrimary")
        XCTAssertEqual(RofiKeyBindings.customExitCode("kb-custom-1"), 10)
        XCTAssertEqual(RofiKeyBindings.customExitCode("kb-custom-19"), 28)
        XCTAssertNil(RofiKeyBindings.customExitCode("kb-custom-20"))
        XCTAssertNil(b.resolve().errors, "rofi's own defaults do not clash")
        XCTAssertEqual(b.resolve().combos.count, 97) // every comma-separated default of keyb.c
    }

    func testKeySyntax() throws {
        XCTAssertEqual(try RofiKeyCombo.parse("Control+k"), RofiKeyCombo(modifiers: .control, input: .keysym("k")))
        XCTAssertEqual(try RofiKeyCombo.parse("Super+Tab"), RofiKeyCombo(modifiers: .superKey, input: .keysym("Tab")))
        XCTAssertEqual(try RofiKeyCombo.parse("Control+Shift+Return"), RofiKeyCombo(modifiers: [.control, .shift], input: .keysym("Return")))
        XCTAssertEqual(try RofiKeyCombo.parse("ctrl-Alt-x"), RofiKeyCombo(modifiers: [.control, .alt], input: .keysym("x")))
        XCTAssertEqual(try RofiKeyCombo.parse("<Control>k"), RofiKeyCombo(modifiers: .control, input: .keysym("k")))
        XCTAssertEqual(try RofiKeyCombo.parse("!Alt+x"), RofiKeyCombo(modifiers: .alt, input: .keysym("x"), onRelease: true))
        XCTAssertEqual(try RofiKeyCombo.parse("Control+MouseDPrimary"), RofiKeyCombo(modifiers: .control, input: .mouse(button: 1, doubleClick: true)))
        XCTAssertEqual(try RofiKeyCombo.parse("ScrollUp"), RofiKeyCombo(modifiers: [], input: .scroll("Up")))
        XCTAssertEqual(try RofiKeyCombo.parse("Shift"), RofiKeyCombo(modifiers: [], input: .keysym("Shift")), "a lone word is a keysym")
        // rofi 1.7.3 refuses Mod1 (its binding library knows Alt, not the X modifier names): exit 65.
        XCTAssertThrowsError(try RofiKeyCombo.parse("Mod1+k")) { e in
            XCTAssertEqual((e as? RofiBindingError)?.message, "Syntax error in binding 'Mod1+k': cannot have two non-modifiers")
        }
        XCTAssertThrowsError(try RofiKeyCombo.parse("Control++")) { e in
            XCTAssertEqual((e as? RofiBindingError)?.message, "Syntax error in binding 'Control++': cannot have an empty modifier")
        }
        XCTAssertThrowsError(try RofiKeyCombo.parse("Control+")) { e in
            XCTAssertEqual((e as? RofiBindingError)?.message, "No keysym found for binding 'Control+'")
        }
        XCTAssertThrowsError(try RofiKeyCombo.parse("Alt+k!")) { e in
            XCTAssertEqual((e as? RofiBindingError)?.message, "Syntax error in binding 'Alt+k!': '!' must be the first character")
        }
    }

    /// `rofi -kb-row-up Control+n`: kb-row-down keeps Control+n among its defaults, comes later in
    /// rofi's table, and is the one refused; the real rofi shows its error window and exits 65.
    func testAClashIsReportedOnTheLaterBindingAsRofiReportsIt() {
        var b = RofiKeyBindings()
        b.set("kb-row-up", "Control+n")
        let errors = b.resolve().errors
        XCTAssertEqual(errors, "Failed to set binding <i>Down,Control+n</i> for: <i>Select next entry (kb-row-down)</i>:\n"
                           + "\t<span size=\"smaller\" style=\"italic\">There is already a binding matching &apos;Control+n&apos;</span>\n")
        XCTAssertFalse(b.set("kb-no-such-thing", "x"))
        var moved = RofiKeyBindings()
        moved.set("kb-row-up", "Control+k")
        moved.set("kb-remove-to-eol", "")
        XCTAssertNil(moved.resolve().errors, "freeing a key first lets another take it")
    }
}
