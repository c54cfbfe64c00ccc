// RecentlyUsed: a few values by key, at most `capacity`, the least recently used let go when a
// new one comes (the launcher keeps a warm index per caller environment this way).

public struct RecentlyUsed<Key: Hashable, Value> {
    public let capacity: Int
    private var values: [Key: Value] = [:]
    /// Keys, least recently used first.
    private var order: [Key] = []

    public init(capacity: Int) { self.capacity = max(1, capacity) }

    public var count: Int { values.count }
    public var isEmpty: Bool { values.isEmpty }
    /// The values, least recently used first.
    public var all: [Value] { order.compactMap { values[$0] } }

    /// The value for `key`, which becomes the most recently used; nil when not kept.
    public mutating func use(_ key: Key) -> Value? {
        guard let v = values[key] else { return nil }
        touch(key)
        return v
    }

    /// The value for `key` without counting it as a use.
    public func peek(_ key: Key) -> Value? { values[key] }

    /// Keeps `value` as the most recently used; returns what went to make room (the least
    /// recently used), if anything did.
    @discardableResult
    public mutating func insert(_ value: Value, for key: Key) -> (key: Key, value: Value)? {
        if values.updateValue(value, forKey: key) != nil {
            touch(key)
            return nil
        }
        order.append(key)
        guard order.count > capacity else { return nil }
        let gone = order.removeFirst()
        guard let v = values.removeValue(forKey: gone) else { return nil }
        return (gone, v)
    }

    private mutating func touch(_ key: Key) {
        if let i = order.firstIndex(of: key) { order.remove(at: i) }
        order.append(key)
    }
}
