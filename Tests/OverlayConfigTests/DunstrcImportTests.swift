// DunstrcImportTests: dunstrc files (Debian's packaged one and a customised one) become an
// overlayd.toml that loads, places and colours as dunst did, and says what it leaves out.
@testable import OverlayConfig
import OverlayCore
import XCTest

final class DunstrcImportTests: XCTestCase {
    /// A user's dunstrc: another corner, colours, a font, rules of every kind.
    static let customised = """
        [global]
            origin = bottom-left
            offset = (30, 20)   # dunst 1.9 also reads this form
            width = (0, 420)
            notification_limit = 3
            gap_size = 6
            follow = mouse
            font = DejaVu Sans 11
            padding = 4
            horizontal_padding = 10
            frame_width = 2
            frame_color = "#123456"
            corner_radius = 6
            transparency = 20
            icon_position = off
            format = "%s: %b"
            mouse_left_click = do_action, close_current
        [urgency_low]
            background = "#000000"
            foreground = "#cccccc"
            timeout = 3s
        [urgency_normal]
            background = "#336699"
            foreground = "#fafafa"
            timeout = 1500ms
        [urgency_critical]
            background = "#aa0000"
            foreground = "#ffffff"
            frame_color = "#ffff00"
            timeout = 0
            default_icon = dialog-error
        [spotify]
            appname = Spotify
            skip_display = yes
            history_ignore = yes
        [volume]
            summary = "Volume*"
            set_stack_tag = volume
            timeout = 2
            background = "#101010"
        [urgent-mail]
            appname = thunderbird
            body = "*URGENT*"
            urgency = critical
            format = "<b>%s</b>"
        [logger]
            msg_urgency = CRITICAL
            script = ~/bin/log-notification
        [by-icon]
            icon = firefox
            skip_display = true
        [off]
            appname = noisy
            enabled = false
            skip_display = yes
        """

    func convert(_ text: String) throws -> (toml: String, config: Config) {
        let toml = DunstrcImport.convert(text, source: "dunstrc", home: "/home/me")
        do {
            return (toml, try ConfigParser.parse(text: toml, file: "imported.toml", presetCheck: nil))
        } catch {
            XCTFail("the output does not load: \(error)\n\(toml)")
            throw error
        }
    }

    func testDebiansPackagedDunstrcConvertsAndLoads() throws {
        let path = "/etc/xdg/dunst/dunstrc"
        let text = try ConfigLoader.contents(of: path)
        let (toml, config) = try convert(text)
        let column = try XCTUnwrap(config.containers["notifications"])
        XCTAssertEqual(column.anchor, .topRight)
        XCTAssertEqual(column.insets, Insets(top: 50, left: 0, bottom: 0, right: 10), "offset 10x50 from the top-right")
        XCTAssertEqual(column.maxVisible, 0)
        XCTAssertEqual(column.spacing, 0)
        XCTAssertEqual([column.joined, column.separatorHeight == 2, column.separatorColor == .frame], [true, true, true],
                       "gap_size = 0: one panel with separator_height = 2 in the frame's colour")
        let normal = config.style(named: "dunst-normal")
        XCTAssertEqual(normal.background, Color(hex: "#285577"))
        XCTAssertEqual(normal.foreground, Color(hex: "#ffffff"))
        XCTAssertEqual(normal.border, Color(hex: "#aaaaaa"))
        XCTAssertEqual(normal.borderWidth, 3)
        XCTAssertEqual(normal.font, "Monospace 8")
        XCTAssertEqual(normal.titleFont, "Monospace Bold 8")
        XCTAssertEqual(normal.screenPadding, 0)
        XCTAssertEqual(config.style(named: "dunst-critical").border, Color(hex: "#ff0000"))
        XCTAssertEqual(config.iconTheme, "Adwaita")
        XCTAssertEqual(config.rules.map(\.name), ["urgency_low", "urgency_normal", "urgency_critical"])
        XCTAssertEqual(config.rules.map(\.timeoutMs), [10_000, 10_000, 0])
        // dunst stacks its displayed queue top down: by urgency (sort = yes), then oldest first.
        XCTAssertEqual(column.order, .oldestOnTop)
        XCTAssertTrue(column.urgencyFirst)
        XCTAssertFalse(toml.contains("# dunst: sort ="), toml)
        // The packaged mouse actions (dunst's defaults) carried over, not left as comments, and
        // its duplicates stacked and counted, and its indicators shown (show_indicators = yes).
        var expected = NotificationConfig(mouseLeftClick: [.closeCurrent], mouseMiddleClick: [.doAction, .closeCurrent],
                                          mouseRightClick: [.closeAll])
        expected.stackDuplicates = true
        expected.showIndicators = true
        XCTAssertEqual(config.notifications, expected)
        XCTAssertFalse(toml.contains("# dunst: stack_duplicates") || toml.contains("# dunst: hide_duplicate_count"), toml)
        XCTAssertFalse(toml.contains("# dunst: show_indicators"), toml)
        XCTAssertTrue(toml.contains("[notifications]\nmouse-left-click = [\"close_current\"]\n"
                                    + "mouse-middle-click = [\"do_action\", \"close_current\"]\nmouse-right-click = [\"close_all\"]\n"), toml)
        XCTAssertFalse(toml.contains("# dunst: mouse_"), toml)
        XCTAssertFalse(toml.contains("not a setting overlayd has"), "every packaged key has a reason:\n\(toml)")
    }

    func testCustomisedDunstrcKeepsPlaceLookTimeoutsAndRules() throws {
        let (toml, config) = try convert(Self.customised)
        let column = try XCTUnwrap(config.containers["notifications"])
        XCTAssertEqual(column.anchor, .bottomLeft)
        XCTAssertEqual(column.alignment, .start)
        XCTAssertEqual(column.insets, Insets(top: 0, left: 30, bottom: 20, right: 0))
        XCTAssertEqual(column.maxVisible, 3)
        XCTAssertEqual(column.spacing, 6)
        XCTAssertEqual(column.monitor, .pointer)
        let normal = config.style(named: "dunst-normal")
        XCTAssertEqual(normal.background, Color(hex: "#336699cc"), "transparency 20 %")
        XCTAssertEqual(normal.foreground, Color(hex: "#fafafa"))
        XCTAssertEqual(normal.border, Color(hex: "#123456"))
        XCTAssertEqual(normal.borderWidth, 2)
        XCTAssertEqual(normal.cornerRadius, 6)
        XCTAssertEqual(normal.padding, 12, "horizontal_padding 10 inside a 2 px frame")
        XCTAssertEqual(normal.verticalPadding, 6, "padding 4 inside a 2 px frame")
        XCTAssertEqual(normal.maxWidth, 426, "width = (0, 420) and dunst 1.9's three 2 px frames")
        XCTAssertEqual(normal.iconSize, 0, "icon_position = off")
        XCTAssertEqual(normal.font, "DejaVu Sans 11")
        XCTAssertEqual(normal.titleFont, "DejaVu Sans Bold 11")
        XCTAssertEqual(config.style(named: "dunst-critical").border, Color(hex: "#ffff00"))

        let rules = Dictionary(config.rules.compactMap { r in r.name.map { ($0, r) } }, uniquingKeysWith: { $1 })
        XCTAssertEqual(config.rules.compactMap(\.name),
                       ["urgency_low", "urgency_normal", "urgency_critical", "spotify", "volume", "urgent-mail", "logger", "off"])
        XCTAssertEqual(rules["urgency_low"]?.timeoutMs, 3000)
        XCTAssertEqual(rules["urgency_normal"]?.timeoutMs, 1500)
        XCTAssertEqual(rules["spotify"]?.match.appName, "Spotify")
        XCTAssertEqual(rules["spotify"]?.skip, true)
        XCTAssertEqual(rules["spotify"]?.history, false)
        XCTAssertEqual(rules["volume"]?.match.summary, "Volume*")
        XCTAssertEqual(rules["volume"]?.stackTag, "volume")
        XCTAssertEqual(rules["volume"]?.timeoutMs, 2000)
        XCTAssertEqual(config.style(named: rules["volume"]?.style).background, Color(hex: "#101010cc"))
        XCTAssertEqual(rules["urgent-mail"]?.match.body, "*URGENT*")
        XCTAssertEqual(rules["urgent-mail"]?.urgency, .critical)
        XCTAssertEqual(rules["logger"]?.match.urgency, "critical")
        XCTAssertEqual(rules["logger"]?.script, ["/home/me/bin/log-notification"])
        XCTAssertEqual(rules["off"]?.enabled, false)

        // A notification from Spotify is dropped; "Volume 40%" stacks; thunderbird's URGENT is critical.
        XCTAssertEqual(config.outcome(for: RuleSubject(appName: "Spotify", summary: "Song", urgency: .normal)).skip, true)
        let volume = config.outcome(for: RuleSubject(appName: "pamixer", summary: "Volume 40%", urgency: .normal))
        XCTAssertEqual(volume.stackTag, "volume")
        XCTAssertEqual(volume.style, rules["volume"]?.style)
        XCTAssertEqual(config.outcome(for: RuleSubject(appName: "thunderbird", body: "an URGENT one", urgency: .normal)).urgency, .critical)
        XCTAssertNil(config.outcome(for: RuleSubject(appName: "noisy", urgency: .normal)).skip, "a disabled rule does nothing")

        // Left out, with why.
        XCTAssertTrue(toml.contains("# dunst rule [by-icon] is left out: overlayd rules cannot match on icon."), toml)
        XCTAssertEqual(normal.format, "%s: %b", "dunst's format")
        XCTAssertEqual(config.style(named: rules["urgent-mail"]?.style).format, "<b>%s</b>", "a rule's format")
        XCTAssertTrue(toml.contains("# dunst: default_icon = dialog-error: overlayd has no such setting per urgency"), toml)
        XCTAssertFalse(toml.contains("# dunst: format"), "carried, not left out")
        XCTAssertFalse(toml.contains("# dunst: padding = 4"), "carried, not left out")
    }

    func testMouseActionsCarryOverWithDunstsDefaultsForTheRest() throws {
        // The customised file sets the left button only.
        let n = try convert(Self.customised).config.notifications
        var expected = NotificationConfig(mouseLeftClick: [.doAction, .closeCurrent], mouseMiddleClick: [.doAction, .closeCurrent],
                                          mouseRightClick: [.closeAll])
        expected.stackDuplicates = true
        expected.showIndicators = true
        XCTAssertEqual(n, expected, "dunst stacks duplicates and shows indicators when the file does not say")
        let (toml, config) = try convert("""
            [global]
                mouse_middle_click = close_all
                mouse_right_click = "context_all, open_url,none"
                mouse_left_click = close_current, frobnicate
            """)
        XCTAssertEqual(config.notifications.mouseMiddleClick, [.closeAll])
        XCTAssertEqual(config.notifications.mouseRightClick, [.contextAll, .openURL, .none])
        // dunst refuses a list with an unknown name and keeps its default; the import says so.
        XCTAssertEqual(config.notifications.mouseLeftClick, [.closeCurrent])
        XCTAssertTrue(toml.contains("# dunst: mouse_left_click = close_current, frobnicate: dunst ignores it "
                                    + "(unknown mouse action \"frobnicate\") and keeps its default"), toml)
        // Nothing set: dunst's defaults, so the left click closes without invoking, as in dunst.
        XCTAssertEqual(try convert("[global]\n    font = Sans 9\n").config.notifications.mouseLeftClick, [.closeCurrent])
    }

    /// Regression: `icon_position = off` and `min_icon_size = 0` were both imported as
    /// `icon-size = 0`, which drew a notification with an icon as an empty box. Now 0 means
    /// no icon (the text keeps its place: PopoverIconTests), and only `off` asks for it;
    /// `min_icon_size = 0` (dunst draws the icon at its own size) keeps an icon.
    func testIconOffMeansNoIconAndMinIconSizeZeroKeepsOne() throws {
        func side(_ global: String) throws -> (Int, String) {
            let (toml, config) = try convert("[global]\n" + global)
            let sides = Set(["low", "normal", "critical"].map { config.style(named: "dunst-" + $0).iconSize })
            XCTAssertEqual(sides.count, 1, toml)
            return (sides.first ?? -1, toml)
        }
        XCTAssertEqual(try side("icon_position = off\nmin_icon_size = 48").0, 0, "off: no icon")
        XCTAssertEqual(try side("min_icon_size = 48").0, 48)
        XCTAssertEqual(try side("min_icon_size = 48\nmax_icon_size = 24").0, 24, "max_icon_size has the last say")
        let (zero, toml) = try side("min_icon_size = 0")
        XCTAssertEqual(zero, 16, "dunst's own size: its default icon_path is .../gnome/16x16/...")
        XCTAssertFalse(toml.contains("# dunst: min_icon_size"), "carried: each icon at its own size\n\(toml)")
        let bounds = try convert("[global]\nmin_icon_size = 0\nmax_icon_size = 64").config.style(named: "dunst-normal").iconBounds
        XCTAssertEqual(bounds, IconBounds(min: 0, max: 64), "each icon at its own size, 64 at most")
        XCTAssertEqual(try side("min_icon_size = 0\nicon_path = /usr/share/icons/Papirus/48x48/apps:/usr/share/icons/hicolor/32x32/apps").0, 48)
        XCTAssertEqual(try side("min_icon_size = 0\nicon_path = /home/me/icons").0, 32, "no size in the path")
        XCTAssertEqual(try side("min_icon_size = 0\nmax_icon_size = 0\nicon_path = /x/64x64/y").0, 64, "max 0: no cap")
    }

    func testValuesAsDunstReadsThem() {
        XCTAssertEqual(Dunstrc.milliseconds("10"), 10_000)
        XCTAssertEqual(Dunstrc.milliseconds("1500ms"), 1500)
        XCTAssertEqual(Dunstrc.milliseconds("2m"), 120_000)
        XCTAssertNil(Dunstrc.milliseconds("soon"))
        XCTAssertEqual(Dunstrc.color("#ABCDEF"), "#abcdef")
        XCTAssertEqual(Dunstrc.color("#abc"), "#aabbcc")
        XCTAssertNil(Dunstrc.color("frame"))
        XCTAssertEqual(Dunstrc.pair("10x50").map { [$0.0, $0.1] }, [10, 50])
        XCTAssertEqual(Dunstrc.pair("(0, 300)").map { [$0.0, $0.1] }, [0, 300])
        XCTAssertEqual(Dunstrc.bool("yes"), true)
        let file = Dunstrc(text: "key = before section\n[global]\n  font = \"Sans # not a comment\" # a comment\n  broken line\n")
        XCTAssertEqual(file.section("global")?["font"], "Sans # not a comment")
        XCTAssertEqual(file.skipped.map(\.line), [1, 4])
    }

    func testTheUsersDunstrcComesBeforeThePackagedOne() {
        XCTAssertEqual(Dunstrc.candidates(environment: ["HOME": "/home/me"]),
                       ["/home/me/.config/dunst/dunstrc", "/etc/xdg/dunst/dunstrc"])
        XCTAssertEqual(Dunstrc.candidates(environment: ["XDG_CONFIG_HOME": "/c", "XDG_CONFIG_DIRS": "/a:/b"]),
                       ["/c/dunst/dunstrc", "/a/dunst/dunstrc", "/b/dunst/dunstrc"])
    }
}
