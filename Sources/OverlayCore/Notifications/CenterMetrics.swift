// CenterMetrics: the notification center's geometry in body coordinates: the header (count,
// do-not-disturb switch, "Clear all", the filter line), group and entry rows (an entry's
// height comes from what it has and, once expanded, its measured body lines, never from
// laying out every text, so scrolling 1,000 entries lays out only the visible ones), an
// entry's close, expander and action buttons, and what a point hits.

/// Sizes the painter measures from the style's fonts (already scaled).
public struct CenterMetrics: Equatable, Sendable {
    public var padding: Int
    public var gap: Int
    /// One line of the body font.
    public var lineHeight: Int
    /// The summary line (title font).
    public var titleHeight: Int
    public var buttonHeight: Int
    /// "Clear all" and the do-not-disturb switch (with its label).
    public var clearAllWidth: Int
    public var switchWidth: Int
    /// The most body lines an entry shows until it is expanded.
    public static let bodyLines = 3
    /// The most an expanded body shows (a body is at most 8 KiB: `TextBounds`).
    public static let expandedLines = 60
    /// The largest side of an entry's pixels (`image-data`) as the center keeps and persists
    /// them: its icon is `lineHeight + titleHeight` (36 px at scale 1), so HiDPI still looks sharp.
    public static let pictureSide = 48

    public init(padding: Int = 12, gap: Int = 6, lineHeight: Int = 17, titleHeight: Int = 19, buttonHeight: Int = 26,
                clearAllWidth: Int = 80, switchWidth: Int = 150) {
        self.padding = padding; self.gap = gap; self.lineHeight = lineHeight; self.titleHeight = titleHeight
        self.buttonHeight = buttonHeight; self.clearAllWidth = clearAllWidth; self.switchWidth = switchWidth
    }

    /// Title row (count, switch, Clear all), then the filter line.
    public var headerHeight: Int { padding + max(titleHeight, buttonHeight) + gap + lineHeight + padding }
    public var groupHeight: Int { lineHeight + 2 * gap }

    /// An entry's height showing `bodyLines` lines of its body (3 until it is expanded).
    public func height(of e: CenterEntry, bodyLines: Int = CenterMetrics.bodyLines) -> Int {
        2 * padding + lineHeight + titleHeight + (e.body.isEmpty ? 0 : max(CenterMetrics.bodyLines, bodyLines) * lineHeight)
            + (e.actions.isEmpty ? 0 : gap + buttonHeight)
    }

    /// The side of an entry's picture.
    public var iconSide: Int { lineHeight + titleHeight }

    /// Where an entry's text starts, from the row's left edge (after its picture).
    public func textLeft(hasPicture: Bool) -> Int { padding + (hasPicture ? iconSide + gap : 0) }

    /// How wide an entry's body text is laid out in a row `rowWidth` pixels wide.
    public func bodyWidth(rowWidth: Int, hasPicture: Bool) -> Int { max(1, rowWidth - padding - textLeft(hasPicture: hasPicture)) }

    // MARK: Parts, in body coordinates

    public func clearAllButton(width: Int) -> Rect {
        Rect(x: width - padding - clearAllWidth, y: padding, width: clearAllWidth, height: buttonHeight)
    }

    public func doNotDisturbSwitch(width: Int) -> Rect {
        Rect(x: width - padding - clearAllWidth - gap - switchWidth, y: padding, width: switchWidth, height: buttonHeight)
    }

    /// The filter line, under the title row.
    public func filterLine(width: Int) -> Rect {
        Rect(x: padding, y: padding + max(titleHeight, buttonHeight) + gap, width: width - 2 * padding, height: lineHeight)
    }

    public func closeButton(in row: Rect) -> Rect {
        let side = min(buttonHeight, lineHeight + titleHeight)
        return Rect(x: row.maxX - padding - side, y: row.minY + padding, width: side, height: side)
    }

    /// The expander under the close button: shown when the body is cut at 3 lines (or expanded).
    public func expander(in row: Rect) -> Rect {
        let close = closeButton(in: row)
        return Rect(x: close.minX, y: close.maxY + gap, width: close.width, height: close.height)
    }

    /// An entry's action buttons along its foot, sharing the width (at most 3).
    public func actionButtons(in row: Rect, count: Int) -> [Rect] {
        let n = min(count, 3)
        guard n > 0 else { return [] }
        let w = (row.width - 2 * padding - (n - 1) * gap) / n
        let y = row.maxY - padding - buttonHeight
        return (0..<n).map { Rect(x: row.minX + padding + $0 * (w + gap), y: y, width: w, height: buttonHeight) }
    }
}

/// What a point in the center's body hits.
public enum CenterHit: Equatable, Sendable {
    case clearAll, doNotDisturb
    case group(String)
    /// An entry's body (its row index in `CenterModel.rows`).
    case entry(row: Int)
    case close(UInt32)
    /// An entry's expander (its body cut at 3 lines, or expanded).
    case expander(UInt32)
    case action(UInt32, key: String)
    case nothing
}
