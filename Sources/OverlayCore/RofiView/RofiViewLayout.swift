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
    /// What it is painted with (its colours, background image, border styles, highlight) in its state.
    public var look: RofiWidgetLook
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

    /// Top, right, bottom, left: solid or dash.
    public var borderStyles: [RasiLineStyle] { look.borderStyles }

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
    /// A view laid out again at every key keeps its tree instead (`RofiViewTree`).
    public static func layOut(theme: any RofiThemeLookup, content: RofiViewContent, measure: any RofiTextMeasure,
                              monitor: Rect, dpi: Double = 96) -> RofiViewLayout {
        RofiViewTree(theme: theme, content: content, measure: measure, monitor: monitor, dpi: dpi)
            .layOut(content, rowCount: content.rows.count) { content.rows[$0] }
    }
}
