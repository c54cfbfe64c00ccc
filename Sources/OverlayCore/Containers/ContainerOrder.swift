// ContainerOrder: the order a container's column shows its members in: the newest nearest the
// anchor (overlayd's), or dunst's queue order from the top, and dunst's `sort` by urgency.

/// Which end of a vertical column the newest member takes.
public enum ContainerOrder: String, CaseIterable, Sendable {
    /// The newest nearest the anchor's edge (on top for a top anchor, at the bottom for a
    /// bottom one): overlayd's default.
    case newestNearAnchor = "newest-near-anchor"
    /// The oldest on top, whatever the anchor, as dunst 1.9 draws its displayed queue top down
    /// in one window (a bottom anchor then has the newest at the bottom, as before).
    case oldestOnTop = "oldest-on-top"

    /// The members' indices (`count` of them, oldest first) in the order a column places them
    /// from its anchor's edge: the first is nearest the anchor (for a vertically centred anchor,
    /// the top).
    public func flow(count: Int, anchor: Position) -> [Int] {
        switch self {
        case .oldestOnTop where anchor.dy <= 0: return Array(0..<count)
        default: return Array((0..<count).reversed())
        }
    }

    /// `members` (oldest first) with the more urgent ones taken as if newer, stably: as dunst's
    /// `sort` (`notification_cmp`: urgency, then id), so under `oldestOnTop` a critical one
    /// sits above a normal one, and under `newestNearAnchor` nearer the anchor. Ids with no
    /// urgency count as normal.
    public func urgencyFirst<ID>(_ members: [ID], urgency: (ID) -> Urgency?) -> [ID] {
        func rank(_ u: Urgency) -> Int { u == .low ? 0 : u == .normal ? 1 : 2 }
        let ranked = members.enumerated().map { (rank: rank(urgency($0.element) ?? .normal), age: $0.offset, id: $0.element) }
        switch self {
        case .oldestOnTop:
            // Top down: the most urgent first, then oldest first.
            return ranked.sorted { ($1.rank, $0.age) < ($0.rank, $1.age) }.map(\.id)
        case .newestNearAnchor:
            // The last is nearest the anchor: the most urgent last, then oldest first.
            return ranked.sorted { ($0.rank, $0.age) < ($1.rank, $1.age) }.map(\.id)
        }
    }
}
