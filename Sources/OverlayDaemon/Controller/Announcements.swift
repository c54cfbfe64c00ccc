// Announcements: which overlays' `shown` event went out, so no event of an overlay is sent
// before its `shown` or after its `dismissed`, and how many were shown and dismissed (`stats`).
import OverlayCore
import OverlayProtocol

struct Announcements {
    private(set) var shown = 0
    private(set) var dismissed = 0
    private var announced = Set<OverlayID>()

    /// Whether `event` about `id` may go out now: `shown` always (and counts), `dismissed`
    /// only once after it, any other only between the two.
    mutating func admit(_ event: OverlayEvent, for id: OverlayID) -> Bool {
        switch event {
        case .shown:
            announced.insert(id)
            shown += 1
            return true
        case .dismissed: return announced.remove(id) != nil
        case .updated, .clicked, .action, .picked, .launch, .dialog: return announced.contains(id)
        // About the notifications, not one overlay: it goes out whether the center is up or not.
        case .unread: return true
        }
    }

    /// An overlay went, announced or not.
    mutating func countDismissal() { dismissed += 1 }
}
