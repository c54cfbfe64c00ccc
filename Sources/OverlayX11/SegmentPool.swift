// SegmentPool: the MIT-SHM segments of windows that went, kept attached for the next windows,
// so a menu opened again costs no shmget, no attach round trip and no fresh pages.

/// A few spare segments, the largest kept. Owned by `XDisplay`, emptied before it closes.
struct SegmentPool {
    private var spare: [SharedSegment] = []
    /// What is kept at most: two menus' worth (a full-width `-l 10` list is about 2 MB).
    static let maxCount = 2
    static let maxBytes = 8 << 20

    /// The smallest spare segment that holds `count` bytes, taken out of the pool.
    mutating func take(holding count: Int) -> SharedSegment? {
        guard let i = spare.indices.filter({ spare[$0].size >= count }).min(by: { spare[$0].size < spare[$1].size }) else {
            return nil
        }
        return spare.remove(at: i)
    }

    /// Keeps `segment` for a later window, unless it is larger than the pool may hold; the
    /// smallest go first when the pool is full.
    mutating func give(_ segment: SharedSegment) {
        guard segment.size <= SegmentPool.maxBytes else { return }
        spare.append(segment)
        spare.sort { $0.size > $1.size }
        while spare.count > SegmentPool.maxCount || spare.reduce(0, { $0 + $1.size }) > SegmentPool.maxBytes {
            spare.removeLast()
        }
    }

    var isEmpty: Bool { spare.isEmpty }

    /// Detaches every spare segment (while the connection is still open).
    mutating func empty() { spare.removeAll() }
}
