// PopoverIcon: the picture beside a popover's text: pixels (a notification's image-data), a
// picture file (any format gdk-pixbuf reads, or SVG), or an icon-theme name.
import CCairo
import OverlayCore

public enum PopoverIcon: Hashable, Sendable {
    case pixels(PixelImage)
    case file(String)
    case themeName(String)

}

extension PopoverPainter {
    /// The loaded picture for `icon` at `side` pixels, nil when it cannot be shown (missing,
    /// unreadable, empty), is still loading, or `side` is 0: an icon size of 0 means no icon
    /// (dunst's `icon_position = off`), and the text keeps the icon's place.
    func iconSurface(_ icon: PopoverIcon?, side: Int) -> LoadedIcon? {
        guard side > 0 else { return nil }
        switch icon {
        case nil: return nil
        case .pixels(let image): return LoadedIcon(image: image)
        case .file(let path): return icons.icon(path, side: side)
        case .themeName(let name):
            guard !name.contains("/") else { return nil }
            return icons.icon(name, side: side)
        }
    }
}

extension PopoverIcon {
    /// The file or icon name it is loaded by; nil for pixels that came with the request.
    public var loadName: String? {
        switch self {
        case .pixels: return nil
        case .file(let name), .themeName(let name): return name
        }
    }
}
