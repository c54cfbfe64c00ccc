// DialogCommand: `overlayctl dialog progress|scale …`: checked against the option table, then
// run by `DialogSession` (a progress reads zenity's stdin lines; a scale prints its value).
import OverlayCore
import OverlayProtocol
import OverlayZenity

extension Overlayctl {
    static func dialog(_ args: [String], runtimeDir: String?) -> Never {
        let request: Request
        do { request = try RequestParser.parse(words: args) } catch { usageError(error.message) }
        guard case .dialog(_, let spec) = request else { usageError("dialog: expected progress or scale") }
        DialogSession.run(ZenityDialogPlan(request: args, kind: spec.kind), runtimeDir: runtimeDir) { end in
            switch end {
            case .ok: 0
            case .cancel, .escape: 1
            case .timeout: 5
            }
        }
    }
}
