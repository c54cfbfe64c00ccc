// WindowKey: which of an overlay's windows a presenter window is. One overlay can have
// several (its backdrop, its copies on other monitors, a menu's submenu levels), and an
// exit keeps playing in a window whose overlay is already gone.

/// The name the daemon gives each window it asks the window system to show.
public enum WindowKey: Hashable, Sendable, CustomStringConvertible {
    /// The overlay's own window (a menu's top level).
    case overlay(OverlayID)
    /// A modal overlay's dim backdrop, stacked just below it.
    case backdrop(OverlayID)
    /// Under an all-monitors container, the overlay's copy on another monitor (RandR name).
    case copy(OverlayID, monitor: String)
    /// An open submenu of a menu: level 1, 2…
    case menuLevel(OverlayID, level: Int)
    /// A window playing its exit after its overlay went; the number is unique per daemon.
    case leaving(Int)

    /// The overlay whose window this is (nil for an exit, whose overlay is gone).
    public var overlay: OverlayID? {
        switch self {
        case .overlay(let id), .backdrop(let id), .copy(let id, _), .menuLevel(let id, _): return id
        case .leaving: return nil
        }
    }

    public var description: String {
        switch self {
        case .overlay(let id): return id.description
        case .backdrop(let id): return "\(id)#backdrop"
        case .copy(let id, let monitor): return "\(id)@\(monitor)"
        case .menuLevel(let id, let level): return "\(id)#m\(level)"
        case .leaving(let n): return "#leaving\(n)"
        }
    }
}
