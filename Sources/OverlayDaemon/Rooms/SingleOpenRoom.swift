// SingleOpenRoom: a grabbing room with at most one overlay open, in one window (the pick, the
// colour picker, a dialog, the notification center): which overlay it holds, the window that is
// its own, how that window is built from what it painted, and what goes when it is forgotten,
// said once for all of them.
import OverlayCore

protocol SingleOpenRoom: GrabbingRoom {
    /// The overlay open now, if any.
    var openID: OverlayID? { get }
    /// Lets the open overlay's state go (its id was forgotten).
    func close()
    /// The open overlay's window as last painted; nil when none is open or it is not painted yet.
    var openWindow: OpenWindow? { get }
}

/// What differs between the single-open rooms' windows: where, what kind, the picture and its
/// revision, and the name and class window-manager rules read (a program's, or overlayd's).
struct OpenWindow {
    var frame: Rect
    var kind: OverlayKind = .menu
    var rendered: RenderedOverlay
    var revision: Int
    var title: WindowName = .overlayd
    var windowClass: WindowClass?
}

extension SingleOpenRoom {
    func holds(_ id: OverlayID) -> Bool { openID == id }
    func owns(_ key: WindowKey, of id: OverlayID) -> Bool { holds(id) && key == .overlay(id) }

    /// Its one window, on top and taking clicks, keyed by the overlay.
    func windows(_ id: OverlayID, mode: SurfaceMode) -> [DesiredWindow] {
        guard holds(id), let w = openWindow else { return [] }
        return [DesiredWindow(key: .overlay(id), frame: w.frame, kind: w.kind, mode: mode, clickThrough: false,
                              rendered: w.rendered, revision: w.revision, stacking: .top, title: w.title,
                              windowClass: w.windowClass)]
    }

    /// A dismissed overlay's window goes (`InputGrab` lets its grab go).
    func forget(_ id: OverlayID, now: Instant) -> [Effect] {
        guard holds(id) else { return [] }
        close()
        return [.remove(.overlay(id))]
    }

    /// No pictures unless the room paints some (a pick's row icons, the center's).
    func showing(anyOf names: Set<String>) -> [OverlayID] { [] }
}
