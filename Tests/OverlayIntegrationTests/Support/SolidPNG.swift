// SolidPNG: a square PNG file in one colour, for icons a test can find by their colour.
import CCairo
import XCTest

enum SolidPNG {
    /// Writes a `side`×`side` PNG of one opaque colour to `path`.
    static func write(_ path: String, red: Double, green: Double, blue: Double, side: Int32 = 32) throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side), let cr = cairo_create(surface) else {
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
