// CenterAge: a notification's age as the center writes it ("now", "3 min ago", "2 h ago",
// "4 days ago") and when that text next changes, so an open center repaints only then.

public enum CenterAge {
    /// The age of something that arrived at `arrived`, seen at `now`.
    public static func text(arrived: Instant, now: Instant) -> String {
        let s = max(0, now.milliseconds - arrived.milliseconds) / 1000
        switch s {
        case ..<60: return "now"
        case ..<3600: return "\(s / 60) min ago"
        case ..<86400: return "\(s / 3600) h ago"
        case ..<172_800: return "yesterday"
        default: return "\(s / 86400) days ago"
        }
    }

    /// When `text(arrived:now:)` next reads differently, after `now`.
    public static func nextChange(arrived: Instant, now: Instant) -> Instant {
        let age = max(0, now.milliseconds - arrived.milliseconds)
        let step: Int64 = age < 3_600_000 ? 60_000 : age < 86_400_000 ? 3_600_000 : 86_400_000
        return Instant(milliseconds: arrived.milliseconds + (age / step + 1) * step)
    }
}
