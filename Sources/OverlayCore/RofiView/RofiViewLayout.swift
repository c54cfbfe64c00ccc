// RofiViewLayout: rofi 1.7.3's window laid out from a theme (size, place on the monitor, every widget's frame), as data to paint.

/// One laid-out widget: where it is in the window (margin included), its box model and what it shows.
public struct RofiLaidOutWidget: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case box, container, text, icon, listview, scrollbar }
    public var name: String
    /// Widget names from the window down: what the painter asks the theme with.
    public var path: [String]
    public var state: String?
    public var kind: Kind
    /// In window coordinates, the margin included (rofi's widget x, y, w, h).
    public var frame: Rect
    public var margin: RofiSides, border: RofiSides, padding: RofiSides, radius: RofiSides
    /// Top, right, bottom, left: solid or dash.
    public var borderStyles: [RasiLineStyle]
    /// A textbox's text as Pango shows it (the placeholder while empty), its font and alignment.
    public var text: String?
    public var showsPlaceholder = false
    public var markup = false
    public var font: String?
    public var xAlign = 0.0, yAlign = 0.0
    /// An icon's size; a row's icon name.
    public var iconSize: Int?
    public var iconName: String?
    /// A scrollbar's handle, in window coordinates.
    public var handle: Rect?
    public var children: [RofiLaidOutWidget] = []

    /// The frame less the margin: where the background and border are drawn.
    public var borderBox: Rect {
        Rect(x: frame.x + margin.left, y: frame.y + margin.top,
             width: frame.width - margin.horizontal, height: frame.height - margin.vertical)
    }

    /// The first widget of that name here or below, depth first.
    public func first(_ name: String) -> RofiLaidOutWidget? {
        if self.name == name { return self }
        for child in children { if let found = child.first(name) { return found } }
        return nil
    }

    /// Every widget of that name here or below, in drawing order.
    public func all(_ name: String) -> [RofiLaidOutWidget] {
        (self.name == name ? [self] : []) + children.flatMap { $0.all(name) }
    }
}

/// The whole view: the window's place on the screen and its widgets.
public struct RofiViewLayout: Hashable, Sendable {
    /// Root coordinates of the window.
    public var window: Rect
    public var root: RofiLaidOutWidget
    /// One element's height, the rows and columns that fit, and the first row shown.
    public var elementHeight: Int
    public var rowsPerColumn: Int
    public var columns: Int
    public var firstRow: Int
    public var cycle: Bool

    /// The font every textbox starts from (__create_window): the window's `font`, else the configuration's.
    /// The measure handed to `layOut` takes it as its default.
    public static func defaultFont(theme: any RofiThemeLookup, configured: String) -> String {
        if case let .string(font)? = theme.value("font", .string, widget: ["window"], state: nil) { return font }
        return configured
    }

    /// Lays rofi's view out on `monitor` (root coordinates): the window's width, its height from its
    /// widgets unless themed, its place from `location`/`anchor`/offsets, and every frame inside.
    public static func layOut(theme: any RofiThemeLookup, content: RofiViewContent, measure: any RofiTextMeasure,
                              monitor: Rect, dpi: Double = 96) -> RofiViewLayout {
        let metrics = RasiMetrics(lineHeight: Double(measure.lineHeight(font: nil)), characterWidth: measure.digitWidth,
                                  monitorWidth: monitor.width, monitorHeight: monitor.height, dpi: dpi)
        let style = RofiWidgetTheme(theme: theme, metrics: metrics)
        var builder = RofiViewBuilder(style: style, measure: measure, content: content)
        let window = builder.build()
        let fullscreen = style.boolean("fullscreen", window.path) ?? false
        let width = fullscreen ? monitor.width
            : (style.distance("width", window.path, nil, .horizontal) ?? Int(Float(monitor.width) / 100 * 50))
        var height = fullscreen ? monitor.height : (style.distance("height", window.path, nil, .vertical) ?? 0)
        if height <= 0 { height = window.desiredHeight(width) }
        let origin = fullscreen ? monitor.origin
            : place(width: width, height: height, on: monitor, style: style, path: window.path,
                    content: content, fixedLines: builder.list?.fixedHeight ?? content.fixedNumLines)
        window.resize(width, height)
        builder.list?.placeElements(content.rows)
        let list = builder.list
        return RofiViewLayout(window: Rect(origin: origin, size: Size(width: width, height: height)),
                              root: export(window, at: Point(x: 0, y: 0), list: list),
                              elementHeight: list?.elementHeight ?? 0, rowsPerColumn: list?.maxRows ?? 0,
                              columns: list?.currentColumns ?? 0, firstRow: list?.offset ?? 0,
                              cycle: list?.cycle ?? content.cycle)
    }

    /// rofi_view_calculate_window_position: the location's point on the monitor, the anchor's corner
    /// of the window on it (north, north-east or north-west for a list that may shrink), then the offsets.
    private static func place(width: Int, height: Int, on mon: Rect, style: RofiWidgetTheme, path: [String],
                              content: RofiViewContent, fixedLines: Bool) -> Point {
        let fromConfig: [RasiPosition] = [.center, .northWest, .north, .northEast, .east, .southEast, .south, .southWest, .west]
        let location = style.position("location", path) ?? fromConfig[max(0, min(8, content.location))]
        var anchor = location
        if !fixedLines {
            switch location {
            case .center: anchor = .north
            case .east: anchor = .northEast
            case .west: anchor = .northWest
            default: break
            }
        }
        anchor = style.position("anchor", path) ?? anchor
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
        x += style.distance("x-offset", path, nil, .horizontal) ?? content.xOffset
        y += style.distance("y-offset", path, nil, .vertical) ?? content.yOffset
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
                                    borderStyles: node.style.borderStyles(node.path, node.state))
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
