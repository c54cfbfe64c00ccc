// PopoverIcon: the picture beside a popover's text: pixels (a notification's image-data), a
// PNG or SVG file, or an icon-theme name.
import CCairo
import OverlayCore

public enum PopoverIcon: Hashable, Sendable {
    case pixels(PixelImage)
    case file(String)
    case themeName(String)

}

extension PopoverPainter {
    /// The loaded picture for `icon`, nil when it cannot be shown (missing, SVG, empty).
    func iconSurface(_ icon: PopoverIcon?) -> LoadedIcon? {
        switch icon {
        case nil: return nil
        case .pixels(let image): return LoadedIcon(image: image)
        case .file(let path): return icons.icon(path)
        case .themeName(let name):
            guard !name.contains("/") else { return nil }
            return icons.icon(name)
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
