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
///
/// The frame's bytes are the only copy of its pixels: Cairo draws into them through a surface
/// made for one paint, so a whole frame costs no copy out of Cairo (nor a second buffer's
/// pages: a `-l 10` list across a 1920-pixel screen is 1.7 MB).
final class RetainedFrame {
    /// Texts are laid out on this (a layout is drawn on each paint's own context).
    private var scratch: CairoCanvas?
    private var background: Color?
    /// The last list's operations with the rectangle each can have drawn in (its damage
    /// when it goes), counted: a list may hold the same operation twice.
    private var drawn: [PaintOp: (bounds: Rect, count: Int)] = [:]
    /// Layouts of the texts drawn lately: the last frame's, and others up to `keptLayouts`
    /// (a key taken back shows the rows before it again).
    private var layouts: [TextShape: TextBlock] = [:]
    private static let keptLayouts = 256
    private var image: PixelImage?
    /// The bytes of the frame `reset` let go, kept for the next menu of the same size: a
    /// menu opened again paints into pages it already has (a fresh 1.7 MB list faults in
    /// 415 pages, which cost more than painting it).
    private var spare: [UInt8]?
    private let icons: IconCache

    init(icons: IconCache) { self.icons = icons }

    /// Whether the bytes of a frame let go are kept for the next (`spare`).
    var keepsSpare: Bool { spare != nil }

    /// Lets the kept bytes go as well (the daemon has been quiet a while): the next menu
    /// faults in fresh pages.
    func releaseSpare() { spare = nil }

    /// Forgets the frame: the next paint is whole. Its bytes are kept for the next frame of
    /// the same byte count (`spare`).
    func reset() {
        background = nil; drawn = [:]; layouts = [:]
        spare = image?.bytes
        image = nil
    }

    /// Draws `ops` in order over `background` on a frame of `size`. Returns the frame and its
    /// damage against the frame returned before (nil: whole). The frame's pixels are held here
    /// too; a caller that drops its copy before the next paint lets it be updated in place.
    func paint(_ ops: [PaintOp], size: Size, background bg: Color, whole: Bool = false) throws(RenderError) -> (PixelImage, [Rect]?) {
        guard size.width > 0, size.height > 0, size.width <= 8192, size.height <= 8192 else { throw .tooLarge(size) }
        var full = whole || background != bg || image == nil
        if let kept = image, kept.width != size.width || kept.height != size.height { full = true }
        if full { image = nil }
        background = bg
        let scratch: CairoCanvas
        if let kept = self.scratch { scratch = kept } else { scratch = try CairoCanvas(width: 1, height: 1) }
        self.scratch = scratch

        var blocks: [TextShape: TextBlock] = [:]
        var next: [PaintOp: (bounds: Rect, count: Int)] = [:]
        for op in ops {
            if let seen = next[op] { next[op] = (seen.bounds, seen.count + 1); continue }
            var bounds = op.box
            if case .text(let t) = op {
                let shape = t.shape
                let block: TextBlock
                if let kept = blocks[shape] ?? layouts[shape] { block = kept } else { block = try layout(t, on: scratch) }
                blocks[shape] = block
                bounds = inkBounds(block, t)
            }
            next[op] = (bounds, 1)
        }
        let frame = Rect(origin: .zero, size: size)
        let damage: [Rect]? = full ? nil : RetainedFrame.merged(changed(from: drawn, to: next).map { $0.intersection(frame) })
        drawn = next
        if layouts.count + blocks.count > Self.keptLayouts { layouts = blocks } else { layouts.merge(blocks) { new, _ in new } }

        // Taken out while drawn, so the bytes are uniquely held and written in place.
        var pixels = image ?? blank(size)
        image = nil
        let areas = damage ?? [frame]
        try pixels.draw { canvas in
            let cr = canvas.cr
            for area in areas where !area.isEmpty {
                cairo_save(cr)
                clip(cr, area)
                // Source, not over: the background replaces what was there (a translucent one
                // must not pile up where a key repaints).
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                for op in ops where !op.box.intersection(area).isEmpty {
                    cairo_save(cr)
                    clip(cr, op.box)
                    draw(op, on: cr, blocks: blocks)
                    cairo_restore(cr)
                }
                cairo_restore(cr)
            }
        }
        image = pixels
        return (pixels, damage)
    }

    /// A frame of `size` whose bytes hold anything (every pixel is painted next): the spare
    /// ones when they are as many, else new ones.
    private func blank(_ size: Size) -> PixelImage {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(size.width)))
        let count = stride * size.height
        defer { spare = nil }
        if let kept = spare, kept.count == count {
            return PixelImage(width: size.width, height: size.height, stride: stride, bytes: kept)
        }
        return PixelImage(width: size.width, height: size.height, stride: stride, bytes: [UInt8](repeating: 0, count: count))
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

    private func draw(_ op: PaintOp, on cr: OpaquePointer, blocks: [TextShape: TextBlock]) {
        switch op {
        case .fill(let r, let c):
            setSource(cr, c)
            cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            cairo_fill(cr)
        case .stroke(let r, let c):
            setSource(cr, c)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(cr, Double(r.minX) + 0.5, Double(r.minY) + 0.5, Double(r.width - 1), Double(r.height - 1))
            cairo_stroke(cr)
        case .text(let t):
            guard let block = blocks[t.shape] else { return }
            setSource(cr, t.color)
            block.draw(on: cr, x: t.box.minX, y: t.box.minY + (t.box.height - block.size.height) / 2)
        case .icon(let name, let origin, let side, _):
            icons.icon(name, side: side)?.draw(on: cr, origin: origin, side: side)
        }
    }

    private func setSource(_ cr: OpaquePointer, _ c: Color) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }
}
