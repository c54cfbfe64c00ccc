// RofiViewTree: rofi 1.7.3's widget tree for one view, built once and laid out again at every key with only the
// entry, the counts and the shown rows filled in again (as rofi keeps its widgets and refills them).

/// The view's widgets, kept between layouts. Built from a theme and the parts of the content that
/// shape the tree (prompt, message, modes, lines, location, …); `holds` says whether a content still
/// fits it. A layout first puts every widget back where a new one starts (no place, no size, rows
/// among the spares), so a kept tree lays out exactly as a new one would, without asking the theme
/// again: each widget reads its properties when made, and its state's once.
public final class RofiViewTree {
    private let style: RofiWidgetTheme
    private let monitor: Rect
    /// The content it was built for, less what a layout fills in.
    private let shape: RofiViewContent
    private let window: RofiBoxNode
    private let entry: RofiTextNode?
    private let list: RofiListNode?
    private let filteredCounts: [RofiTextNode], totalCounts: [RofiTextNode], caseIndicators: [RofiTextNode]
    /// The window's own size and place, from the theme (nil: unset).
    private let fullscreen: Bool
    private let width: Int?, height: Int?
    private let location: RasiPosition?, anchor: RasiPosition?
    private let xOffset: Int?, yOffset: Int?

    public init(theme: any RofiThemeLookup, content: RofiViewContent, measure: any RofiTextMeasure, monitor: Rect, dpi: Double = 96) {
        let metrics = RasiMetrics(lineHeight: Double(measure.lineHeight(font: nil)), characterWidth: measure.digitWidth,
                                  monitorWidth: monitor.width, monitorHeight: monitor.height, dpi: dpi)
        style = RofiWidgetTheme(theme: theme, metrics: metrics)
        self.monitor = monitor
        shape = Self.shape(of: content)
        var builder = RofiViewBuilder(style: style, measure: measure, content: content)
        window = builder.build()
        entry = builder.entry
        list = builder.list
        filteredCounts = builder.filteredCounts
        totalCounts = builder.totalCounts
        caseIndicators = builder.caseIndicators
        let path = window.path
        fullscreen = style.boolean("fullscreen", path) ?? false
        width = style.distance("width", path, nil, .horizontal)
        height = style.distance("height", path, nil, .vertical)
        location = style.position("location", path)
        anchor = style.position("anchor", path)
        xOffset = style.distance("x-offset", path, nil, .horizontal)
        yOffset = style.distance("y-offset", path, nil, .vertical)
    }

    /// What a layout fills in taken out: the rest decides which widgets there are and what they read.
    private static func shape(of content: RofiViewContent) -> RofiViewContent {
        var shape = content
        shape.input = ""
        shape.rows = []
        shape.totalRows = 0
        shape.selected = 0
        shape.caseIndicator = ""
        return shape
    }

    /// Whether `content` is laid out by this tree (only the line, the rows, the counts, the selection
    /// and the case indicator differ from what it was built for).
    public func holds(_ content: RofiViewContent) -> Bool { Self.shape(of: content) == shape }

    /// The view with `content`'s line, counts and selection over `rowCount` rows that pass the filter
    /// (`content.rows` is not read): `row(i)` is asked only for the rows shown.
    public func layOut(_ content: RofiViewContent, rowCount: Int, row: (Int) -> RofiViewRow) -> RofiViewLayout {
        window.clearGeometry()
        entry?.text = content.input
        for t in filteredCounts { t.text = String(rowCount) }
        for t in totalCounts { t.text = String(content.totalRows) }
        for t in caseIndicators { t.text = content.caseIndicator }
        if let list {
            list.totalRows = content.totalRows
            list.requested = rowCount
            list.selected = min(content.selected, max(0, rowCount - 1))
        }
        let width = fullscreen ? monitor.width : (self.width ?? Int(Float(monitor.width) / 100 * 50))
        var height = fullscreen ? monitor.height : (self.height ?? 0)
        if height <= 0 { height = window.desiredHeight(width) }
        let origin = fullscreen ? monitor.origin
            : place(width: width, height: height, content: content, fixedLines: list?.fixedHeight ?? content.fixedNumLines)
        window.resize(width, height)
        list?.placeElements(row)
        return RofiViewLayout(window: Rect(origin: origin, size: Size(width: width, height: height)),
                              root: Self.export(window, at: Point(x: 0, y: 0), list: list),
                              elementHeight: list?.elementHeight ?? 0, rowsPerColumn: list?.maxRows ?? 0,
                              columns: list?.currentColumns ?? 0, firstRow: list?.offset ?? 0,
                              cycle: list?.cycle ?? content.cycle)
    }

    /// rofi_view_calculate_window_position: the location's point on the monitor, the anchor's corner
    /// of the window on it (north, north-east or north-west for a list that may shrink), then the offsets.
    private func place(width: Int, height: Int, content: RofiViewContent, fixedLines: Bool) -> Point {
        let mon = monitor
        let fromConfig: [RasiPosition] = [.center, .northWest, .north, .northEast, .east, .southEast, .south, .southWest, .west]
        let location = self.location ?? fromConfig[max(0, min(8, content.location))]
        var anchor = location
        if !fixedLines {
            switch location {
            case .center: anchor = .north
            case .east: anchor = .northEast
            case .west: anchor = .northWest
            default: break
            }
        }
        anchor = self.anchor ?? anchor
        var x = mon.x + mon.width / 2, y = mon.y + mon.height / 2
        switch location {
        case .northWest: x = mon.x; y = mon.y
        case .north: y = mon.y
        case .northEast: x = mon.maxX; y = mon.y
        case .east: x = mon.maxX
        case .southEast: x = mon.maxX; y = mon.maxY
        case .south: y = mon.maxY
        case .southWest: x = mon.x; y = mon.maxY
        case .west: x = mon.x
        case .center: break
        }
        switch anchor {
        case .southWest: y -= height
        case .south: x -= width / 2; y -= height
        case .southEast: x -= width; y -= height
        case .northEast: x -= width
        case .northWest: break
        case .north: x -= width / 2
        case .east: x -= width; y -= height / 2
        case .west: y -= height / 2
        case .center: x -= width / 2; y -= height / 2
        }
        x += xOffset ?? content.xOffset
        y += yOffset ?? content.yOffset
        return Point(x: x, y: y)
    }

    /// The node tree as values, frames turned from parent-relative into window coordinates.
    private static func export(_ node: RofiNode, at parent: Point, list: RofiListNode?) -> RofiLaidOutWidget {
        let frame = Rect(x: parent.x + node.x, y: parent.y + node.y, width: node.w, height: node.h)
        var kind = RofiLaidOutWidget.Kind.box
        switch node {
        case is RofiContainerNode: kind = .container
        case is RofiTextNode: kind = .text
        case is RofiIconNode: kind = .icon
        case is RofiListNode: kind = .listview
        case is RofiScrollbarNode: kind = .scrollbar
        default: break
        }
        var out = RofiLaidOutWidget(name: node.name, path: node.path, state: node.state, kind: kind, frame: frame,
                                    margin: node.margin, border: node.border, padding: node.padding, radius: node.radius,
                                    look: node.look)
        if let t = node as? RofiTextNode {
            out.text = t.shownText; out.showsPlaceholder = t.showsPlaceholder; out.markup = t.markup
            out.font = t.font; out.xAlign = t.xAlign; out.yAlign = t.yAlign
        }
        if let i = node as? RofiIconNode { out.iconSize = i.size; out.iconName = i.iconName }
        if node is RofiScrollbarNode, let list { out.handle = handle(list, bar: node, frame: frame) }
        out.children = node.children.filter { $0.enabled && $0.w >= 1 && $0.h >= 1 }
            .map { export($0, at: frame.origin, list: list) }
        return out
    }

    /// scrollbar_draw: the handle's share of the bar is the rows shown over all rows, placed at the selected one
    /// (scrollbar_set_max_value and scrollbar_set_handle_length: at least one row, the shown no more than all).
    private static func handle(_ list: RofiListNode, bar: RofiNode, frame: Rect) -> Rect {
        let length = Double(max(1, list.requested)), shown = min(length, Double(max(1, list.currentColumns * list.maxRows)))
        let inner = bar.remainingHeight
        guard length + shown > 0 else { return Rect(x: frame.x + bar.insetLeft, y: frame.y + bar.insetTop, width: bar.remainingWidth, height: 2) }
        let r = Int(length * Double(inner) / (length + shown))
        let size = bar.h - r
        let step = length > 1 ? Double(r) / (length - 1) : 0
        let y = min(Int(Double(list.selected) * step), inner - size)
        return Rect(x: frame.x + bar.insetLeft, y: frame.y + bar.insetTop + y, width: bar.remainingWidth, height: max(2, size))
    }
}
