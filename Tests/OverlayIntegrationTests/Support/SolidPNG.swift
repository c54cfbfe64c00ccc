// SolidPNG: a PNG file in one colour, for icons a test can find by their colour.
import CCairo
import XCTest

enum SolidPNG {
    /// Writes a `side`×`side` PNG of one opaque colour to `path`.
    static func write(_ path: String, red: Double, green: Double, blue: Double, side: Int32 = 32) throws {
        try write(path, red: red, green: green, blue: blue, width: side, height: side)
    }

    /// Writes a `width`×`height` PNG of one opaque colour to `path`.
    static func write(_ path: String, red: Double, green: Double, blue: Double, width: Int32, height: Int32) throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height), let cr = cairo_create(surface) else {
            throw HarnessError.io("cairo")
        }
        cairo_set_source_rgb(cr, red, green, blue)
        cairo_paint(cr)
        cairo_destroy(cr)
        let status = cairo_surface_write_to_png(surface, path)
        cairo_surface_destroy(surface)
        XCTAssertEqual(status, CAIRO_STATUS_SUCCESS)
    }
}
