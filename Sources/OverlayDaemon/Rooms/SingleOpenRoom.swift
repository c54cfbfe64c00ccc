// SingleOpenRoom: a grabbing room with at most one overlay open, in one window (the pick, the
// colour picker, a dialog, the notification center): which overlay it holds, the window that is
// its own and what goes when it is forgotten, said once for all of them.
import OverlayCore

protocol SingleOpenRoom: GrabbingRoom {
    /// The overlay open now, if any.
    var openID: OverlayID? { get }
    /// Lets the open overlay's state go (its id was forgotten).
    func close()
}

extension SingleOpenRoom {
    func holds(_ id: OverlayID) -> Bool { openID == id }
    func owns(_ key: WindowKey, of id: OverlayID) -> Bool { holds(id) && key == .overlay(id) }

    /// A dismissed overlay's window goes (`InputGrab` lets its grab go).
    func forget(_ id: OverlayID, now: Instant) -> [Effect] {
        guard holds(id) else { return [] }
        close()
        return [.remove(.overlay(id))]
    }

    /// No pictures unless the room paints some (a pick's row icons, the center's).
    func showing(anyOf names: Set<String>) -> [OverlayID] { [] }
}
