// Durations as users write them (`3s`, `500ms`, `1.5s`, `2m`) and monotonic instants.

/// A point on the daemon's monotonic clock, in milliseconds. Core never reads a clock:
/// callers pass `now` in.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var milliseconds: Int64
    public init(milliseconds: Int64) { self.milliseconds = milliseconds }
    public static func < (a: Instant, b: Instant) -> Bool { a.milliseconds < b.milliseconds }
    public static func + (a: Instant, d: Int64) -> Instant { Instant(milliseconds: a.milliseconds + d) }
    public var description: String { "\(milliseconds)ms" }
}

public enum DurationParser {
    /// Parses `500ms`, `3s`, `1.5s`, `2m` or a bare number of seconds into milliseconds.
    /// Returns nil for anything else, negative values, or more than a day.
    public static func milliseconds(_ text: String) -> Int64? {
        let units: [(String, Double)] = [("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000)]
        var number = Substring(text)
        var scale = 1000.0
        for (suffix, factor) in units where text.hasSuffix(suffix) {
            number = text.dropLast(suffix.count)
            scale = factor
            break
        }
        guard !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." }),
              let value = Double(number), value >= 0 else { return nil }
        let ms = value * scale
        guard ms <= 86_400_000 else { return nil }
        return Int64(ms.rounded())
    }
}
