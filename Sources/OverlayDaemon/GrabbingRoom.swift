// GrabbingRoom: a room whose overlays hold the pointer and keyboard while open (menus, pick
// menus, the colour picker). `InputGrab` keeps the one that holds the input and routes the
// keys, presses and pastes to it; the room never grabs, ungrabs or asks the server itself.
import OverlayCore
import OverlayProtocol

protocol GrabbingRoom: Room {
    /// What the log calls it ("menu", "pick menu", "colour picker").
    var grabName: String { get }
    /// Whether `key` is one of the windows of its open overlay `id` (input on it goes to the room
    /// even before the grab is taken).
    func owns(_ key: WindowKey, of id: OverlayID) -> Bool
    /// A key pressed while it holds the keyboard.
    func key(_ id: OverlayID, _ key: String, text: String, modifiers: KeyModifiers, now: Instant) -> [Effect]
    /// The pointer pressed (`press`) or moved at `p` (root coordinates).
    func pointer(_ id: OverlayID, at p: Point, press: Bool) -> [Effect]
    /// The selection asked for with `.requestSelection` arrived (nil: no owner, or no text).
    func pasted(_ id: OverlayID, _ text: [UInt8]?) -> [Effect]
}

extension GrabbingRoom {
    func pasted(_ id: OverlayID, _ text: [UInt8]?) -> [Effect] { [] }
}
