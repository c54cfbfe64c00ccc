// Rooms+Spares: what the rooms keep only for a next window (a closed menu's frame bytes, a
// modal's backdrop), let go with the display's spares once the daemon has been quiet a while.

extension Rooms {
    /// Whether anything is kept only for a next window.
    var keepsSpares: Bool { picks.keepsSpareFrame || modals.keepsBackdrop }

    /// Lets it go.
    func releaseSpares() {
        picks.releaseSpareFrame()
        modals.forgetBackdrop()
    }
}
