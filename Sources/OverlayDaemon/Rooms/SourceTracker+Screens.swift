// SourceTracker+Screens: which X screen an overlay goes on. One daemon serves every screen of
// its display: an attached overlay goes on its source's screen, an unattached one on the
// default screen or `--screen N`, a container's members on the container's screen (the
// config's `screen`), or under `follow` each on the pointer's screen when it arrived: a
// column per screen.
import OverlayCore

extension SourceTracker {
    /// Refuses a `--screen N` that the display does not have.
    func checkScreen(_ spec: OverlaySpec) throws(Refusal) {
        guard let n = spec.screen, n >= display.screenCount else { return }
        throw Refusal("no such screen: \(n) (the display has \(display.screenCount))")
    }

    /// The screen a container's members go on: the request's `--screen`, else the config's
    /// `screen` (a number, or `follow`: the pointer's), else the default screen.
    func containerScreen(_ spec: OverlaySpec, _ config: ContainerConfig) -> Int {
        if let n = spec.screen { return n }
        switch config.screen {
        case .number(let n) where n < display.screenCount: return n
        case .follow: return display.pointerScreen
        case .number, .default: return display.defaultScreen
        }
    }
}
