// ColorRoom: the colour picker room (`overlayctl pick-color`). One picker at a time: its
// `ColorChooser` (swatches, highlight), frame and picture, the keyboard and pointer grabbed;
// a swatch clicked or Enter reports the colour as an `action` event whose key is `#rrggbb`.
import OverlayCore
import OverlayProtocol
import OverlayRender

final class ColorRoom: GrabbingRoom {
    struct OpenChooser {
        let id: OverlayID
        var model: ColorChooser
        let frame: Rect
        let style: Style
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
    func holds(_ id: OverlayID) -> Bool { open?.id == id }
    func owns(_ key: WindowKey, of id: OverlayID) -> Bool { open?.id == id && key == .overlay(id) }

    /// Opens a picker below `anchor` (its left edge; above it when there is no room below),
    /// kept inside `area`, or says why not.
    func open(_ id: OverlayID, spec: ColorChooserSpec, anchor: Rect, area: Rect, style: Style) throws(Refusal) {
        do {
            let painter = try self.painter ?? ColorChooserPainter()
            self.painter = painter
            let model = ColorChooser(spec, footerHeight: try painter.footerHeight(style: style))
            let size = model.size
            var y = anchor.maxY + 4
            if y + size.height > area.maxY { y = anchor.minY - 4 - size.height }
            let x = min(max(anchor.minX, area.minX), area.maxX - size.width)
            open = OpenChooser(id: id, model: model, frame: Rect(x: x, y: max(area.minY, y), width: size.width, height: size.height),
                               style: style, title: spec.windowTitle.map(WindowName.named) ?? .overlayd, windowClass: spec.windowClass)
        } catch {
            throw Refusal("pick-color: cannot draw: \(error)")
        }
    }

    func layout(_ id: OverlayID, _ context: GrabLayout) -> Result<[Effect], Refusal> {
        guard var c = open, c.id == id, let painter else { return .success([]) }
        do {
            c.rendered = try painter.paint(c.model, style: c.style)
        } catch {
            return .failure("cannot draw colour picker \(id): \(error)")
        }
        c.revision += 1
        open = c
        return .success([.push(.overlay(id))])
    }

    func windows(_ id: OverlayID, mode: SurfaceMode) -> [DesiredWindow] {
        guard let c = open, c.id == id, let rendered = c.rendered else { return [] }
        return [DesiredWindow(key: .overlay(c.id), frame: c.frame, kind: .menu, mode: mode, clickThrough: false,
                              rendered: rendered, revision: c.revision, stacking: .top,
                              title: c.title, windowClass: c.windowClass)]
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

    /// A dismissed picker's window goes (`InputGrab` lets its grab go).
    func forget(_ id: OverlayID, now: Instant) -> [Effect] {
        guard let c = open, c.id == id else { return [] }
        open = nil
        return [.remove(.overlay(id))]
    }

    /// The picker paints no pictures.
    func showing(anyOf names: Set<String>) -> [OverlayID] { [] }

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
