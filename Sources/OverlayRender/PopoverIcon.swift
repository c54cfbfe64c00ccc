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

extension PopoverPainter {
    /// The picture `content` shows under `style`: none for `icon-position = off`.
    func icon(_ content: PopoverContent, style: Style) -> LoadedIcon? {
        style.iconPosition == .off ? nil : iconSurface(content.icon, side: style.iconSize)
    }

    /// Draws the icon in the content `area` where the style puts it (beside the text, aligned
    /// as the text is up and down; or centred above it) and returns the text's part of `area`.
    func drawIcon(_ content: PopoverContent, style: Style, in area: Rect, on cr: OpaquePointer) -> Rect {
        guard let icon = icon(content, style: style) else { return area }
        let side = style.iconSize
        let y = area.minY + style.verticalAlignment.offset(side, in: area.height)
        switch style.iconPosition {
        case .top:
            icon.draw(on: cr, origin: Point(x: area.minX + TextAlignment.center.offset(side, in: area.width), y: area.minY), side: side)
            let taken = side + style.verticalPadding
            return Rect(x: area.minX, y: area.minY + taken, width: area.width, height: max(0, area.height - taken))
        case .right:
            icon.draw(on: cr, origin: Point(x: area.maxX - side, y: y), side: side)
            return Rect(x: area.minX, y: area.minY, width: max(0, area.width - side - style.padding), height: area.height)
        case .left, .off:
            icon.draw(on: cr, origin: Point(x: area.minX, y: y), side: side)
            return Rect(x: area.minX + side + style.padding, y: area.minY, width: max(0, area.width - side - style.padding),
                        height: area.height)
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
