// ConnectionClaims: what a socket client took on with its requests: the menus it owns (closed
// if it goes first, so no grab outlives it) and which events it hears.
import OverlayCore

struct ConnectionClaims {
    /// Menus this client opened, oldest first.
    private(set) var menus: [String] = []
    /// It asked to `watch`: it hears every event.
    private var watching = false
    /// The pick or launcher whose answer it waits on: it hears that overlay's events.
    private var answering: String?

    mutating func watch() { watching = true }

    mutating func own(_ menu: String) { menus.append(menu) }

    /// Owns the menu and hears its events: a pick's or launcher's client waits on its answer.
    mutating func ownAndHear(_ menu: String) {
        menus.append(menu)
        answering = menu
    }

    func hears(_ id: OverlayID) -> Bool {
        watching || answering == id.description
    }
}
