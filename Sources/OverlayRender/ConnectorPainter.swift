// ConnectorPainter: a popover's connector: a cubic Bézier from the body to the anchor point,
// ending in a dot, in the accent colour over a halo of the body colour so it reads on any
// background. Also its part of the window's bounding shape (it takes no clicks).
import CCairo
import OverlayCore

enum ConnectorPainter {
    static let lineWidth = 3.0
    static let dotRadius = 4.5
    /// The halo's extra width on each side of the line and the dot.
    static let halo = 1.0

    /// Draws the line and dot. Without a compositor nothing is antialiased, so the pixels
    /// drawn are exactly the ones the bounding shape keeps (no fringe of the body colour).
    static func draw(_ c: Connector, on canvas: CairoCanvas, style: Style, composited: Bool) {
        let cr = canvas.cr
        cairo_save(cr)
        if !composited { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        canvas.setSource(style.background)
        addCurve(cr, c)
        cairo_set_line_width(cr, lineWidth + 2 * halo)
        cairo_stroke(cr)
        addDot(cr, c, radius: dotRadius + halo)
        cairo_fill(cr)
        canvas.setSource(style.accent)
        addCurve(cr, c)
        cairo_set_line_width(cr, lineWidth)
        cairo_stroke(cr)
        addDot(cr, c, radius: dotRadius)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Adds the line with its halo and the dot to an (unantialiased) mask.
    static func addToMask(_ c: Connector, cr: OpaquePointer) {
        addCurve(cr, c)
        cairo_set_line_width(cr, lineWidth + 2 * halo)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_stroke(cr)
        addDot(cr, c, radius: dotRadius + halo)
        cairo_fill(cr)
    }

    private static func addCurve(_ cr: OpaquePointer, _ c: Connector) {
        // Through pixel centres: the end dot is centred on the target pixel.
        func d(_ v: Int) -> Double { Double(v) + 0.5 }
        cairo_new_path(cr)
        cairo_move_to(cr, d(c.start.x), d(c.start.y))
        cairo_curve_to(cr, d(c.control1.x), d(c.control1.y), d(c.control2.x), d(c.control2.y), d(c.end.x), d(c.end.y))
    }

    private static func addDot(_ cr: OpaquePointer, _ c: Connector, radius: Double) {
        cairo_new_path(cr)
        cairo_arc(cr, Double(c.end.x) + 0.5, Double(c.end.y) + 0.5, radius, 0, 2 * Double.pi)
    }
}

extension PopoverPainter {
    /// Room a window keeps around a connector's curve for its halo and end dot.
    public static let connectorMargin = Int((ConnectorPainter.dotRadius + ConnectorPainter.halo).rounded(.up)) + 2
}
