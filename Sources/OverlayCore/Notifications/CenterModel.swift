// CenterModel: the notification center's list: entries newest first, grouped by application
// (a group collapses), narrowed by the typed filter; the selected row, the first row shown,
// and the keys. Rows are rebuilt (O(n)) only when the entries, the filter or a group change;
// a move and what is visible cost only the rows on screen.

public struct CenterModel: Sendable {
    public enum Row: Equatable, Sendable {
        case group(app: String, count: Int, collapsed: Bool)
        /// An index into `entries`.
        case entry(Int)
    }

    public enum Outcome: Equatable, Sendable {
        case none
        /// The selection, scroll position, filter or groups changed: paint again.
        case changed
        case command(CenterCommand)
        case close
    }

    public private(set) var entries: [CenterEntry] = []
    public private(set) var rows: [Row] = []
    public private(set) var selected = 0
    /// The first row shown.
    public private(set) var top = 0
    public private(set) var filter = ""
    public private(set) var collapsed = Set<String>()
    public var paused = false
    public var metrics = CenterMetrics()
    /// The list's height in pixels (the body less the header); set by the layout.
    public var listHeight = 600
    private var haystacks: [String] = []

    public init(entries: [CenterEntry] = []) { setEntries(entries) }

    /// New entries (newest first); the selection stays on the same notification when it is still there.
    public mutating func setEntries(_ new: [CenterEntry]) {
        let keep = selectedEntry?.id
        entries = new
        haystacks = new.map { ($0.app + "\n" + $0.summary + "\n" + $0.body).lowercased() }
        rebuild(keeping: keep)
    }

    public var selectedEntry: CenterEntry? {
        guard rows.indices.contains(selected), case .entry(let i) = rows[selected] else { return nil }
        return entries[i]
    }

    public func height(ofRow r: Int) -> Int {
        switch rows[r] {
        case .group: return metrics.groupHeight
        case .entry(let i): return metrics.height(of: entries[i])
        }
    }

    /// The rows on screen from `top`, with their y offsets in the list (the last may be cut).
    public var visibleRows: [(row: Int, y: Int)] {
        var out: [(Int, Int)] = []
        var y = 0
        var r = top
        while r < rows.count, y < listHeight {
            out.append((r, y))
            y += height(ofRow: r)
            r += 1
        }
        return out
    }

    /// How many entries the filter leaves (the header's count).
    public var matchingCount: Int { filter.isEmpty ? entries.count : haystacks.filter { $0.contains(filter) }.count }

    // MARK: Keys

    public mutating func key(_ name: String, text: String, modifiers: KeyModifiers) -> Outcome {
        switch name {
        case "Up", "KP_Up": return select(selected - 1)
        case "Down", "KP_Down": return select(selected + 1)
        case "Prior", "Page_Up", "KP_Prior": return select(selected - max(1, visibleRows.count - 1))
        case "Next", "Page_Down", "KP_Next": return select(selected + max(1, visibleRows.count - 1))
        case "Home", "KP_Home": return select(0)
        case "End", "KP_End": return select(rows.count - 1)
        case "Escape": return .close
        case "Return", "KP_Enter": return activate(row: selected)
        case "Delete", "KP_Delete": return selectedEntry.map { .command(.remove($0.id)) } ?? .none
        case "Left", "KP_Left": return setGroup(collapsed: true)
        case "Right", "KP_Right": return setGroup(collapsed: false)
        case "BackSpace":
            guard !filter.isEmpty else { return .none }
            filter.removeLast()
            rebuild(keeping: selectedEntry?.id)
            return .changed
        default:
            guard !text.isEmpty, !modifiers.contains(.control), !modifiers.contains(.alt),
                  text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7f }) else { return .none }
            filter += text.lowercased()
            rebuild(keeping: selectedEntry?.id)
            return .changed
        }
    }

    /// Enter or a click on row `r`: a group opens or closes; an entry's default action runs.
    public mutating func activate(row r: Int) -> Outcome {
        guard rows.indices.contains(r) else { return .none }
        selected = r
        switch rows[r] {
        case .group(let app, _, let isCollapsed): return toggle(app, collapse: !isCollapsed)
        case .entry(let i): return .command(.invoke(entries[i].id))
        }
    }

    /// The wheel: the list moves by `rows` rows (the selection stays where it is).
    public mutating func scroll(by n: Int) -> Outcome {
        let new = max(0, min(top + n, lastTop))
        guard new != top else { return .none }
        top = new
        return .changed
    }

    public mutating func select(_ r: Int) -> Outcome {
        guard !rows.isEmpty else { return .none }
        let new = max(0, min(r, rows.count - 1))
        guard new != selected else { return .none }
        selected = new
        reveal()
        return .changed
    }

    public mutating func toggle(_ app: String, collapse: Bool) -> Outcome {
        guard collapsed.contains(app) != collapse else { return .none }
        if collapse { collapsed.insert(app) } else { collapsed.remove(app) }
        rebuild(keeping: nil, group: app)
        return .changed
    }

    private mutating func setGroup(collapsed collapse: Bool) -> Outcome {
        guard rows.indices.contains(selected) else { return .none }
        switch rows[selected] {
        case .group(let app, _, _): return toggle(app, collapse: collapse)
        case .entry(let i): return toggle(entries[i].app, collapse: collapse)
        }
    }

    // MARK: Rows

    private mutating func rebuild(keeping id: UInt32?, group: String? = nil) {
        var order: [String] = []
        var members: [String: [Int]] = [:]
        for i in entries.indices where filter.isEmpty || haystacks[i].contains(filter) {
            let app = entries[i].app
            if members[app] == nil { order.append(app) }
            members[app, default: []].append(i)
        }
        rows.removeAll(keepingCapacity: true)
        var target: Int?
        for app in order {
            let list = members[app] ?? []
            let isCollapsed = collapsed.contains(app)
            if app == group { target = rows.count }
            rows.append(.group(app: app, count: list.count, collapsed: isCollapsed))
            guard !isCollapsed else { continue }
            for i in list {
                if entries[i].id == id { target = rows.count }
                rows.append(.entry(i))
            }
        }
        if let target {
            selected = target
        } else if id != nil {
            // Its entry went (deleted, filtered out): the row that took its place.
            selected = max(0, min(selected, rows.count - 1))
            if rows.indices.contains(selected + 1), case .group = rows[selected], case .entry = rows[selected + 1] { selected += 1 }
        } else {
            selected = firstEntryRow
        }
        top = min(top, lastTop)
        reveal()
    }

    private var firstEntryRow: Int { rows.firstIndex { if case .entry = $0 { true } else { false } } ?? 0 }

    /// The largest `top` that still fills the list.
    private var lastTop: Int {
        var y = 0
        var r = rows.count
        while r > 0, y + height(ofRow: r - 1) <= listHeight {
            y += height(ofRow: r - 1)
            r -= 1
        }
        return min(r, max(0, rows.count - 1))
    }

    /// Scrolls so the selected row is wholly on screen.
    private mutating func reveal() {
        guard !rows.isEmpty else { top = 0; return }
        if selected < top { top = selected; return }
        var y = 0
        var first = selected
        y += height(ofRow: selected)
        while first > top, y + height(ofRow: first - 1) <= listHeight {
            y += height(ofRow: first - 1)
            first -= 1
        }
        top = max(top, first)
    }
}
