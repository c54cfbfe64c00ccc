// PopoverIcon: the picture beside a popover's text: pixels (a notification's image-data), a
// PNG file, or an icon-theme name looked up among the theme's PNGs.
import CCairo
import OverlayCore

public enum PopoverIcon: Hashable, Sendable {
    case pixels(PixelImage)
    case file(String)
    case themeName(String)

    /// Where a theme icon's PNG may be: hicolor sizes, then pixmaps (SVG needs librsvg).
    static func themePaths(_ name: String) -> [String] {
        let sizes = ["48x48", "64x64", "32x32", "128x128", "256x256", "24x24"]
        let themes = ["hicolor", "Adwaita", "gnome"]
        let kinds = ["apps", "status", "devices", "actions", "categories", "mimetypes", "places", "emblems"]
        var paths: [String] = []
        for t in themes { for s in sizes { for k in kinds { paths.append("/usr/share/icons/\(t)/\(s)/\(k)/\(name).png") } } }
        paths.append("/usr/share/pixmaps/\(name).png")
        return paths
    }
}

extension PopoverPainter {
    /// The loaded picture for `icon`, nil when it cannot be shown (missing, SVG, empty).
    func iconSurface(_ icon: PopoverIcon?) -> LoadedIcon? {
        switch icon {
        case nil: return nil
        case .pixels(let image): return LoadedIcon(image: image)
        case .file(let path): return icons.icon(path)
        case .themeName(let name):
            guard !name.isEmpty, !name.contains("/") else { return nil }
            return PopoverIcon.themePaths(name).lazy.compactMap { self.icons.icon($0) }.first
        }
    }
}

extension LoadedIcon {
    /// An icon from premultiplied ARGB pixels.
    convenience init?(image: PixelImage) {
        guard image.width > 0, image.height > 0, image.width <= 4096, image.height <= 4096,
              let canvas = try? CairoCanvas(width: image.width, height: image.height),
              canvas.stride == image.stride, image.bytes.count >= image.stride * image.height else { return nil }
        canvas.replaceBytes(image.bytes)
        self.init(surface: cairo_surface_reference(canvas.surface), width: image.width, height: image.height)
    }
}
