// MenuMetrics: the sizes and columns of a menu panel, derived from the style and the
// measured widths of its labels and shortcuts. Separate from painting so that measuring,
// painting and "how many rows fit" agree.
import OverlayCore

struct MenuMetrics: Hashable {
    /// Room between the body edge and the rows.
    let inset: Int
    /// Room left and right of a row's content, and above and below it.
    let rowPadX: Int
    let rowPadY: Int
    /// Gap between columns (mark, icon, label, shortcut, arrow).
    let gap: Int
    /// Height of one line of the style's font.
    let textHeight: Int
    let rowHeight: Int
    let separatorHeight: Int
    /// Height of the ▴ and ▾ strips of a scrolling panel.
    let indicatorHeight: Int
    /// Side of the check box or radio button; 0 when no row has a mark.
    let markSide: Int
    /// Side of the icon square; 0 when no row has an icon.
    let iconSide: Int
    /// Width of the ▸ column; 0 when no row has a submenu.
    let arrowWidth: Int
    let labelWidth: Int
    /// Width of the shortcut column; 0 when no row has a shortcut.
    let shortcutWidth: Int
    let bodyWidth: Int

    /// `labelWidths` and `shortcutWidths` are the natural widths, one per item (0 for none).
    init(items: [MenuItem], style: Style, textHeight: Int, labelWidths: [Int], shortcutWidths: [Int]) {
        let p = style.padding
        inset = max(2, p / 2)
        rowPadX = max(4, p * 2 / 3)
        rowPadY = max(2, p / 3)
        gap = max(4, p / 2)
        self.textHeight = max(1, textHeight)
        let hasMarks = items.contains { $0.mark != .none }
        let hasIcons = items.contains { $0.icon != nil && !$0.isSeparator }
        let hasSubmenus = items.contains(where: \.hasSubmenu)
        markSide = hasMarks ? max(8, self.textHeight * 3 / 4) : 0
        iconSide = hasIcons ? max(1, style.iconSize) : 0
        arrowWidth = hasSubmenus ? max(4, self.textHeight / 3) : 0
        rowHeight = max(self.textHeight, iconSide, markSide) + 2 * rowPadY
        separatorHeight = 2 * rowPadY + max(1, style.borderWidth)
        indicatorHeight = max(8, self.textHeight * 2 / 3)

        let maxShortcut = shortcutWidths.max() ?? 0
        shortcutWidth = min(maxShortcut, max(0, style.maxWidth / 3))
        var fixed = 2 * inset + 2 * rowPadX
        if markSide > 0 { fixed += markSide + gap }
        if iconSide > 0 { fixed += iconSide + gap }
        if shortcutWidth > 0 { fixed += 2 * gap + shortcutWidth }
        if arrowWidth > 0 { fixed += gap + arrowWidth }
        let naturalLabel = labelWidths.max() ?? 0
        let label = min(naturalLabel, max(4 * self.textHeight, style.maxWidth - fixed))
        let minWidth = max(2 * style.cornerRadius, 8 * p)
        bodyWidth = max(minWidth, fixed + label)
        labelWidth = bodyWidth - fixed
    }

    /// Height of `item`'s row. In a scrolling panel every row is as tall, so that the panel
    /// keeps its height whatever rows are scrolled into view.
    func height(of item: MenuItem, scrolling: Bool) -> Int {
        item.isSeparator && !scrolling ? separatorHeight : rowHeight
    }

    /// The body height for `level` as it is scrolled.
    func bodyHeight(_ level: MenuLevel) -> Int {
        let input = level.filterText == nil ? 0 : rowHeight
        if level.scrolls {
            return 2 * inset + input + 2 * indicatorHeight + level.visibleRows * rowHeight
        }
        return 2 * inset + input + level.items.reduce(0) { $0 + height(of: $1, scrolling: false) }
    }

    /// How many rows of `level` fit in a body `height` pixels tall: `Int.max` when all do.
    func visibleRows(fitting height: Int, level: MenuLevel) -> Int {
        var all = MenuLevel(items: level.items)
        all.filterText = level.filterText
        if bodyHeight(all) <= height { return .max }
        let input = level.filterText == nil ? 0 : rowHeight
        return max(1, (height - 2 * inset - input - 2 * indicatorHeight) / rowHeight)
    }
}
