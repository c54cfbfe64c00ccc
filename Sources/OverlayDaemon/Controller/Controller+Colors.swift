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
        var o = OverlaySpec()
        o.kind = .menu
        o.timeoutMs = 0
        o.dismiss = []
        if let error = rooms.colors.open(id, spec: spec, anchor: anchor, area: area, style: settings.style(for: o)) { return Reply.error(error) }
        scene.upsert(id: id, spec: o, now: now)
        rooms.sources.attach(id, to: nil, anchoring: .fixed(anchor), screen: screen)
        return finishOpening(id, in: rooms.colors)
    }
}
