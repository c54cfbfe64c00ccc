// MenuLevel: one open menu panel (the top menu or a submenu): its highlight and scroll window.

/// One open menu: its items, the highlighted row and which rows are scrolled into view.
public struct MenuLevel: Hashable, Sendable {
    /// The path of the item whose submenu this is; empty for the top menu.
    public var parentPath: [Int]
    public var items: [MenuItem]
    /// The highlighted row; nil when none is.
    public var highlighted: Int?
    /// The first row shown; 0 unless the menu has more rows than fit.
    public private(set) var firstVisible = 0
    /// How many rows fit on screen; `Int.max` when all do. At least 1.
    public private(set) var visibleRows: Int
    /// The input line shown above the rows while the top menu is filtered; nil: none shown.
    public var filterText: String?

    public init(items: [MenuItem], parentPath: [Int] = [], highlighted: Int? = nil, visibleRows: Int = .max) {
        self.items = items
        self.parentPath = parentPath
        self.highlighted = highlighted
        self.visibleRows = max(1, visibleRows)
        if let h = highlighted { scrollToShow(h) }
    }

    /// Whether there are more rows than fit, so the panel scrolls.
    public var scrolls: Bool { items.count > visibleRows }

    /// The rows shown.
    public var visibleRange: Range<Int> {
        firstVisible..<(firstVisible + min(items.count - firstVisible, visibleRows))
    }

    /// Whether rows are hidden above (▴) or below (▾) the visible ones.
    public var canScrollUp: Bool { firstVisible > 0 }
    public var canScrollDown: Bool { visibleRange.upperBound < items.count }

    /// Changes how many rows fit, keeping the highlighted row in view.
    public mutating func setVisibleRows(_ rows: Int) {
        visibleRows = max(1, rows)
        scroll(by: 0)
        if let h = highlighted { scrollToShow(h) }
    }

    /// Moves the visible window by `rows` (negative: up), within the items.
    public mutating func scroll(by rows: Int) {
        let last = max(0, items.count - visibleRows)
        firstVisible = min(max(0, firstVisible + max(-items.count, min(items.count, rows))), last)
    }

    /// Scrolls as little as needed for row `index` to be visible.
    public mutating func scrollToShow(_ index: Int) {
        guard items.indices.contains(index) else { return }
        if index < firstVisible {
            firstVisible = index
        } else if index - firstVisible >= visibleRows {
            firstVisible = index - visibleRows + 1
        }
    }

    /// The first selectable row at or after `start` (or at or before it when `step` is -1),
    /// wrapping around when `wrap` is set.
    public func selectable(from start: Int, step: Int, wrap: Bool = true) -> Int? {
        let n = items.count
        guard n > 0 else { return nil }
        var i = start
        for _ in 0..<n {
            if wrap { i = ((i % n) + n) % n } else if !items.indices.contains(i) { return nil }
            if items[i].isSelectable { return i }
            i += step
        }
        return nil
    }
}
