// ContainerConfig: where a container of overlays sits, how it lines them up and queues them.

/// Which monitor a container is placed on.
public enum MonitorChoice: Hashable, Sendable {
    /// The monitor holding the active window (`_NET_ACTIVE_WINDOW`).
    case focused
    /// The RandR primary monitor.
    case primary
    /// The monitor under the pointer.
    case pointer
    /// The output with this RandR name (`DP-1`); the primary one when it is not connected.
    case named(String)

    /// `focused`, `primary`, `pointer`, or any other text as an output name. Nil for "".
    public init?(parsing text: String) {
        switch text {
        case "": return nil
        case "focused": self = .focused
        case "primary": self = .primary
        case "pointer": self = .pointer
        default: self = .named(text)
        }
    }

    /// The text `init(parsing:)` reads back.
    public var text: String {
        switch self {
        case .focused: return "focused"
        case .primary: return "primary"
        case .pointer: return "pointer"
        case .named(let n): return n
        }
    }
}

/// Which X screen of the display a container is on (`:0.0`, `:0.1`…).
public enum ScreenChoice: Hashable, Sendable {
    /// The screen the daemon's display names (`:0` → 0, `:0.1` → 1).
    case `default`
    /// The screen the pointer is on when an overlay arrives: it stays there, in a column of
    /// that screen (one column per screen; "+N more" with the newest).
    case follow
    /// Screen number N (the default screen when the display has no such screen).
    case number(Int)

    /// The value a config file writes: "default", "follow" or the number.
    public var text: String {
        switch self {
        case .default: return "default"
        case .follow: return "follow"
        case .number(let n): return String(n)
        }
    }
}

/// How a container arranges the overlays it shows.
public enum ContainerLayout: String, CaseIterable, Sendable {
    /// On top of each other: only the newest is seen.
    case stack
    /// In a column, the newest nearest the anchor.
    case vertical
    /// In a row, the newest nearest the anchor.
    case horizontal
}

/// How overlays narrower (or shorter) than the widest one line up across the layout axis.
public enum ContainerAlignment: String, CaseIterable, Sendable {
    case start, center, end
}

/// What a container does with an overlay that arrives while others are shown
/// (SwiftUIOverlayContainer's queue types).
public enum QueuePolicy: String, CaseIterable, Sendable {
    /// Show it at once, beside the others, up to `maxVisible`.
    case multiple
    /// Show it at once and dismiss the one shown.
    case oneByOne = "one-by-one"
    /// Wait until the one shown is dismissed.
    case oneByOneWait = "one-by-one-wait"
}

/// One `[container.NAME]` table. The defaults are a dunst-like notification column in the
/// top-right corner of the focused monitor.
public struct ContainerConfig: Hashable, Sendable {
    public var monitor: MonitorChoice = .focused
    /// The X screen it is on; `monitor` is one of that screen's.
    public var screen: ScreenChoice = .default
    /// The corner or edge of the monitor's work area the container hangs from.
    public var anchor: Position = .topRight
    public var layout: ContainerLayout = .vertical
    /// Pixels between two overlays.
    public var spacing = 8
    /// Room kept between the container and the work area's edges.
    public var insets = Insets(all: 12)
    public var alignment: ContainerAlignment = .end
    /// Overlays shown at once; 0 means no limit. The rest wait in order.
    public var maxVisible = 5
    public var queue: QueuePolicy = .multiple
    /// Milliseconds between one overlay leaving and the next appearing.
    public var delayMs: Int64 = 0
    /// Milliseconds an overlay stays when its request gives none; 0 means until dismissed.
    public var timeoutMs: Int64 = 5000
    /// Show the container on every monitor instead of `monitor` alone.
    public var allMonitors = false
    /// How its members may be dismissed when their request gives no `--dismiss` (desktop
    /// notifications included), and how long their `long-press` holds (nil: the default).
    public var dismiss: DismissModes = .standard
    public var longPressMs: Int64?
    /// A backdrop behind the container (drawn once, behind its oldest shown member), and
    /// whether a tap on it dismisses that member.
    public var background: OverlayBackground?
    public var backgroundDismiss = false
    /// A vertical column drawn as one panel, as dunst draws its window with gap_size = 0: as
    /// wide as its widest member, no space between them, one frame around them all and a
    /// separator between two (`spacing` is not used).
    public var joined = false
    /// The separator's height in a joined column (dunst's separator_height; 0: none).
    public var separatorHeight = 2
    /// Its colour (dunst's separator_color).
    public var separatorColor = SeparatorColor.frame
    /// Which end of a vertical column the newest member takes (dunst: the oldest on top).
    public var order = ContainerOrder.newestNearAnchor
    /// The more urgent members placed as if newer, as dunst's `sort` (critical above normal
    /// under `oldestOnTop`).
    public var urgencyFirst = false

    public init() {}
}
