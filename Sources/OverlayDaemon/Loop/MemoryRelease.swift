// MemoryRelease: when the loop has been idle a moment after work, freed heap goes back to the
// kernel; after a longer while, the spare segments and pixmaps of windows that went do too.
// glibc keeps a burst's freed heap (a 1,000-row pick, 200,000-character strings, a flood of
// calls) as RSS until told; trimming at every free would cost the hot paths instead.

/// Two deadlines, in monotonic microseconds, pushed back by every turn that did work: none
/// is set while nothing was done since the last release, so an idle daemon still makes no
/// wake-ups.
struct MemoryRelease {
    /// Quiet before freed heap is given back: past a burst, not inside it.
    static let trimDelay: Int64 = 1_000_000
    /// Quiet before the spares go: long enough that a menu opened again soon still finds them.
    static let sparesDelay: Int64 = 30_000_000

    /// This daemon's quiet before the spares go: `sparesDelay`, or the milliseconds
    /// `OVERLAYD_SPARES_DELAY_MS` gives, so that a test can watch the spares go without waiting
    /// the thirty seconds out (no user setting: it trades memory for nothing a user sees).
    let sparesAfter: Int64

    init(sparesAfter: Int64 = MemoryRelease.sparesDelay) {
        self.sparesAfter = sparesAfter
    }

    /// The delay `OVERLAYD_SPARES_DELAY_MS` in `environment` sets (a count of milliseconds, at
    /// least the trim's delay), else the default.
    init(environment: [String: String]) {
        let ms = environment["OVERLAYD_SPARES_DELAY_MS"].flatMap { Int64($0) }
        self.init(sparesAfter: ms.map { max($0 * 1000, MemoryRelease.trimDelay) } ?? MemoryRelease.sparesDelay)
    }

    private(set) var trimDue: Int64?
    private(set) var sparesDue: Int64?

    /// A turn did work (or something is due soon): both deadlines start again from `now`.
    mutating func worked(at now: Int64, keepsSpares: Bool) {
        trimDue = now + MemoryRelease.trimDelay
        sparesDue = keepsSpares ? now + sparesAfter : nil
    }

    /// poll's timeout in milliseconds, from the rest of the loop's (`others`, -1 for none):
    /// something due within the trim's delay is work coming (an animation's frames), which
    /// pushes the deadlines back; else the earlier of `others` and the next deadline.
    mutating func pollTimeout(others: Int32, now: Int64, keepsSpares: Bool) -> Int32 {
        if others >= 0 && Int64(others) * 1000 < MemoryRelease.trimDelay {
            if trimDue != nil || sparesDue != nil { worked(at: now, keepsSpares: keepsSpares) }
            return others
        }
        guard let due = [trimDue, sparesDue].compactMap({ $0 }).min() else { return others }
        let ms = Int32(clamping: max(0, (due - now + 999) / 1000))
        return others < 0 ? ms : min(others, ms)
    }

    /// What is due by `now`, each cleared once told.
    mutating func due(at now: Int64) -> (trim: Bool, spares: Bool) {
        let trim = trimDue.map { $0 <= now } ?? false
        let spares = sparesDue.map { $0 <= now } ?? false
        if trim { trimDue = nil }
        if spares { sparesDue = nil }
        return (trim, spares)
    }
}
