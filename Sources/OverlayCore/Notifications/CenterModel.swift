// CenterModel: the notification center's list: entries newest first, grouped by application
// (a group collapses), narrowed by the typed filter; the selected row, where the list is
// scrolled to (a row and pixels into it), which bodies are expanded, and a short notice.
// Rows are rebuilt (O(n)) only when the entries, the filter or a group change; a move and
// what is visible cost only the rows on screen.

public struct CenterModel: Sendable {
    public enum Row: Equatable, Sendable {
        case group(app: String, count: Int, collapsed: Bool)
        /// An index into `entries`.
        case entry(Int)
    }

    public enum Outcome: Equatable, Sendable {
        case none
        /// The selection, scroll position, filter, groups or an expansion changed: paint again.
        case changed
        case command(CenterCommand)
        case close
    }

    public internal(set) var entries: [CenterEntry] = []
    public internal(set) var rows: [Row] = []
    public internal(set) var selected = 0
    /// The first row shown, and how many of its pixels are scrolled above the list.
    public internal(set) var top = 0
    public internal(set) var offset = 0
    public internal(set) var filter = ""
    /// Whether the last key edited the filter (the filter line has the focus then, so a screen
    /// reader hears what is typed); a key that moved or changed the list gives it back to the row.
    public internal(set) var typing = false
    public internal(set) var collapsed = Set<String>()
    /// Entries whose whole body is shown (Right, or a click on the expander).
    public internal(set) var expanded = Set<UInt32>()
    /// Their bodies' lines, measured by the painter (`needsMeasuring`, `setBodyLines`).
    public internal(set) var bodyLines: [UInt32: Int] = [:]
    /// Entries painted with their body cut at 3 lines (the painter says which): they can expand.
    public var clamped = Set<UInt32>()
    /// A short message shown in place of the filter hint until the next key ("nothing to open").
    public var notice: String?
    public var paused = false
    public var metrics = CenterMetrics()
    /// The list's height in pixels (the body less the header); set by the layout.
    public var listHeight = 600 {
        didSet { if listHeight != oldValue { settle() } }
    }
    private var haystacks: [String] = []

    public init(entries: [CenterEntry] = []) { setEntries(entries) }

    /// New entries (newest first); the selection stays on the same notification when it is still there.
    public mutating func setEntries(_ new: [CenterEntry]) {
        let keep = selectedEntry?.id
        entries = new
        haystacks = new.map { ($0.app + "\n" + $0.summary + "\n" + $0.body).lowercased() }
        let ids = Set(new.map(\.id))
        expanded.formIntersection(ids)
        bodyLines = bodyLines.filter { ids.contains($0.key) }
        rebuild(keeping: keep)
    }

    public var selectedEntry: CenterEntry? {
        guard rows.indices.contains(selected), case .entry(let i) = rows[selected] else { return nil }
        return entries[i]
    }

    public func height(ofRow r: Int) -> Int {
        switch rows[r] {
        case .group: return metrics.groupHeight
        case .entry(let i): return metrics.height(of: entries[i], bodyLines: shownLines(of: entries[i]))
        }
    }

    /// How many lines of an entry's body show: all (as measured) when expanded, else 3.
    public func shownLines(of e: CenterEntry) -> Int {
        expanded.contains(e.id) ? min(CenterMetrics.expandedLines, bodyLines[e.id] ?? CenterMetrics.bodyLines) : CenterMetrics.bodyLines
    }

    /// How many entries the filter leaves (the header's count).
    public var matchingCount: Int { filter.isEmpty ? entries.count : haystacks.filter { $0.contains(filter) }.count }

    // MARK: Expanding

    /// Expanded entries whose body the painter has not measured yet.
    public var needsMeasuring: [CenterEntry] {
        expanded.isEmpty ? [] : entries.filter { expanded.contains($0.id) && bodyLines[$0.id] == nil }
    }

    /// The painter measured an expanded body: the rows below it move.
    public mutating func setBodyLines(_ id: UInt32, _ lines: Int) {
        bodyLines[id] = lines
        settle()
    }

    /// Shows an entry's whole body, or cuts it at 3 lines again. Only a body that was cut expands.
    public mutating func setExpanded(_ id: UInt32, _ on: Bool) -> Outcome {
        guard on != expanded.contains(id), !on || clamped.contains(id) else { return .none }
        if on { expanded.insert(id) } else { expanded.remove(id) }
        settle()
        return .changed
    }

    // MARK: Rows

    mutating func rebuild(keeping id: UInt32?, group: String? = nil) {
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
        settle()
        reveal()
    }

    private var firstEntryRow: Int { rows.firstIndex { if case .entry = $0 { true } else { false } } ?? 0 }
}
