// Controller+Dialog: feeding an open dialog from `dialog-update` (where one opens is
// DialogRoom+Opening's, through `Controller.open`).
import OverlayCore
import OverlayProtocol

extension Controller {
    /// `dialog-update ID …`: the open dialog's new value or text, repainted at the next commit.
    func updateDialog(_ name: String, _ change: DialogUpdate) -> JSONValue {
        guard let id = lookup(name), let effects = rooms.dialogs.update(id, change) else { return Reply.error("no such dialog: \(name)") }
        apply(effects)
        commit()
        return Reply.ok()
    }
}
