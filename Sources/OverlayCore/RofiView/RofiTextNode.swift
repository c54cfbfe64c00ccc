// RofiTextNode: rofi 1.7.3's textbox, icon and scrollbar widgets as the layout sizes them (textbox.c, icon.c, scrollbar.c).

/// A textbox: its text, its font, and how it sizes itself (auto width, auto height, wrapping).
final class RofiTextNode: RofiNode {
    struct Flags: OptionSet {
        let rawValue: Int
        static let autoWidth = Flags(rawValue: 1)
        static let autoHeight = Flags(rawValue: 2)
        static let wrap = Flags(rawValue: 4)
        static let editable = Flags(rawValue: 8)
        static let markup = Flags(rawValue: 16)
    }
    let flags: Flags
    let measure: any RofiTextMeasure
    let font: String?
    let placeholder: String?
    let markup: Bool
    /// What rofi horizontally aligns the text by (0 left … 1 right), from `horizontal-align` or the widget's own.
    let xAlign: Double, yAlign: Double
    var text: String

    init(name: String, parentPath: [String], style: RofiWidgetTheme, measure: any RofiTextMeasure,
         flags: Flags, text: String, xAlign: Double = 0, yAlign: Double = 0) {
        let path = parentPath + [name]
        self.flags = flags
        self.measure = measure
        font = style.string("font", path)
        placeholder = style.string("placeholder", path)
        markup = style.boolean("markup", path) ?? flags.contains(.markup)
        if case let .double(d)? = style.value("horizontal-align", .double, path, nil) { self.xAlign = d } else { self.xAlign = xAlign }
        if case let .double(d)? = style.value("vertical-align", .double, path, nil) { self.yAlign = d } else { self.yAlign = yAlign }
        // `str`, else `content`, replaces the text the view gives (textbox_create).
        let themed = style.string("str", path).flatMap { $0.isEmpty ? nil : $0 } ?? style.string("content", path)
        self.text = themed ?? text
        super.init(name: name, parentPath: parentPath, style: style)
    }

    /// The text Pango lays out: the placeholder while the text is empty.
    var shownText: String { text.isEmpty ? (placeholder ?? "") : text }
    var showsPlaceholder: Bool { text.isEmpty && placeholder != nil }

    /// The last text measured and its sizes: a layout asks each several times, and a kept tree's
    /// next layout mostly asks about the same text again.
    private var widthOf: (text: String, width: Int)?
    private var linesOf: (text: String, wrapAt: Int?, lines: Int)?
    private lazy var themedWidth = style.distance("width", path, nil, .horizontal)
    private lazy var fontHeight = measure.lineHeight(font: font)

    var lineHeight: Int { fontHeight }

    var textWidth: Int {
        let text = shownText
        if let known = widthOf, known.text == text { return known.width }
        let width = measure.width(of: text, font: font, markup: markup)
        widthOf = (text, width)
        return width
    }

    private func lines(atWidth width: Int?) -> Int {
        let wrapAt = flags.contains(.wrap) ? width.map { max(1, $0 - insetWidth) } : nil
        let text = shownText
        if let known = linesOf, known.text == text, known.wrapAt == wrapAt { return known.lines }
        let lines = max(1, measure.lineCount(of: text, font: font, markup: markup, wrapWidth: wrapAt))
        linesOf = (text, wrapAt, lines)
        return lines
    }

    override func desiredHeight(_ width: Int) -> Int {
        guard flags.contains(.autoHeight) else { return h }
        return lines(atWidth: width) * lineHeight + insetHeight
    }

    override func desiredWidth(_ height: Int) -> Int {
        if expand && flags.contains(.autoWidth) { return textWidth + insetWidth }
        if let wanted = themedWidth, wanted > 0 { return wanted }
        return textWidth + insetWidth
    }

    override var width: Int { flags.contains(.autoWidth) ? textWidth + insetWidth : w }
    override var height: Int { flags.contains(.autoHeight) ? lines(atWidth: w) * lineHeight + insetHeight : h }

    /// textbox_moveresize: auto width takes the text's; auto height at least the text's at that width.
    override func resize(_ width: Int, _ height: Int) {
        var width = width, height = height
        if flags.contains(.autoWidth) { width = textWidth + insetWidth }
        if flags.contains(.autoHeight) {
            height = max(lines(atWidth: max(1, width)) * lineHeight + insetHeight, height)
        }
        w = max(1, width); h = max(1, height)
    }
}

/// An icon: a square of `size` pixels (16 unless themed) inside its padding.
final class RofiIconNode: RofiNode {
    let size: Int
    /// A row's icon (its name or path), set as the row is shown.
    var iconName: String?

    override init(name: String, parentPath: [String], style: RofiWidgetTheme) {
        size = style.distance("size", parentPath + [name], nil, .vertical) ?? 16
        super.init(name: name, parentPath: parentPath, style: style)
    }

    override func desiredHeight(_ width: Int) -> Int { size + insetHeight }
    override func desiredWidth(_ height: Int) -> Int { size + insetWidth }
}

/// The listview's scrollbar: `handle-width` (8) plus its padding across; as tall as the list.
final class RofiScrollbarNode: RofiNode {
    private var across = 0

    override init(name: String, parentPath: [String], style: RofiWidgetTheme) {
        super.init(name: name, parentPath: parentPath, style: style)
        let handle = style.distance("handle-width", path, nil, .horizontal) ?? 8
        across = insetWidth + handle
        w = across
    }

    /// Its width is its own from the start, not the layout's.
    override func clearGeometry() {
        super.clearGeometry()
        w = across
    }
}
