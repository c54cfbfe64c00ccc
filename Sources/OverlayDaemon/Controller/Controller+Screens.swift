// Controller+Screens: which X screen each overlay is on. One daemon serves every screen of
// its display: an attached overlay goes on its source's screen, an unattached one on the
// default screen or `--screen N`, a container's members on the container's screen (the
// config's `screen`), or under `follow` each on the pointer's screen when it arrived: a
// column per screen. Each screen has its own surface mode.
import OverlayCore

extension Controller {
    /// The screen an overlay is on: its column's in its container, else its attachment's.
    func screen(of id: OverlayID) -> Int {
        if let screen = rooms.containers.screen(ofMember: id) { return screen }
        return rooms.sources.attachment(id).screen
    }

    /// The mode windows on `screen` get: ARGB where a compositor runs there.
    func mode(on screen: Int) -> SurfaceMode {
        presenter.effectiveMode(rooms.compositor.modes.indices.contains(screen) ? rooms.compositor.modes[screen] : .shaped, on: screen)
    }

    /// `--screen N` that the display does not have.
    func screenError(_ spec: OverlaySpec) -> String? {
        guard let n = spec.screen, n >= display.screenCount else { return nil }
        return "no such screen: \(n) (the display has \(display.screenCount))"
    }

    /// The screen a container's members go on: the request's `--screen`, else the config's
    /// `screen` (a number, or `follow`: the pointer's), else the default screen.
    func containerScreen(_ spec: OverlaySpec, _ name: String) -> Int {
        if let n = spec.screen { return n }
        switch settings.container(name).screen {
        case .number(let n) where n < display.screenCount: return n
        case .follow: return display.pointerLocation()?.screen ?? display.defaultScreen
        case .number, .default: return display.defaultScreen
        }
    }
}
