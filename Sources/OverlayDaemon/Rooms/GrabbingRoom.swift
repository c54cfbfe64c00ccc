// GrabbingRoom: a room whose overlays hold the pointer and keyboard while open (menus, pick
// menus, the colour picker). `InputGrab` keeps the one that holds the input and routes the
// keys, presses and pastes to it; the room never grabs, ungrabs or asks the server itself.
import OverlayCore
import OverlayProtocol

protocol GrabbingRoom: Room {
    /// What the log calls it ("menu", "pick menu", "colour picker").
    var grabName: String { get }
    /// Whether `id` is one of its open overlays.
    func holds(_ id: OverlayID) -> Bool
    /// Places and paints the open overlay `id` again.
    func layout(_ id: OverlayID, _ context: GrabLayout) -> Result<[Effect], Refusal>
    /// Its windows, in `mode`.
    func windows(_ id: OverlayID, mode: SurfaceMode) -> [DesiredWindow]
    /// `list`'s view of it.
    func describe(_ id: OverlayID, window: WindowID?, grabbed: Bool) -> JSONValue?
    /// Its open overlays that show one of these pictures (paths or icon names just loaded).
    func showing(anyOf names: Set<String>) -> [OverlayID]
    /// Whether `key` is one of the windows of its open overlay `id` (input on it goes to the room
    /// even before the grab is taken).
    func owns(_ key: WindowKey, of id: OverlayID) -> Bool
    /// A key pressed while it holds the keyboard.
    func key(_ id: OverlayID, _ key: String, text: String, modifiers: KeyModifiers, now: Instant) -> [Effect]
    /// The pointer pressed (`press`) or moved at `p` (root coordinates).
    func pointer(_ id: OverlayID, at p: Point, press: Bool) -> [Effect]
    /// The selection asked for with `.requestSelection` arrived (nil: no owner, or no text).
    func pasted(_ id: OverlayID, _ text: [UInt8]?) -> [Effect]
    /// Button 1–3 pressed with `modifiers` held at `p` at `now`, where the room tells single and double
    /// clicks apart; nil: as `pointer(_:at:press:)`.
    func pressed(_ id: OverlayID, button: Int, modifiers: KeyModifiers, at p: Point, now: Instant) -> [Effect]?
    /// The wheel turned (buttons 4 and 5) while it holds the pointer, at `now`.
    func wheel(_ id: OverlayID, up: Bool, now: Instant) -> [Effect]
    /// The window that plays its spec's exit when `id` closes; nil: its windows go at once.
    func exitWindow(_ id: OverlayID, mode: SurfaceMode) -> DesiredWindow?
    /// Its open overlay `id` as screen readers see it (nil: not painted yet, or not exposed).
    func accessible(_ id: OverlayID, spec: OverlaySpec, now: Instant) -> AccessibleOverlay?
}

extension GrabbingRoom {
    func pasted(_ id: OverlayID, _ text: [UInt8]?) -> [Effect] { [] }
    func wheel(_ id: OverlayID, up: Bool, now: Instant) -> [Effect] { [] }
    func pressed(_ id: OverlayID, button: Int, modifiers: KeyModifiers, at p: Point, now: Instant) -> [Effect]? { nil }
    func exitWindow(_ id: OverlayID, mode: SurfaceMode) -> DesiredWindow? { nil }
    func accessible(_ id: OverlayID, spec: OverlaySpec, now: Instant) -> AccessibleOverlay? { nil }
}

/// What a grabbing overlay's layout reads from the scene and the screen it is on.
struct GrabLayout {
    var spec: OverlaySpec
    /// The style at the scale of the monitor it opens on (under `per-monitor`, that monitor's DPI).
    var style: Style
    /// That scale: what sizes given in pixels (a dialog's --width, a pick's font) are multiplied by.
    var scale: Double = 1
    /// Under `scale = "per-monitor"`, that monitor's DPI as the scale counts it (96 × `scale`):
    /// what a pick's fonts are sized at, which otherwise follow dmenu's or rofi's own DPI.
    var monitorDPI: Double?
    /// The monitor it opens on (nil: none known) and the screen's DPI from its millimetres: what
    /// rofi's `-dpi 1` and `-dpi 0` draw a themed pick at.
    var monitor: Monitor?
    var screenDPI: Double?
    var composited: Bool
    /// The work area that constrains a rectangle (a menu's level, a submenu beside it).
    var workArea: (Rect) -> Rect
}
