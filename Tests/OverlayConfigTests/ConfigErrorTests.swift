// ConfigErrorTests: each kind of refusal, with the exact message a user reads (file:line: key: why).
import OverlayConfig
import OverlayCore
import XCTest

final class ConfigErrorTests: XCTestCase {
    func testWrongType() {
        XCTAssertEqual(configError("\n\n[style.dark]\n\n\n\n\n\n\n\n\ncorner-radius = \"8px\"\n"),
                       #"config.toml:12: style.dark.corner-radius: expected an integer, got "8px""#)
        XCTAssertEqual(configError("[style.default]\nfont = 10\n"),
                       "config.toml:2: style.default.font: expected a string, got 10")
        XCTAssertEqual(configError("[style.default]\nshadow-opacity = \"half\"\n"),
                       #"config.toml:2: style.default.shadow-opacity: expected a number, got "half""#)
        XCTAssertEqual(configError("[container.c]\nall-monitors = \"yes\"\n"),
                       #"config.toml:2: container.c.all-monitors: expected true or false, got "yes""#)
        XCTAssertEqual(configError("[container.c]\nscreen = \"left\"\n"),
                       #"config.toml:2: container.c.screen: expected "default", "follow" or a screen number, got "left""#)
        XCTAssertEqual(configError("[container.c]\nscreen = -1\n"),
                       "config.toml:2: container.c.screen: expected an integer from 0 to 255, got -1")
        XCTAssertEqual(configError("style = 3\n"), "config.toml:1: style: expected a table, got 3")
        XCTAssertEqual(configError("[style]\ndark = \"x\"\n"), #"config.toml:2: style.dark: expected a table, got "x""#)
        XCTAssertEqual(configError("[rule]\nstyle = \"x\"\n"),
                       "config.toml:1: rule: expected an array of tables ([[rule]]), got a table")
        XCTAssertEqual(configError("[[rule]]\nmatch.app-name = 3\n"),
                       "config.toml:2: rule[0].match.app-name: expected a string, got 3")
    }

    func testOutOfRange() {
        XCTAssertEqual(configError("[style.default]\npadding = -1\n"),
                       "config.toml:2: style.default.padding: expected an integer from 0 to 200, got -1")
        XCTAssertEqual(configError("[style.default]\nshadow-opacity = 1.5\n"),
                       "config.toml:2: style.default.shadow-opacity: expected a number from 0 to 1, got 1.5")
        XCTAssertEqual(configError("[style.default]\nshadow-offset = [1, 2, 3]\n"),
                       "config.toml:2: style.default.shadow-offset: expected two integers [x, y], got an array")
        XCTAssertEqual(configError("[style.default]\nshadow-offset = [1, 999]\n"),
                       "config.toml:2: style.default.shadow-offset: expected two integers [x, y] from -200 to 200, got 999")
        XCTAssertEqual(configError("scale = 10\n"), #"config.toml:1: scale: expected "auto", "per-monitor", "dunst" or a number from 0.5 to 4, got 10"#)
        XCTAssertEqual(configError("scale = \"big\"\n"), #"config.toml:1: scale: expected "auto", "per-monitor", "dunst" or a number from 0.5 to 4, got "big""#)
    }

    func testUnknownKey() {
        XCTAssertEqual(configError("[style.default]\nfont = \"x\"\ncolour = \"#ffffff\"\n"),
                       "config.toml:3: style.default.colour: unknown key")
        XCTAssertEqual(configError("[style.default]\ncorner_radius = 3\n"),
                       "config.toml:2: style.default.corner_radius: unknown key (did you mean corner-radius?)")
        XCTAssertEqual(configError("[styles.dark]\n"), "config.toml:1: styles: unknown key (did you mean style?)")
        XCTAssertEqual(configError("volume = 3\n"), "config.toml:1: volume: unknown key")
        XCTAssertEqual(configError("[container.c]\nmax_visible = 3\n"),
                       "config.toml:2: container.c.max_visible: unknown key (did you mean max-visible?)")
        XCTAssertEqual(configError("[[rule]]\nmatch.appname = \"x\"\n"),
                       "config.toml:2: rule[0].match.appname: unknown key (did you mean app-name?)")
        XCTAssertEqual(configError("[[rule]]\nstyle = \"default\"\n[[rule]]\nsilent = true\n"),
                       "config.toml:4: rule[1].silent: unknown key")
    }

    func testBadColor() {
        for (value, shown) in [("\"red\"", "\"red\""), ("\"ffffff\"", "\"ffffff\""), ("\"#fff\"", "\"#fff\""),
                               ("\"#12345g\"", "\"#12345g\""), ("0xffffff", "16777215")] {
            XCTAssertEqual(configError("[style.x]\nbackground = \(value)\n"),
                           ##"config.toml:2: style.x.background: expected a color "#rrggbb" or "#rrggbbaa", got "## + shown)
        }
    }

    func testBadEnumValue() {
        XCTAssertEqual(configError("[container.c]\nlayout = \"grid\"\n"),
                       #"config.toml:2: container.c.layout: expected one of stack, vertical or horizontal, got "grid""#)
        XCTAssertEqual(configError("[container.c]\nqueue = \"one_by_one\"\n"),
                       #"config.toml:2: container.c.queue: expected one of multiple, one-by-one or one-by-one-wait, got "one_by_one""#)
        XCTAssertEqual(configError("[container.c]\nanchor = \"top-middle\"\n"),
                       "config.toml:2: container.c.anchor: expected one of center, top, bottom, left, right, top-left, "
                           + #"top-right, bottom-left or bottom-right, got "top-middle""#)
        XCTAssertEqual(configError("[[rule]]\nurgency = \"urgent\"\n"),
                       #"config.toml:2: rule[0].urgency: expected one of low, normal or critical, got "urgent""#)
        XCTAssertEqual(configError("[[rule]]\nmatch.urgency = \"critcal\"\n"),
                       #"config.toml:2: rule[0].match.urgency: expected a glob matching low, normal or critical, got "critcal""#)
        XCTAssertEqual(configError("[container.c]\ntimeout = 5\n"),
                       #"config.toml:2: container.c.timeout: expected a duration such as "3s" or "500ms", got 5"#)
        XCTAssertEqual(configError("[container.c]\nmonitor = \"\"\n"),
                       #"config.toml:2: container.c.monitor: expected focused, primary, pointer or an output name such as "DP-1", got """#)
    }

    func testSyntaxError() {
        XCTAssertEqual(configError("[style.dark]\ncorner-radius = 8px\n"),
                       "config.toml:2: style.dark.corner-radius: expected a value, got 8px")
        XCTAssertEqual(configError("[style.dark]\nfont = \"x\"\nfont = \"y\"\n"),
                       "config.toml:3: style.dark.font: duplicate key (first set on line 2)")
        XCTAssertEqual(configError("[style.dark\n"), "config.toml:1: expected \"]\" after the table name, got the end of the line")
    }

    func testRuleNamesAStyleOrContainerThatDoesNotExist() {
        XCTAssertEqual(configError("[[rule]]\nmatch.app-name = \"x\"\nstyle = \"dark\"\n"),
                       #"config.toml:3: rule[0].style: no style named "dark" (known: critical or default)"#)
        XCTAssertEqual(configError("[[rule]]\ncontainer = \"side\"\n"),
                       #"config.toml:2: rule[0].container: no container named "side" (known: notifications or osd)"#)
        // A style defined after the rule is fine: references are checked against the whole file.
        XCTAssertNil(configError("[[rule]]\nstyle = \"dark\"\n[style.dark]\npadding = 1\n"))
    }

    func testBadPreset() {
        XCTAssertEqual(configError("[preset.p]\nattach = [1]\n"),
                       "config.toml:2: preset.p.attach: expected a string, a number or true/false, got an array")
        XCTAssertEqual(configError("[preset.p]\npreset = \"q\"\n"), "config.toml:2: preset.p.preset: a preset cannot name another preset")
        XCTAssertEqual(configError("\n[preset.p]\nkind = \"balloon\"\n", presetCheck: showCheck),
                       "config.toml:2: preset.p: --kind: expected one of popover, tooltip, notification, menu, dropdown, utility: balloon")
        XCTAssertEqual(configError("[preset.p]\nwobble = true\n", presetCheck: showCheck),
                       "config.toml:1: preset.p: unknown option: --wobble")
        XCTAssertNil(configError("[preset.p]\nwobble = true\n"), "without a check, options are the daemon's business")
    }

    func testErrorWithoutLineOrKey() {
        XCTAssertEqual(ConfigError(file: "/x/config.toml", line: 0, message: "cannot open: No such file or directory").description,
                       "/x/config.toml: cannot open: No such file or directory")
    }
}
