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
    /// The picture `content` shows under `style` and the size it is drawn at: none for
    /// `icon-position = off`; the `icon-size` square, or with `icon-min-size`/`icon-max-size`
    /// its own size within them (dunst's min_icon_size and max_icon_size).
    func icon(_ content: PopoverContent, style: Style) -> (picture: LoadedIcon, size: Size)? {
        guard style.iconPosition != .off else { return nil }
        guard let bounds = style.iconBounds else {
            return iconSurface(content.icon, side: style.iconSize).map { ($0, Size(width: style.iconSize, height: style.iconSize)) }
        }
        // A file comes in at its own size up to the largest (larger ones scaled down while
        // decoding, as dunst loads them); a theme icon at the size it is looked up at.
        var side = bounds.loadSide
        if case .themeName = content.icon { side = max(1, style.iconSize) }
        guard let picture = iconSurface(content.icon, side: side) else { return nil }
        let size = bounds.size(width: picture.width, height: picture.height)
        return size.width > 0 && size.height > 0 ? (picture, size) : nil
    }

    /// Pixels between the icon and the text: `text-icon-padding`, else the padding on that axis.
    func iconGap(_ style: Style, above: Bool) -> Int {
        style.textIconPadding ?? (above ? style.verticalPadding : style.padding)
    }

    /// Draws the icon in the content `area` where the style puts it (beside the text, aligned
    /// as the text is up and down; or centred above it) and returns the text's part of `area`.
    func drawIcon(_ content: PopoverContent, style: Style, in area: Rect, on cr: OpaquePointer) -> Rect {
        guard let (icon, size) = icon(content, style: style) else { return area }
        let y = area.minY + style.verticalAlignment.offset(size.height, in: area.height)
        switch style.iconPosition {
        case .top:
            icon.draw(on: cr, frame: Rect(x: area.minX + TextAlignment.center.offset(size.width, in: area.width), y: area.minY,
                                          width: size.width, height: size.height))
            let taken = size.height + iconGap(style, above: true)
            return Rect(x: area.minX, y: area.minY + taken, width: area.width, height: max(0, area.height - taken))
        case .right:
            icon.draw(on: cr, frame: Rect(x: area.maxX - size.width, y: y, width: size.width, height: size.height))
            let taken = size.width + iconGap(style, above: false)
            return Rect(x: area.minX, y: area.minY, width: max(0, area.width - taken), height: area.height)
        case .left, .off:
            icon.draw(on: cr, frame: Rect(x: area.minX, y: y, width: size.width, height: size.height))
            let taken = size.width + iconGap(style, above: false)
            return Rect(x: area.minX + taken, y: area.minY, width: max(0, area.width - taken), height: area.height)
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
