// LaunchHistory: how often each launcher choice was taken, so frequent ones come first (as
// rofi's history does). Kept as text, one `COUNT<TAB>KEY` line per choice; the daemon reads
// and writes the file, this only counts and orders.

public struct LaunchHistory: Hashable, Sendable {
    public private(set) var counts: [String: Int] = [:]
    /// At most this many keys are kept (the least used go first).
    public static let limit = 500

    public init() {}

    /// Reads the file's text; lines that do not parse are skipped.
    public init(text: String) {
        for line in text.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t"), let n = Int(line[..<tab]), n > 0 else { continue }
            let key = String(line[line.index(after: tab)...])
            if !key.isEmpty { counts[key, default: 0] += n }
        }
    }

    /// One more use of `key`.
    public mutating func count(_ key: String) {
        counts[key, default: 0] += 1
        if counts.count > LaunchHistory.limit, let least = counts.min(by: { ($0.value, $1.key) < ($1.value, $0.key) }) {
            counts[least.key] = nil
        }
    }

    /// Forgets `key` (rofi's Shift+Delete on a row).
    public mutating func forget(_ key: String) { counts[key] = nil }

    /// The file's text: most used first.
    public var text: String {
        counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.value)\t\($0.key)\n" }.joined()
    }

    /// The indices of `keys` with the used ones first (most used first), the rest in their order.
    public func ranked(_ keys: [String]) -> [Int] {
        guard !counts.isEmpty else { return Array(keys.indices) }
        return keys.indices.sorted { a, b in
            let (ca, cb) = (counts[keys[a]] ?? 0, counts[keys[b]] ?? 0)
            return ca != cb ? ca > cb : a < b
        }
    }
}
