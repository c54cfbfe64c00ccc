// Commands: the table of requests. Each entry names a command, its operands and options,
// and turns its words into a `Request`; RequestParser, overlayctl's help and usage text, the
// shell completions and the man page all read this table. A new command is one entry in
// `all`; a new `notifications` verb is one entry in `NotificationVerbs.all`.
import OverlayCore

public enum Commands {
    public static let all: [CommandSpec] = [
        show, update, dismiss, list, sync, ping, version, watch, screenshot, region, reload, presets, stats,
        notifications, clearStack, menu, replace, alert, tooltip, pick, theme, pickColor, launch, dialog, dialogUpdate,
    ]

    public static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// Options before the command, handled by overlayctl.
    public static let globalOptions: [OptionSpec] = [
        .client("--runtime-dir", "DIR", "The daemon's runtime directory (default $XDG_RUNTIME_DIR/overlayd).", .files(extension: nil)),
    ]

    static let wait = OptionSpec.client("--wait", nil, "Block until the popover goes; print the reason (or the key of a button pressed).")

    /// The options of a show-like command, then its text (`show hello`) when `text`.
    static func draft(_ args: inout Arguments, _ command: CommandSpec, text: Bool) throws(UsageError) -> RequestDraft {
        var draft = RequestDraft()
        try args.apply(command.options, to: &draft)
        if text, draft.spec.text == nil, let t = args.positional() { draft.spec.text = t }
        return draft
    }

    /// The operand a command cannot go without, checked as an overlay or stack id.
    static func operand(_ args: inout Arguments, _ missing: String) throws(UsageError) -> String {
        guard let v = args.positional() else { throw UsageError(missing) }
        return try OptionValues.id(v)
    }

    static let show = CommandSpec(
        "show", "[OPTIONS] [TEXT]", "Show a popover and print its id; an --id that exists is updated in place.",
        options: ShowOptions.all, clientOptions: [wait]
    ) { args, command in
        let d = try draft(&args, command, text: true)
        return .show(id: d.id, spec: d.spec)
    }

    static let update = CommandSpec(
        "update", "ID [OPTIONS]", "Change fields of a popover.", options: ShowOptions.all.filter { $0.name != "--id" }
    ) { args, _ in
        let id = try operand(&args, "update: missing overlay id")
        // --id is parsed to say why it is refused.
        var d = RequestDraft()
        try args.apply(ShowOptions.all, to: &d)
        if d.id != nil { throw UsageError("update: --id cannot change an overlay's id") }
        return .update(id: id, spec: d.spec)
    }

    static let dismiss = CommandSpec(
        "dismiss", "ID | --all [--except C...] | --top STACK | [--top] --container C...",
        "Remove a popover, all of them (but those of some containers), the top of a modal stack, or the overlays of containers.",
        options: [
            .flag("--all", "Every popover.") { $0.all = true },
            OptionSpec("--top", "STACK", "The top of this modal stack; with --container, the container's most recently shown.") {
                $0.top = try OptionValues.id($1)
            },
            OptionSpec("--container", "C", "Every overlay of container C, queued ones too (more names may follow).",
                       repeatable: true) { $0.containers.append(try OptionValues.id($1)) },
            .flag("--showing", "With --container: only the overlays on screen (the queued ones move up).") { $0.showing = true },
            OptionSpec("--except", "C", "With --all: keep container C's overlays (more names may follow).", repeatable: true) {
                $0.except.append(try OptionValues.id($1))
            },
        ]
    ) { args, command in
        // `--top --container NAME`: here --top is a flag (`--top STACK` still names a stack).
        let topFlag = args.flag("--top")
        var d = RequestDraft()
        try args.apply(command.options, to: &d)
        // Names may follow --container or --except: `dismiss --container a b`.
        func names(_ first: [String]) throws(UsageError) -> [String] {
            var all = first
            while let w = args.positional() { all.append(try OptionValues.id(w)) }
            return all
        }
        if !d.except.isEmpty {
            guard d.all, d.containers.isEmpty, !topFlag, d.top == nil, !d.showing else {
                throw UsageError("dismiss: --except goes with --all alone")
            }
            return .dismiss(.allExcept(try names(d.except)))
        }
        if !d.containers.isEmpty {
            guard !d.all, d.top == nil else { throw UsageError("dismiss: --container goes with --top or --showing, not --all") }
            if topFlag {
                guard d.containers.count == 1, !d.showing else { throw UsageError("dismiss --top --container: one container") }
                return .dismiss(.topOfContainer(d.containers[0]))
            }
            return .dismiss(.containers(try names(d.containers), showingOnly: d.showing))
        }
        if d.showing { throw UsageError("dismiss: --showing goes with --container") }
        if topFlag {
            guard !d.all, let stack = args.positional() else { throw UsageError("dismiss --top: give a STACK, or --container NAME") }
            return .dismiss(.top(try OptionValues.id(stack)))
        }
        if d.all { return .dismiss(.all) }
        if let top = d.top { return .dismiss(.top(top)) }
        guard let id = args.positional() else { throw UsageError("dismiss: give an overlay id or --all") }
        return .dismiss(.id(try OptionValues.id(id)))
    }

    /// `#rrggbb,#rgb,…` (pick-color's palette and recent colours).
    static func colorList(_ v: String, _ name: String) throws(UsageError) -> [String] {
        var out: [String] = []
        for part in v.split(separator: ",") {
            guard let c = ColorChooserSpec.normalized(String(part)) else { throw UsageError("\(name): not a colour (#rrggbb): \(part)") }
            out.append(c)
        }
        return out
    }

    static let pickColor = CommandSpec(
        "pick-color", "[--attach TARGET] [--palette FILE] [--default #rrggbb]",
        "Choose a colour from a palette and the recent ones (mouse or keys) and print #rrggbb; exit 1 when dismissed (zenity --color-selection).",
        options: [
            OptionSpec("--attach", "TARGET", "Open under this source (as show's --attach); at the pointer otherwise.",
                       .words(["active", "pointer", "class:", "title:", "rect:", "region:"])) {
                $0.colors.attach = try OptionValues.named($1, "--attach", "0xWINDOW, active, pointer, class:NAME, title:GLOB, rect:X,Y,W,H or region:NAME",
                                                          AttachTarget.init(parsing:))
            },
            OptionSpec("--default", "#rrggbb", "The colour highlighted first.") {
                $0.colors.initial = try OptionValues.named($1, "--default", "#rrggbb", ColorChooserSpec.normalized)
            },
            OptionSpec("--colors", "LIST", "The palette as #rrggbb,… (overlayctl sends --palette FILE's colours so).") {
                $0.colors.palette = try colorList($1, "--colors")
            },
            OptionSpec("--recent", "LIST", "Recent colours, newest first (overlayctl sends the ones it remembers).") {
                $0.colors.recent = try colorList($1, "--recent")
            },
            OptionSpec("--id", "ID", "Name the picker's overlay.") { $0.id = try OptionValues.id($1) },
            OptionSpec("--window-title", "TEXT", "The window's WM_NAME, as another program would name it.") { $0.colors.windowTitle = $1 },
            OptionSpec("--window-class", "NAME,CLASS", "The window's WM_CLASS (zenity,Zenity), so window rules for a program match.") {
                $0.colors.windowClass = try OptionValues.windowClass($1)
            },
        ],
        clientOptions: [
            .client("--palette", "FILE", "A palette file: #rrggbb at the start of each line (more words are a name); # comments.",
                    .files(extension: nil)),
        ]
    ) { args, command in
        var d = RequestDraft()
        try args.apply(command.options, to: &d)
        return .pickColor(id: d.id, spec: d.colors)
    }

    static let list = CommandSpec("list", "Print the popovers as JSON lines (frame, body, arrow tip, window, mode).", .list)
    static let sync = CommandSpec("sync", "Return once the X server has processed everything before.", .sync)
    static let ping = CommandSpec("ping", "Print pong when the daemon answers.", .ping)
    static let version = CommandSpec("version", "Print the daemon's version.", .version)
    static let watch = CommandSpec("watch", "Print events as JSON lines: shown, updated, clicked, action, dismissed.", .watch)
    static let reload = CommandSpec("reload", "Reload the config file (a bad one is refused; the old one stays).", .reload)
    static let presets = CommandSpec("presets", "List the config's presets.", .presets)
    static let stats = CommandSpec("stats", "Print request and overlay counters as JSON.", .stats)

    static let screenshot = CommandSpec(
        "screenshot", "FILE.png [--screen N]", "Write the screen (the display's, or X screen N) as PNG.",
        options: [ShowOptions.screen("The X screen to capture (default: the display's).")], operands: .files(extension: "png")
    ) { args, command in
        var d = RequestDraft()
        try args.apply(command.options, to: &d)
        guard let path = args.positional(), !path.isEmpty else { throw UsageError("screenshot: missing file path") }
        return .screenshot(path: path, screen: d.spec.screen)
    }

    static let region = CommandSpec(
        "region", "set|unset|list ...", "Name parts of windows; --attach region:NAME follows them.",
        subcommands: [
            CommandSpec(
                "set", "NAME --window W --rect X,Y,W,H", "Name a part of a window (relative to its client area).",
                options: [
                    OptionSpec("--window", "W", "0xWINDOW, active, pointer, class:NAME or title:GLOB.",
                               .words(["active", "pointer", "class:", "title:"])) { draft, v in
                        let t = try OptionValues.named(v, "--window", "0xWINDOW, active, pointer, class:NAME or title:GLOB", AttachTarget.init(parsing:))
                        switch t {
                        case .root, .rect, .region: throw UsageError("--window: a region needs a window: \(v)")
                        default: draft.window = t
                        }
                    },
                    OptionSpec("--rect", "X,Y,W,H", "The part, relative to the window's client area.") {
                        $0.rect = try OptionValues.named($1, "--rect", "X,Y,W,H") { Rect(parsing: $0).flatMap { $0.isEmpty ? nil : $0 } }
                    },
                ]
            ) { args, command in
                let name = try operand(&args, "region set: missing name")
                var d = RequestDraft()
                try args.apply(command.options, to: &d)
                guard let window = d.window else { throw UsageError("region set: missing --window") }
                guard let rect = d.rect else { throw UsageError("region set: missing --rect") }
                return .regionSet(name: name, window: window, rect: rect)
            },
            CommandSpec("unset", "NAME", "Forget a region; its popovers go with source-gone.") { args, _ in
                .regionUnset(name: try operand(&args, "region unset: missing name"))
            },
            CommandSpec("list", "List the regions.", .regionList),
        ]
    ) { args, command in try command.parseSubcommand(&args) }

    /// `notifications VERB`: one entry per verb (`NotificationVerbs`).
    public static let notificationVerbs = NotificationVerbs.all

    static let notifications = CommandSpec(
        "notifications", "VERB", "Do not disturb, history, actions and rules of desktop notifications (what dunstctl does).",
        subcommands: notificationVerbs
    ) { args, command in try command.parseSubcommand(&args) }

    static let clearStack = CommandSpec("clear-stack", "STACK", "Dismiss every overlay of a modal stack.") { args, _ in
        .clearStack(try operand(&args, "clear-stack: missing stack name"))
    }

    static let menu = CommandSpec(
        "menu", "[OPTIONS] [-- ITEM...]",
        "Choose from a menu and print the value (exit 1 when dismissed). Items come as arguments or one per line on stdin: "
            + "label[TAB value[TAB shortcut]], TAB-indented submenus, --- separators, ~ disabled, [x]/( ) marks.",
        options: ShowOptions.all
    ) { args, command in
        var d = try draft(&args, command, text: false)
        if d.spec.kind == nil { d.spec.kind = .menu }
        let items = args.takeAll()
        guard !items.isEmpty else { throw UsageError("menu: no items (give them as arguments, or one per line on stdin)") }
        return .menu(id: d.id, spec: d.spec, items: items)
    }

    /// What `dmenu`, `rofi -dmenu` and `prompt` send: their rows follow the line (PickRequest).
    static let pick = CommandSpec(
        "pick", "--bytes N [OPTIONS]",
        "A dmenu/rofi-style menu whose N bytes of rows follow on the socket once the daemon answers (sent by overlayctl dmenu, "
            + "rofi -dmenu and prompt)."
    ) { args, _ in
        let parsed = try PickRequest.parse(args.takeAll())
        return Request.pick(spec: parsed.spec, byteCount: parsed.byteCount)
    }

    /// What `rofi` sends before its menu: the theme it read, flattened, so the menu can name it by its hash.
    static let theme = CommandSpec(
        "theme", "--hash H --bytes N | --text TEXT",
        "A rofi theme (rasi, as rofi -dump-theme prints it) whose N bytes follow on the socket when the daemon asks for them "
            + "(it answers known when it has the theme of hash H), or given whole as TEXT; pick and launch then draw with --theme H."
    ) { args, _ in
        var words = ArgvReader(args.takeAll())
        var hash: String?, bytes: Int?, text: String?
        while let w = words.next() {
            switch w {
            case "--text":
                let t = try words.value(or: UsageError("theme: --text: missing value"))
                guard !t.isEmpty else { throw UsageError("theme: --text: empty") }
                (text, bytes) = (t, t.utf8.count)
            case "--hash": hash = try PickRequest.themeName(try words.value(or: UsageError("theme: --hash: missing value")))
            case "--bytes":
                let v = try words.value(or: UsageError("theme: --bytes: missing value"))
                guard let n = Int(v), n > 0, n <= RequestParser.maxThemeBytes else {
                    throw UsageError("theme: --bytes: not a number from 1 to \(RequestParser.maxThemeBytes): \(v)")
                }
                bytes = n
            default: throw UsageError("theme: unknown option: \(w)")
            }
        }
        guard let hash, hash != RasiFlatTheme.defaultName, let bytes else { throw UsageError("theme: give --hash H and --bytes N or --text TEXT") }
        return .theme(hash: hash, byteCount: bytes, text: text)
    }

    static let replace = CommandSpec(
        "replace", "OLD [OPTIONS] [TEXT]", "Show a popover that grows out of OLD (dismissed as replaced).", options: ShowOptions.all
    ) { args, command in
        let old = try operand(&args, "replace: missing the id of the popover to replace")
        let d = try draft(&args, command, text: true)
        return .replace(old: old, id: d.id, spec: d.spec)
    }

    /// A centred dialog whose buttons answer: Enter presses the default (the first) or the one Tab
    /// and the arrows moved the focus to, Escape cancels.
    static let alert = CommandSpec(
        "alert", "--button KEY:Label... [OPTIONS] [TEXT]", "Ask with buttons; print the key of the one chosen (exit 1 on Escape).",
        options: ShowOptions.all
    ) { args, command in
        var d = try draft(&args, command, text: true)
        guard let buttons = d.spec.actions, !buttons.isEmpty else { throw UsageError("alert: give at least one --button KEY:Label") }
        if d.spec.defaultAction == nil { d.spec.defaultAction = buttons[0].key }
        if d.spec.dismiss == nil { d.spec.dismiss = [.escape] }
        if d.spec.kind == nil { d.spec.kind = .utility }
        if d.spec.aboveAll == nil { d.spec.aboveAll = true }
        return .show(id: d.id, spec: d.spec)
    }

    /// A show that waits for the pointer to rest in its region (default 500 ms).
    static let tooltip = CommandSpec(
        "tooltip", "[OPTIONS] [TEXT]", "Show a popover once the pointer rests in a region (--attach, --region), hide it when it leaves.",
        options: ShowOptions.all
    ) { args, command in
        var d = try draft(&args, command, text: true)
        if d.spec.hoverDelayMs == nil { d.spec.hoverDelayMs = 500 }
        if d.spec.kind == nil { d.spec.kind = .tooltip }
        return .show(id: d.id, spec: d.spec)
    }
}
