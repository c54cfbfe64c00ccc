// CenterModel+Scroll: where the center's list is scrolled to, in pixels: the first row shown
// and how far it is scrolled above the list. Moving by pixels walks only the rows it passes,
// and the list never scrolls past its last row.

extension CenterModel {
    /// The rows on screen from `top`, with their y offsets in the list (the first may start
    /// above it, the last may be cut).
    public var visibleRows: [(row: Int, y: Int)] {
        var out: [(Int, Int)] = []
        var y = -offset
        var r = top
        while r < rows.count, y < listHeight {
            out.append((r, y))
            y += height(ofRow: r)
            r += 1
        }
        return out
    }

    /// How far the list is scrolled, in pixels from its first row (`list` reports it).
    public var scrollPosition: Int {
        (0..<min(top, rows.count)).reduce(offset) { $0 + height(ofRow: $1) }
    }

    /// Scrolls by `d` pixels (down when positive), no further than either end; returns how far it moved.
    @discardableResult
    public mutating func scroll(pixels d: Int) -> Int {
        guard !rows.isEmpty, d != 0 else { return 0 }
        if d > 0 {
            // What lies below the list's top, up to what this move needs.
            var below = -offset
            var r = top
            while r < rows.count, below < d + listHeight {
                below += height(ofRow: r)
                r += 1
            }
            let move = min(d, max(0, below - listHeight))
            var left = offset + move
            while top < rows.count - 1, left >= height(ofRow: top) {
                left -= height(ofRow: top)
                top += 1
            }
            offset = left
            return move
        }
        var up = -d
        if up <= offset {
            offset -= up
            return d
        }
        var moved = offset
        up -= offset
        offset = 0
        while up > 0, top > 0 {
            top -= 1
            let h = height(ofRow: top)
            if up >= h {
                up -= h
                moved += h
            } else {
                offset = h - up
                moved += up
                up = 0
            }
        }
        return -moved
    }

    /// After the rows or their heights changed: the scroll position stays within the rows, and
    /// the list shows no empty space below its last row while rows above could fill it.
    mutating func settle() {
        guard !rows.isEmpty else {
            top = 0
            offset = 0
            return
        }
        if top >= rows.count {
            top = rows.count - 1
            offset = 0
        }
        offset = max(0, min(offset, height(ofRow: top) - 1))
        var below = -offset
        var r = top
        while r < rows.count, below < listHeight {
            below += height(ofRow: r)
            r += 1
        }
        if below < listHeight { scroll(pixels: below - listHeight) }
    }

    /// Scrolls so the selected row is on screen: wholly, or from its top when it is taller than the list.
    mutating func reveal() {
        guard rows.indices.contains(selected) else { return }
        if selected < top || (selected == top && offset > 0) {
            top = selected
            offset = 0
            settle()
            return
        }
        var y = -offset
        for r in top..<selected {
            y += height(ofRow: r)
            if y >= listHeight { break }
        }
        if y >= listHeight {
            // Far below (a page, End): the row at the foot of the list.
            top = selected
            offset = 0
            scroll(pixels: min(0, height(ofRow: selected) - listHeight))
            settle()
            return
        }
        let bottom = y + height(ofRow: selected)
        if bottom > listHeight { scroll(pixels: min(bottom - listHeight, y)) }
        settle()
    }
}
