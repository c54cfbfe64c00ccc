// PickPainter: paints a pick menu: dmenu's bar (prompt, input line, the page of matches
// side by side with < and >) or its list under the input line (-l), rofi's centred box
// (prompt, input, message, rows with icons and marks), and the prompt dialog. Only the
// rows of the page shown are measured and laid out, so 100,000 rows cost what 20 do.
import CCairo
import CPango
import OverlayCore

public final class PickPainter {
    private let scratch: CairoCanvas
    private var probe: (font: String, block: TextBlock)?
    private var lineHeights: [String: Int] = [:]
    private let icons: IconCache
    /// The open menu's frame, kept between keys so a key repaints only what it changed.
    private let frame: RetainedFrame
    /// Labels longer than this many characters are cut before Pango sees them (then
    /// ellipsized): laying out a megabyte line to show forty characters of it is waste.
    public static let labelLimit = 400

    /// Every frame painted whole, not only where it changed (OVERLAYD_WHOLE_FRAMES=1, to compare).
    public let wholeFrames: Bool

    /// `icons` loads rofi's row icons off the event loop (shared with the other painters).
    public init(icons: IconCache = IconCache(loader: nil), wholeFrames: Bool = false) throws(RenderError) {
        self.icons = icons
        self.wholeFrames = wholeFrames
        frame = RetainedFrame(icons: icons)
        scratch = try CairoCanvas(width: 1, height: 1)
    }

    private func measurer(_ font: String) throws(RenderError) -> TextBlock {
        if let p = probe, p.font == font { return p.block }
        let block = try TextBlock(cr: scratch.cr, text: "Ag", font: font, width: 1 << 20, markup: false)
        pango_layout_set_single_paragraph_mode(block.layout, 1)
        probe = (font, block)
        return block
    }

    /// Height of one line of `font` (dmenu's `drw->fonts->h`), measured once per font: every
    /// bar row's width asks for it.
    public func lineHeight(font: String) throws(RenderError) -> Int {
        if let known = lineHeights[font] { return known }
        let m = try measurer(font)
        pango_layout_set_text(m.layout, "Ag", -1)
        let h = max(1, m.size.height)
        if lineHeights.count >= 16 { lineHeights.removeAll() }
        lineHeights[font] = h
        return h
    }

    /// Natural width of `text` in `font`.
    public func textWidth(_ text: String, font: String) throws(RenderError) -> Int {
        let m = try measurer(font)
        PickPainter.cut(text).withCString { pango_layout_set_text(m.layout, $0, -1) }
        return m.size.width
    }

    static func cut(_ s: String) -> String {
        s.utf8.count <= labelLimit ? s : String(s.prefix(labelLimit))
    }

    // MARK: Geometry

    /// The side of a row's icon in `spec`'s box (the row's height less 4, as `drawRow` draws it),
    /// its font at `scale` (a monitor's own under `scale = "per-monitor"`).
    public func rowIconSide(_ spec: PickSpec, scale: Double = 1) throws(RenderError) -> Int {
        max(1, PickGeometry(spec, lineHeight: try lineHeight(font: PickLook(spec, scale: scale).font), size: .zero).rowHeight - 4)
    }

    /// The window's frame on `monitor` (root coordinates) for `spec` and `look`.
    public func frame(_ spec: PickSpec, look: PickLook, monitor: Rect) throws(RenderError) -> Rect {
        let g = try PickGeometry(spec, look: look, lineHeight: lineHeight(font: look.font), monitor: monitor)
        return g.frame
    }

    /// Pixels the bar has for rows between `<` and `>` (dmenu's calcoffsets `n`), and the
    /// room each row takes there; nil for a list, where a row takes one of `spec.lines`.
    public func barCapacity(_ spec: PickSpec, look: PickLook, width: Int) throws(RenderError) -> Int? {
        guard spec.lines == 0, spec.flavor == .dmenu else { return nil }
        let lrpad = try lineHeight(font: look.font)
        let promptW = try spec.prompt.map { p throws(RenderError) in try textWidth(p, font: look.font) + lrpad } ?? 0
        let arrows = try textWidth("<", font: look.font) + textWidth(">", font: look.font) + 2 * lrpad
        return max(1, width - promptW - width / 3 - arrows)
    }

    /// The room a row's label takes in the bar (dmenu's TEXTW).
    public func barWidth(of label: String, look: PickLook) throws(RenderError) -> Int {
        try textWidth(label, font: look.font) + lineHeight(font: look.font)
    }

    // MARK: Painting

    /// Paints the window (the size `frame` gave) over the last frame: only what changed is
    /// drawn again and reported as the frame's damage (`whole` paints everything).
    /// `labels(i)` is row `i`'s text for display.
    public func paint(_ model: PickModel, look: PickLook, size: Size, whole: Bool = false,
                      label: (Int) -> String) throws(RenderError) -> RenderedPick {
        let spec = model.spec
        let bh = try lineHeight(font: look.font)
        let g = PickGeometry(spec, lineHeight: bh, size: size)
        var ctx = Context(look: look, lrpad: bh)

        var y = g.padding
        var x = g.padding
        if let title = spec.title {
            ctx.text(title, x: x, y: y, width: size.width - 2 * g.padding, height: g.rowHeight, color: look.normalForeground, bold: true)
            y += g.rowHeight
        }
        if let label = spec.userLine, let line = model.userLineInput {
            // zenity's user line above the password's, its label beside it, the cursor where the focus is.
            let w = try textWidth(label, font: look.font) + bh
            ctx.text(label, x: x + bh / 2, y: y, width: w - bh / 2, height: g.rowHeight, color: look.normalForeground)
            try drawInput(line, masked: false, cursor: model.onUserLine && model.focusedButton == nil, ctx: &ctx, x: x + w, y: y,
                          width: size.width - x - w - g.padding, height: g.rowHeight)
            y += g.rowHeight
        }
        if let p = spec.prompt {
            let w = try textWidth(p, font: look.font) + bh
            ctx.fill(Rect(x: x, y: y, width: w, height: g.rowHeight), look.selectedBackground)
            ctx.text(p, x: x + bh / 2, y: y, width: w - bh / 2, height: g.rowHeight, color: look.selectedForeground)
            x += w
        }
        let listed = spec.lines > 0 || spec.flavor != .dmenu
        let inputW = listed || model.order.isEmpty ? size.width - x - g.padding : size.width / 3
        let mainFocused = model.focusedButton == nil && (spec.userLine == nil || !model.onUserLine)
        try drawInput(model.mainLine, masked: spec.password, cursor: mainFocused, ctx: &ctx, x: x, y: y, width: inputW, height: g.rowHeight)
        let inputFrame = Rect(x: x, y: y, width: inputW, height: g.rowHeight)
        if let message = spec.message {
            y += g.rowHeight
            ctx.text(message, x: g.padding + bh / 2, y: y, width: size.width - 2 * g.padding - bh, height: g.rowHeight,
                     color: look.normalForeground, markup: true)
        }
        var rowFrames: [(position: Int, frame: Rect)] = []
        if spec.flavor != .prompt, listed {
            // dmenu draws its list from the input's x (after the prompt); rofi across the box.
            let left = spec.flavor == .dmenu ? x : g.padding
            let width = size.width - left - g.padding
            let hasIcons = spec.showIcons && model.visible.contains { model.rows.options(Int(model.order[$0])).icon != nil }
            for p in model.visible {
                y += g.rowHeight
                let frame = Rect(x: left, y: y, width: width, height: g.rowHeight)
                if let editor = model.treeCells.editor, editor.row == model.order[p] {
                    try drawEditedRow(model, editor, position: p, ctx: &ctx, frame: frame)
                } else {
                    drawRow(model, position: p, ctx: &ctx, frame: frame, icons: hasIcons, label: label)
                }
                rowFrames.append((p, frame))
            }
        } else if spec.flavor != .prompt, !model.order.isEmpty {
            x += inputW
            let lt = try textWidth("<", font: look.font) + bh
            let gt = try textWidth(">", font: look.font) + bh
            if model.first > 0 { ctx.text("<", x: x + bh / 2, y: y, width: lt, height: g.rowHeight, color: look.normalForeground) }
            x += lt
            for p in model.visible {
                let text = label(Int(model.order[p]))
                let w = min(try barWidth(of: text, look: look), size.width - x - gt)
                guard w > 0 else { break }
                let frame = Rect(x: x, y: y, width: w, height: g.rowHeight)
                drawRow(model, position: p, ctx: &ctx, frame: frame, icons: false, label: { _ in text })
                rowFrames.append((p, frame))
                x += w
            }
            if model.next != nil {
                ctx.text(">", x: size.width - gt + bh / 2, y: y, width: gt, height: g.rowHeight, color: look.normalForeground)
            }
        }
        var buttonFrames: [Rect] = []
        if !spec.buttons.isEmpty {
            // A dialog's buttons along the bottom, right-aligned as GTK's action area, the focused one filled.
            let top = size.height - g.padding - g.rowHeight
            var right = size.width - g.padding
            for (i, label) in spec.buttons.enumerated().reversed() {
                let w = try textWidth(label, font: look.font) + 2 * bh
                let r = Rect(x: right - w, y: top, width: w, height: g.rowHeight)
                let focused = model.focusedButton == i
                if focused { ctx.fill(r, look.selectedBackground) } else { ctx.ops.append(.stroke(r, look.normalForeground)) }
                ctx.text(label, x: r.minX + bh, y: top, width: w - bh, height: g.rowHeight,
                         color: focused ? look.selectedForeground : look.normalForeground)
                buttonFrames.insert(r, at: 0)
                right -= w + bh / 2
            }
        }
        let (image, damage) = try frame.paint(ctx.ops, size: size, background: look.normalBackground, whole: whole || wholeFrames)
        return RenderedPick(overlay: RenderedOverlay(image: image, shape: [Rect(origin: .zero, size: size)], damage: damage),
                            rows: rowFrames, input: inputFrame, buttons: buttonFrames)
    }

    /// The pictures its rows draw, for a themed pick's painter to share.
    public var iconCache: IconCache { icons }

    /// Lets the last frame go (the menu closed): the next paint is whole.
    public func forgetFrame() { frame.reset() }

    /// Whether a closed menu's frame bytes are kept for the next menu.
    public var keepsSpareFrame: Bool { frame.keepsSpare }

    /// Lets them go (the daemon has been quiet a while).
    public func releaseSpareFrame() { frame.releaseSpare() }

    private func drawInput(_ input: InputLine, masked: Bool, cursor: Bool, ctx: inout Context, x: Int, y: Int, width: Int,
                           height: Int) throws(RenderError) {
        let shown = masked ? String(repeating: "*", count: input.text.count) : input.text
        let beforeCursor = masked
            ? String(repeating: "*", count: String(decoding: input.bytes[..<input.cursor], as: UTF8.self).count)
            : String(decoding: input.bytes[..<input.cursor], as: UTF8.self)
        ctx.text(shown, x: x + ctx.lrpad / 2, y: y, width: width - ctx.lrpad, height: height, color: ctx.look.normalForeground)
        let cursorX = x + ctx.lrpad / 2 + (try textWidth(beforeCursor, font: ctx.look.font))
        if cursor, cursorX < x + width {
            ctx.fill(Rect(x: cursorX, y: y + 2, width: 2, height: max(1, height - 4)), ctx.look.normalForeground)
        }
    }

    /// Draws a row's highlight, tick box, icon and text; returns where its text starts.
    @discardableResult
    func drawRow(_ model: PickModel, position p: Int, ctx: inout Context, frame: Rect, icons: Bool,
                 label: (Int) -> String) -> Int {
        let row = Int(model.order[p])
        let look = ctx.look
        let spec = model.spec
        var fg = look.normalForeground
        let tree = spec.flavor == .zenity
        if tree ? model.isPicked(p) : model.selected == p {
            ctx.fill(frame, look.selectedBackground)
            fg = look.selectedForeground
        } else if tree {
            if model.selected == p, model.focusedButton == nil { ctx.ops.append(.stroke(frame, fg)) }
        } else if model.marked.contains(Int32(row)) {
            ctx.fill(frame, look.markedBackground)
            fg = look.markedForeground
        } else if spec.urgentRows.contains(row) {
            fg = look.urgentForeground
        } else if spec.activeRows.contains(row) {
            fg = look.activeForeground
        }
        var x = frame.minX + ctx.lrpad / 2
        let options = spec.flavor == .rofi ? model.rows.options(row) : PickRowOptions()
        if tree ? spec.ticks != nil : spec.multiSelect {
            let box = max(6, frame.height / 3)
            let r = Rect(x: x, y: frame.midY - box / 2, width: box, height: box)
            ctx.ops.append(model.marked.contains(Int32(row)) ? .fill(r, fg) : .stroke(r, fg))
            x += box + ctx.lrpad / 2
        }
        if icons {
            let side = max(1, frame.height - 4)
            if let name = options.icon {
                ctx.ops.append(.icon(name: name, origin: Point(x: x, y: frame.minY + 2), side: side,
                                     loaded: self.icons.icon(name, side: side) != nil))
            }
            x += side + ctx.lrpad / 2
        }
        let text = options.display ?? label(row)
        ctx.text(text, x: x, y: frame.minY, width: frame.maxX - x - ctx.lrpad / 2, height: frame.height, color: fg,
                 markup: spec.markupRows)
        return x
    }

    /// One paint's list of drawing operations.
    struct Context {
        let look: PickLook
        let lrpad: Int
        var ops: [PaintOp] = []

        init(look: PickLook, lrpad: Int) { self.look = look; self.lrpad = lrpad }

        mutating func fill(_ r: Rect, _ c: Color) { ops.append(.fill(r, c)) }

        /// One line, vertically centred in `height`, ellipsized at `width`.
        mutating func text(_ s: String, x: Int, y: Int, width: Int, height: Int, color: Color, markup: Bool = false,
                           bold: Bool = false) {
            guard width > 0 else { return }
            let font = bold ? look.font + " Bold" : look.font
            ops.append(.text(TextOp(text: PickPainter.cut(s), font: font, box: Rect(x: x, y: y, width: width, height: height),
                                    color: color, markup: markup)))
        }
    }
}

/// A painted pick menu and where its rows are (window coordinates), for clicks.
public struct RenderedPick: Sendable {
    public var overlay: RenderedOverlay
    /// The rows shown: their position in the model's `order` and their rectangle.
    public var rows: [(position: Int, frame: Rect)]
    /// Where the input line is drawn (window coordinates).
    public var input: Rect = .zero
    /// Where each of `PickSpec.buttons` is drawn (window coordinates).
    public var buttons: [Rect] = []

    /// The index of the button at `point` (window coordinates); nil off the buttons.
    public func button(at point: Point) -> Int? { buttons.firstIndex { $0.contains(point) } }
    /// A rofi view's mode-switcher buttons, in the window, in mode order.
    public var modeButtons: [Rect] = []
    public func modeButton(at point: Point) -> Int? { modeButtons.firstIndex { $0.contains(point) } }

    /// The position of the row at `point` (window coordinates); nil off the rows.
    public func position(at point: Point) -> Int? { rows.first { $0.frame.contains(point) }?.position }
}

/// Where the parts of a pick window go: dmenu's bar is `lineHeight + 2` tall per row and as
/// wide as the monitor; rofi's box and the prompt are centred, padded, half the monitor wide.
struct PickGeometry {
    let padding: Int
    let rowHeight: Int
    let frame: Rect

    init(_ spec: PickSpec, look: PickLook, lineHeight: Int, monitor: Rect) {
        let boxed = spec.flavor != .dmenu || spec.centered
        padding = boxed ? max(4, lineHeight / 2) : 0
        rowHeight = lineHeight + (boxed ? 8 : 2)
        var rows = 1 + (spec.message != nil ? 1 : 0) + (spec.title != nil ? 1 : 0) + (spec.buttons.isEmpty ? 0 : 1)
            + (spec.userLine != nil ? 1 : 0)
        if spec.flavor != .prompt { rows += spec.lines }
        let height = rows * rowHeight + 2 * padding
        if boxed {
            let width = min(monitor.width, spec.width ?? max(320, min(monitor.width / 2, 900)))
            // rofi's box where rofi puts it (-location, -b); dmenu -c, the prompt and zenity's list a third down.
            let origin = if let a = spec.attachedFrame {
                Self.under(a, size: Size(width: width, height: height), monitor: monitor)
            } else if spec.flavor == .rofi {
                RofiLocation.origin(spec.location, size: Size(width: width, height: height), monitor: monitor, offset: spec.offset)
            } else {
                Point(x: monitor.minX + (monitor.width - width) / 2, y: monitor.minY + (monitor.height - height) / 3)
            }
            frame = Rect(origin: origin, size: Size(width: width, height: height))
        } else {
            let width = min(monitor.width, spec.width ?? monitor.width)
            let x = monitor.minX + (monitor.width - width) / 2
            frame = Rect(x: x, y: spec.bottom ? monitor.maxY - height : monitor.minY, width: width, height: height)
        }
    }

    /// An attached window's place: under `window`, its left edges together (as a dialog and the colour
    /// chooser open under theirs), above it when there is no room below, kept on `monitor`.
    static func under(_ window: Rect, size: Size, monitor: Rect) -> Point {
        let gap = 4
        var y = window.maxY + gap
        if y + size.height > monitor.maxY, window.minY - gap - size.height >= monitor.minY { y = window.minY - gap - size.height }
        let x = min(max(window.minX, monitor.minX), max(monitor.minX, monitor.maxX - size.width))
        return Point(x: x, y: min(max(y, monitor.minY), max(monitor.minY, monitor.maxY - size.height)))
    }

    /// The same measures for painting a window of `size`.
    init(_ spec: PickSpec, lineHeight: Int, size: Size) {
        let boxed = spec.flavor != .dmenu || spec.centered
        padding = boxed ? max(4, lineHeight / 2) : 0
        rowHeight = lineHeight + (boxed ? 8 : 2)
        frame = Rect(origin: .zero, size: size)
    }
}
