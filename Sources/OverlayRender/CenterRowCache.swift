// CenterRowCache: the notification center's rows painted once each and kept (the most recent
// 40, about three pages), so a key that moves the selection repaints two rows and copies the rest; and the
// panel's chrome (shadow, body, border) and shape kept per size, style and mode.
import CCairo
import OverlayCore

final class CenterRowCache {
    /// What a row's picture depends on.
    struct Key: Hashable {
        enum Content: Hashable {
            case group(app: String, count: Int, collapsed: Bool)
            case entry(CenterEntry, age: String, iconLoaded: Bool, lines: Int, expanded: Bool)
        }
        var content: Content
        var selected: Bool
        var size: Size
        var style: Style
    }

    struct ChromeKey: Hashable {
        var size: Size
        var body: Rect
        var style: Style
        var composited: Bool
    }

    /// A row's picture, and whether its body was cut at 3 lines.
    struct Row {
        var canvas: CairoCanvas
        var clamped: Bool
    }

    private var rows: [Key: Row] = [:]
    private var order: [Key] = []
    private let capacity = 40
    private var chrome: (key: ChromeKey, canvas: CairoCanvas, shape: [Rect])?

    /// The row's picture: kept, or drawn now by `draw` (into a canvas of the row's size), which
    /// says whether the body was cut.
    func row(_ key: Key, draw: (CairoCanvas) throws(RenderError) -> Bool) throws(RenderError) -> Row {
        if let hit = rows[key] { return hit }
        let canvas = try CairoCanvas(width: key.size.width, height: key.size.height)
        let row = Row(canvas: canvas, clamped: try draw(canvas))
        cairo_surface_flush(canvas.surface)
        rows[key] = row
        order.append(key)
        if order.count > capacity { rows[order.removeFirst()] = nil }
        return row
    }

    /// The panel without its content: kept, or painted now by `paint`, which also returns the shape.
    func chrome(_ key: ChromeKey, paint: (CairoCanvas) throws(RenderError) -> [Rect]) throws(RenderError) -> (CairoCanvas, [Rect]) {
        if let c = chrome, c.key == key { return (c.canvas, c.shape) }
        let canvas = try CairoCanvas(width: key.size.width, height: key.size.height)
        let shape = try paint(canvas)
        cairo_surface_flush(canvas.surface)
        chrome = (key, canvas, shape)
        return (canvas, shape)
    }

    /// Drops every kept picture (the center closed: an idle daemon keeps none).
    func removeAll() {
        rows.removeAll()
        order.removeAll()
        chrome = nil
    }

    /// Copies `picture` onto `cr` with its top-left corner at `at`.
    static func copy(_ picture: CairoCanvas, onto cr: OpaquePointer, at: Point, replacing: Bool = false) {
        cairo_save(cr)
        if replacing { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
        cairo_set_source_surface(cr, picture.surface, Double(at.x), Double(at.y))
        cairo_rectangle(cr, Double(at.x), Double(at.y), Double(picture.width), Double(picture.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
