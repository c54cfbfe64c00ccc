// RenderedMenu: a painted menu panel and where its rows are, for pointer hit tests.
import OverlayCore

/// One row shown in a menu panel.
public struct MenuRowFrame: Hashable, Sendable {
    /// The row's index in its level's items.
    public var index: Int
    /// The row, in window coordinates.
    public var frame: Rect
    public init(index: Int, frame: Rect) { self.index = index; self.frame = frame }
}

/// What a point of a menu panel is over.
public enum MenuHit: Hashable, Sendable {
    /// A row (separators and disabled rows included; `MenuNavigator` ignores those).
    case row(Int)
    /// The ▴ strip of a scrolling panel.
    case scrollUp
    /// The ▾ strip of a scrolling panel.
    case scrollDown
    /// The body, between or around rows.
    case panel
}

/// A painted menu panel: pixels and shapes, the body, and the rows shown.
public struct RenderedMenu: Sendable {
    public var overlay: RenderedOverlay
    /// The body, in window coordinates.
    public var body: Rect
    /// The rows shown, top to bottom.
    public var rows: [MenuRowFrame]
    /// The ▴ and ▾ strips when the panel scrolls; nil otherwise.
    public var scrollUpArea: Rect?
    public var scrollDownArea: Rect?

    /// What the pixels show besides the highlight, and the row lit: the next paint of the
    /// same look repaints only the rows whose highlight changed (`MenuPainter`).
    let look: MenuLook
    let lit: Int?

    init(overlay: RenderedOverlay, body: Rect, rows: [MenuRowFrame], scrollUpArea: Rect?, scrollDownArea: Rect?,
         look: MenuLook, lit: Int?) {
        self.overlay = overlay; self.body = body; self.rows = rows
        self.scrollUpArea = scrollUpArea; self.scrollDownArea = scrollDownArea
        self.look = look; self.lit = lit
    }

    /// What `point` (window coordinates) is over; nil outside the body.
    public func hit(_ point: Point) -> MenuHit? {
        guard body.contains(point) else { return nil }
        if let row = rows.first(where: { $0.frame.contains(point) }) { return .row(row.index) }
        if scrollUpArea?.contains(point) == true { return .scrollUp }
        if scrollDownArea?.contains(point) == true { return .scrollDown }
        return .panel
    }

    /// The frame of row `index` when it is shown (a submenu's anchor rectangle).
    public func frame(ofRow index: Int) -> Rect? { rows.first { $0.index == index }?.frame }
}

/// Everything a menu panel's pixels depend on but which row is highlighted.
struct MenuLook: Hashable, Sendable {
    /// The level with no row highlighted.
    var level: MenuLevel
    var style: Style
    var layout: PopoverLayout
    var composited: Bool
    /// Whether each shown row's picture had loaded (one that arrives changes the look).
    var pictures: [Bool]
}
