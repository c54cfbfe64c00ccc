// DunstrcImport+Rules: dunst's urgency sections and rules as [[rule]] tables, and every other
// setting as a comment saying why overlayd does without it.

extension DunstrcImport.Writer {
    /// What `[urgency_*]` keys and rules overlayd applies; the rest are noted.
    static let urgencyKeys: Set<String> = ["background", "foreground", "frame_color", "highlight", "timeout", "format"]
    static let filterKeys: [String: String] = [
        "appname": "app-name", "summary": "summary", "body": "body", "category": "category",
        "desktop_entry": "desktop-entry", "msg_urgency": "urgency",
    ]
    static let colourKeys: Set<String> = ["background", "foreground", "frame_color", "highlight"]

    /// Why a [global] key has no counterpart.
    static let reasons: [String: String] = [
        "indicate_hidden": "overlayd always shows \"+N more\" when max-visible hides some",
        "enable_recursive_icon_lookup": "overlayd finds icons by the Icon Theme Specification",
        "icon_path": "overlayd finds icons by the Icon Theme Specification",
        "sticky_history": "history-pop always shows a notification until it is dismissed",
        "history_length": "overlayd keeps the last 100 notifications",
        "dmenu": "the context menu is overlayd's own menu",
        "browser": "links open with xdg-open",
        "always_run_script": "overlayd always runs a rule's script",
        "title": "overlayd names its windows itself",
        "class": "overlayd names its windows itself",
        "ignore_dbusclose": "overlayd closes a notification when its application asks",
        "force_xwayland": "overlayd runs on X11",
        "force_xinerama": "overlayd reads monitors through RandR",
        "layer": "overlayd runs on X11",
        "per_monitor_dpi": "dunst 1.9 reads it in [experimental] only, and not under force_xinerama",
        "idle_threshold": "overlayd does not watch for idleness",
        "startup_notification": "not needed by overlayd",
        "verbosity": "use overlayd --log-level",
        "shrink": "dunst 1.6 and later ignore it (width = (min, max) grows with the text)",
        "notification_height": "dunst 1.5's least height of a notification: overlayd sizes it to its text",
        "allow_markup": "dunst 1.2's markup switch: overlayd renders the specification's markup subset (b, i, u, a, img)",
        "bounce_freq": "overlayd wraps long lines instead of scrolling them",
    ]
    /// Values of keys overlayd has no setting for that ask for what it does anyway.
    static let asOverlaydDoes: [String: Set<String>] = [
        "indicate_hidden": ["yes", "true"], "startup_notification": ["no", "false"], "always_run_script": ["yes", "true"],
        "sticky_history": ["yes", "true"], "idle_threshold": ["0"],
        "ignore_dbusclose": ["no", "false"], "force_xwayland": ["no", "false"], "force_xinerama": ["no", "false"],
        "per_monitor_dpi": ["no", "false"], "browser": ["xdg-open", "/usr/bin/xdg-open"],
    ]
    /// Keys `style()` and `container()` carry over (some noted when only partly).
    static let carried: Set<String> = ["origin", "offset", "width", "notification_limit", "gap_size", "follow", "font",
                                       "padding", "horizontal_padding", "frame_width", "frame_color", "corner_radius",
                                       "min_icon_size", "max_icon_size", "transparency", "height", "ignore_newline", "line_height", "word_wrap", "ellipsize", "alignment", "text_icon_padding", "progress_bar", "progress_bar_height", "progress_bar_frame_width",
                                       "progress_bar_corner_radius", "progress_bar_min_width",
                                       "progress_bar_max_width", "progress_bar_horizontal_alignment", "show_age_threshold", "separator_height", "separator_color", "vertical_alignment", "scale", "monitor", "sort", "icon_position", "format", "markup",
                                       "icon_theme", "stack_duplicates", "hide_duplicate_count", "show_indicators", "mouse_left_click", "mouse_middle_click", "mouse_right_click",
                                       "background", "foreground", "highlight", "enable_posix_regex", "enable_regex"]

    // MARK: Urgencies

    mutating func urgencyRules() {
        lines += ["", "# Rules: first the urgencies (style and timeout), then dunst's rules in order; a later one wins."]
        for level in ["low", "normal", "critical"] {
            lines += ["", "[[rule]]"]
            add("name", quoted("urgency_" + level))
            add("match.urgency", quoted(level))
            add("style", quoted("dunst-" + level))
            let ms = urgency(level, "timeout").flatMap(Dunstrc.milliseconds) ?? (level == "critical" ? 0 : 10_000)
            add("timeout", quoted(Self.duration(ms)))
            for e in file.section("urgency_" + level)?.entries ?? [] where !Self.urgencyKeys.contains(e.key) {
                note(e, "overlayd has no such setting per urgency")
            }
        }
    }

    static let shortcutsReason = "dunst 1.5's key grabs: bind `dunstctl close`, `dunstctl history-pop` … to keys in the window manager"

    // MARK: Rules

    mutating func rules() {
        for section in file.sections where !DunstrcImport.special.contains(section.name) {
            let unmatchable = section.entries.filter { ["icon", "match_transient", "stack_tag", "match_dbus_timeout"].contains($0.key) }
            if let e = unmatchable.first {
                lines += ["", "# dunst rule [\(section.name)] is left out: overlayd rules cannot match on \(e.key)."]
                for entry in section.entries {
                    lines.append("# dunst: \(entry.key) = \(entry.raw)")
                    verdicts[entry.line] = (false, "its rule matches on \(e.key), which overlayd rules cannot")
                }
                continue
            }
            lines += ["", "[[rule]]"]
            add("name", quoted(section.name))
            // dunst's enable_posix_regex (and enable_regex): every rule's patterns are regular expressions.
            if regexRules { add("match-syntax", quoted("regex")) }
            var notes: [(Dunstrc.Entry, String)] = []
            for e in section.entries {
                if let key = Self.filterKeys[e.key] {
                    let pattern = e.key == "msg_urgency" ? e.value.lowercased() : e.value
                    if e.key == "msg_urgency", !["low", "normal", "critical"].contains(pattern) {
                        notes.append((e, "not an urgency"))
                    } else {
                        add("match.\(key)", quoted(pattern))
                    }
                    continue
                }
                switch e.key {
                case "skip_display":
                    if let b = Dunstrc.bool(e.value) { add("skip", String(b)) } else { notes.append((e, "not a boolean")) }
                case "history_ignore":
                    if let b = Dunstrc.bool(e.value) { add("history", String(!b)) } else { notes.append((e, "not a boolean")) }
                case "set_transient":
                    if Dunstrc.bool(e.value) == true { add("history", "false") } else { notes.append((e, "overlayd keeps it as sent")) }
                case "urgency":
                    let u = e.value.lowercased()
                    if ["low", "normal", "critical"].contains(u) { add("urgency", quoted(u)) } else { notes.append((e, "not an urgency")) }
                case "timeout":
                    if let ms = Dunstrc.milliseconds(e.value) { add("timeout", quoted(Self.duration(ms))) } else { notes.append((e, "not a time")) }
                case "set_stack_tag":
                    add("stack-tag", quoted(e.value))
                case "script":
                    add("script", quoted(expandHome(e.value)))
                case "enabled":
                    if let b = Dunstrc.bool(e.value) { add("enabled", String(b)) }
                case let key where Self.colourKeys.contains(key) || key == "format":
                    continue
                default:
                    notes.append((e, "overlayd rules have no \(e.key)"))
                }
            }
            if let style = ruleStyles[section.name] { add("style", quoted(style)) }
            for (e, why) in notes { note(e, why) }
        }
    }

    /// `enable_posix_regex` (dunst 1.9) or `enable_regex` is true: rules match with POSIX
    /// extended regular expressions, not fnmatch globs.
    var regexRules: Bool {
        global.entries.contains { ["enable_posix_regex", "enable_regex"].contains($0.key) && Dunstrc.bool($0.value) == true }
    }

    func expandHome(_ path: String) -> String {
        guard path.hasPrefix("~/"), let home else { return path }
        return home + path.dropFirst()
    }

    // MARK: The rest of [global]

    mutating func leftovers() {
        var noted: [(Dunstrc.Entry, String)] = []
        var partlyCarried: Set<Int> = []
        for e in global.entries {
            if e.key == "shrink", legacy.geometryWhy == nil, legacy.values["width"] != nil {
                continue  // read with geometry's width
            } else if Self.asOverlaydDoes[e.key]?.contains(e.value.lowercased()) == true {
                continue  // what overlayd does anyway
            } else if e.key == "geometry" {
                if let why = legacy.geometryWhy { noted.append((e, why)) }
            } else if let why = Self.reasons[e.key] {
                noted.append((e, why))
            } else if e.key.hasPrefix("progress_bar_"), !Self.carried.contains(e.key) {
                noted.append((e, "overlayd's bar spans the text's width"))
            } else if let why = partly(e) {
                noted.append((e, why))
                partlyCarried.insert(e.line)
            } else if !Self.carried.contains(e.key) {
                noted.append((e, "not a setting overlayd has"))
            }
        }
        for section in file.sections where ["experimental", "frame", "shortcuts"].contains(section.name) {
            for e in section.entries where Self.asOverlaydDoes[e.key]?.contains(e.value.lowercased()) != true
                && !(section.name == "experimental" && e.key == "per_monitor_dpi" && perMonitorDPI) {
                let why = section.name == "frame" ? legacy.frameWhy(e)
                    : section.name == "shortcuts" ? Self.shortcutsReason : Self.reasons[e.key] ?? "not a setting overlayd has"
                if let why { noted.append((e, "[\(section.name)]: " + why)) }
            }
        }
        guard !noted.isEmpty else { return }
        lines += ["", "# The rest of dunst's [global] section."]
        for (e, why) in noted { note(e, why, approximated: partlyCarried.contains(e.line)) }
    }

    /// Why a key that was carried over only in part is also noted.
    func partly(_ e: Dunstrc.Entry) -> String? {
        switch e.key {
        case "monitor" where (Int(e.value) ?? -1) < 0 && value("follow") == "none":
            return "not a monitor number: overlayd uses the first monitor"
        case "monitor": return nil
        case "alignment" where choice("alignment", ["left", "center", "right"], fallback: "") == "",
             "vertical_alignment" where choice("vertical_alignment", ["top", "center", "bottom"], fallback: "") == "":
            return "not a value dunst knows: its default is used"
        case "icon_position" where !["left", "right", "top", "off"].contains(e.value.lowercased()):
            return "not a value dunst knows: the icon goes on the left"
        case "separator_color" where Self.separatorColor(e.value) == nil:
            return "not a value dunst knows: the frame's colour is used"
        case "markup" where e.value == "full": return nil
        case "markup": return "overlayd renders the specification's markup subset (b, i, u, a, img)"
        default: return nil
        }
    }
}
