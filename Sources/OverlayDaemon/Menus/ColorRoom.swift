// ColorRoom: the colour picker room (`overlayctl pick-color`). One picker at a time: its
// `ColorChooser` (swatches, highlight), frame and picture, the keyboard and pointer grabbed;
// a swatch clicked or Enter reports the colour as an `action` event whose key is `#rrggbb`.
import OverlayCore
import OverlayProtocol
import OverlayRender

final class ColorRoom: SingleOpenRoom, OpeningRoom {
    struct OpenChooser {
        let id: OverlayID
        var model: ColorChooser
        /// What it opened below and the monitor it stays inside.
        let anchor: Rect
        let area: Rect
        var frame: Rect
        /// The style it was sized with: at the scale of the monitor it opens on.
        var style: Style
        /// Not laid out yet: the first layout sizes it.
        var unsized = true
        /// The window's name and class (zenity's, for its colour selection), or overlayd's.
        let title: WindowName
        let windowClass: WindowClass?
        var rendered: RenderedOverlay?
        var revision = 0
    }

    private(set) var open: OpenChooser?
    /// Made at the first picker: a daemon that never opens one loads nothing for it.
    private var painter: ColorChooserPainter?

    let grabName = "colour picker"
    var openID: OverlayID? { open?.id }
    func close() { open = nil }

    /// `pick-color`'s spec.
    struct Opening {
        let spec: ColorChooserSpec
    }

    let requestName = "pick-color"
    /// Below its `--attach` source, else at the pointer.
    func location(of opening: Opening) -> OverlaySpec { .opening(attachedTo: opening.spec.attach) }

    func prepare(_ id: OverlayID, _ opening: Opening, at spot: OpeningAnchor, now: Instant) throws(Refusal) -> OverlaySpec {
        try open(id, spec: opening.spec, anchor: spot.rect, area: spot.monitor)
        return .grabbing()
    }

    /// Readies a picker below `anchor` (its left edge; above it when there is no room below),
    /// kept inside `area`, or says why not; its first layout sizes it.
    func open(_ id: OverlayID, spec: ColorChooserSpec, anchor: Rect, area: Rect) throws(Refusal) {
        do {
            painter = try painter ?? ColorChooserPainter()
        } catch {
            throw Refusal("pick-color: cannot draw: \(error)")
        }
        open = OpenChooser(id: id, model: ColorChooser(spec, footerHeight: 0), anchor: anchor, area: area,
                           frame: Rect(origin: anchor.origin, size: .zero), style: Style(),
                           title: spec.windowTitle.map(WindowName.named) ?? .overlayd, windowClass: spec.windowClass)
    }

    /// Sizes and paints the picker at the style and scale of the monitor it opens on (again when
    /// they change: a monitor's DPI under `per-monitor`, the desktop's).
    func layout(_ id: OverlayID, _ context: GrabLayout) -> Result<[Effect], Refusal> {
        guard var c = open, c.id == id, let painter else { return .success([]) }
        do {
            if c.unsized || c.style != context.style {
                c.model.footerHeight = try painter.footerHeight(style: context.style)
                c.model.scale = context.scale
                c.style = context.style
                c.unsized = false
                let size = c.model.size
                var y = c.anchor.maxY + 4
                if y + size.height > c.area.maxY { y = c.anchor.minY - 4 - size.height }
                let x = min(max(c.anchor.minX, c.area.minX), c.area.maxX - size.width)
                c.frame = Rect(x: x, y: max(c.area.minY, y), width: size.width, height: size.height)
            }
            c.rendered = try painter.paint(c.model, style: c.style)
        } catch {
            return .failure("cannot draw colour picker \(id): \(error)")
        }
        c.revision += 1
        open = c
        return .success([.push(.overlay(id))])
    }

    var openWindow: OpenWindow? {
        guard let c = open, let rendered = c.rendered else { return nil }
        return OpenWindow(frame: c.frame, rendered: rendered, revision: c.revision, title: c.title, windowClass: c.windowClass)
    }

    // MARK: input

    func key(_ id: OverlayID, _ name: String, text: String, modifiers: KeyModifiers, now: Instant) -> [Effect] {
        guard var c = open, c.id == id else { return [] }
        let outcome = c.model.key(name)
        open = c
        return effects(outcome, c.id)
    }

    /// A press with the pointer grabbed: a swatch picks it; outside the picker it cancels.
    func pointer(_ id: OverlayID, at p: Point, press: Bool) -> [Effect] {
        guard press, let c = open, c.id == id else { return [] }
        guard c.frame.contains(p) else { return [.dismiss(c.id, .outside)] }
        guard let i = c.model.swatch(at: Point(x: p.x - c.frame.x, y: p.y - c.frame.y)) else { return [] }
        return effects(.chosen(c.model.colors[i]), c.id)
    }

    private func effects(_ outcome: ColorChooser.Outcome, _ id: OverlayID) -> [Effect] {
        switch outcome {
        case .none: return []
        case .moved: return [.relayout(id)]
        case .cancelled: return [.dismiss(id, .escape)]
        case .chosen(let hex): return [.emit(.action(id: id.description, key: hex), id), .dismiss(id, .action)]
        }
    }

    /// `list`'s view of the open picker: its swatches on root, the highlighted one.
    func describe(_ id: OverlayID, window: WindowID?, grabbed: Bool) -> JSONValue? {
        guard let c = open, c.id == id else { return nil }
        let swatches = c.model.colors.indices.map { i -> JSONValue in
            .object([("color", .string(c.model.colors[i])), ("rect", .rect(c.model.cell(i).offsetBy(c.frame.origin)))])
        }
        var fields: [(String, JSONValue)] = [
            ("id", .string(id.description)), ("colors", .bool(true)), ("grabbed", .bool(grabbed)), ("frame", .rect(c.frame)),
            ("selected", .string(c.model.selectedColor)), ("swatches", .array(swatches)),
        ]
        if let window { fields.append(("window", .string(window.description))) }
        return .object(fields)
    }
}
