// ConfigParserTests: good files — how styles, containers, presets, rules and scale are read.
import OverlayConfig
import OverlayCore
import XCTest

final class ConfigParserTests: XCTestCase {
    func testStyleKeysSetEveryField() throws {
        let config = try parseConfig("""
        [style.dark]
        background = "#202020"
        foreground = "#eeeeeeff"
        border = "#ffffff20"
        title-color = "#ffffff"
        font = "Inter 11"
        title-font = "Inter Bold 11"
        padding = 10
        corner-radius = 6
        border-width = 0
        arrow-width = 16
        arrow-height = 8
        shadow-radius = 20
        shadow-offset = [2, -4]
        shadow-opacity = 1
        max-width = 500
        screen-padding = 4
        icon-size = 48
        """)
        let s = try XCTUnwrap(config.styles["dark"])
        XCTAssertEqual(s.background, Color(hex: "#202020"))
        XCTAssertEqual(s.foreground, Color(red: 238.0 / 255, green: 238.0 / 255, blue: 238.0 / 255))
        XCTAssertEqual(s.border, Color(red: 1, green: 1, blue: 1, alpha: 32.0 / 255))
        XCTAssertEqual(s.titleColor, Color(red: 1, green: 1, blue: 1))
        XCTAssertEqual(s.font, "Inter 11")
        XCTAssertEqual(s.titleFont, "Inter Bold 11")
        XCTAssertEqual([s.padding, s.cornerRadius, s.borderWidth, s.arrowWidth, s.arrowHeight, s.shadowRadius],
                       [10, 6, 0, 16, 8, 20])
        XCTAssertEqual(s.shadowOffset, Point(x: 2, y: -4))
        XCTAssertEqual(s.shadowOpacity, 1)
        XCTAssertEqual([s.maxWidth, s.screenPadding, s.iconSize], [500, 4, 48])
    }

    func testStylesStartFromTheFilesDefaultStyle() throws {
        let config = try parseConfig("""
        [style.small]
        padding = 4
        [style.default]
        font = "Inter 11"
        """)
        XCTAssertEqual(config.styles["default"]?.font, "Inter 11")
        XCTAssertEqual(config.styles["small"]?.font, "Inter 11", "inherits the default, wherever it is written")
        XCTAssertEqual(config.styles["small"]?.padding, 4)
        // The built-in critical style follows the new default too, and keeps its red border.
        XCTAssertEqual(config.styles["critical"]?.font, "Inter 11")
        XCTAssertEqual(config.styles["critical"]?.border, Color(hex: "#c01c28"))
        XCTAssertEqual(config.styles.keys.sorted(), ["critical", "default", "small"])
    }

    func testBuiltInStyleCanBeChanged() throws {
        let config = try parseConfig("[style.critical]\nborder-width = 3\n")
        XCTAssertEqual(config.styles["critical"]?.borderWidth, 3)
        XCTAssertEqual(config.styles["critical"]?.border, Color(hex: "#c01c28"))
    }

    func testContainers() throws {
        let config = try parseConfig("""
        [container.side]
        monitor = "DP-1"
        screen = 1
        anchor = "left"
        layout = "horizontal"
        spacing = 0
        insets = [1, 2, 3, 4]
        alignment = "start"
        max-visible = 0
        queue = "one-by-one-wait"
        delay = "250ms"
        timeout = "0s"
        all-monitors = true

        [container.osd]
        insets = 40
        screen = "follow"
        """)
        let c = try XCTUnwrap(config.containers["side"])
        XCTAssertEqual(c.monitor, .named("DP-1"))
        XCTAssertEqual(c.screen, .number(1))
        XCTAssertEqual(c.anchor, .left)
        XCTAssertEqual(c.layout, .horizontal)
        XCTAssertEqual(c.spacing, 0)
        XCTAssertEqual(c.insets, Insets(top: 1, left: 4, bottom: 3, right: 2))
        XCTAssertEqual(c.alignment, .start)
        XCTAssertEqual(c.maxVisible, 0)
        XCTAssertEqual(c.queue, .oneByOneWait)
        XCTAssertEqual(c.delayMs, 250)
        XCTAssertEqual(c.timeoutMs, 0)
        XCTAssertTrue(c.allMonitors)
        // A built-in container keeps what the file does not change.
        let osd = try XCTUnwrap(config.containers["osd"])
        XCTAssertEqual(osd.insets, Insets(all: 40))
        XCTAssertEqual(osd.screen, .follow)
        XCTAssertEqual(osd.queue, .oneByOne)
        XCTAssertEqual(config.containers["notifications"], ContainerConfig())
    }

    func testMonitorKeywords() throws {
        for (text, choice) in [("focused", MonitorChoice.focused), ("primary", .primary), ("pointer", .pointer)] {
            let config = try parseConfig("[container.c]\nmonitor = \"\(text)\"\n")
            XCTAssertEqual(config.containers["c"]?.monitor, choice)
            XCTAssertEqual(choice.text, text)
        }
    }

    func testPresetsBecomeWordsInFileOrder() throws {
        let config = try parseConfig("""
        [preset.volume]
        timeout = "2s"
        kind = "notification"
        max-width = 200
        above-all = true
        click-through = false
        """)
        XCTAssertEqual(config.presets["volume"], ["--timeout", "2s", "--kind", "notification", "--max-width", "200", "--above-all"])
        XCTAssertEqual(config.presets["tooltip"], Config.defaults.presets["tooltip"], "built-in presets stay")
        XCTAssertEqual(config.presetNames, ["brightness", "toast", "tooltip", "volume"])
        XCTAssertEqual(config.presets["brightness"], Config.defaults.presets["brightness"], "the other built-in OSD stays")
    }

    func testPresetReplacesBuiltInOfSameName() throws {
        let config = try parseConfig("[preset.toast]\ntimeout = \"9s\"\n")
        XCTAssertEqual(config.presets["toast"], ["--timeout", "9s"])
        XCTAssertEqual(Config.defaults.presets["volume"]?.prefix(4), ["--id", "volume", "--container", "osd"], "built in")
        XCTAssertEqual(try parseConfig("[preset.volume]\ntitle = \"Loud\"\n").presets["volume"], ["--title", "Loud"])
    }

    func testRulesReplaceTheBuiltInRules() throws {
        let config = try parseConfig("""
        [style.quiet]
        border-width = 0

        [[rule]]
        match = { app-name = "Spotify", summary = "Now playing*" }
        style = "quiet"
        container = "osd"
        timeout = "1s"
        urgency = "low"
        skip = false
        history = false

        [[rule]]
        match.window-class = "Firefox"
        match.urgency = "*"
        skip = true
        """)
        XCTAssertEqual(config.rules, [
            Rule(match: RuleMatch(appName: "Spotify", summary: "Now playing*"), style: "quiet", container: "osd",
                 timeoutMs: 1000, urgency: .low, skip: false, history: false),
            Rule(match: RuleMatch(urgency: "*", windowClass: "Firefox"), skip: true),
        ])
    }

    func testEmptyRuleArrayRemovesTheBuiltInRules() throws {
        XCTAssertEqual(try parseConfig("rule = []\n").rules, [])
        XCTAssertEqual(try parseConfig("").rules, Config.defaults.rules)
    }

    func testScale() throws {
        XCTAssertEqual(try parseConfig("scale = \"auto\"").scale, .auto)
        XCTAssertEqual(try parseConfig("scale = 2").scale, .factor(2))
        XCTAssertEqual(try parseConfig("scale = 1.25").scale, .factor(1.25))
        XCTAssertEqual(try parseConfig("scale = \"per-monitor\"").scale, .perMonitor)
        XCTAssertEqual(try parseConfig("scale = \"dunst\"").scale, .dunst)
        XCTAssertEqual(Scale.auto.resolved(xftDPI: 144), 1.5)
        XCTAssertEqual(Scale.auto.resolved(xftDPI: nil), 1)
        XCTAssertEqual(Scale.factor(2).resolved(xftDPI: 96), 2)
    }

    func testAccessibility() throws {
        XCTAssertEqual(Config.defaults.accessibility, AccessibilityConfig(focusAlerts: true, focusMenus: true))
        let off = try parseConfig("[accessibility]\nfocus-menus = false\n").accessibility
        XCTAssertEqual(off, AccessibilityConfig(focusAlerts: true, focusMenus: false))
        XCTAssertEqual(configError("[accessibility]\nfocus-alert = false\n"),
                       "config.toml:2: accessibility.focus-alert: unknown key (did you mean focus-alerts?)")
        XCTAssertEqual(configError("[accessibility]\nfocus-menus = 1\n"),
                       "config.toml:2: accessibility.focus-menus: expected true or false, got 1")
    }

    func testNotificationHistoryAndCenterKeys() throws {
        XCTAssertEqual(Config.defaults.notifications.historyLength, 1000)
        XCTAssertFalse(Config.defaults.notifications.historyPersist)
        let n = try parseConfig("""
            [notifications]
            history-length = 50
            history-persist = true
            center-edge = "left"
            center-width = 500
            center-close-outside = false
            """).notifications
        XCTAssertEqual(n.historyLength, 50)
        XCTAssertTrue(n.historyPersist)
        XCTAssertEqual(n.centerEdge, .left)
        XCTAssertEqual(n.centerWidth, 500)
        XCTAssertFalse(n.centerClosesOutside)
        XCTAssertEqual(configError("[notifications]\ncenter-edge = \"top\"\n"),
                       "config.toml:2: notifications.center-edge: expected \"left\" or \"right\", got \"top\"")
        XCTAssertEqual(configError("[notifications]\nhistory-length = -1\n")?.hasPrefix("config.toml:2: notifications.history-length:"), true)
    }

    func testNotificationMouseActions() throws {
        XCTAssertEqual(Config.defaults.notifications, NotificationConfig(
            mouseLeftClick: [.click], mouseMiddleClick: [.doAction, .closeCurrent], mouseRightClick: [.closeAll]))
        let n = try parseConfig("""
            [notifications]
            mouse-left-click = ["close_current"]
            mouse-middle-click = "close_all"
            mouse-right-click = "do_action, context ,open_url"
            """).notifications
        XCTAssertEqual(n.actions(for: .left), [.closeCurrent])
        XCTAssertEqual(n.actions(for: .middle), [.closeAll])
        XCTAssertEqual(n.actions(for: .right), [.doAction, .context, .openURL])
        XCTAssertFalse(n.leftClickIsOverlayds)
        XCTAssertEqual(try parseConfig("[notifications]\nmouse-right-click = [\"none\"]\n").notifications.mouseRightClick, [MouseAction.none])
        // Unknown names, misplaced `click`, empty lists and wrong types name the line and the key.
        XCTAssertEqual(configError("scale = 1\n[notifications]\nmouse-middle-click = [\"do_action\", \"close_everything\"]\n"),
                       "config.toml:3: notifications.mouse-middle-click: unknown mouse action \"close_everything\" (known: "
                       + "\"none\", \"do_action\", \"close_current\", \"close_all\", \"context\", \"context_all\", \"open_url\" or \"click\")")
        XCTAssertEqual(configError("[notifications]\nmouse-right-click = \"click\"\n"),
                       "config.toml:2: notifications.mouse-right-click: \"click\" is overlayd's own left click: the left button's only")
        XCTAssertEqual(configError("[notifications]\nmouse-left-click = [\"click\", \"close_all\"]\n"),
                       "config.toml:2: notifications.mouse-left-click: \"click\" stands alone: it is overlayd's whole left click")
        XCTAssertEqual(configError("[notifications]\nmouse-left-click = []\n"),
                       "config.toml:2: notifications.mouse-left-click: expected at least one mouse action (\"none\" for nothing)")
        XCTAssertEqual(configError("[notifications]\nmouse-left-click = [1]\n")?.hasPrefix(
                           "config.toml:2: notifications.mouse-left-click: expected a list of mouse actions"), true)
        XCTAssertEqual(configError("[notifications]\nmouse-left-clik = \"none\"\n"),
                       "config.toml:2: notifications.mouse-left-clik: unknown key (did you mean mouse-left-click?)")
    }

    func testScriptLimitsAndLinkSchemes() throws {
        XCTAssertEqual(Config.defaults.notifications.scripts, ScriptLimits(running: 8, waiting: 64))
        XCTAssertEqual(Config.defaults.notifications.linkSchemes, .standard)
        let n = try parseConfig("""
            [notifications]
            max-scripts = 2
            script-queue = 0
            link-schemes = ["HTTPS", "gemini", "web+app"]
            """).notifications
        XCTAssertEqual(n.scripts, ScriptLimits(running: 2, waiting: 0))
        XCTAssertEqual(n.linkSchemes.names, ["https", "gemini", "web+app"])
        XCTAssertFalse(n.linkSchemes.opens("http://example.com"), "the list replaces the default")
        XCTAssertEqual(try parseConfig("[notifications]\nlink-schemes = []\n").notifications.linkSchemes.names, [])
        XCTAssertEqual(configError("[notifications]\nmax-scripts = 0\n"),
                       "config.toml:2: notifications.max-scripts: expected an integer from 1 to 256, got 0")
        XCTAssertEqual(configError("[notifications]\nscript-queue = \"lots\"\n"),
                       "config.toml:2: notifications.script-queue: expected an integer, got \"lots\"")
        XCTAssertEqual(configError("[notifications]\nscript-queue = 5000\n"),
                       "config.toml:2: notifications.script-queue: expected an integer from 0 to 4096, got 5000")
        XCTAssertEqual(configError("[notifications]\nlink-schemes = \"https\"\n"),
                       "config.toml:2: notifications.link-schemes: expected a list of URI schemes such as "
                       + "[\"http\", \"https\", \"mailto\"], got \"https\"")
        XCTAssertEqual(configError("[notifications]\nlink-schemes = [\n  \"https\",\n  \"file:\",\n]\n"),
                       "config.toml:4: notifications.link-schemes[1]: \"file:\" is not a URI scheme "
                       + "(a letter, then letters, digits, \"+\", \"-\" or \".\"; no \":\")")
        XCTAssertEqual(configError("[notifications]\nlink-schemes = [1]\n"),
                       "config.toml:2: notifications.link-schemes[0]: expected a URI scheme (a string), got 1")
        XCTAssertEqual(configError("[notifications]\nmax-script = 3\n"),
                       "config.toml:2: notifications.max-script: unknown key (did you mean max-scripts?)")
    }

    func testKeysMayBeQuotedAndTablesInline() throws {
        let config = try parseConfig("""
        style."my style" = { "padding" = 3, shadow-offset = [1, 1] }
        """)
        XCTAssertEqual(config.styles["my style"]?.padding, 3)
        XCTAssertEqual(config.styles["my style"]?.shadowOffset, Point(x: 1, y: 1))
    }
}
