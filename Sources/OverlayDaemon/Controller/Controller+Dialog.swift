// Controller+Dialog: opening a dialog (`dialog progress|scale`) centred on the monitor it opens
// on (or at its `--attach` source), and feeding an open progress from `dialog-update`.
import OverlayCore
import OverlayProtocol

extension Controller {
    func openDialog(id: OverlayID, spec: DialogSpec, now: Instant) -> JSONValue {
        var location = OverlaySpec()
        location.attach = spec.attach
        var scened = OverlaySpec.grabbing(.utility)
        // A form keeps its own timeout, to report its fields before it goes.
        let forms = spec.kind == .forms
        scened.timeoutMs = forms ? 0 : spec.timeoutMs ?? 0
        return openGrabbing(id, in: rooms.dialogs, at: location, what: "dialog", now: now,
                            grabsWhenClicked: spec.kind == .progress) { at in
            let desktop = self.rooms.sources.desktop(at.screen)
            let attached = spec.attach != nil
            let area = attached ? at.rect : desktop.monitors.best(for: at.rect)?.rect ?? desktop.rect
            do throws(Refusal) {
                try self.rooms.dialogs.open(id, spec: spec, area: area, centred: !attached, scale: self.settings.scaleFactor,
                                              deadline: forms ? spec.timeoutMs.map { now + $0 } : nil)
            } catch {
                return .failure(error)
            }
            return .success(scened)
        }
    }

    /// `dialog-update ID …`: the open dialog's new value or text, repainted at the next commit.
    func updateDialog(_ name: String, _ change: DialogUpdate) -> JSONValue {
        guard let id = lookup(name), let effects = rooms.dialogs.update(id, change) else { return Reply.error("no such dialog: \(name)") }
        apply(effects)
        commit()
        return Reply.ok()
    }
}
