// IconCache: PNG icons for menu rows, loaded once per path and drawn scaled into a square.
// SVG files and icon-theme names are not loaded (no librsvg, no theme lookup): such rows
// keep the icon column empty.
import CCairo
import OverlayCore

/// An image surface loaded from a PNG file. Owned: destroyed with the object.
final class LoadedIcon {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// Nil when the file is missing or is not a PNG Cairo can read.
    init?(path: String) {
        guard let s = path.withCString({ cairo_image_surface_create_from_png($0) }) else { return nil }
        let w = Int(cairo_image_surface_get_width(s)), h = Int(cairo_image_surface_get_height(s))
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, w > 0, h > 0 else {
            cairo_surface_destroy(s)
            return nil
        }
        surface = s
        width = w
        height = h
    }

    /// Takes ownership of a surface reference.
    init(surface: OpaquePointer, width: Int, height: Int) {
        self.surface = surface
        self.width = width
        self.height = height
    }

    deinit { cairo_surface_destroy(surface) }

    /// Draws the image scaled (aspect kept) and centred in the `side`-pixel square at `origin`.
    func draw(on cr: OpaquePointer, origin: Point, side: Int, alpha: Double = 1) {
        let scale = Double(side) / Double(max(width, height))
        let dx = (Double(side) - Double(width) * scale) / 2, dy = (Double(side) - Double(height) * scale) / 2
        cairo_save(cr)
        cairo_translate(cr, Double(origin.x) + dx, Double(origin.y) + dy)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}

final class IconCache {
    private var loaded: [String: LoadedIcon?] = [:]
    private let capacity = 256

    /// The icon for a menu item's `icon` string: a path to a PNG file. Failures are
    /// remembered so that a missing file is not retried on every frame.
    func icon(_ name: String) -> LoadedIcon? {
        guard name.contains("/") || name.lowercased().hasSuffix(".png") else { return nil }
        if let hit = loaded[name] { return hit }
        if loaded.count >= capacity { loaded.removeAll() }
        let icon = LoadedIcon(path: name)
        loaded[name] = .some(icon)
        return icon
    }
}
