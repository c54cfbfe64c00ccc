// IconCache: icons for menu rows and popovers (PNG and SVG files, icon-theme names), loaded
// once per name and drawn scaled into a square.
import CCairo
import CRsvg
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

    /// An SVG rendered once into a 128-pixel square (scaled down when drawn).
    convenience init?(svgPath: String) {
        guard let canvas = try? CairoCanvas(width: 128, height: 128),
              crsvg_render_file(canvas.cr, svgPath, 0, 0, 128) != 0 else { return nil }
        cairo_surface_flush(canvas.surface)
        self.init(surface: cairo_surface_reference(canvas.surface), width: 128, height: 128)
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

    /// The icon for an `icon` string: a path to a PNG or SVG file, or an icon-theme name
    /// (looked up in hicolor, Adwaita and pixmaps). Failures are remembered so that a missing
    /// file is not retried on every frame.
    func icon(_ name: String) -> LoadedIcon? {
        guard !name.isEmpty else { return nil }
        if let hit = loaded[name] { return hit }
        if loaded.count >= capacity { loaded.removeAll() }
        let icon: LoadedIcon?
        if name.contains("/") {
            icon = name.lowercased().hasSuffix(".svg") ? LoadedIcon(svgPath: name) : LoadedIcon(path: name)
        } else {
            icon = IconCache.themeCandidates(name).lazy.compactMap { path in
                path.hasSuffix(".svg") ? LoadedIcon(svgPath: path) : LoadedIcon(path: path)
            }.first
        }
        loaded[name] = .some(icon)
        return icon
    }

    /// Where a theme icon may be: fixed-size PNGs first, then scalable SVGs, then pixmaps.
    static func themeCandidates(_ name: String) -> [String] {
        let themes = ["hicolor", "Adwaita", "gnome"]
        let kinds = ["apps", "status", "devices", "actions", "categories", "mimetypes", "places", "emblems", "legacy"]
        var paths: [String] = []
        for t in themes {
            for s in ["48x48", "64x64", "32x32", "128x128", "256x256", "24x24"] {
                for k in kinds { paths.append("/usr/share/icons/\(t)/\(s)/\(k)/\(name).png") }
            }
            for k in kinds {
                paths.append("/usr/share/icons/\(t)/scalable/\(k)/\(name).svg")
                paths.append("/usr/share/icons/\(t)/symbolic/\(k)/\(name)-symbolic.svg")
            }
        }
        paths.append("/usr/share/pixmaps/\(name).png")
        paths.append("/usr/share/pixmaps/\(name).svg")
        return paths
    }
}
