// StyleDecoding: a `[style.NAME]` table applied over a base style, key by key.
import OverlayCore

enum StyleDecoding {
    /// Sets on `style` each key of the table `value`; unknown keys and bad values throw.
    static func apply(_ value: ConfigValue, to style: inout Style) throws(ConfigError) {
        for (key, v) in try value.entries() {
            switch key {
            case "background": style.background = try v.color()
            case "foreground": style.foreground = try v.color()
            case "accent": style.accent = try v.color()
            case "border": style.border = try v.color()
            case "title-color": style.titleColor = try v.color()
            case "font": style.font = try v.nonEmptyString()
            case "title-font": style.titleFont = try v.nonEmptyString()
            case "padding":
                // One number for every side, or [vertical, horizontal] (dunst's padding and horizontal_padding).
                if case .array = v.node.value {
                    let vh = try v.ints(count: 2, 0...200, as: "two integers [vertical, horizontal]")
                    (style.verticalPadding, style.padding) = (vh[0], vh[1])
                } else {
                    let both = try v.int(0...200)
                    (style.verticalPadding, style.padding) = (both, both)
                }
            case "corner-radius": style.cornerRadius = try v.int(0...200)
            case "border-width": style.borderWidth = try v.int(0...50)
            case "arrow-width": style.arrowWidth = try v.int(0...200)
            case "arrow-height": style.arrowHeight = try v.int(0...200)
            case "shadow-radius": style.shadowRadius = try v.int(0...200)
            case "shadow-offset":
                let xy = try v.ints(count: 2, -200...200, as: "two integers [x, y]")
                style.shadowOffset = Point(x: xy[0], y: xy[1])
            case "shadow-opacity": style.shadowOpacity = try v.number(0...1)
            case "max-width": style.maxWidth = try v.int(40...4000)
            case "width": style.width = try v.int(0...4000)
            case "min-width": style.minWidth = try v.int(0...4000)
            case "max-height": style.maxHeight = try v.int(0...4000)
            case "text-alignment": style.textAlignment = try v.choice(TextAlignment.self)
            case "vertical-alignment": style.verticalAlignment = try v.choice(VerticalAlignment.self)
            case "icon-position": style.iconPosition = try v.choice(IconPosition.self)
            case "format": style.format = try v.string()
            case "ignore-newline": style.ignoreNewline = try v.bool()
            case "line-spacing": style.lineSpacing = try v.int(0...200)
            case "ellipsize": style.ellipsize = try v.choice(TextEllipsis.self)
            case "progress-height": style.progressHeight = try v.int(0...200)
            case "progress-border-width": style.progressBorderWidth = try v.int(0...50)
            case "progress-corner-radius": style.progressCornerRadius = try v.int(0...200)
            case "screen-padding": style.screenPadding = try v.int(0...500)
            case "icon-size": style.iconSize = try v.int(0...512)
            case "icon-bounds":
                // [least, largest]: each icon at its own size within them; "none": the icon-size square.
                if case .string("none") = v.node.value { style.iconBounds = nil; continue }
                let b = try v.ints(count: 2, 0...512, as: "two integers [least, largest] or \"none\"")
                style.iconBounds = IconBounds(min: b[0], max: b[1])
            case "text-icon-padding":
                if case .string("padding") = v.node.value { style.textIconPadding = nil; continue }
                style.textIconPadding = try v.int(0...200)
            case "progress-bar": style.progressBar = try v.bool()
            case "progress-min-width": style.progressMinWidth = try v.int(0...4000)
            case "progress-max-width": style.progressMaxWidth = try v.int(0...4000)
            case "progress-alignment": style.progressAlignment = try v.choice(TextAlignment.self)
            case "show-age-after":
                if case .string("never") = v.node.value { style.showAgeAfterMs = nil; continue }
                style.showAgeAfterMs = try v.duration()
            default: throw v.error(ConfigSchema.unknownKey(key, among: ConfigSchema.styleKeys))
            }
        }
    }
}
