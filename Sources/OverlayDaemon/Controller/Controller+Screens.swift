// Controller+Screens: which X screen each overlay is on (Rooms.screen(of:); where a new one
// goes is SourceTracker+Screens), and each screen's surface mode.
import OverlayCore

extension Controller {
    /// The screen an overlay is on: its column's in its container, else its attachment's.
    func screen(of id: OverlayID) -> Int { rooms.screen(of: id) }

    /// The mode windows on `screen` get: ARGB where a compositor runs there.
    func mode(on screen: Int) -> SurfaceMode {
        presenter.effectiveMode(rooms.compositor.mode(on: screen), on: screen)
    }

    /// The screen a container's members go on (the NotificationService asks it for notifications).
    func containerScreen(_ spec: OverlaySpec, _ name: String) -> Int { rooms.sources.containerScreen(spec, settings.container(name)) }
}
