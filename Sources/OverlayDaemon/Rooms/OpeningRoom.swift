// OpeningRoom: a grabbing room opened from a request (a menu, the colour picker, a dialog, the
// notification center) through the Controller's one opener, `Controller.open(_:in:_:now:)`: the
// request says where it wants to be, the Controller finds the spot (SourceTracker), and the room
// readies itself there, answering its overlay's spec in the scene.
import OverlayCore
import OverlayProtocol

/// Where a grabbing overlay opens: its anchor (the `--attach` source's rectangle, else a point at
/// the pointer, or a monitor's centre on a screen the pointer is not on: `centred`), the screen,
/// and the monitor holding the anchor (the whole screen when none does).
struct OpeningAnchor: Equatable {
    let rect: Rect
    let screen: Int
    let centred: Bool
    let monitor: Rect
}

protocol OpeningRoom: GrabbingRoom {
    /// What a request to open it carries (its spec, and what the Controller adds from the config).
    associatedtype Opening
    /// What its refusals start with ("menu: the window is gone").
    var requestName: String { get }
    /// Where it asks to open: `--attach`, `--screen`, `--monitor`, `--frame` (none: at the pointer).
    func location(of opening: Opening) -> OverlaySpec
    /// Readies `opening` as `id` at `spot`, answering its overlay's spec in the scene, or why it cannot open.
    func prepare(_ id: OverlayID, _ opening: Opening, at spot: OpeningAnchor, now: Instant) throws(Refusal) -> OverlaySpec
    /// Whether it takes the input only once clicked (a progress dialog).
    func grabsWhenClicked(_ opening: Opening) -> Bool
    /// Whether its spec's transition plays as it opens (the center slides in from its edge).
    var entersAsItOpens: Bool { get }
    /// What the reply says besides the id.
    func replyFields(_ opening: Opening) -> [(String, JSONValue)]
}

extension OpeningRoom {
    func grabsWhenClicked(_ opening: Opening) -> Bool { false }
    var entersAsItOpens: Bool { false }
    func replyFields(_ opening: Opening) -> [(String, JSONValue)] { [] }
}

extension OverlaySpec {
    /// Where a request that names only `--attach` opens: below that source, else at the pointer.
    static func opening(attachedTo target: AttachTarget?) -> OverlaySpec {
        var location = OverlaySpec()
        location.attach = target
        return location
    }
}
