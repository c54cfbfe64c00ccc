// CenterGlide: the wheel's smooth scroll in the notification center: a distance in pixels
// spread over a short time on the daemon's clock (ease-out), each frame the part of it now
// due; another turn during a glide adds to what is left. Time comes in as an argument, and
// with no glide running nothing is due.

public struct CenterGlide: Equatable, Sendable {
    /// How long one turn of the wheel takes to scroll.
    public static let durationMs: Int64 = 120
    /// Frames while it glides (60 a second).
    public static let frameMs: Int64 = 16

    public private(set) var start: Instant
    /// Pixels to scroll in all (down when positive).
    public private(set) var distance: Int
    /// Pixels scrolled so far.
    public private(set) var moved = 0

    public init(distance: Int, now: Instant) {
        start = now
        self.distance = distance
    }

    /// One wheel notch: GTK's scroll step, the list's height to the power 2/3 (93 px for a
    /// 900-pixel list), at least a line of text.
    public static func step(listHeight: Int, lineHeight: Int) -> Int {
        let a = Double(max(1, listHeight)) * Double(max(1, listHeight))
        var x = Double(max(1, listHeight)) / 4
        for _ in 0..<40 { x = (2 * x + a / (x * x)) / 3 }
        return max(lineHeight, Int(x.rounded()))
    }

    /// Another turn: what is left plus `more`, over a full duration from `now`.
    public mutating func add(_ more: Int, now: Instant) {
        self = CenterGlide(distance: distance - moved + more, now: now)
    }

    /// The pixels due by `now` and not yet scrolled, and whether the glide is over.
    public mutating func step(now: Instant) -> (delta: Int, done: Bool) {
        let t = Double(now.milliseconds - start.milliseconds) / Double(Self.durationMs)
        let target = t >= 1 ? distance : Int((Double(distance) * Easing.easeOut(t)).rounded())
        let delta = target - moved
        moved = target
        return (delta, t >= 1)
    }

    /// When the next frame is due.
    public func nextFrame(after now: Instant) -> Instant {
        min(now + Self.frameMs, start + Self.durationMs)
    }
}
