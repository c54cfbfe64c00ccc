// ShowOptions: the options of `show` and its kin (update, replace, tooltip, alert, menu),
// one entry each. Adding an option is one entry here (and a field in OverlaySpec): the
// parser, `overlayctl show --help`, the usage text, the completions and the man page follow.
import OverlayCore

public enum ShowOptions {
    typealias V = OptionValues
    public static let positions = Position.allCases.map(\.rawValue)

    /// `--screen N`: an X screen of the display (`show` and its kin, `screenshot`), checked
    /// against the display's screens by the daemon.
    static func screen(_ help: String) -> OptionSpec {
        OptionSpec("--screen", "N", help) { $0.spec.screen = try V.int($1, "--screen", 0...255, "a screen number") }
    }

    public static let all: [OptionSpec] = [
        OptionSpec("--id", "ID", "Name the popover; a show with an id that exists updates it in place.") { $0.id = try V.id($1) },
        OptionSpec("--text", "MARKUP", "The body, in Pango markup (invalid markup is shown as plain text).") { $0.spec.text = $1 },
        OptionSpec("--title", "TEXT", "A bold first line.") { $0.spec.title = $1 },
        OptionSpec("--attach", "TARGET", "The source: 0xWINDOW, active, pointer, root, class:NAME, title:GLOB, rect:X,Y,W,H or region:NAME.",
                   .words(["active", "pointer", "root", "class:", "title:", "rect:", "region:"])) {
            $0.spec.attach = try V.named($1, "--attach", "0xWINDOW, active, pointer, root, class:NAME, title:GLOB, rect:X,Y,W,H or region:NAME",
                                         AttachTarget.init(parsing:))
        },
        .flag("--frame", "Anchor to the window manager's frame (_NET_FRAME_EXTENTS), not the client area.") { $0.spec.frame = true },
        .flag("--above-all", "Stay above every window, not directly above the source.") { $0.spec.aboveAll = true },
        OptionSpec("--urgency", "LEVEL", "low, normal or critical.", .words(Urgency.allCases.map(\.rawValue))) {
            $0.spec.urgency = try V.named($1, "--urgency", "low, normal or critical", Urgency.init(rawValue:))
        },
        OptionSpec("--anchor", "POS", "The point of the source the popover points at.", .words(positions)) { $0.spec.anchor = try V.position($1, "--anchor") },
        OptionSpec("--gravity", "POS", "The direction the popover extends from the anchor point.", .words(positions)) {
            $0.spec.gravity = try V.position($1, "--gravity")
        },
        OptionSpec("--offset", "X,Y", "Move the popover by this many pixels.") { $0.spec.offset = try V.named($1, "--offset", "X,Y", V.offset) },
        OptionSpec("--timeout", "DURATION", "Dismiss after this long (3s, 500ms); none: until dismissed.") {
            $0.spec.timeoutMs = try V.milliseconds($1, "--timeout", "a duration such as 3s or 500ms")
        },
        OptionSpec("--max-width", "PX", "Wrap the text at this width (40 to 4000).") {
            $0.spec.maxWidth = try V.int($1, "--max-width", 40...4000, "pixels from 40 to 4000")
        },
        .flag("--click-through", "Take no input: every click reaches the window below.") { $0.spec.clickThrough = true },
        OptionSpec("--window-title", "TEXT", "The window's WM_NAME, as another program would name it.") { $0.spec.windowTitle = $1 },
        OptionSpec("--window-class", "NAME,CLASS", "The window's WM_CLASS (zenity,Zenity), so window rules for a program match.") {
            $0.spec.windowClass = try OptionValues.windowClass($1)
        },
        OptionSpec("--inset", "N|V,H|T,R,B,L", "Shrink the source rectangle by pixels; negative values grow it.") {
            $0.spec.sourceInset = try V.named($1, "--inset", "N, V,H or T,R,B,L pixels", V.insets)
        },
        OptionSpec("--region", "X,Y,W,H", "Anchor to this part of the source, relative to it.") {
            $0.spec.sourceRegion = try V.named($1, "--region", "X,Y,W,H") { Rect(parsing: $0).flatMap { $0.isEmpty ? nil : $0 } }
        },
        OptionSpec("--adjust", "LIST", "none, or flip-x, flip-y, slide-x, slide-y, resize-x, resize-y (default: flip and slide).",
                   .words(["none", "flip-x,flip-y,slide-x,slide-y", "resize-x,resize-y"])) {
            $0.spec.adjust = try V.named($1, "--adjust", "none or a list of flip-x, flip-y, slide-x, slide-y, resize-x, resize-y",
                                         ConstraintAdjustment.init(parsing:))
        },
        OptionSpec("--padding", "PX", "Keep this far from the screen's edges (default 16).") {
            $0.spec.padding = try V.int($1, "--padding", 0...1000, "pixels from 0 to 1000")
        },
        OptionSpec("--position", "POS,...", "Picture-in-picture: the first of these anchors that fits, inside --within.", .words(positions)) {
            $0.spec.positions = try V.named($1, "--position", "a list of positions such as top-right,bottom-right", V.positions)
        },
        OptionSpec("--within", "monitor|window", "What --position places the popover in.", .words(Container.allCases.map(\.rawValue))) {
            $0.spec.within = try V.named($1, "--within", "monitor or window", Container.init(rawValue:))
        },
        OptionSpec("--monitor", "MONITOR", "primary, pointer, focused, a number or a name (default: the source's).",
                   .words(["primary", "pointer", "focused"])) { draft, v in
            guard let m = MonitorChoice(parsing: v) else { throw UsageError("--monitor: expected primary, pointer, focused, a number or a name") }
            draft.spec.monitor = m
        },
        screen("The X screen of an unattached overlay (default: the display's; attached: the source's)."),
        OptionSpec("--kind", "KIND", "The window type: " + V.list(OverlayKind.allCases.map(\.rawValue)) + ".",
                   .words(OverlayKind.allCases.map(\.rawValue))) {
            $0.spec.kind = try V.named($1, "--kind", "one of " + OverlayKind.allCases.map(\.rawValue).joined(separator: ", "), OverlayKind.init(rawValue:))
        },
        OptionSpec("--style", "NAME", "A style from the config.") { $0.spec.style = try V.nonEmpty($1, "--style") },
        OptionSpec("--preset", "NAME", "A preset from the config; the request's own options win.", repeatable: true) {
            $0.spec.presets = ($0.spec.presets ?? []) + [try V.nonEmpty($1, "--preset")]
        },
        OptionSpec("--value", "0-100", "A progress bar.") { $0.spec.value = try V.int($1, "--value", 0...100, "0 to 100") },
        OptionSpec("--dismiss", "LIST", "none, or \(DismissModes.words) (default click; a container's dismiss otherwise).",
                   .words(["tap-outside", "click", "double-click", "long-press", "drag-down", "drag-up", "swipe-left", "swipe-right",
                           "swipe-up", "swipe-down", "escape", "enter", "none"])) {
            let parsed = try V.named($1, "--dismiss", "none or a list of \(DismissModes.words)", DismissModes.parse)
            $0.spec.dismiss = parsed.modes
            $0.spec.longPressMs = parsed.longPressMs
        },
        OptionSpec("--exclude", "AREA", "Not outside for tap-outside: rect:X,Y,W,H, region:NAME or window:0xID.",
                   .words(["rect:", "region:", "window:"]), repeatable: true) {
            let area = try V.named($1, "--exclude", "rect:X,Y,W,H, region:NAME or window:0xID", ExcludeArea.init(parsing:))
            $0.spec.exclude = ($0.spec.exclude ?? []) + [area]
        },
        .flag("--outside-includes-popovers", "A tap on another overlay counts as outside.") { $0.spec.outsideIncludesPopovers = true },
        .flag("--pause-on-hover", "The timeout stops while the pointer is over the popover.") { $0.spec.pauseOnHover = true },
        .flag("--draggable", "The pointer can drag the popover (it snaps to --position anchors).") { $0.spec.draggable = true },
        .flag("--modal", "A backdrop over the monitor takes every click.") { $0.spec.modal = true },
        .flag("--take-keyboard", "Hold the keyboard while it shows, as a modal dialog does: keys reach its buttons, not the focused window.") {
            $0.spec.takesKeyboard = true
        },
        .flag("--focus", "Screen readers: make it the active accessible as it shows, so it is read at once.") { $0.spec.focus = true },
        .flag("--announce", "Screen readers: announce its text as it shows (assertive when --urgency critical).") {
            $0.spec.announce = true
        },
        OptionSpec("--backdrop-dismiss", "yes|no", "Whether a tap on the modal backdrop dismisses (default yes).", .words(["yes", "no"])) {
            $0.spec.backdropDismiss = try V.named($1, "--backdrop-dismiss", "yes or no") { ["yes": true, "no": false][$0] }
        },
        OptionSpec("--background", "STYLE", "A backdrop over its monitor behind it: dim, color:#rrggbbaa or blur[:RADIUS].",
                   .words(["dim", "color:", "blur", "blur:"])) {
            $0.spec.background = try V.named($1, "--background", "dim, color:#rrggbbaa or blur[:RADIUS 1-100]", OverlayBackground.init(parsing:))
        },
        .flag("--background-dismiss", "A tap on the --background backdrop dismisses it (else the backdrop only blocks clicks).") {
            $0.spec.backgroundDismiss = true
        },
        OptionSpec("--delay", "DURATION", "Tooltips: how long the pointer rests first (default 500ms).") {
            $0.spec.hoverDelayMs = try V.milliseconds($1, "--delay", "a duration such as 500ms")
        },
        .flag("--follow-pointer", "Tooltips: follow the pointer.") { $0.spec.followPointer = true },
        OptionSpec("--container", "NAME", "Queue it in a container from the config.") { $0.spec.container = try V.id($1) },
        OptionSpec("--action", "KEY:Label", "A button; a click reports its key (at most 8).", repeatable: true) {
            try V.addButton($1, "--action", to: &$0.spec)
        },
        OptionSpec("--button", "KEY:Label", "The same as --action (alerts).", repeatable: true) { try V.addButton($1, "--button", to: &$0.spec) },
        OptionSpec("--default-action", "KEY", "The button Enter presses (until Tab moves the focus).") { $0.spec.defaultAction = $1 },
        OptionSpec("--stack", "NAME", "Push it onto a modal stack: the ones below are dimmed.") { $0.spec.stack = try V.id($1) },
        OptionSpec("--transition", "LIST", "none, or fade, scale, scale:F, slide, slide-top, slide-bottom, slide-left, slide-right.",
                   .words(["fade", "scale", "slide", "slide-top", "slide-bottom", "slide-left", "slide-right", "none"])) {
            $0.spec.transition = try V.named(
                $1, "--transition", "none or a list of fade, scale, scale:F, slide, slide-top, slide-bottom, slide-left, slide-right",
                TransitionSpec.init(parsing:))
        },
        OptionSpec("--duration", "DURATION", "The transition's length (up to 10s).") {
            $0.spec.transitionMs = try V.milliseconds($1, "--duration", "up to 10s, such as 200ms", max: 10_000)
        },
        OptionSpec("--easing", "EASING", "linear, ease, ease-in, ease-out, ease-in-out or cubic-bezier(a,b,c,d).",
                   .words(["linear", "ease", "ease-in", "ease-out", "ease-in-out"])) {
            $0.spec.easing = try V.named($1, "--easing", "linear, ease, ease-in, ease-out, ease-in-out or cubic-bezier(a,b,c,d)", Easing.init(parsing:))
        },
        OptionSpec("--z", "N", "Order among overlapping overlays, higher on top (-1000 to 1000).") {
            $0.spec.z = try V.int($1, "--z", -1000...1000, "a number from -1000 to 1000")
        },
        OptionSpec("--icon", "FILE|NAME", "A picture beside the text (PNG, JPEG, GIF, SVG…: a file), or an icon-theme name.", .files(extension: nil)) { draft, v in
            guard !v.isEmpty, v.utf8.count <= 4096 else { throw UsageError("--icon: expected a picture file or an icon name") }
            draft.spec.icon = v
        },
        OptionSpec("--connector", "curve|none", "A curved line to the anchor point instead of an arrow.",
                   .words(ConnectorStyle.allCases.map(\.rawValue))) {
            $0.spec.connector = try V.named($1, "--connector", "curve or none", ConnectorStyle.init(rawValue:))
        },
    ]
}
