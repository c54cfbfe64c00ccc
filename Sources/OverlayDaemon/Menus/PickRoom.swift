// PickRoom: the pick menus room. dmenu/rofi-style menus and prompts (`pick`): one window,
// the keyboard and pointer grabbed, keys edited into the input line and the rows filtered
// as dmenu does (PickModel), the answer reported as a `picked` event. At most one is open.
import OverlayCore
import OverlayProtocol
import OverlayRegex
import OverlayRender

/// The open pick menu.
struct OpenPick {
    let id: OverlayID
    var model: PickModel
    var look: PickLook
    var frame: Rect
    /// Drawn with a rasi theme as rofi draws it (the pick named one), instead of with `look`.
    var themed: RofiPickPainter?
    /// The monitor (or window) it opened on: a launcher's next mode reopens there.
    let area: Rect
    /// That monitor's number as rofi counts them, which a theme's `@media (monitor-id: N)` tests.
    let monitorID: Int
    /// The DPI its dmenu fonts were sized at.
    let dpi: Double?
    /// Under `scale = "per-monitor"`, the DPI of the monitor its look was sized for.
    var monitorDPI: Double?
    var rendered: RenderedPick?
    var revision = 0
    /// The last key edited the line (the accessible focus is on it, so a screen reader echoes
    /// the typing); a key that moved the highlight (or an arrow at the end) gives it back to the row.
    var typing = false
    /// Chosen from with `holdsAfterChoice`: its keys wait in `queued` until the client's next
    /// rows (`refill`), which they are then applied to, as rofi reads the keys typed while a
    /// script ran once the script's rows are in.
    var held = false
    var queued: [QueuedKey] = []
    /// When `PickSpec.timeoutMs` ends it, answering what it holds then.
    var deadline: Instant?
}

/// A key pressed while a menu was held.
struct QueuedKey {
    var key: String
    var text: String
    var modifiers: KeyModifiers
}

/// Bar widths of row labels, measured once per row (paging asks for the same rows again).
final class PickWidths {
    private var cache: [Int32: Int] = [:]
    private let measure: (Int32) -> Int
    init(measure: @escaping (Int32) -> Int) { self.measure = measure }
    func width(_ row: Int32) -> Int {
        if let w = cache[row] { return w }
        let w = measure(row)
        if cache.count > 50_000 { cache.removeAll() }
        cache[row] = w
        return w
    }
}

final class PickRoom: SingleOpenRoom {
    private(set) var open: OpenPick?
    private let painter: PickPainter
    /// Compiles the words typed under `-matching regex` (PCRE2).
    private let patterns: PickPatternCompiler
    /// The rasi themes picks are drawn with, parsed once each.
    let themes: RofiThemes
    /// Labels are decoded from this many bytes at most (what a screen can show of a row).
    static let labelBytes = 4 * PickPainter.labelLimit

    init(painter: PickPainter, patterns: PickPatternCompiler = PCRE2PatternCompiler()) {
        self.painter = painter
        self.patterns = patterns
        themes = RofiThemes(unthemed: painter)
    }

    let grabName = "pick menu"
    var openID: OverlayID? { open?.id }
    /// Its frame goes with it: the next pick is painted whole.
    func close() {
        // A themed pick's painter stays for the next pick of its look, without its pixels.
        open?.themed?.forgetFrame()
        open = nil
        painter.forgetFrame()
    }

    /// Opens a menu of `rows` on `area` (a monitor, or the window of dmenu -w; rofi numbers that
    /// monitor `monitorID`), or says why not. `dpi` sizes dmenu's fonts in points as its Xft does (rofi's Pango takes 96);
    /// `attached` is the frame of the window zenity's `--attach` names, which the menu opens under.
    func open(_ id: OverlayID, spec asked: PickSpec, rows: PickRows, area: Rect, monitorID: Int = 0, dpi: Double? = nil,
              attached: Rect? = nil, now: Instant? = nil) throws(Refusal) {
        var spec = asked
        spec.attachedFrame = attached
        // dmenu's `lines = MIN(lines, rows)`: a list no taller than its rows, and no rows make a bar.
        if spec.flavor == .dmenu { spec.lines = min(spec.lines, rows.count) }
        let look = PickLook(spec, dpi: spec.flavor == .dmenu ? dpi : nil)
        var model = PickModel(rows: rows, spec: spec, patterns: patterns)
        if let name = spec.theme {
            guard let theme = themes.theme(name) else { throw Refusal("pick: no theme \(name) here (send it first: theme --hash \(name) --bytes N)") }
            // At the DPI the last pick of its look was drawn at: its layout, which knows the
            // monitor's, makes another painter only when that was not it.
            let themed: RofiPickPainter
            do {
                themed = try themes.painter(name, theme: theme, monitor: area, monitorID: monitorID, font: spec.font, dpi: nil,
                                            icons: painter.iconCache, wholeFrames: painter.wholeFrames)
            } catch {
                throw Refusal("pick: cannot draw: \(error)")
            }
            let frame = themed.frame(model) { rows.label($0, limit: PickRoom.labelBytes) }
            open = OpenPick(id: id, model: model, look: look, frame: frame, themed: themed, area: area, monitorID: monitorID, dpi: dpi)
            return
        }
        let frame = try sized(&model, look: look, area: area)
        open = OpenPick(id: id, model: model, look: look, frame: frame, themed: nil, area: area, monitorID: monitorID, dpi: dpi)
        if let ms = spec.timeoutMs, let now { open?.deadline = now + Int64(ms) }
    }

    /// An unthemed menu's frame on `area` in `look`, and a dmenu bar's rows paged to fit it.
    private func sized(_ model: inout PickModel, look: PickLook, area: Rect) throws(Refusal) -> Rect {
        let spec = model.spec
        do {
            let frame = try painter.frame(spec, look: look, monitor: area)
            if let capacity = try painter.barCapacity(spec, look: look, width: frame.width) {
                let painter = self.painter
                let rows = model.rows
                let widths = PickWidths { row in
                    (try? painter.barWidth(of: rows.label(Int(row), limit: PickRoom.labelBytes), look: look)) ?? 1
                }
                model.capacity = capacity
                model.rowWidth = widths.width
                model.repage()
            }
            return frame
        } catch {
            throw Refusal("pick: cannot draw: \(error)")
        }
    }

    /// Under `scale = "per-monitor"` an unthemed menu's fonts are sized at the DPI of the monitor
    /// it opens on (`monitorDPI`), and again when that monitor's DPI changes; nil: at dmenu's or rofi's own.
    /// A themed one is drawn at the DPI rofi's `-dpi` gives there (`RofiDPI`), the monitor's under `per-monitor`.
    private func rescaled(_ p: inout OpenPick, _ context: GrabLayout) throws(Refusal) {
        if let name = p.model.spec.theme {
            let spec = p.model.spec
            let dpi = RofiDPI.resolved(option: spec.dpi, monitor: context.monitor, screenDPI: context.screenDPI, perMonitorDPI: context.monitorDPI)
            guard p.themed?.dpi != dpi else { return }
            guard let theme = themes.theme(name) else { throw Refusal("pick: no theme \(name) here") }
            do {
                p.themed = try themes.painter(name, theme: theme, monitor: p.area, monitorID: p.monitorID, font: spec.font, dpi: dpi,
                                              icons: painter.iconCache, wholeFrames: painter.wholeFrames)
            } catch {
                throw Refusal("pick: cannot draw: \(error)")
            }
            return
        }
        let monitorDPI = context.monitorDPI
        guard p.monitorDPI != monitorDPI else { return }
        let dmenu = p.model.spec.flavor == .dmenu
        let look = monitorDPI.map { PickLook(p.model.spec, dpi: dmenu ? 96 : nil, scale: $0 / 96) }
            ?? PickLook(p.model.spec, dpi: dmenu ? p.dpi : nil)
        p.frame = try sized(&p.model, look: look, area: p.area)
        p.look = look
        p.monitorDPI = monitorDPI
    }

    /// The open menu's timeout ran out: it answers what it holds, as zenity's dialogs do.
    func tick(now: Instant) -> [Effect] {
        guard let p = open, let deadline = p.deadline, deadline <= now, !p.held else { return [] }
        open?.deadline = nil
        return effects(of: .chosen(p.model.timedOutChoice(), keepOpen: false), p)
    }

    func nextDeadline(after now: Instant) -> Instant? { open?.deadline }

    /// Paints the open menu again.
    func layout(_ id: OverlayID, _ context: GrabLayout) -> Result<[Effect], Refusal> {
        guard var p = open, p.id == id else { return .success([]) }
        // The last frame's pixels are let go first, so the painter updates them in place.
        open?.rendered = nil
        p.rendered = nil
        do throws(Refusal) { try rescaled(&p, context) } catch { return .failure(error) }
        do {
            let rows = p.model.rows
            if let themed = p.themed {
                (p.frame, p.rendered) = try themed.paint(p.model) { rows.label($0, limit: PickRoom.labelBytes) }
            } else {
                let model = p.model
                p.rendered = try painter.paint(model, look: p.look, size: p.frame.size) { model.label($0, limit: PickRoom.labelBytes) }
            }
        } catch {
            return .failure("cannot draw pick menu \(id): \(error)")
        }
        p.revision += 1
        open = p
        return .success([.push(.overlay(id))])
    }

    var openWindow: OpenWindow? {
        guard let p = open, let rendered = p.rendered else { return nil }
        return OpenWindow(frame: p.frame, rendered: rendered.overlay, revision: p.revision, title: p.model.spec.windowName,
                          windowClass: p.model.spec.windowClass)
    }

    // MARK: input

    /// A key for the open menu (a paste asks the selection's owner to send the text to its
    /// window; it comes back later as `pasted`).
    func key(_ id: OverlayID, _ key: String, text: String, modifiers: KeyModifiers, now: Instant) -> [Effect] {
        if let p = open, p.id == id, p.held {
            open?.queued.append(QueuedKey(key: key, text: text, modifiers: modifiers))
            return []
        }
        guard let p = open, p.id == id, let k = PickKeyMap.key(key, text: text, modifiers: modifiers, spec: p.model.spec) else { return [] }
        return press(k)
    }

    /// The wheel over the open menu: rofi's ml-row-up/down (or the user's table); nothing while held.
    func wheel(_ id: OverlayID, up: Bool, now: Instant) -> [Effect] {
        guard let p = open, p.id == id, !p.held, let k = RofiKeyActions.scroll(up: up, spec: p.model.spec) else { return [] }
        return press(k)
    }

    /// What `k` does to the open menu.
    private func press(_ k: PickKey) -> [Effect] {
        guard var p = open else { return [] }
        let (text, selected) = (p.model.input.text, p.model.selected)
        let out = p.model.key(k)
        if p.model.input.text != text {
            p.typing = true
        } else if p.model.selected != selected || [.up, .down, .pageUp, .pageDown].contains(k) {
            p.typing = false
        }
        open = p
        if case .paste(let clipboard) = out { return [.requestSelection(clipboard: clipboard, for: p.id)] }
        return effects(of: out, p)
    }

    /// The selection's text arrived at the menu's window: it goes into the input line (nil:
    /// the selection had no owner or no text, and nothing changes).
    func pasted(_ id: OverlayID, _ text: [UInt8]?) -> [Effect] {
        guard var p = open, p.id == id, let text else { return [] }
        p.model.paste(text)
        p.typing = true
        open = p
        return [.relayout(p.id)]
    }

    private func effects(of out: PickOutput, _ p: OpenPick) -> [Effect] {
        switch out {
        case .none:
            return [.relayout(p.id)]
        case .cancelled:
            return [.dismiss(p.id, .escape)]
        case .declined:
            // Gone by one of its buttons: the client tells Cancel from Escape by the reason.
            return [.dismiss(p.id, .action)]
        case .paste:
            return []
        case .switchMode(let next):
            return [.toRoom(.nextMode(p.id, forward: next))]
        case .deleteEntry(let row):
            return [.toRoom(.deleteRow(p.id, row: row))]
        case .chosen(let choice, let keepOpen):
            let picked = Effect.emit(.picked(id: p.id.description, rows: choice.rows, text: choice.text,
                                             exit: Int(choice.exitCode), more: keepOpen, alternate: choice.alternate), p.id)
            if p.model.spec.holdsAfterChoice && !keepOpen {
                open?.held = true
                return [picked]
            }
            return keepOpen ? [picked, .relayout(p.id)] : [picked, .dismiss(p.id, .action)]
        }
    }

    /// A held menu's next rows (a script mode's next call), shown in its window from an empty
    /// line; the reply to the rows, or nil when `id` is not held here (then it opens anew).
    func refill(_ id: OverlayID, spec: PickSpec, rows: PickRows) -> JSONValue? {
        guard let p = open, p.id == id, p.held else { return nil }
        do throws(Refusal) { try replaceRows(of: p, spec: spec, rows: rows) } catch { return Reply.error(error.message) }
        open?.queued = p.queued
        return Reply.ok([("id", .string(id.description)), ("rows", .int(rows.count))])
    }

    /// The keys typed while the menu was held, applied in order to its new rows (after the
    /// reply to them went out, so a choice among them comes after it); those after a choice
    /// that holds the menu again wait for the rows after that.
    func replayQueuedKeys(_ id: OverlayID, now: Instant) -> [Effect] {
        var effects: [Effect] = []
        while let p = open, p.id == id, !p.held, let first = p.queued.first {
            open?.queued.removeFirst()
            effects += key(id, first.key, text: first.text, modifiers: first.modifiers, now: now)
        }
        return effects
    }

    /// The open menu shows other rows (a launcher's next mode) in the same window, keeping the
    /// typed text, or says why it cannot be drawn.
    func reopen(_ id: OverlayID, spec: PickSpec, rows: PickRows) throws(Refusal) {
        guard let p = open, p.id == id else { throw Refusal("pick: \(id) is not open") }
        var s = spec
        s.initialText = p.model.input.text
        try replaceRows(of: p, spec: s, rows: rows)
    }

    /// Opens `spec` and `rows` in the open menu `p`'s place and window (its area, DPI and
    /// revision, so the next frame replaces the one on screen), or says why not.
    private func replaceRows(of p: OpenPick, spec: PickSpec, rows: PickRows) throws(Refusal) {
        try open(p.id, spec: spec, rows: rows, area: p.area, monitorID: p.monitorID, dpi: p.dpi)
        open?.revision = p.revision
    }

    /// A press with the pointer grabbed: on a row it chooses that row, outside the menu it
    /// cancels (rofi's click-to-exit).
    func pointer(_ id: OverlayID, at point: Point, press: Bool) -> [Effect] {
        guard press, var p = open, p.id == id, !p.held else { return [] }
        guard p.frame.contains(point) else { return [.dismiss(p.id, .outside)] }
        if !p.model.spec.modeButtons.isEmpty, let b = p.rendered?.modeButton(at: point - p.frame.origin) {
            return b == p.model.spec.modeButton ? [] : [.toRoom(.showMode(p.id, button: b))]
        }
        if let b = p.rendered?.button(at: point - p.frame.origin) {
            let out = p.model.pressButton(b)
            open = p
            return effects(of: out, p)
        }
        guard let position = p.rendered?.position(at: point - p.frame.origin) else { return [] }
        let out = p.model.click(position: position)
        open = p
        return effects(of: out, p)
    }

    /// In a pick drawn as rofi (or under a rofi user's table), a press on a row is rofi's me-* binding for
    /// it, with the modifiers held: MousePrimary selects (me-select-entry), a second press of the button
    /// within 200 ms (libnkutils' double click) accepts (me-accept-entry; Control+MouseDPrimary,
    /// me-accept-custom, as kb-accept-alt). Nil for overlayd's own picks, or off the rows.
    func pressed(_ id: OverlayID, button: Int, modifiers: KeyModifiers, at point: Point, now: Instant) -> [Effect]? {
        guard let p = open, p.id == id, !p.held, p.frame.contains(point),
              let table = p.model.spec.keyBindings.isEmpty ? (p.model.spec.theme != nil ? Self.rofiMouse : nil) : p.model.spec.keyBindings,
              let position = p.rendered?.position(at: point - p.frame.origin) else { return nil }
        let double = lastPress.map { $0.button == button && now.milliseconds - $0.at.milliseconds < 200 } ?? false
        lastPress = (button, now)
        let held = modifiers.rofiPrefix, name = ["Primary", "Middle", "Secondary"][button - 1]
        let binding = (double ? table[held + "MouseD" + name] : nil) ?? table[held + "Mouse" + name]
        switch binding {
        case "me-select-entry"?:
            open?.model.highlight(position: position)
            return [.relayout(id)]
        case "me-accept-entry"?, "me-accept-custom"?:
            open?.model.highlight(position: position)
            return press(.accept(shift: binding == "me-accept-custom", control: false))
        default:
            return []
        }
    }
    private var lastPress: (button: Int, at: Instant)?
    /// rofi 1.7.3's own me-* bindings, for a pick drawn as rofi whose user changed none.
    private static let rofiMouse = RofiKeyActions.table(RofiKeyBindings()).filter { $0.value.hasPrefix("me-") }

    /// A screen reader's `click` on the row with input index `row`: what a click on it does.
    func click(row: Int) -> [Effect] {
        guard var p = open, let position = p.model.order.firstIndex(of: Int32(clamping: row)) else { return [] }
        let out = p.model.click(position: position)
        open = p
        return effects(of: out, p)
    }

    /// Whether a closed menu's frame bytes are kept for the next menu (`PickPainter`, or the last
    /// themed pick's painter).
    var keepsSpareFrame: Bool { painter.keepsSpareFrame || themes.keepsSpareFrame }

    /// Lets them go: the daemon has been quiet a while.
    func releaseSpareFrame() {
        painter.releaseSpareFrame()
        themes.releaseSpareFrame()
    }

    /// The open menu when a row on its page, or its theme's background, shows one of these pictures
    /// (paths or icon names).
    func showing(anyOf names: Set<String>) -> [OverlayID] {
        guard let p = open else { return [] }
        if let themed = p.themed, !themed.backgroundPictures.isDisjoint(with: names) { return [p.id] }
        guard p.model.spec.showIcons else { return [] }
        let shown = p.model.visible.contains { p.model.rows.options(Int(p.model.order[$0])).icon.map(names.contains) ?? false }
        return shown ? [p.id] : []
    }

    /// `list`'s view of the open menu.
    func describe(_ id: OverlayID, window: WindowID?, grabbed: Bool) -> JSONValue? {
        guard let p = open, p.id == id else { return nil }
        var fields: [(String, JSONValue)] = [
            ("id", .string(id.description)), ("pick", .bool(true)), ("grabbed", .bool(grabbed)),
            ("frame", .rect(p.frame)), ("text", .string(p.model.input.text)), ("matches", .int(p.model.order.count)),
            ("selected", p.model.selectedRow.map(JSONValue.int) ?? .null), ("held", .bool(p.held)),
            ("rows", .array((p.rendered?.rows ?? []).map { .rect($0.frame.offsetBy(p.frame.origin)) })),
        ]
        if let window { fields.append(("window", .string(window.description))) }
        return .object(fields)
    }
}
