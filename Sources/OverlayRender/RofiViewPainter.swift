// RofiViewPainter: paints a laid-out rofi view (RofiViewLayout) with Cairo and Pango as rofi 1.7.3's widget_draw and textbox_draw do.
import CCairo
import CPango
// sin and cos from Glibc, not Foundation: Foundation (and ICU's data) would be linked into the daemon.
import Glibc
import OverlayCore

/// Draws every widget of a laid-out rofi view: background, border (solid or dashed, rounded),
/// text in its colour (the placeholder in `placeholder-color`) and the scrollbar's handle. The
/// colours are the theme's answers each widget carries (`RofiWidgetLook`): painting asks the theme nothing.
public struct RofiViewPainter {
    public let defaultFont: String
    /// Where `background-image: url()` pictures come from (nil: drawn without them).
    private let pictures: IconCache?
    /// The side a background picture is loaded at, at most: its own size, up to this.
    static let pictureSide = 1024
    private let blocks: RofiTextBlocks
    private let tiles = PictureTiles()
    private let blends = PlainBlends()
    /// Where text layouts are made to be measured before a frame is drawn (an ARGB32 image, as every canvas).
    private let scratch = try? CairoCanvas(width: 1, height: 1)

    /// `dpi` is what a font's points are counted at, as rofi's `-dpi` sets Pango's font map.
    public init(defaultFont: String = RofiPangoMeasure.rofiFont, dpi: Double = 96, pictures: IconCache? = nil) {
        self.defaultFont = defaultFont
        blocks = RofiTextBlocks(dpi: dpi)
        self.pictures = pictures
    }

    /// The whole window's pixels.
    public func paint(_ view: RofiViewLayout) throws(RenderError) -> PixelImage {
        let canvas = try CairoCanvas(width: view.window.width, height: view.window.height)
        try draw(view.root, on: canvas, inside: Rect(origin: .zero, size: view.window.size))
        return canvas.image()
    }

    /// Paints the view again over a kept frame, only inside `area` (window coordinates): what
    /// was there is cleared, and widgets outside it are not even visited.
    func paint(_ view: RofiViewLayout, on canvas: CairoCanvas, inside area: Rect) throws(RenderError) {
        let cr = canvas.cr
        cairo_save(cr)
        cairo_rectangle(cr, Double(area.x), Double(area.y), Double(area.width), Double(area.height))
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        try draw(view.root, on: canvas, inside: area)
        cairo_restore(cr)
    }

    /// A textbox whose text alone changed, painted again inside `area` (within its content box)
    /// over `under`, the plain colours every widget from the window down to it fills it with: they
    /// are blended once on one pixel, as a whole paint blends them (kept for the next label over the
    /// same colours), and that pixel is copied over the area, instead of blending each over the whole area again.
    func retext(_ w: RofiLaidOutWidget, over under: [Color], inside area: Rect, on canvas: CairoCanvas) throws(RenderError) {
        let pixel = try blends.pixel(under)
        let cr = canvas.cr
        cairo_save(cr)
        cairo_rectangle(cr, Double(area.x), Double(area.y), Double(area.width), Double(area.height))
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, pixel.surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_REPEAT)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        if w.kind == .text, let text = w.text, !text.isEmpty { try drawText(w, text, on: canvas) }
        cairo_restore(cr)
    }

    /// widget_draw: the background fills the rounded outline on the border's centre line (white when
    /// no colour is set, as rofi's), the widget's own drawing and its children are clipped to it,
    /// then the border goes over them.
    private func draw(_ w: RofiLaidOutWidget, on canvas: CairoCanvas, inside area: Rect) throws(RenderError) {
        let cr = canvas.cr
        let box = w.borderBox
        guard box.width > 0, box.height > 0, !w.frame.intersection(area).isEmpty else { return }
        let b = w.border
        let x1 = Double(box.x) + Double(b.left) / 2, y1 = Double(box.y) + Double(b.top) / 2
        let x2 = Double(box.maxX) - Double(b.right) / 2, y2 = Double(box.maxY) - Double(b.bottom) / 2
        let r = clampedRadius(w.radius, width: x2 - x1, height: y2 - y1)
        cairo_save(cr)
        roundedRect(cr, x1, y1, x2 - x1, y2 - y1, r)
        canvas.setSource(w.look.background ?? Color(red: 1, green: 1, blue: 1))
        cairo_fill_preserve(cr)
        if case let .linearGradient(direction, colors)? = w.look.backgroundImage,
           let gradient = gradient(direction, colors, over: w.frame) {
            cairo_set_source(cr, gradient)
            cairo_pattern_destroy(gradient)
            cairo_fill_preserve(cr)
        }
        if case let .url(path, scale)? = w.look.backgroundImage, let picture = pictures?.icon(path, side: Self.pictureSide) {
            fill(cr, with: picture, scale, over: w.frame)
        }
        cairo_clip(cr)
        if w.kind == .text, let text = w.text, !text.isEmpty { try drawText(w, text, on: canvas) }
        if let handle = w.handle {
            // scrollbar_draw sets no colour of its own without `handle-color`: the background's stays the source.
            canvas.setSource(w.look.handleColor ?? w.look.background ?? Color(red: 1, green: 1, blue: 1))
            cairo_rectangle(cr, Double(handle.x), Double(handle.y), Double(handle.width), Double(handle.height))
            cairo_fill(cr)
        }
        for child in w.children { try draw(child, on: canvas, inside: area) }
        cairo_restore(cr)
        if b != .zero {
            cairo_save(cr)
            cairo_new_path(cr)
            canvas.setSource(w.look.borderColor ?? Color(red: 0, green: 0, blue: 0))
            strokeSides(cr, w, box: box, x1: x1, y1: y1, x2: x2, y2: y2, r)
            cairo_restore(cr)
        }
    }

    /// rofi_theme_get_image's linear-gradient: across the widget's frame (margin included), in the
    /// direction given or along an angle through its middle, the colours evenly spaced.
    private func gradient(_ direction: RasiImage.Direction, _ colors: [Color], over f: Rect) -> OpaquePointer? {
        guard !colors.isEmpty else { return nil }
        let x = Double(f.x), y = Double(f.y), w = Double(f.width), h = Double(f.height)
        let ends: (Double, Double, Double, Double)
        switch direction {
        case .right: ends = (x, y, x + w, y)
        case .left: ends = (x + w, y, x, y)
        case .bottom: ends = (x, y, x, y + h)
        case .top: ends = (x, y + h, x, y)
        case let .angle(turns):
            let dy = sin(.pi * 2 * turns) * h / 2, dx = cos(.pi * 2 * turns) * w / 2
            ends = (x + w / 2 - dx, y + h / 2 - dy, x + w / 2 + dx, y + h / 2 + dy)
        }
        guard let pattern = cairo_pattern_create_linear(ends.0, ends.1, ends.2, ends.3) else { return nil }
        let last = Double(max(1, colors.count - 1))
        for (i, c) in colors.enumerated() {
            cairo_pattern_add_color_stop_rgba(pattern, Double(i) / last, c.red, c.green, c.blue, c.alpha)
        }
        return pattern
    }

    /// rofi_theme_get_image's url(): the picture at its own size, or scaled with its aspect kept to the
    /// widget's width, height or into both, repeated from the widget's corner (margin included) over
    /// the background. Scaled once into a tile of gdk_pixbuf_new_from_file_at_scale's size, its edges
    /// clamped as gdk-pixbuf's are: scaling while repeating would blend each edge with the other.
    private func fill(_ cr: OpaquePointer, with picture: LoadedIcon, _ scale: RasiImage.Scale, over f: Rect) {
        guard picture.width > 0, picture.height > 0, f.width > 0, f.height > 0 else { return }
        let w = Double(picture.width), h = Double(picture.height)
        var size = (width: picture.width, height: picture.height)
        switch scale {
        case .none: break
        case .width: size = (f.width, Int(h * Double(f.width) / w))
        case .height: size = (Int(w * Double(f.height) / h), f.height)
        case .both:
            size = h * Double(f.width) > w * Double(f.height) ? (Int(0.5 + w * Double(f.height) / h), f.height)
                : (f.width, Int(0.5 + h * Double(f.width) / w))
        }
        let natural = size.width == picture.width && size.height == picture.height
        let tile = natural ? nil : tiles.tile(picture, width: max(1, size.width), height: max(1, size.height))
        cairo_save(cr)
        cairo_set_source_surface(cr, tile?.surface ?? picture.surface, Double(f.x), Double(f.y))
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_REPEAT)
        cairo_fill_preserve(cr)
        cairo_restore(cr)
    }

    /// widget_draw: radii shrink to half the side when the two on one side do not fit.
    private func clampedRadius(_ r: RofiSides, width: Double, height: Double) -> RofiSides {
        // rofi's sides of border-radius: top is top-left, right top-right, bottom bottom-right, left bottom-left.
        var r = r
        if Double(r.left + r.top) > height { let j = Int(height / 2); r.left = min(r.left, j); r.top = min(r.top, j) }
        if Double(r.bottom + r.right) > height { let j = Int(height / 2); r.bottom = min(r.bottom, j); r.right = min(r.right, j) }
        if Double(r.top + r.right) > width { let j = Int(width / 2); r.right = min(r.right, j); r.top = min(r.top, j) }
        if Double(r.left + r.bottom) > width { let j = Int(width / 2); r.bottom = min(r.bottom, j); r.left = min(r.left, j) }
        return r
    }

    private func roundedRect(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: RofiSides) {
        let tl = Double(r.top), tr = Double(r.right), br = Double(r.bottom), bl = Double(r.left)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + tl, y + tl, tl, .pi, 1.5 * .pi)
        cairo_arc(cr, x + w - tr, y + tr, tr, 1.5 * .pi, 2 * .pi)
        cairo_arc(cr, x + w - br, y + h - br, br, 0, 0.5 * .pi)
        cairo_arc(cr, x + bl, y + h - bl, bl, 0.5 * .pi, .pi)
        cairo_close_path(cr)
    }

    /// Each side with a border is its own line in its own width and style (a dash of 4, as rofi's):
    /// the sides run the whole height, the top and bottom between them; a rounded corner is an arc.
    private func strokeSides(_ cr: OpaquePointer, _ w: RofiLaidOutWidget, box: Rect,
                             x1: Double, y1: Double, x2: Double, y2: Double, _ r: RofiSides) {
        let b = w.border
        let top = Double(box.y), bottom = Double(box.maxY), left = Double(box.x), right = Double(box.maxX)
        let sides: [(Int, RasiLineStyle, (Double, Double), (Double, Double))] = [
            (b.left, w.borderStyles[3], (x1, top + Double(r.top)), (x1, bottom - Double(r.left))),
            (b.right, w.borderStyles[1], (x2, top + Double(r.right)), (x2, bottom - Double(r.bottom))),
            (b.top, w.borderStyles[0], (left + Double(b.left + r.top), y1), (right - Double(b.right + r.right), y1)),
            (b.bottom, w.borderStyles[2], (left + Double(b.left + r.left), y2), (right - Double(b.right + r.bottom), y2)),
        ]
        for (lineWidth, style, from, to) in sides where lineWidth > 0 {
            cairo_set_line_width(cr, Double(lineWidth))
            var dash = [4.0]
            if style == .dash { cairo_set_dash(cr, &dash, 1, 0) } else { cairo_set_dash(cr, nil, 0, 0) }
            cairo_move_to(cr, from.0, from.1)
            cairo_line_to(cr, to.0, to.1)
            cairo_stroke(cr)
        }
        cairo_set_dash(cr, nil, 0, 0)
        // rofi's sides of border-radius: top is top-left, right top-right, bottom bottom-right, left bottom-left.
        let corners: [(Int, Int, Double, Double, Double)] = [
            (r.top, max(b.top, b.left), x1 + Double(r.top), y1 + Double(r.top), .pi),
            (r.right, max(b.top, b.right), x2 - Double(r.right), y1 + Double(r.right), 1.5 * .pi),
            (r.bottom, max(b.bottom, b.right), x2 - Double(r.bottom), y2 - Double(r.bottom), 0),
            (r.left, max(b.bottom, b.left), x1 + Double(r.left), y2 - Double(r.left), 0.5 * .pi),
        ]
        for (radius, lineWidth, cx, cy, start) in corners where radius > 0 && lineWidth > 0 {
            cairo_set_line_width(cr, Double(lineWidth))
            cairo_new_sub_path(cr)
            cairo_arc(cr, cx, cy, Double(radius), start, start + 0.5 * .pi)
            cairo_stroke(cr)
        }
    }

    /// A textbox's content box: inside its margin, border and padding.
    private func contentBox(_ w: RofiLaidOutWidget) -> Rect {
        Rect(x: w.frame.x + w.margin.left + w.border.left + w.padding.left,
             y: w.frame.y + w.margin.top + w.border.top + w.padding.top,
             width: w.frame.width - w.margin.horizontal - w.border.horizontal - w.padding.horizontal,
             height: w.frame.height - w.margin.vertical - w.border.vertical - w.padding.vertical)
    }

    /// Where a textbox's text lands: its layout's top-left, aligned in the content box by the widget's alignment.
    private func origin(of block: TextBlock, in inner: Rect, _ w: RofiLaidOutWidget) -> Point {
        let size = block.size
        return Point(x: inner.x + Int(Double(max(0, inner.width - size.width)) * w.xAlign),
                     y: inner.y + Int(Double(max(0, inner.height - size.height)) * w.yAlign))
    }

    /// The pixels a textbox's text can touch (its layout's ink and logical extents where it lands,
    /// a pixel more each way, within its content box): all a change of its text alone changes.
    /// Empty when it shows no text; its whole content box when the text cannot be laid out.
    func textArea(_ w: RofiLaidOutWidget) -> Rect {
        let inner = contentBox(w)
        guard w.kind == .text, let text = w.text, !text.isEmpty, inner.width > 0, inner.height > 0 else { return .zero }
        guard let cr = scratch?.cr,
              let block = try? blocks.block(text, font: w.font ?? defaultFont, width: inner.width, markup: w.markup, cr: cr) else { return inner }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(block.layout, &ink, &logical)
        let at = origin(of: block, in: inner, w)
        let left = min(ink.x, logical.x), top = min(ink.y, logical.y)
        let right = max(ink.x + ink.width, logical.x + logical.width), bottom = max(ink.y + ink.height, logical.y + logical.height)
        return Rect(x: at.x + Int(left) - 1, y: at.y + Int(top) - 1, width: Int(right - left) + 2, height: Int(bottom - top) + 2)
            .intersection(inner)
    }

    /// textbox_draw: inside the padding, aligned by the widget's alignment, in `text-color`
    /// (`placeholder-color` for the placeholder), ellipsized at the end.
    private func drawText(_ w: RofiLaidOutWidget, _ text: String, on canvas: CairoCanvas) throws(RenderError) {
        let inner = contentBox(w)
        guard inner.width > 0, inner.height > 0 else { return }
        let block = try blocks.block(text, font: w.font ?? defaultFont, width: inner.width, markup: w.markup, cr: canvas.cr)
        let at = origin(of: block, in: inner, w)
        let x = at.x, y = at.y
        let placeholder = w.showsPlaceholder ? w.look.placeholderColor : nil
        canvas.setSource(placeholder ?? w.look.textColor ?? Color(red: 0, green: 0, blue: 0))
        cairo_save(canvas.cr)
        cairo_rectangle(canvas.cr, Double(inner.x), Double(inner.y), Double(inner.width), Double(inner.height))
        cairo_clip(canvas.cr)
        block.draw(on: canvas.cr, x: x, y: y)
        cairo_restore(canvas.cr)
    }
}

/// The pixel each list of plain colours blends to, kept: a key that changes a page of labels over
/// the same few backgrounds (normal, alternate, selected rows) blends each list once, not once a label.
private final class PlainBlends {
    private var pixels: [[Color]: CairoCanvas] = [:]

    func pixel(_ colors: [Color]) throws(RenderError) -> CairoCanvas {
        if let known = pixels[colors] { return known }
        let pixel = try CairoCanvas(width: 1, height: 1)
        for color in colors {
            pixel.setSource(color)
            cairo_paint(pixel.cr)
        }
        cairo_surface_flush(pixel.surface)
        // Bounded: a view has a handful of row states; custom widgets add a few more.
        if pixels.count >= 64 { pixels.removeAll(keepingCapacity: true) }
        pixels[colors] = pixel
        return pixel
    }
}

/// The last background picture scaled to a widget's size, kept: a key repaints it without scaling again.
private final class PictureTiles {
    private var last: (picture: ObjectIdentifier, width: Int, height: Int, canvas: CairoCanvas)?

    func tile(_ picture: LoadedIcon, width: Int, height: Int) -> CairoCanvas? {
        if let last, last.picture == ObjectIdentifier(picture), last.width == width, last.height == height { return last.canvas }
        guard let canvas = try? CairoCanvas(width: width, height: height) else { return nil }
        // Stretched to exactly that size, as gdk-pixbuf scales to the size it worked out.
        cairo_scale(canvas.cr, Double(width) / Double(picture.width), Double(height) / Double(picture.height))
        cairo_set_source_surface(canvas.cr, picture.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(canvas.cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(canvas.cr), CAIRO_EXTEND_PAD)
        cairo_paint(canvas.cr)
        last = (ObjectIdentifier(picture), width, height, canvas)
        return canvas
    }
}
