// SourceTracker+Opening: where a menu or colour picker opens: under its source, at the
// pointer, or centred on a monitor of a screen the pointer is not on.
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore

/// Where a menu, picker or panel opens, on which screen, and whether centred on a monitor.
typealias OpeningAnchor = (rect: Rect, screen: Int, centred: Bool)

extension SourceTracker {
    /// Where a menu or colour picker opens: under its source (attached), else at the pointer,
    /// like xmenu (the top-left corner under the cursor, on its screen). Asked for on a screen
    /// the pointer is not on, there is no cursor to open under: it opens `centred` on the work
    /// area of that screen's `--monitor`, by default its primary monitor (else its first), where
    /// the desktop centres its own dialogs (GTK's `WIN_POS_CENTER` uses the work area too).
    func openingAnchor(_ target: AttachTarget?, screen: Int?, monitor: MonitorChoice? = nil, frame: Bool, what: String)
        -> Result<OpeningAnchor, Refusal> {
        if let target, target != .root {
            var a: Attachment
            switch resolve(target) {
            case .success((let w, let anchoring)): a = Attachment(source: w, anchoring: anchoring)
            case .failure(let refusal): return .failure(refusal)
            }
            a.screen = a.source.flatMap { display.screen(of: $0) } ?? screen ?? display.defaultScreen
            guard let r = sourceRect(a, frame: frame) else { return .failure("\(what): the window is gone") }
            return .success((r, a.screen, false))
        }
        let p = display.pointerLocation()
        if let screen, screen != p?.screen {
            let area = desktop(screen).workArea(of: monitor)
            return .success((Rect(x: area.midX, y: area.midY, width: 1, height: 1), screen, true))
        }
        let at = p?.point ?? .zero
        return .success((Rect(x: at.x, y: at.y, width: 1, height: 1), p?.screen ?? display.defaultScreen, false))
    }

    /// Where a pick menu opens: over the window dmenu's `-w` names (at its top, or bottom
    /// with -b, as wide as it, as dmenu places itself inside it), else on the pointer's
    /// screen (where the user is), on the monitor `-m` or the pointer picks.
    func pickArea(_ spec: PickSpec) -> Result<(area: Rect, screen: Int), Refusal> {
        let screen = display.pointerScreen
        guard let embed = spec.embedWindow, case let raw = strtol(embed, nil, 0), raw > 0 else {
            return .success((PickRoom.monitor(for: spec, on: desktop(screen)), screen))
        }
        let w = WindowID(UInt(raw))
        guard let r = display.geometry(of: w) else { return .failure("could not get embedding window attributes: \(w)") }
        return .success((r, display.screen(of: w) ?? screen))
    }
}
