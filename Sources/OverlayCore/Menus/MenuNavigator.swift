// MenuNavigator: the keyboard and pointer state machine of a menu and its open submenus.
// Pure: the daemon feeds keys, hovered and clicked rows and the time; it shows one panel
// per entry of `levels` and acts on the output.

/// A key the menu understands.
public enum MenuKey: Hashable, Sendable {
    case up, down, home, end, enter, escape, left, right
    /// A printable character: on the top menu it goes into the input line, which filters
    /// it; in a submenu it is type-ahead, and `now` decides whether it extends the text
    /// typed so far (within `MenuNavigator.typeAheadTimeoutMs`) or starts anew.
    case typeAhead(Character, now: Instant)
    /// Input line editing: BackSpace, Ctrl-W, Ctrl-U.
    case backspace, deleteWord, deleteToStart
    /// Shift+Enter: the typed text is the answer, whatever is highlighted.
    case acceptText
}

/// What a key, hover or click asks of the daemon. The panels to show are always
/// `MenuNavigator.levels`; this says what changed beyond the highlight.
public enum MenuOutput: Hashable, Sendable {
    /// Nothing beyond a possible highlight or scroll change.
    case none
    /// The user chose this value: print it and close the menu.
    case chosen(String)
    /// Escape on the top menu, or a click outside every panel: close the menu.
    case dismissed
    /// The submenu of the item at this path opened (a new last level); deeper ones may have closed.
    case openSubmenu([Int])
    /// One or more submenus closed.
    case closeSubmenu
}

/// Highlight, open submenus and scrolling of a menu tree. Disabled items and separators
/// are never highlighted. Up and Down wrap around.
public struct MenuNavigator: Hashable, Sendable {
    /// Typed characters within this many milliseconds of the previous one extend the search.
    public static let typeAheadTimeoutMs: Int64 = 1000

    /// The top menu's items.
    public let items: [MenuItem]
    /// The open menus, top first. Every level but the last has a highlighted row, whose
    /// submenu is the next level.
    public private(set) var levels: [MenuLevel]
    /// Rows that fit in a newly opened submenu until `setVisibleRows` says otherwise.
    public var defaultVisibleRows: Int

    private var typed = ""
    private var typedAt: Instant?
    /// The input line over the top menu (dmenu's model): its text filters the items.
    public private(set) var filter = InputLine()

    /// `highlightFirst` highlights the first selectable item (a menu opened from the keyboard).
    public init(items: [MenuItem], visibleRows: Int = .max, highlightFirst: Bool = false) {
        self.items = items
        defaultVisibleRows = visibleRows
        var top = MenuLevel(items: items, visibleRows: visibleRows)
        if highlightFirst, let first = top.selectable(from: 0, step: 1, wrap: false) {
            top.highlighted = first
            top.scrollToShow(first)
        }
        levels = [top]
    }

    /// The level keys act on: the deepest one with a highlight (a submenu opened by hover
    /// has none until the user moves into it), or the top menu.
    public var activeLevel: Int {
        levels.lastIndex(where: { $0.highlighted != nil }) ?? 0
    }

    /// Index path of the highlighted item, one index per level; nil when nothing is highlighted.
    public var highlightedPath: [Int]? {
        let path = levels.prefix(while: { $0.highlighted != nil }).compactMap(\.highlighted)
        return path.isEmpty ? nil : path
    }

    // MARK: Keys

    /// Acts on the active level: Up/Down move (wrapping), Home/End jump, Right or Enter on
    /// an item with a submenu opens it and highlights its first item, Enter on another item
    /// chooses it, Left closes the active submenu, Escape closes it or, at the top, dismisses.
    public mutating func key(_ key: MenuKey) -> MenuOutput {
        if case .typeAhead(let c, let now) = key {
            return activeLevel == 0 ? editFilter { $0.insert(String(c)) } : typeAhead(c, now: now)
        }
        typed = ""
        typedAt = nil
        let a = activeLevel
        let level = levels[a]
        switch key {
        case .down: return highlight(level.selectable(from: (level.highlighted ?? -1) + 1, step: 1), level: a)
        case .up: return highlight(level.selectable(from: (level.highlighted ?? level.items.count) - 1, step: -1), level: a)
        case .home: return highlight(level.selectable(from: 0, step: 1, wrap: false), level: a)
        case .end: return highlight(level.selectable(from: level.items.count - 1, step: -1, wrap: false), level: a)
        case .right: return enterSubmenu(level: a)
        case .backspace: return editFilter { $0.deleteBackward() }
        case .deleteWord: return editFilter { $0.deleteWordBackward(); return true }
        case .deleteToStart: return editFilter { $0.deleteToStart(); return true }
        case .acceptText:
            return filter.isEmpty ? self.key(.enter) : .chosen(filter.text)
        case .enter:
            // Typed text that matches nothing is the answer (dmenu's Enter).
            guard let h = level.highlighted else { return filter.isEmpty ? .none : .chosen(filter.text) }
            let item = level.items[h]
            if item.hasSubmenu { return enterSubmenu(level: a) }
            return item.isSelectable ? .chosen(item.value) : .none
        case .left: return closeOne() ?? .none
        case .escape: return closeOne() ?? .dismissed
        case .typeAhead: return .none
        }
    }

    /// Edits the input line and, when it changed, filters the top menu again: items whose
    /// label holds every space-separated word (ignoring case), those starting with the first
    /// word first; separators go while filtering; the first match is highlighted.
    private mutating func editFilter(_ edit: (inout InputLine) -> Bool) -> MenuOutput {
        var line = filter
        guard edit(&line), line != filter else { return .none }
        filter = line
        let closed = levels.count > 1
        guard !filter.isEmpty else {
            levels = [MenuLevel(items: items, visibleRows: defaultVisibleRows)]
            return closed ? .closeSubmenu : .none
        }
        let words = filter.text.lowercased().split(separator: " ")
        var prefixed: [MenuItem] = [], others: [MenuItem] = []
        for item in items where !item.isSeparator {
            let label = item.label.lowercased()
            guard words.allSatisfy({ label.contains($0) }) else { continue }
            if let first = words.first, label.hasPrefix(first) { prefixed.append(item) } else { others.append(item) }
        }
        var top = MenuLevel(items: prefixed + others, visibleRows: defaultVisibleRows)
        top.filterText = filter.text
        if let first = top.selectable(from: 0, step: 1, wrap: false) {
            top.highlighted = first
            top.scrollToShow(first)
        }
        levels = [top]
        return closed ? .closeSubmenu : .none
    }

    /// Opens the highlighted item's submenu with its first selectable item highlighted, or
    /// moves into it when hovering opened it already.
    private mutating func enterSubmenu(level a: Int) -> MenuOutput {
        guard let h = levels[a].highlighted, levels[a].items[h].hasSubmenu else { return .none }
        if levels.count > a + 1 {
            let child = levels[a + 1]
            _ = highlight(child.selectable(from: 0, step: 1, wrap: false), level: a + 1)
            return .none
        }
        return open(level: a, highlightFirst: true)
    }

    /// Closes the active submenu (and any hover-opened one below it); nil at the top menu.
    private mutating func closeOne() -> MenuOutput? {
        let a = activeLevel
        let keep = a > 0 ? a : 1
        guard levels.count > keep else { return nil }
        levels.removeLast(levels.count - keep)
        return .closeSubmenu
    }

    // MARK: Type-ahead

    /// Highlights the next selectable item in the active level whose label starts with the
    /// text typed within the timeout (case-insensitive). The same letter typed again cycles
    /// through the items starting with it.
    private mutating func typeAhead(_ c: Character, now: Instant) -> MenuOutput {
        if let t = typedAt, now.milliseconds - t.milliseconds <= Self.typeAheadTimeoutMs {
            typed.append(c)
        } else {
            typed = String(c)
        }
        typedAt = now
        let a = activeLevel
        let level = levels[a]
        let n = level.items.count
        guard n > 0 else { return .none }
        let cycling = typed.count == 1 || Set(typed.lowercased()).count == 1
        let needle = cycling ? String(c).lowercased() : typed.lowercased()
        // A new or repeated letter looks past the current item; a longer prefix may still match it.
        let start = level.highlighted.map { $0 + (cycling ? 1 : 0) } ?? 0
        for offset in 0..<n {
            let i = ((start + offset) % n + n) % n
            let item = level.items[i]
            if item.isSelectable, item.label.lowercased().hasPrefix(needle) { return highlight(i, level: a) }
        }
        return .none
    }

    // MARK: Pointer

    /// The pointer is over the row at `path` (one index per level, the last the row in
    /// that level's panel), or over no row (nil). Hovering an item with a submenu opens it.
    public mutating func hover(_ path: [Int]?) -> MenuOutput {
        guard let path else {
            let last = levels.count - 1
            levels[last].highlighted = nil
            return .none
        }
        guard let (l, index) = locate(path) else { return .none }
        let item = levels[l].items[index]
        guard item.isSelectable else { return highlight(nil, level: l) }
        if levels[l].highlighted == index {
            // Back on the parent row: keep its submenu open but leave the submenu's rows.
            var closed = false
            if levels.count > l + 2 { levels.removeLast(levels.count - l - 2); closed = true }
            if levels.count > l + 1 { levels[l + 1].highlighted = nil }
            return closed ? .closeSubmenu : .none
        }
        let result = highlight(index, level: l)
        return item.hasSubmenu ? open(level: l, highlightFirst: false) : result
    }

    /// A click on the row at `path`; nil for a click on a panel but not on a row.
    public mutating func click(_ path: [Int]?) -> MenuOutput {
        guard let path, let (l, index) = locate(path) else { return .none }
        let item = levels[l].items[index]
        guard item.isSelectable else { return .none }
        _ = hover(path)  // opens the submenu if hovering has not yet
        return item.hasSubmenu ? .openSubmenu(path) : .chosen(item.value)
    }

    /// A click outside every open panel.
    public mutating func clickOutside() -> MenuOutput { .dismissed }

    /// Scrolls level `level`'s panel by `rows` (mouse wheel, hovering ▴/▾). The highlight stays.
    public mutating func scroll(level: Int, by rows: Int) {
        guard levels.indices.contains(level) else { return }
        levels[level].scroll(by: rows)
    }

    /// Tells how many rows fit in level `level`'s panel once it has been placed.
    public mutating func setVisibleRows(_ rows: Int, level: Int) {
        guard levels.indices.contains(level) else { return }
        levels[level].setVisibleRows(rows)
    }

    // MARK: Helpers

    /// The level and row of `path` when that row is in an open panel.
    private func locate(_ path: [Int]) -> (Int, Int)? {
        guard let index = path.last else { return nil }
        let l = path.count - 1
        guard levels.indices.contains(l), levels[l].parentPath == Array(path.dropLast()),
              levels[l].items.indices.contains(index) else { return nil }
        return (l, index)
    }

    /// Highlights `index` (or nothing) in level `l`, closing the submenus below it.
    private mutating func highlight(_ index: Int?, level l: Int) -> MenuOutput {
        let closed = levels.count > l + 1 && levels[l].highlighted != index
        if closed { levels.removeLast(levels.count - l - 1) }
        levels[l].highlighted = index
        if let index { levels[l].scrollToShow(index) }
        return closed ? .closeSubmenu : .none
    }

    /// Opens the submenu of level `l`'s highlighted item as the last level.
    private mutating func open(level l: Int, highlightFirst: Bool) -> MenuOutput {
        guard let h = levels[l].highlighted else { return .none }
        let path = levels[l].parentPath + [h]
        var child = MenuLevel(items: levels[l].items[h].submenu, parentPath: path, visibleRows: defaultVisibleRows)
        if highlightFirst, let first = child.selectable(from: 0, step: 1, wrap: false) {
            child.highlighted = first
            child.scrollToShow(first)
        }
        levels.removeLast(levels.count - l - 1)
        levels.append(child)
        return .openSubmenu(path)
    }
}
