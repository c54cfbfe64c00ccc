// GHashOrder: the order GLib 2.74's GHashTable of strings walks its keys in, for the keys inserted in a
// given order — the order `rofi -dump-theme` and `-dump-config` print a widget's properties in.

public enum GHashOrder {
    /// g_str_hash: djb2 over the bytes, as GLib's (and 2 for a hash below 2, which GLib keeps for its marks).
    static func hash(_ key: String) -> UInt32 {
        var h: UInt32 = 5381
        // GLib adds each byte as a signed char.
        for b in key.utf8 { h = (h &<< 5) &+ h &+ UInt32(bitPattern: Int32(Int8(bitPattern: b))) }
        return h < 2 ? 2 : h
    }

    /// GLib's prime_mod[shift]: the modulus each table size hashes with.
    private static let primeMod: [UInt32] = [
        1, 2, 3, 7, 13, 31, 61, 127, 251, 509, 1021, 2039, 4093, 8191, 16381, 32749, 65521, 131071, 262139, 524287,
        1_048_573, 2_097_143, 4_194_301, 8_388_593, 16_777_213, 33_554_393, 67_108_859, 134_217_689, 268_435_399,
        536_870_909, 1_073_741_789, 2_147_483_647,
    ]

    /// `keys` (each once, in the order first inserted) in the order g_hash_table_iter_next gives them.
    public static func order(_ keys: [String]) -> [String] {
        var table = Table(shift: 3)
        for key in keys { table.insert(key) }
        return table.slots.compactMap { $0?.key }
    }

    private struct Table {
        var slots: [(key: String, hash: UInt32)?]
        var shift: Int
        var nodes = 0
        var occupied = 0

        init(shift: Int) {
            self.shift = shift
            slots = Array(repeating: nil, count: 1 << shift)
        }

        var mask: Int { (1 << shift) - 1 }
        func index(_ hash: UInt32) -> Int { Int((hash &* 11) % GHashOrder.primeMod[shift]) }

        /// g_hash_table_insert_node for a new key: the first free slot of its probe sequence.
        mutating func insert(_ key: String) {
            let h = GHashOrder.hash(key)
            var i = index(h), step = 0
            while let s = slots[i] {
                if s.hash == h && s.key == key { return }
                step += 1
                i = (i + step) & mask
            }
            slots[i] = (key, h)
            nodes += 1
            occupied += 1
            let size = 1 << shift
            if (size > nodes * 4 && size > 8) || size <= occupied + occupied / 16 { resize() }
        }

        /// g_hash_table_resize: the new size from nodes × 1.333, then each old slot in index order moved
        /// in place, evicting what sits where it lands (GLib's resize_map with its bitmap of moved slots).
        mutating func resize() {
            let oldSize = slots.count
            var n = Int(Double(nodes) * 1.333), newShift = 0
            while n > 0 { n >>= 1; newShift += 1 }
            shift = max(newShift, 3)
            let size = 1 << shift
            if size > oldSize { slots += Array(repeating: nil, count: size - oldSize) }
            var moved = Array(repeating: false, count: max(size, oldSize))
            for i in 0..<oldSize {
                guard var carried = slots[i], !moved[i] else { continue }
                slots[i] = nil
                while true {
                    var j = index(carried.hash), step = 0
                    while moved[j] {
                        step += 1
                        j = (j + step) & mask
                    }
                    moved[j] = true
                    let replaced = slots[j]
                    slots[j] = carried
                    guard let next = replaced else { break }
                    carried = next
                }
            }
            if size < oldSize { slots.removeLast(oldSize - size) }
            occupied = nodes
        }
    }
}
