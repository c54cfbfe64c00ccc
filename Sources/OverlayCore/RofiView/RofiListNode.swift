// RofiListNode: rofi 1.7.3's listview (listview.c): element height, rows and columns that fit, the page shown, its scrollbar.

/// One row of the list as rofi builds it: an `element` box with its icon, text and index.
struct RofiElementRow {
    let box: RofiBoxNode
    var text: RofiTextNode?
    var icon: RofiIconNode?
    var index: RofiTextNode?
}

/// The listview: rows of `element` boxes in `columns` columns, `lines` high.
final class RofiListNode: RofiNode {
    let measure: any RofiTextMeasure
    let showIcons: Bool
    let spacing: Int, spacingAcross: Int
    let columns: Int
    let lines: Int
    let fixedHeight: Bool, dynamic: Bool, cycle: Bool, fixedColumns: Bool, reverse: Bool
    let layout: RasiOrientation
    let scrollbar: RofiScrollbarNode
    /// The height of one element (desired height of a sample row at a very wide width).
    private(set) var elementHeight = 0
    /// How many rows the mode has, and how many pass the filter.
    var totalRows = 0, requested = 0
    var selected = 0
    private(set) var maxRows = 0
    private(set) var currentColumns = 1
    private(set) var elements: [RofiElementRow] = []
    /// Rows made before and not shown now: the next layout takes these before making new ones,
    /// so a kept tree builds its rows (and asks the theme for them) once.
    private var spare: [RofiElementRow] = []

    init(name: String, parentPath: [String], style: RofiWidgetTheme, measure: any RofiTextMeasure,
         showIcons: Bool, defaultLines: Int, fixedNumLines: Bool, cycle: Bool, elementLines: Int) {
        let path = parentPath + [name]
        self.measure = measure
        self.showIcons = showIcons
        spacing = style.distance("spacing", path, nil, .vertical) ?? 2
        spacingAcross = style.distance("spacing", path, nil, .horizontal) ?? 2
        columns = max(1, style.integer("columns", path) ?? 1)
        lines = style.integer("lines", path) ?? defaultLines
        fixedHeight = style.boolean("fixed-height", path) ?? fixedNumLines
        dynamic = style.boolean("dynamic", path) ?? true
        reverse = style.boolean("reverse", path) ?? false
        self.cycle = style.boolean("cycle", path) ?? cycle
        fixedColumns = style.boolean("fixed-columns", path) ?? false
        layout = style.orientation("layout", path) ?? .vertical
        scrollbar = RofiScrollbarNode(name: "scrollbar", parentPath: path, style: style)
        super.init(name: name, parentPath: parentPath, style: style)
        scrollbar.enabled = layout == .vertical && (style.boolean("scrollbar", path) ?? false)
        let sample = makeRow()
        if elementLines > 1, let text = sample.text {
            text.text = Array(repeating: "a", count: elementLines - 1).joined(separator: "\n") + "\n"
        }
        elementHeight = sample.box.desiredHeight(100_000)
    }

    override var children: [RofiNode] { elements.map(\.box) + [scrollbar] }

    /// listview_create_row: `element`'s `children`, else the icon (with show-icons) and the text.
    func makeRow() -> RofiElementRow {
        let box = RofiBoxNode(name: "element", parentPath: path, style: style, orientation: .horizontal)
        var row = RofiElementRow(box: box)
        let names = style.names("children", box.path) ?? (showIcons ? ["element-icon", "element-text"] : ["element-text"])
        for name in names { add(name, to: box, row: &row) }
        return row
    }

    private func add(_ name: String, to box: RofiBoxNode, row: inout RofiElementRow) {
        switch name.lowercased() {
        case "element-icon":
            let icon = RofiIconNode(name: "element-icon", parentPath: box.path, style: style)
            row.icon = icon
            box.add(icon, expand: false)
        case "element-text", "element-index":
            // The index is one digit (1–9, 0 for the tenth row); its sample is a space.
            let isText = name.lowercased() == "element-text"
            let label = RofiTextNode(name: name.lowercased(), parentPath: box.path, style: style, measure: measure,
                                     flags: [.autoHeight], text: isText ? "DDD" : " ")
            label.setState("normal.normal")
            if isText { row.text = label } else { row.index = label }
            box.add(label, expand: isText)
        default:
            let inner = RofiBoxNode(name: name, parentPath: box.path, style: style, orientation: .vertical)
            box.add(inner, expand: true)
            for child in style.names("children", inner.path) ?? [] { add(child, to: inner, row: &row) }
        }
    }

    /// listview_get_desired_height: `lines` rows, fewer with a dynamic list that is not of fixed height.
    override func desiredHeight(_ width: Int) -> Int {
        guard enabled else { return 0 }
        var rows = lines
        if !fixedHeight { rows = dynamic ? min(lines, requested) : min(lines, totalRows) }
        if layout == .horizontal { rows = min(rows, 1) }
        if rows == 0 { return dynamic && !fixedHeight ? 0 : insetHeight }
        return insetHeight + rows * (elementHeight + spacing) - spacing
    }

    /// Before the tree is laid out again: every row back among the spares, no rows or columns counted,
    /// as a new list starts.
    override func clearGeometry() {
        spare.append(contentsOf: elements.reversed())
        elements = []
        maxRows = 0
        currentColumns = 1
        acrossOffset = 0
        super.clearGeometry()
        for row in spare { row.box.clearGeometry() }
    }

    /// listview_resize: how many rows fit, the scrollbar at the right edge, then the elements.
    override func resize(_ width: Int, _ height: Int) {
        w = max(0, width); h = max(0, height)
        let inner = h - insetHeight
        maxRows = elementHeight + spacing > 0 ? max(0, (spacing + inner) / (elementHeight + spacing)) : 0
        scrollbar.move(w - insetRight - scrollbar.width, insetTop)
        scrollbar.resize(scrollbar.width, inner)
        recomputeElements()
    }

    private var maxElements: Int { layout == .horizontal ? lines : maxRows * columns }

    /// listview_recompute_elements: as many element boxes as rows shown; fewer rows than fit use fewer columns.
    private func recomputeElements() {
        guard maxRows > 0 else { return }
        let count: Int
        if !fixedColumns && requested < maxElements {
            count = requested
            currentColumns = (requested + maxRows - 1) / maxRows
        } else {
            count = min(requested, maxElements)
            currentColumns = columns
        }
        while elements.count > count { spare.append(elements.removeLast()) }
        while elements.count < count {
            let row = spare.popLast() ?? makeRow()
            row.box.setState("normal.normal")
            elements.append(row)
        }
    }

    /// The first row shown in a row across (barview): the selected one when it would not fit after the first.
    private var acrossOffset = 0

    /// scroll_per_page: the page that holds the selected row.
    var offset: Int {
        guard layout == .vertical else { return acrossOffset }
        let perPage = maxRows * currentColumns
        guard perPage > 0 else { return 0 }
        return (selected / perPage) * perPage
    }

    /// update_element: the row's text, icon and index digit (1–9, 0 for the tenth), and its state.
    private func fill(_ row: RofiElementRow, _ index: Int, _ rows: (Int) -> RofiViewRow) {
        let shown = rows(index)
        row.text?.text = shown.text
        row.icon?.iconName = shown.icon
        if let label = row.index { label.text = index < 10 ? String((index + 1) % 10) : " " }
        let mode = index == selected ? "selected" : (index & 1 == 0 ? "normal" : "alternate")
        row.box.setState("\(mode).\(shown.mark.rawValue)")
    }

    /// barview_draw, left to right: each row as wide as it wants, side by side from the left until
    /// the width runs out (the first row takes at most all of it); from the selected row when it would not show.
    private func placeAcross(_ rows: (Int) -> RofiViewRow) {
        for start in [0, selected] {
            acrossOffset = start
            var left = insetLeft, width = w - insetWidth
            var shown = 0
            for i in 0..<max(0, min(elements.count, requested - start)) where width > 0 {
                let row = elements[i]
                fill(row, start + i, rows)
                var wanted = row.box.desiredWidth(elementHeight)
                if wanted >= width {
                    if shown > 0 { break }
                    wanted = width
                }
                row.box.move(left, insetTop)
                row.box.resize(wanted, elementHeight)
                width -= wanted + spacingAcross
                left += wanted + spacingAcross
                shown += 1
            }
            if selected < start + shown || start == selected {
                while elements.count > shown { spare.append(elements.removeLast()) }
                return
            }
        }
    }

    /// listview_draw: each shown element's place (column by column, `maxRows` down) and state;
    /// `rows(i)` is asked only for the rows shown.
    func placeElements(_ rows: (Int) -> RofiViewRow) {
        if layout == .horizontal { placeAcross(rows); return }
        guard !elements.isEmpty, maxRows > 0 else { return }
        let first = offset
        let shown = min(elements.count, requested - first)
        var across = spacingAcross
        var width = w - insetWidth
        if scrollbar.enabled { width -= across + scrollbar.width }
        let cols = max(1, currentColumns)
        let elementWidth = (width - across * (cols - 1)) / cols
        var slack = width - (elementWidth + across) * (cols - 1) - elementWidth
        if cols > 1, slack / (cols - 1) >= 1 {
            across += 1
            slack -= cols - 1
        }
        for i in 0..<max(0, shown) {
            var ex = insetLeft + (i / maxRows) * (elementWidth + across)
            if i / maxRows == cols - 1 { ex += slack }
            let step = (i % maxRows) * (elementHeight + spacing)
            let ey = reverse ? h - (insetBottom + step) - elementHeight : insetTop + step
            let row = elements[i]
            fill(row, first + i, rows)
            row.box.move(ex, ey)
            row.box.resize(elementWidth, elementHeight)
        }
        while elements.count > max(0, shown) { spare.append(elements.removeLast()) }
    }
}
