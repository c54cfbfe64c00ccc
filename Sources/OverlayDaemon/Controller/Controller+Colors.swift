// Controller+Colors: opening the colour picker (`pick-color`): below its `--attach` source,
// else at the pointer, replacing any open menu or pick, with the input grabbed.
import OverlayCore
import OverlayProtocol

extension Controller {
    func openColorChooser(id: OverlayID, spec: ColorChooserSpec, now: Instant) -> JSONValue {
        replaceOpenMenus()
        if scene[id] != nil { dismiss(id, reason: .replaced) }
        let anchor: Rect
        let screen: Int
        switch rooms.sources.openingAnchor(spec.attach, screen: nil, frame: false, what: "pick-color") {
        case .success(let at): (anchor, screen) = (at.rect, at.screen)
        case .failure(let message): return Reply.error(message)
        }
        let desktop = rooms.sources.desktop(screen)
        let area = desktop.monitors.best(for: anchor)?.rect ?? desktop.rect
        if let error = rooms.colors.open(id, spec: spec, anchor: anchor, area: area, style: settings.style(for: .grabbing())) {
            return Reply.error(error)
        }
        return openGrabbing(id, in: rooms.colors, anchor: anchor, screen: screen, now: now)
    }
}
