// RofiPickPainter: a pick menu drawn with a rasi theme as rofi 1.7.3 draws its window: the model's
// prompt, line, message and page laid out by a kept RofiViewTree and painted by RofiViewPainter, the
// frame kept between keys so a key paints again only the widgets it changed.
import CCairo
import CPango
import OverlayCore

public final class RofiPickPainter {
    /// The theme with `@media` applied for the monitor the menu opened on, its answers kept.
    private let lookup: RofiThemeMemo
    private let measure: RofiPangoMeasure
    private let painter: RofiViewPainter
    private let monitor: Rect
    /// The DPI it draws at (rofi's `-dpi`): fonts in points and `mm` lengths follow it.
    public let dpi: Double
    private let icons: IconCache
    /// The widget tree kept between keys; made again when the prompt, message or modes change.
    private var tree: RofiViewTree?
    /// The frame kept between paints and the widgets it was drawn from, each without its children,
    /// in drawing order.
    private var image: PixelImage?
    private var drawn: [DrawnWidget] = []
    /// The bytes of the frame `forgetFrame` let go, kept for the next menu of the same size: a
    /// launcher opened again paints into pages it has (a fresh frame's zeroing and page faults
    /// cost a quarter of an open).
    private var spare: [UInt8]?
    private let wholeFrames: Bool
    /// The `background-image: url()` pictures its widgets showed: the pick is painted again when one arrives.
    public private(set) var backgroundPictures: Set<String> = []

    /// `monitor` is in root coordinates; `monitorID` is what `@media (monitor-id: N)` compares;
    /// `font` is the configuration's (`-font`, config.rasi's), rofi's `mono 12` when nil; `dpi` is
    /// what fonts in points and lengths in `mm` are counted at, as rofi's `-dpi` sets them.
    public init(theme: RasiTheme, monitor: Rect, monitorID: Int = 0, font configured: String? = nil, dpi: Double = 96,
                icons: IconCache, wholeFrames: Bool = false) throws(RenderError) {
        lookup = RofiThemeMemo(theme.applyingMedia(RasiMonitor(id: monitorID, width: monitor.width, height: monitor.height)))
        let font = RofiViewLayout.defaultFont(theme: lookup, configured: configured ?? RofiPangoMeasure.rofiFont)
        measure = try RofiPangoMeasure(defaultFont: font, dpi: dpi)
        painter = RofiViewPainter(defaultFont: font, dpi: dpi, pictures: icons)
        self.dpi = dpi
        self.monitor = monitor
        self.icons = icons
        self.wholeFrames = wholeFrames
    }

    /// The view of the model as it stands: its window in root coordinates and every widget.
    /// `label(i)` is row `i`'s text; only the rows of the page shown are asked for.
    public func layOut(_ model: PickModel, label: (Int) -> String) -> RofiViewLayout {
        let c = content(model)
        let kept = tree.flatMap { $0.holds(c) ? $0 : nil } ?? RofiViewTree(theme: lookup, content: c, measure: measure, monitor: monitor, dpi: dpi)
        tree = kept
        let spec = model.spec
        return kept.layOut(c, rowCount: model.order.count) { p in
            let row = Int(model.order[p])
            let options = model.rows.options(row)
            let mark: RofiViewRow.Mark = spec.urgentRows.contains(row) ? .urgent : spec.activeRows.contains(row) ? .active : .normal
            return RofiViewRow(options.display ?? label(row), mark: mark, icon: spec.showIcons ? options.icon : nil)
        }
    }

    /// What the view shows besides its rows: rofi's prompt, the line (dots for a password), the
    /// message, the counts and the configuration's options.
    private func content(_ model: PickModel) -> RofiViewContent {
        let spec = model.spec
        var c = RofiViewContent(prompt: spec.prompt ?? "")
        c.input = spec.password ? String(repeating: "*", count: model.input.text.count) : model.input.text
        c.totalRows = model.rows.count
        c.selected = model.selected ?? 0
        c.message = spec.message
        // get_matching_state: ± case-sensitive and sorted, - case-sensitive, + sorted, else a blank.
        c.caseIndicator = spec.caseInsensitive ? (spec.sort != nil ? "+" : " ") : (spec.sort != nil ? "±" : "-")
        c.showIcons = spec.showIcons
        // The mode-switcher's buttons: a -show mode's (rofi -dmenu runs no mode, and shows none),
        // every mode rofi would list when the client named them, the shown one selected.
        c.modes = spec.modeButtons.isEmpty ? spec.modeName.map { [$0] } ?? [] : spec.modeButtons
        c.currentMode = spec.modeButtons.isEmpty ? 0 : spec.modeButton
        c.sidebarMode = spec.sidebarMode
        if spec.lines > 0 { c.lines = spec.lines }
        c.location = spec.location
        c.xOffset = spec.offset.x
        c.yOffset = spec.offset.y
        return c
    }

    /// The window's frame on the monitor for the model as it stands.
    public func frame(_ model: PickModel, label: (Int) -> String) -> Rect { layOut(model, label: label).window }

    /// Paints the model over the last frame: only the widgets that came, went or changed (and the
    /// entry's cursor) are drawn again and reported as the frame's damage. Returns the window's
    /// frame in root coordinates (a dynamic list changes its height) with the painted menu.
    public func paint(_ model: PickModel, label: (Int) -> String) throws(RenderError) -> (frame: Rect, pick: RenderedPick) {
        var view = layOut(model, label: label)
        highlight(&view.root, model)
        let size = view.window.size
        guard size.width > 0, size.height > 0, size.width <= 8192, size.height <= 8192 else { throw .tooLarge(size) }
        let entry = view.root.first("entry")
        let cursor = entry.flatMap { cursorRect(model, $0) }
        var next: [DrawnWidget] = []
        next.reserveCapacity(drawn.count)
        flatten(view.root, under: Underlay(colors: [], within: Rect(origin: .zero, size: size)), into: &next)
        next.append(DrawnWidget(cursor: cursor ?? .zero))
        var pixels = image ?? PixelImage(width: 0, height: 0, stride: 0, bytes: [])
        image = nil
        let whole = wholeFrames || pixels.width != size.width || pixels.height != size.height
        if whole {
            // Any bytes do: a whole paint clears the window first.
            let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(size.width)))
            let count = stride * size.height
            let bytes = spare.flatMap { $0.count == count ? $0 : nil } ?? [UInt8](repeating: 0, count: count)
            spare = nil
            pixels = PixelImage(width: size.width, height: size.height, stride: stride, bytes: bytes)
        }
        let window = Rect(origin: .zero, size: size)
        var changed: [Rect] = []
        // Texts that alone changed (the rows' labels as the filter narrows), joined by the columns
        // they stand in: as many rectangles as rows would be joined into the whole window's.
        var texts: [Rect] = []
        // Of those, each text drawn again over the plain colours under it (`RofiViewPainter.retext`),
        // and the ones that have none, painted with everything under them.
        var retexts: [(widget: RofiLaidOutWidget, area: Rect, under: [Color])] = []
        var underless: [Rect] = []
        if !whole {
            // Widget by widget in drawing order: one that differs from the one drawn in its place
            // (or has none there) is drawn again, and so is where the other was.
            for i in 0..<max(drawn.count, next.count) {
                let old = i < drawn.count ? drawn[i] : nil, new = i < next.count ? next[i] : nil
                guard old != new else { continue }
                if let old, let new, let text = textChange(old, new) {
                    if text.isEmpty { continue }
                    if let widget = new.widget, let under = new.underlay, under.within.contains(text) {
                        retexts.append((widget, text, under.colors))
                    } else {
                        underless.append(text)
                    }
                    if let i = texts.firstIndex(where: { $0.minX < text.maxX && text.minX < $0.maxX }) {
                        texts[i] = texts[i].union(text)
                    } else {
                        texts.append(text)
                    }
                    continue
                }
                if let old { changed.append(old.bounds) }
                if let new { changed.append(new.bounds) }
            }
        }
        let damage: [Rect]? = whole ? nil : RetainedFrame.merged((changed + texts).map { $0.intersection(window) })
        let repainted: [Rect] = whole ? [window] : RetainedFrame.merged((changed + underless).map { $0.intersection(window) })
        drawn = next
        // The cursor's colour: `cursor-color`, else the entry's text colour (rofi's default black).
        let view2 = view, cursorColor = entry.map { $0.look.cursorColor ?? $0.look.textColor ?? Color(red: 0, green: 0, blue: 0) }
        try pixels.draw { canvas throws(RenderError) in
            func drawCursor(inside area: Rect) {
                guard let cursor, let color = cursorColor, !cursor.intersection(area).isEmpty else { return }
                cairo_save(canvas.cr)
                cairo_rectangle(canvas.cr, Double(area.x), Double(area.y), Double(area.width), Double(area.height))
                cairo_clip(canvas.cr)
                canvas.setSource(color)
                cairo_rectangle(canvas.cr, Double(cursor.x), Double(cursor.y), Double(cursor.width), Double(cursor.height))
                cairo_fill(canvas.cr)
                cairo_restore(canvas.cr)
            }
            // Texts first: an area painted whole after them draws everything there again.
            for t in retexts where !repainted.contains(where: { $0.contains(t.area) }) {
                try painter.retext(t.widget, over: t.under, inside: t.area, on: canvas)
                drawCursor(inside: t.area)
            }
            for area in repainted where !area.isEmpty {
                try painter.paint(view2, on: canvas, inside: area)
                drawIcons(view2.root, on: canvas.cr, inside: area)
                drawCursor(inside: area)
            }
        }
        image = pixels
        let elements = view.root.all("element")
        let rows = elements.enumerated().map { (position: view.firstRow + $0.offset, frame: $0.element.borderBox) }
        let input = entry?.borderBox ?? .zero
        let overlay = RenderedOverlay(image: pixels, shape: [window], damage: damage)
        var pick = RenderedPick(overlay: overlay, rows: rows, input: input)
        pick.modeButtons = (view.root.first("mode-switcher") ?? view.root.first("sidebar"))?.all("button").map(\.borderBox) ?? []
        return (view.window, pick)
    }

    /// The side a row's icon is drawn at (the window modes fetch `_NET_WM_ICON` at it): the
    /// theme's `element-icon` laid out in a list that shows icons.
    public func rowIconSide() -> Int {
        var content = RofiViewContent(prompt: "", rows: [RofiViewRow("", icon: "")])
        content.showIcons = true
        let view = RofiViewLayout.layOut(theme: lookup, content: content, measure: measure, monitor: monitor, dpi: dpi)
        return view.root.first("element-icon").map(iconSide) ?? 16
    }

    /// Lets the kept frame go: the next paint is whole. Its bytes are kept for the next frame of
    /// the same size (`spare`).
    public func forgetFrame() {
        if let image { spare = image.bytes }
        image = nil
        drawn = []
    }

    /// Whether a closed menu's frame bytes are kept for the next menu.
    public var keepsSpareFrame: Bool { spare != nil }

    /// Lets them go (the daemon has been quiet a while).
    public func releaseSpareFrame() { spare = nil }

    /// listview's update_element: the typed words' matches in each row's text drawn in `highlight`
    /// (rofi's bold underline when the theme sets none). Rows drawn as markup already are left as they are.
    private func highlight(_ w: inout RofiLaidOutWidget, _ model: PickModel) {
        let typed = model.input.text
        guard !typed.isEmpty, !model.spec.password else { return }
        if w.name == "element-text", !w.markup, let text = w.text, !w.showsPlaceholder {
            let ranges = RofiMatchHighlight.ranges(in: text, typed: typed, matching: model.spec.matching,
                                                   caseInsensitive: model.spec.caseInsensitive,
                                                   negation: model.spec.negation.map { Character(UnicodeScalar($0)) },
                                                   compile: model.spec.matching == .regex ? model.compiledWord : nil)
            if !ranges.isEmpty {
                let style = w.look.highlight ?? RasiHighlight(styles: [.bold, .underline])
                w.text = RofiMatchHighlight.markup(text, ranges, style)
                w.markup = true
            }
        }
        for i in w.children.indices { highlight(&w.children[i], model) }
    }

    /// Where a textbox changed when only its text did (a row's label or highlight, the line): the
    /// pixels either text touches, not the whole box — its background, border and the rest of its
    /// row are as they were. Nil when anything else about it changed.
    private func textChange(_ old: DrawnWidget, _ new: DrawnWidget) -> Rect? {
        guard var a = old.widget, var b = new.widget, a.kind == .text, old.iconLoaded == new.iconLoaded else { return nil }
        // The placeholder is drawn as text too (its own colour, from the same look).
        a.text = nil; a.markup = false; a.showsPlaceholder = false
        b.text = nil; b.markup = false; b.showsPlaceholder = false
        guard a == b, let was = old.widget, let now = new.widget else { return nil }
        return painter.textArea(was).union(painter.textArea(now))
    }

    /// Each widget without its children, in drawing order; a textbox with what lies under its text
    /// (`under`: its ancestors' plain colours and where all of them fill, nil once one is not plain).
    private func flatten(_ w: RofiLaidOutWidget, under: Underlay?, into out: inout [DrawnWidget]) {
        var leaf = w
        leaf.children = []
        var loaded = w.iconName.map { icons.icon($0, side: iconSide(w)) != nil } ?? false
        if case let .url(path, _)? = w.look.backgroundImage {
            backgroundPictures.insert(path)
            // Painted again once its background picture arrives.
            loaded = loaded || icons.icon(path, side: RofiViewPainter.pictureSide) != nil
        }
        // widget_draw fills a square outline with one colour (white when the theme sets none) and
        // clips its children to it; a gradient, a picture or a rounded corner is not one colour everywhere.
        var mine: Underlay?
        if var u = under, w.look.backgroundImage == nil, w.radius == .zero {
            u.colors.append(w.look.background ?? Color(red: 1, green: 1, blue: 1))
            let b = w.borderBox
            u.within = u.within.intersection(Rect(x: b.x + w.border.left, y: b.y + w.border.top,
                                                  width: b.width - w.border.horizontal, height: b.height - w.border.vertical))
            mine = u
        }
        out.append(DrawnWidget(widget: leaf, iconLoaded: loaded, underlay: w.kind == .text ? mine : nil))
        for child in w.children { flatten(child, under: mine, into: &out) }
    }

    /// The entry's content box: inside its margin, border and padding.
    private func inner(_ w: RofiLaidOutWidget) -> Rect {
        Rect(x: w.frame.x + w.margin.left + w.border.left + w.padding.left,
             y: w.frame.y + w.margin.top + w.border.top + w.padding.top,
             width: w.frame.width - w.margin.horizontal - w.border.horizontal - w.padding.horizontal,
             height: w.frame.height - w.margin.vertical - w.border.vertical - w.padding.vertical)
    }

    /// textbox_draw's cursor: `cursor-width` (2) wide and a line high, after the text before the
    /// cursor, at the start when the placeholder shows.
    private func cursorRect(_ model: PickModel, _ entry: RofiLaidOutWidget) -> Rect? {
        let box = inner(entry)
        let before = String(decoding: model.input.bytes[..<model.input.cursor], as: UTF8.self)
        let typed = model.spec.password ? String(repeating: "*", count: before.count) : before
        let x = entry.showsPlaceholder ? 0 : measure.width(of: typed, font: entry.font, markup: false)
        let width = entry.look.cursorWidth ?? 2
        let height = measure.lineHeight(font: entry.font)
        guard box.width > 0, x < box.width else { return nil }
        return Rect(x: box.x + x, y: box.y + max(0, (box.height - height) / 2), width: max(1, width), height: min(box.height, height))
    }

    private func iconSide(_ w: RofiLaidOutWidget) -> Int {
        let box = inner(w)
        return max(1, min(w.iconSize ?? box.height, box.width, box.height))
    }

    /// icon_draw: the picture at its size, centred in the icon's box (drawn once it has loaded).
    private func drawIcons(_ w: RofiLaidOutWidget, on cr: OpaquePointer, inside area: Rect) {
        guard !w.frame.intersection(area).isEmpty else { return }
        if w.kind == .icon, let name = w.iconName {
            let box = inner(w), side = iconSide(w)
            let origin = Point(x: box.x + (box.width - side) / 2, y: box.y + (box.height - side) / 2)
            if let picture = icons.icon(name, side: side) {
                cairo_save(cr)
                cairo_rectangle(cr, Double(area.x), Double(area.y), Double(area.width), Double(area.height))
                cairo_clip(cr)
                picture.draw(on: cr, origin: origin, side: side)
                cairo_restore(cr)
            }
        }
        for child in w.children { drawIcons(child, on: cr, inside: area) }
    }
}

/// The plain colours filled, one over the other, under a textbox's text, and the part of the window
/// every one of them fills.
private struct Underlay: Equatable {
    var colors: [Color]
    var within: Rect
}

/// One widget as a frame drew it (its children apart), or the entry's cursor: what a paint compares.
private struct DrawnWidget: Equatable {
    var widget: RofiLaidOutWidget?
    var iconLoaded = false
    var cursor: Rect?
    /// A textbox's: what lies under its text, when its text alone can be drawn again over it.
    var underlay: Underlay?

    init(widget: RofiLaidOutWidget, iconLoaded: Bool, underlay: Underlay?) {
        self.widget = widget; self.iconLoaded = iconLoaded; self.underlay = underlay
    }
    init(cursor: Rect) { self.cursor = cursor }

    /// Where it drew: the widget's frame, margin included (its background and border), or the cursor.
    var bounds: Rect { widget?.frame ?? cursor ?? .zero }
}
