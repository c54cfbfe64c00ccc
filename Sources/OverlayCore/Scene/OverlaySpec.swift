// OverlaySpec: what a request asks to be shown, before it is placed or drawn.

/// The X window type an overlay announces (`_NET_WM_WINDOW_TYPE_*`).
public enum OverlayKind: String, CaseIterable, Sendable {
    case popover, tooltip, notification, menu, dropdown, utility
}

/// What a picture-in-picture popover is placed inside.
public enum Container: String, CaseIterable, Sendable {
    case monitor, window
}

/// How urgent an overlay is (the freedesktop notification levels).
public enum Urgency: String, CaseIterable, Sendable {
    case low, normal, critical
}

/// A request's wishes for one overlay. `nil` fields keep defaults (on `show`) or the
/// current value (on `update`).
public struct OverlaySpec: Hashable, Sendable {
    public var text: String?
    public var title: String?
    public var attach: AttachTarget?
    public var anchor: Position?
    public var gravity: Position?
    public var offset: Point?
    /// Milliseconds; 0 means no timeout.
    public var timeoutMs: Int64?
    public var maxWidth: Int?
    public var clickThrough: Bool?
    public var kind: OverlayKind?
    /// Anchor to the window manager's frame (`_NET_FRAME_EXTENTS`) instead of the client area.
    public var frame: Bool?
    /// Keep above every other window instead of directly above the source.
    public var aboveAll: Bool?
    public var urgency: Urgency?
    /// Shrinks (negative: grows) the source frame before anchoring (`--inset`).
    public var sourceInset: Insets?
    /// Narrows the anchor to a rectangle relative to the source (`--region`).
    public var sourceRegion: Rect?
    /// xdg_positioner constraint adjustments (`--adjust`).
    public var adjust: ConstraintAdjustment?
    /// Screen-edge padding of the constraint area (`--padding`, default 16).
    public var padding: Int?
    /// Picture-in-picture anchors inside `within` (`--position`), first that fits wins.
    public var positions: [Position]?
    public var within: Container?
    /// Which monitor constrains the popover (`--monitor`).
    public var monitor: MonitorChoice?
    /// The X screen an unattached overlay goes on (`--screen`; an attached one is on its source's).
    public var screen: Int?
    /// A progress bar, 0 to 100 (`--value`, the notification `value` hint).
    public var value: Int?
    /// How the user may dismiss it (`--dismiss`); `DismissModes.standard` when nil.
    public var dismiss: DismissModes?
    /// How long a `long-press` holds (`--dismiss long-press:MS`); `DismissModes.defaultLongPressMs` when nil.
    public var longPressMs: Int64?
    /// Areas that are not "outside" for tap-outside (`--exclude`, repeatable).
    public var exclude: [ExcludeArea]?
    /// A tap on another overlay counts as outside too (`--outside-includes-popovers`).
    public var outsideIncludesPopovers: Bool?
    /// The timeout stops while the pointer is over it (`--pause-on-hover`).
    public var pauseOnHover: Bool?
    /// The user may move it (`--draggable`).
    public var draggable: Bool?
    /// A dim backdrop blocks the desktop (`--modal`); a tap on it dismisses unless
    /// `--backdrop-dismiss=no`.
    public var modal: Bool?
    /// It holds the keyboard while it shows (`--take-keyboard`), as a modal dialog has it: keys
    /// reach its buttons and no other window.
    public var takesKeyboard: Bool?
    public var backdropDismiss: Bool?
    /// A backdrop behind it over its monitor (`--background`), and whether a tap on it
    /// dismisses it (`--background-dismiss`).
    public var background: OverlayBackground?
    public var backgroundDismiss: Bool?
    /// Shown only after the pointer rests in the anchor region this long (a tooltip, `--delay`).
    public var hoverDelayMs: Int64?
    /// A tooltip that sits at the pointer instead of the region (`--follow-pointer`).
    public var followPointer: Bool?
    /// The config container that queues and lines it up (`--container`).
    public var container: String?
    /// A member of that container it takes the place of, shown or waiting (a notification
    /// stacked over the one it repeats, as dunst puts it where that one was); not a request option.
    public var inPlaceOf: OverlayID?
    /// Buttons inside the popover (`--action key:Label`, repeatable; an alert's `--button`).
    public var actions: [ButtonRow.Button]?
    /// A named modal stack it is pushed onto (`--stack`): the ones below dim and take no input.
    public var stack: String?
    /// How it comes and goes (`--transition fade,scale,slide…|none`, `--duration`, `--easing`).
    public var transition: TransitionSpec?
    public var transitionMs: Int64?
    public var easing: Easing?
    /// A picture beside the text: a picture file or an icon-theme name (`--icon`).
    public var icon: String?
    /// Pixels for that picture (a notification's image-data); wins over `icon`.
    public var iconImage: PixelImage?
    /// A line from the body to the anchor point instead of an arrow (`--connector curve`).
    public var connector: ConnectorStyle?
    /// Order among overlapping overlays (`--z`, higher on top; default 0).
    public var z: Int?
    /// The button Enter presses (`--default-action KEY`; alerts: the first).
    public var defaultAction: String?
    /// A pressed button reports its key and leaves the overlay up (a resident notification);
    /// otherwise pressing a button dismisses it with `action`.
    public var keepOnAction: Bool?
    /// Screen readers: make it the active accessible as it shows, so it is read at once
    /// (`--focus`; alerts and menus by default, see `AccessibilityConfig`).
    public var focus: Bool?
    /// Screen readers: announce its text as it shows (`--announce`; notifications always).
    public var announce: Bool?
    /// Named style from the config (`--style`).
    public var style: String?
    /// Colours over the style (a notification's `fgcolor`, `bgcolor`, `frcolor`, `hlcolor` hints).
    public var colors: StyleColors?
    /// Config presets applied under this request's own options (`--preset`, repeatable).
    public var presets: [String]?
    /// The window's WM_NAME and WM_CLASS as another program's (`--window-title`, `--window-class`:
    /// a zenity dialog's), so window rules written for it match; overlayd's own when nil.
    public var windowTitle: String?
    public var windowClass: WindowClass?

    public init() {}

    /// Fields set in `other` win; the rest stay.
    public func merged(with other: OverlaySpec) -> OverlaySpec {
        var r = self
        if let v = other.text { r.text = v }
        if let v = other.title { r.title = v }
        if let v = other.attach { r.attach = v }
        if let v = other.anchor { r.anchor = v }
        if let v = other.gravity { r.gravity = v }
        if let v = other.offset { r.offset = v }
        if let v = other.timeoutMs { r.timeoutMs = v }
        if let v = other.maxWidth { r.maxWidth = v }
        if let v = other.clickThrough { r.clickThrough = v }
        if let v = other.kind { r.kind = v }
        if let v = other.frame { r.frame = v }
        if let v = other.aboveAll { r.aboveAll = v }
        if let v = other.urgency { r.urgency = v }
        if let v = other.sourceInset { r.sourceInset = v }
        if let v = other.sourceRegion { r.sourceRegion = v }
        if let v = other.adjust { r.adjust = v }
        if let v = other.padding { r.padding = v }
        if let v = other.positions { r.positions = v }
        if let v = other.within { r.within = v }
        if let v = other.monitor { r.monitor = v }
        if let v = other.screen { r.screen = v }
        if let v = other.style { r.style = v }
        if let v = other.colors { r.colors = v }
        if let v = other.container { r.container = v }
        if let v = other.actions { r.actions = v }
        if let v = other.stack { r.stack = v }
        if let v = other.z { r.z = v }
        if let v = other.connector { r.connector = v }
        if let v = other.icon { r.icon = v }
        if let v = other.iconImage { r.iconImage = v }
        if let v = other.transition { r.transition = v }
        if let v = other.transitionMs { r.transitionMs = v }
        if let v = other.easing { r.easing = v }
        if let v = other.defaultAction { r.defaultAction = v }
        if let v = other.keepOnAction { r.keepOnAction = v }
        if let v = other.focus { r.focus = v }
        if let v = other.announce { r.announce = v }
        if let v = other.value { r.value = v }
        if let v = other.dismiss { r.dismiss = v }
        if let v = other.longPressMs { r.longPressMs = v }
        if let v = other.hoverDelayMs { r.hoverDelayMs = v }
        if let v = other.followPointer { r.followPointer = v }
        if let v = other.exclude { r.exclude = v }
        if let v = other.outsideIncludesPopovers { r.outsideIncludesPopovers = v }
        if let v = other.pauseOnHover { r.pauseOnHover = v }
        if let v = other.draggable { r.draggable = v }
        if let v = other.modal { r.modal = v }
        if let v = other.takesKeyboard { r.takesKeyboard = v }
        if let v = other.backdropDismiss { r.backdropDismiss = v }
        if let v = other.background { r.background = v }
        if let v = other.backgroundDismiss { r.backgroundDismiss = v }
        if let v = other.presets { r.presets = v }
        if let v = other.windowTitle { r.windowTitle = v }
        if let v = other.windowClass { r.windowClass = v }
        return r
    }

    /// The transition with its duration and easing applied; nil when it does not animate.
    public var effectiveTransition: TransitionSpec? {
        guard var t = transition else { return nil }
        if let ms = transitionMs { t.durationMs = ms }
        if let e = easing { t.easing = e }
        return t.isAnimated ? t : nil
    }

    /// The anchor used when none is given: below a window, in the middle of a monitor.
    public var effectiveAnchor: Position {
        anchor ?? ((attach ?? .root) == .root ? .center : .bottom)
    }
    public var effectiveGravity: Position {
        gravity ?? ((attach ?? .root) == .root ? .center : .bottom)
    }
}
