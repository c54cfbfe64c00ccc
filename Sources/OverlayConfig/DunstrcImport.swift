// DunstrcImport: `overlayd --import-dunstrc`: a dunstrc turned into an overlayd.toml that
// places and draws notifications as dunst did; what overlayd cannot do stays as a comment.
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore

public enum DunstrcImport {
    /// dunst 1.9's built-in values, for keys a dunstrc leaves out (those of the packaged
    /// /etc/xdg/dunst/dunstrc, but for frame_color: built in #888888, #aaaaaa in the file).
    static let globalDefaults: [String: String] = [
        "origin": "top-right", "offset": "10x50", "width": "300", "notification_limit": "0", "gap_size": "0",
        "follow": "none", "monitor": "0", "font": "Monospace 8", "padding": "8", "horizontal_padding": "8",
        "frame_width": "3", "frame_color": "#888888", "corner_radius": "0", "min_icon_size": "32",
        "max_icon_size": "128", "icon_position": "left", "format": "<b>%s</b>\\n%b", "transparency": "0",
        "mouse_left_click": "close_current", "mouse_middle_click": "do_action, close_current", "mouse_right_click": "close_all",
    ]
    static let urgencyDefaults: [String: [String: String]] = [
        "low": ["background": "#222222", "foreground": "#888888", "highlight": "#7f7fff", "timeout": "10"],
        "normal": ["background": "#285577", "foreground": "#ffffff", "highlight": "#1745d1", "timeout": "10"],
        "critical": ["background": "#900000", "foreground": "#ffffff", "frame_color": "#ff0000", "highlight": "#ff6666", "timeout": "0"],
    ]
    /// Sections that are not rules.
    static let special: Set<String> = ["global", "experimental", "urgency_low", "urgency_normal", "urgency_critical",
                                       "frame", "shortcuts"]

    /// Reads `path`, or the first dunstrc of `Dunstrc.candidates` that exists, and converts it.
    /// Returns the TOML, or throws `ConfigError` when no file can be read.
    public static func convert(path: String?, environment: [String: String]) throws(ConfigError) -> String {
        let paths = path.map { [$0] } ?? Dunstrc.candidates(environment: environment)
        for p in paths where path != nil || access(p, R_OK) == 0 {
            return convert(try ConfigLoader.contents(of: p), source: p, home: environment["HOME"])
        }
        throw ConfigError(file: "--import-dunstrc", line: 0, message: "no dunstrc found: looked for " + paths.joined(separator: ", "))
    }

    /// The overlayd.toml for `text` (read from `source`). `home` expands `~` in script paths.
    public static func convert(_ text: String, source: String, home: String? = nil) -> String {
        var w = Writer(file: Dunstrc(text: text), home: home)
        w.header(source: source)
        w.legacyComments()
        w.styles()
        w.container()
        w.mouse()
        w.urgencyRules()
        w.rules()
        w.leftovers()
        w.summary()
        return w.lines.joined(separator: "\n") + "\n"
    }

    /// Builds the file top to bottom.
    struct Writer {
        let file: Dunstrc
        let home: String?
        /// Old files' geometry and [frame], as dunst 1.9's keys.
        let legacy: Legacy
        var lines: [String] = []
        /// Rule sections whose colours became a style, by section name.
        var ruleStyles: [String: String] = [:]
        /// What became of the settings not carried whole, by their line: approximated or left, and why.
        var verdicts: [Int: (approximated: Bool, why: String)] = [:]

        init(file: Dunstrc, home: String?) {
            self.file = file
            self.home = home
            legacy = Legacy(file)
        }

        var global: Dunstrc.Section { file.section("global") ?? Dunstrc.Section(name: "global", entries: []) }

        /// A [global] key as the file sets it (or an old file's setting that became it).
        func set(_ key: String) -> String? { global[key] ?? legacy.values[key] }

        func value(_ key: String) -> String? { set(key) ?? DunstrcImport.globalDefaults[key] }

        func urgency(_ level: String, _ key: String) -> String? {
            file.section("urgency_" + level)?[key] ?? DunstrcImport.urgencyDefaults[level]?[key]
        }

        mutating func add(_ key: String, _ value: String) { lines.append("\(key) = \(value)") }

        /// `# dunst: key = value: why`, for a setting that is not carried over (or only in part:
        /// `approximated`).
        mutating func note(_ entry: Dunstrc.Entry, _ why: String, approximated: Bool = false) {
            lines.append("# dunst: \(entry.key) = \(entry.raw): \(why)")
            verdicts[entry.line] = (approximated, why)
        }

        mutating func legacyComments() {
            guard !legacy.comments.isEmpty else { return }
            lines += [""] + legacy.comments
        }

        mutating func header(source: String) {
            lines += [
                "# overlayd.toml converted from \(source) by `overlayd --import-dunstrc`.",
                "# Settings overlayd cannot carry over are kept as comments: \"# dunst: KEY = VALUE: why\".",
                "# Check it with `overlayd --check-config FILE`; install it as ~/.config/overlayd/config.toml.",
            ]
            for s in file.skipped { lines.append("# dunst: line \(s.line) skipped, as dunst skips it: \(s.why)") }
            scale()
            if let theme = global["icon_theme"], !theme.isEmpty, !theme.contains("/") {
                // dunst may name several, comma-separated: overlayd takes the first.
                let first = theme.split(separator: ",").first.map { $0.trimmingWhitespace() } ?? theme
                lines += ["", "# dunst's icon theme."]
                add("icon-theme", quoted(first))
            }
        }

        /// dunst's scale: a fixed one, each monitor's DPI under `[experimental] per_monitor_dpi`
        /// (unless force_xinerama, which dunst then reads no millimetres for), else its own
        /// (Xft.dpi, else the screen's millimetres, never below 1).
        mutating func scale() {
            if let scale = global["scale"].flatMap(Double.init), scale > 0 {
                lines += ["", "# dunst's scale."]
                add("scale", ConfigValue.shown(min(4, max(0.5, scale))))
            } else if perMonitorDPI {
                lines += ["", "# dunst's [experimental] per_monitor_dpi: each monitor's own DPI (its pixels over its millimetres)."]
                add("scale", quoted("per-monitor"))
            } else {
                lines += ["", "# dunst's scale: Xft.dpi, else the screen's DPI from its millimetres; never below 1."]
                add("scale", quoted("dunst"))
            }
        }

        /// Whether dunst 1.9 reads each monitor's DPI: `per_monitor_dpi` in `[experimental]`
        /// (it does not read it in [global]), without force_xinerama.
        var perMonitorDPI: Bool {
            file.section("experimental")?["per_monitor_dpi"].flatMap(Dunstrc.bool) == true
                && value("force_xinerama").flatMap(Dunstrc.bool) != true
        }

        // MARK: Look

        /// The look of one urgency (or of a rule's colours over the normal urgency).
        mutating func style(_ name: String, level: String, colours: Dunstrc.Section? = nil) {
            lines += ["", "[style.\(name)]"]
            let font = value("font") ?? "Monospace 8"
            add("font", quoted(font))
            add("title-font", quoted(Self.bold(font)))
            // As dunst 1.9 resolves them: a rule's, the urgency section's, [global]'s, then the
            // urgency's built-in colour.
            func colour(_ key: String) -> String? {
                colours?[key].flatMap(Dunstrc.color) ?? file.section("urgency_" + level)?[key].flatMap(Dunstrc.color)
                    ?? set(key).flatMap(Dunstrc.color) ?? DunstrcImport.urgencyDefaults[level]?[key].flatMap(Dunstrc.color)
            }
            var background = colour("background") ?? "#285577"
            if let t = value("transparency").flatMap(Int.init), t > 0, background.count == 7 {
                let alpha = max(0, min(255, 255 * (100 - t) / 100))
                background += String(alpha, radix: 16).leftPadded(2)
            }
            add("background", quoted(background))
            let foreground = colour("foreground") ?? "#ffffff"
            add("foreground", quoted(foreground))
            add("title-color", quoted(foreground))
            let frame = colour("frame_color") ?? value("frame_color").flatMap(Dunstrc.color) ?? "#888888"
            add("border", quoted(frame))
            if let highlight = colour("highlight") { add("accent", quoted(highlight)) }
            let frameWidth = clamp(value("frame_width"), 0...50, fallback: 3)
            add("border-width", String(frameWidth))
            add("corner-radius", String(clamp(value("corner_radius"), 0...200, fallback: 0)))
            // dunst pads inside its frame; overlayd's padding counts from the body's edge.
            let horizontal = min(200, clamp(value("horizontal_padding"), 0...200, fallback: 8) + frameWidth)
            let vertical = min(200, clamp(value("padding"), 0...200, fallback: 8) + frameWidth)
            add("padding", vertical == horizontal ? String(vertical) : "[\(vertical), \(horizontal)]")
            for (key, name) in widthKeys { add(key, String(name)) }
            add("max-height", String(maxHeight))
            add("text-alignment", quoted(choice("alignment", ["left", "center", "right"], fallback: "left")))
            add("vertical-alignment", quoted(choice("vertical_alignment", ["top", "center", "bottom"], fallback: "center")))
            add("icon-size", String(iconSide))
            let position = iconSide == 0 ? "off" : choice("icon_position", ["left", "right", "top"], fallback: "left")
            add("icon-position", quoted(position))
            if iconSide > 0 { iconLayout(above: position == "top") }
            progressBar(frameWidth: frameWidth)
            // dunst's show_age_threshold (60 s unless -1).
            if let ms = Dunstrc.milliseconds(value("show_age_threshold") ?? "60"), ms <= 86_400_000 {
                add("show-age-after", quoted(Self.duration(ms)))
            }
            // dunst's format, as a rule, the urgency or [global] sets it ("\n" a new line, as dunst reads it).
            let format = colours?["format"] ?? file.section("urgency_" + level)?["format"] ?? value("format") ?? "<b>%s</b>\\n%b"
            add("format", quoted(format.replacing("\\n", with: "\n")))
            add("ignore-newline", String(value("ignore_newline").flatMap(Dunstrc.bool) ?? false))
            add("line-spacing", String(clamp(value("line_height"), 0...200, fallback: 0)))
            // word_wrap = no keeps each paragraph on one line, cut where ellipsize says (dunst's default: middle).
            let wraps = value("word_wrap").flatMap(Dunstrc.bool) ?? true
            add("ellipsize", quoted(wraps ? "none" : choice("ellipsize", ["start", "middle", "end"], fallback: "middle")))
            // dunst's offset is from the screen's edge, and dunst draws no shadow.
            add("screen-padding", "0")
            add("shadow-opacity", "0")
        }

        mutating func styles() {
            lines += ["", "# The look of each urgency (dunst's [global] and [urgency_*] sections)."]
            for level in ["low", "normal", "critical"] { style("dunst-" + level, level: level) }
            var k = 0
            for section in file.sections where !DunstrcImport.special.contains(section.name) {
                guard ["background", "foreground", "frame_color", "highlight", "format"].contains(where: { section[$0] != nil }) else { continue }
                k += 1
                let name = "dunst-rule-\(k)"
                ruleStyles[section.name] = name
                lines += ["", "# The look of dunst's rule [\(section.name)]: its colours and format."]
                // A rule that sets the urgency looks as that urgency does where it sets nothing itself.
                style(name, level: (section["msg_urgency"] ?? section["urgency"])?.lowercased() ?? "normal", colours: section)
            }
        }

        /// The style's `icon-size`: 0 (no icon) for `icon_position = off`; else the size a theme
        /// icon is looked up at (each icon is then drawn at its own size within icon-min-size
        /// and icon-max-size): `min_icon_size`, or with 0 the size of `icon_path`'s folders
        /// (`…/16x16/…`, dunst's default), else 32; `max_icon_size` has the last say, as in dunst.
        var iconSide: Int {
            guard value("icon_position") != "off" else { return 0 }
            var side = clamp(value("min_icon_size"), 0...512, fallback: 32)
            if side == 0 { side = pathIconSide ?? 32 }
            let most = clamp(value("max_icon_size"), 0...512, fallback: 128)
            return most > 0 ? min(side, most) : side
        }

        /// The `NxN` of the first `icon_path` folder that names one (`/usr/share/icons/gnome/16x16/status`).
        var pathIconSide: Int? {
            let path = global["icon_path"] ?? "/usr/share/icons/gnome/16x16/status/:/usr/share/icons/gnome/16x16/devices/"
            for component in path.split(whereSeparator: { $0 == "/" || $0 == ":" }) {
                let sides = component.split(separator: "x", omittingEmptySubsequences: false)
                if sides.count == 2, let w = Int(sides[0]), w == Int(sides[1]), (1...512).contains(w) { return w }
            }
            return nil
        }

        static func bold(_ font: String) -> String {
            var words = font.split(separator: " ").map(String.init)
            if let last = words.last, Double(last.replacingPx) != nil {
                words.insert("Bold", at: words.count - 1)
            } else {
                words.append("Bold")
            }
            return words.joined(separator: " ")
        }

        func clamp(_ s: String?, _ range: ClosedRange<Int>, fallback: Int) -> Int {
            guard let n = s.flatMap({ Int($0) }) else { return fallback }
            return min(range.upperBound, max(range.lowerBound, n))
        }

        // MARK: Clicks

        /// dunst's mouse_*_click lists, its defaults included: overlayd's own left click
        /// (`click`) differs from dunst's `close_current`, so every key is written; then
        /// stack_duplicates, hide_duplicate_count and show_indicators, whose defaults differ from overlayd's too.
        mutating func mouse() {
            lines += ["", "# What a click on a notification does (dunst's mouse_left_click, mouse_middle_click and",
                      "# mouse_right_click; dunst's defaults for those the dunstrc leaves out).", "[notifications]"]
            for button in ["left", "middle", "right"] {
                let key = "mouse_\(button)_click"
                let names = (global[key] ?? "").split(separator: ",").map { $0.trimmingWhitespace() }
                var list = value(key) ?? ""
                if let e = global.entries.last(where: { $0.key == key }),
                   let bad = names.first(where: { MouseAction(rawValue: $0) == nil || $0 == MouseAction.click.rawValue }) {
                    // dunst refuses the whole list and keeps its default.
                    note(e, "dunst ignores it (unknown mouse action \"\(bad)\") and keeps its default")
                    list = DunstrcImport.globalDefaults[key] ?? ""
                }
                let actions = list.split(separator: ",").map { quoted($0.trimmingWhitespace()) }.filter { $0 != "\"\"" }
                // An empty list does nothing in dunst.
                add("mouse-\(button)-click", "[" + (actions.isEmpty ? quoted("none") : actions.joined(separator: ", ")) + "]")
            }
            lines.append("# A duplicate takes the place of the one it repeats, counted (dunst's stack_duplicates).")
            add("stack-duplicates", (value("stack_duplicates").flatMap(Dunstrc.bool) ?? true) ? "true" : "false")
            add("hide-duplicate-count", (value("hide_duplicate_count").flatMap(Dunstrc.bool) ?? false) ? "true" : "false")
            lines.append("# \"(A) \" before a text with actions, \"(U) \" with a link (dunst's show_indicators).")
            add("show-indicators", (value("show_indicators").flatMap(Dunstrc.bool) ?? true) ? "true" : "false")
        }

        static func duration(_ ms: Int64) -> String { ms % 1000 == 0 ? "\(ms / 1000)s" : "\(ms)ms" }

        func quoted(_ s: String) -> String {
            var out = ""
            QuotedString.append(s, to: &out)
            return out
        }
    }
}

extension String {
    /// `8px` → `8` (a Pango size may carry a unit).
    var replacingPx: String { hasSuffix("px") ? String(dropLast(2)) : self }

    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
