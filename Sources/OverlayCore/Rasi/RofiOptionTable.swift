// RofiOptionTable: every option `rofi -dump-config` (1.7.3) lists, its kind, rofi's default, and
// whether overlayd carries it (and where) or not (and why).

extension RofiConfiguration {
    private static func carried(_ name: String, _ kind: RofiOptionSpec.Kind, _ value: RasiValue?, _ where_: String) -> RofiOptionSpec {
        RofiOptionSpec(name: name, kind: kind, defaultValue: value, use: .carried(where_))
    }

    private static func dropped(_ name: String, _ kind: RofiOptionSpec.Kind, _ value: RasiValue?, _ why: String) -> RofiOptionSpec {
        RofiOptionSpec(name: name, kind: kind, defaultValue: value, use: .notCarried(why))
    }

    /// In rofi's order (xrmoptions.c), then the options its modes add (`display-*`, `pid`).
    public static let options: [RofiOptionSpec] = [
        carried("switchers", .string, .string("window,run,ssh"), "the launcher's modes (-modi; rofi's old name)"),
        carried("modi", .string, .string("window,run,ssh"), "the launcher's modes (-modi)"),
        carried("font", .string, .string("mono 12"), "the pick's font (-font), under a theme's font"),
        carried("location", .number, .integer(0), "where the window goes (-location 0–8)"),
        carried("yoffset", .signedNumber, .integer(0), "the window's offset down (-yoffset)"),
        carried("xoffset", .signedNumber, .integer(0), "the window's offset across (-xoffset)"),
        dropped("fixed-num-lines", .boolean, .boolean(true), "the list always keeps its lines, as rofi's default"),
        carried("show-icons", .boolean, .boolean(false), "icons beside rows (-show-icons)"),
        carried("terminal", .string, .string("rofi-sensible-terminal"), "the terminal run and drun open (-terminal)"),
        carried("ssh-client", .string, .string("ssh"), "the ssh mode's client (-ssh-client)"),
        carried("ssh-command", .string, .string("{terminal} -e {ssh-client} {host} [-p {port}]"), "what the ssh mode starts (-ssh-command)"),
        dropped("run-command", .string, .string("{cmd}"), "run starts the command as rofi's default does"),
        dropped("run-list-command", .string, .string(""), "run lists PATH's programs"),
        dropped("run-shell-command", .string, .string("{terminal} -e {cmd}"), "Shift+Return in run uses -terminal with rofi's default form"),
        dropped("window-command", .string, .string("wmctrl -i -R {window}"), "windowcd and window activate through EWMH directly"),
        dropped("window-match-fields", .string, .string("all"), "the window mode matches every field"),
        dropped("icon-theme", .string, nil, "icons follow the desktop's XSETTINGS icon theme"),
        carried("drun-match-fields", .string, .string("name,generic,exec,categories,keywords"), "what drun matches (-drun-match-fields)"),
        dropped("drun-categories", .string, nil, "drun lists every category"),
        carried("drun-show-actions", .boolean, .boolean(false), "desktop actions as rows (-drun-show-actions)"),
        dropped("drun-display-format", .string, .string("{name} [<span weight='light' size='small'><i>({generic})</i></span>]"),
                "drun rows use rofi's default format"),
        dropped("drun-url-launcher", .string, .string("xdg-open"), "Link entries open with xdg-open"),
        dropped("disable-history", .boolean, .boolean(false), "the use history is always kept"),
        dropped("ignored-prefixes", .string, .string(""), "run matches whole command names"),
        carried("sort", .boolean, .boolean(false), "rows sorted by match quality (-sort)"),
        carried("sorting-method", .string, .string("normal"), "how rows are sorted (-sorting-method)"),
        carried("case-sensitive", .boolean, .boolean(false), "case-sensitive matching (-case-sensitive)"),
        dropped("cycle", .boolean, .boolean(true), "the highlight always wraps at the ends"),
        carried("sidebar-mode", .boolean, .boolean(false), "the mode-switcher under the list when the theme names none (-sidebar-mode)"),
        dropped("hover-select", .boolean, .boolean(false), "the pointer selects on click"),
        dropped("eh", .signedNumber, .integer(1), "rows are one line high"),
        dropped("auto-select", .boolean, .boolean(false), "a single match waits for Return"),
        carried("parse-hosts", .boolean, .boolean(false), "the ssh mode lists /etc/hosts (-parse-hosts)"),
        carried("parse-known-hosts", .boolean, .boolean(true), "the ssh mode lists known_hosts (-parse-known-hosts)"),
        carried("combi-modi", .string, .string("window,run"), "combi's modes (-combi-modi)"),
        carried("matching", .string, .string("normal"), "the matching method (-matching)"),
        dropped("tokenize", .boolean, .boolean(true), "words are always matched one by one"),
        carried("monitor", .string, .string("-5"), "the monitor the window opens on (-m)"),
        carried("m", .string, .string("-5"), "the monitor the window opens on (-m)"),
        carried("filter", .string, nil, "the text the entry starts with (-filter)"),
        carried("dpi", .signedNumber, .integer(-1), "a theme's fonts at this DPI: 0 the screen's, 1 the monitor's (-dpi)"),
        dropped("threads", .number, .integer(0), "matching runs in the daemon"),
        dropped("scroll-method", .number, .integer(0), "the list scrolls by page as rofi's default"),
        carried("window-format", .string, .string("{w}    {c}   {t}"), "the window mode's rows (-window-format)"),
        dropped("click-to-exit", .boolean, .boolean(true), "a click outside always closes"),
        dropped("theme", .string, nil, "refused as rofi refuses it: use @theme"),
        dropped("max-history-size", .number, .integer(25), "the use history keeps its own size"),
        dropped("combi-hide-mode-prefix", .boolean, .boolean(false), "combi rows show their mode"),
        dropped("combi-display-format", .string, .string("{mode} {text}"), "combi rows use rofi's default format"),
        carried("matching-negate-char", .character, .character("-"), "the character that negates a word (-matching-negate-char)"),
        dropped("cache-dir", .string, nil, "the index is the daemon's, in memory"),
        dropped("window-thumbnail", .boolean, .boolean(false), "window rows show the window's icon"),
        dropped("drun-use-desktop-cache", .boolean, .boolean(false), "the daemon keeps the index warm"),
        dropped("drun-reload-desktop-cache", .boolean, .boolean(false), "the daemon keeps the index warm"),
        dropped("normalize-match", .boolean, .boolean(false), "matching compares characters as typed"),
        dropped("steal-focus", .boolean, .boolean(false), "the window takes the keyboard by grabbing it"),
        dropped("application-fallback-icon", .string, nil, "rows without an icon show none"),
        dropped("pid", .string, nil, "the daemon keeps one instance"),
        dropped("display-window", .string, nil, "modes keep rofi's default names"),
        dropped("display-windowcd", .string, nil, "modes keep rofi's default names"),
        dropped("display-run", .string, nil, "modes keep rofi's default names"),
        dropped("display-ssh", .string, nil, "modes keep rofi's default names"),
        dropped("display-drun", .string, nil, "modes keep rofi's default names"),
        dropped("display-combi", .string, nil, "modes keep rofi's default names"),
        dropped("display-keys", .string, nil, "modes keep rofi's default names"),
        dropped("display-filebrowser", .string, nil, "modes keep rofi's default names"),
    ]
}
