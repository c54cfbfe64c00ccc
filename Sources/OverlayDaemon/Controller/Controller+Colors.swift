// Controller+Colors: opening the colour picker (`pick-color`): below its `--attach` source,
// else at the pointer, replacing any open menu or pick, with the input grabbed.
import OverlayCore
import OverlayProtocol

extension Controller {
    func openColorChooser(id: OverlayID, spec: ColorChooserSpec, now: Instant) -> JSONValue {
        var location = OverlaySpec()
        location.attach = spec.attach
        return openGrabbing(id, in: rooms.colors, at: location, what: "pick-color", now: now) { at in
            let desktop = self.rooms.sources.desktop(at.screen)
            let area = desktop.monitors.best(for: at.rect)?.rect ?? desktop.rect
            if let error = self.rooms.colors.open(id, spec: spec, anchor: at.rect, area: area, style: self.settings.style(for: .grabbing())) {
                return .failure(error)
            }
            return .success(.grabbing())
        }
    }
}
