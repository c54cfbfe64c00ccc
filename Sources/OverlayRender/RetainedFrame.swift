// RetainedFrame: a painter's frame kept between paints, drawn from a list of operations
// (fills, strokes, one-line texts, icons). The next list is compared with the last: only the
// rectangles where an operation came, went or changed are painted again (clipped to them) and
// reported as the frame's damage, so the window uploads only those.
import CCairo
import CPango
import OverlayCore

/// One drawing operation and the box its ink is clipped to.
enum PaintOp: Hashable {
    case fill(Rect, Color)
    /// A one-pixel outline inside the rectangle.
    case stroke(Rect, Color)
    case text(TextOp)
    /// An icon in the `side`-pixel square at `origin`; `loaded` tells a picture that came
    /// back from the loader from the empty square before it.
    case icon(name: String, origin: Point, side: Int, loaded: Bool)

    /// Where the operation may draw: its ink is clipped to this, in every paint.
    var box: Rect {
        switch self {
        case .fill(let r, _), .stroke(let r, _): return r
        case .text(let t): return t.box
        case .icon(_, let origin, let side, _): return Rect(origin: origin, size: Size(width: side, height: side))
        }
    }
}

/// One line of text, vertically centred in `box`, ellipsized at the box's width.
struct TextOp: Hashable {
    var text: String
    var font: String
    var box: Rect
    var color: Color
    var markup: Bool

    /// What its layout depends on: not where it is drawn nor in which colour (a row that is
    /// highlighted, or moved by a page, keeps its layout).
    var shape: TextShape { TextShape(text: text, font: font, width: box.width, markup: markup) }
}

struct TextShape: Hashable {
    var text: String
    var font: String
    var width: Int
    var markup: Bool
}

/// A frame and the operations it was drawn from. A new size or background, or `whole`, paints
/// everything; otherwise only what differs from the last list.
final class RetainedFrame {
    private var canvas: CairoCanvas?
    private var background: Color?
    /// The last list's operations with the rectangle each can have drawn in (its damage
    /// when it goes), counted: a list may hold the same operation twice.
    private var drawn: [PaintOp: (bounds: Rect, count: Int)] = [:]
    /// Layouts of the texts drawn lately: the last frame's, and others up to `keptLayouts`
    /// (a key taken back shows the rows before it again).
    private var layouts: [TextShape: TextBlock] = [:]
    private static let keptLayouts = 256
    private var image: PixelImage?
    private let icons: IconCache

    init(icons: IconCache) { self.icons = icons }

    /// Forgets the frame: the next paint is whole (and its memory goes).
    func reset() {
        canvas = nil; background = nil; drawn = [:]; layouts = [:]; image = nil
    }

    /// Draws `ops` in order over `background` on a frame of `size`. Returns the frame and its
    /// damage against the frame returned before (nil: whole). The frame's pixels are held here
    /// too; a caller that drops its copy before the next paint lets it be updated in place.
    func paint(_ ops: [PaintOp], size: Size, background bg: Color, whole: Bool = false) throws(RenderError) -> (PixelImage, [Rect]?) {
        var full = whole || background != bg || canvas == nil
        if let c = canvas, c.width != size.width || c.height != size.height { full = true; canvas = nil }
        let canvas: CairoCanvas
        if let kept = self.canvas {
            canvas = kept
        } else {
            canvas = try CairoCanvas(width: size.width, height: size.height)
            layouts = [:]
            self.canvas = canvas
        }
        background = bg

        var blocks: [TextShape: TextBlock] = [:]
        var next: [PaintOp: (bounds: Rect, count: Int)] = [:]
        for op in ops {
            if let seen = next[op] { next[op] = (seen.bounds, seen.count + 1); continue }
            var bounds = op.box
            if case .text(let t) = op {
                let shape = t.shape
                let block: TextBlock
                if let kept = blocks[shape] ?? layouts[shape] { block = kept } else { block = try layout(t, on: canvas) }
                blocks[shape] = block
                bounds = inkBounds(block, t)
            }
            next[op] = (bounds, 1)
        }
        let frame = Rect(origin: .zero, size: size)
        let damage: [Rect]? = full ? nil : RetainedFrame.merged(changed(from: drawn, to: next).map { $0.intersection(frame) })
        drawn = next
        if layouts.count + blocks.count > Self.keptLayouts { layouts = blocks } else { layouts.merge(blocks) { new, _ in new } }

        let cr = canvas.cr
        for area in damage ?? [frame] where !area.isEmpty {
            cairo_save(cr)
            clip(cr, area)
            canvas.setSource(bg)
            cairo_paint(cr)
            for op in ops where !op.box.intersection(area).isEmpty {
                cairo_save(cr)
                clip(cr, op.box)
                draw(op, on: canvas, blocks: blocks)
                cairo_restore(cr)
            }
            cairo_restore(cr)
        }
        cairo_surface_flush(canvas.surface)
        return (pixels(of: canvas, damage: damage), damage)
    }

    /// The rectangles of operations in one list and not the other (a moved or changed one
    /// counts in both: where it was and where it is).
    private func changed(from old: [PaintOp: (bounds: Rect, count: Int)], to new: [PaintOp: (bounds: Rect, count: Int)]) -> [Rect] {
        var rects: [Rect] = []
        for (op, o) in old where new[op]?.count != o.count { rects.append(o.bounds) }
        for (op, n) in new where old[op]?.count != n.count { rects.append(n.bounds) }
        return rects
    }

    /// Overlapping or touching rectangles joined into their bounding box, until none overlap;
    /// many small ones become one box (each is a request to the server).
    static func merged(_ rects: [Rect]) -> [Rect] {
        var out = rects.filter { !$0.isEmpty }
        var joined = true
        while joined {
            joined = false
            outer: for i in out.indices {
                for j in out.indices where j > i && touches(out[i], out[j]) {
                    out[i] = out[i].union(out[j])
                    out.remove(at: j)
                    joined = true
                    break outer
                }
            }
        }
        if out.count > 8 { return [out.dropFirst().reduce(out[0]) { $0.union($1) }] }
        return out.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    }

    private static func touches(_ a: Rect, _ b: Rect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }

    private func layout(_ t: TextOp, on canvas: CairoCanvas) throws(RenderError) -> TextBlock {
        let block = try TextBlock(cr: canvas.cr, text: t.text, font: t.font, width: t.box.width, markup: t.markup)
        pango_layout_set_single_paragraph_mode(block.layout, 1)
        pango_layout_set_ellipsize(block.layout, PANGO_ELLIPSIZE_END)
        return block
    }

    /// The part of the text's box its glyphs can reach: its ink and logical extents and a
    /// pixel of antialiasing, across the box's height.
    private func inkBounds(_ block: TextBlock, _ t: TextOp) -> Rect {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(block.layout, &ink, &logical)
        let left = t.box.minX + Int(min(ink.x, logical.x)) - 1
        let right = t.box.minX + Int(max(ink.x + ink.width, logical.x + logical.width)) + 1
        return Rect(x: left, y: t.box.minY, width: right - left, height: t.box.height).intersection(t.box)
    }

    private func clip(_ cr: OpaquePointer, _ r: Rect) {
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_clip(cr)
    }

    private func draw(_ op: PaintOp, on canvas: CairoCanvas, blocks: [TextShape: TextBlock]) {
        let cr = canvas.cr
        switch op {
        case .fill(let r, let c):
            canvas.setSource(c)
            cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            cairo_fill(cr)
        case .stroke(let r, let c):
            canvas.setSource(c)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(cr, Double(r.minX) + 0.5, Double(r.minY) + 0.5, Double(r.width - 1), Double(r.height - 1))
            cairo_stroke(cr)
        case .text(let t):
            guard let block = blocks[t.shape] else { return }
            canvas.setSource(t.color)
            block.draw(on: cr, x: t.box.minX, y: t.box.minY + (t.box.height - block.size.height) / 2)
        case .icon(let name, let origin, let side, _):
            icons.icon(name, side: side)?.draw(on: cr, origin: origin, side: side)
        }
    }

    /// The frame's pixels: copied whole, or only the damaged rectangles into the last frame's
    /// bytes (in place when no one else holds them).
    private func pixels(of canvas: CairoCanvas, damage: [Rect]?) -> PixelImage {
        guard let damage, var image = self.image, let data = cairo_image_surface_get_data(canvas.surface) else {
            let whole = canvas.image()
            self.image = whole
            return whole
        }
        self.image = nil
        let stride = canvas.stride
        image.bytes.withUnsafeMutableBytes { target in
            guard let base = target.baseAddress else { return }
            for r in damage where !r.isEmpty {
                for y in r.minY..<r.maxY {
                    let at = y * stride + r.minX * 4
                    (base + at).copyMemory(from: data + at, byteCount: r.width * 4)
                }
            }
        }
        self.image = image
        return image
    }
}
