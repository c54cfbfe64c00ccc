// NotificationAge: the age dunst writes after a notification's text once it has been shown
// longer than `show_age_threshold` (notification_update_text_to_render): " (5s old)",
// " (2m 5s old)", " (1h 2m 5s old)", and when that text next changes. Time is passed in.

public enum NotificationAge {
    /// The text for an overlay shown `shownMs` milliseconds, with a threshold of
    /// `thresholdMs`: "" before it, else the whole hours, minutes and seconds, as dunst cuts them.
    public static func text(shownMs: Int64, thresholdMs: Int64) -> String {
        guard shownMs >= thresholdMs, shownMs >= 0 else { return "" }
        let seconds = shownMs / 1000
        let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        if h > 0 { return " (\(h)h \(m)m \(s)s old)" }
        if m > 0 { return " (\(m)m \(s)s old)" }
        return " (\(s)s old)"
    }

    /// When the text of an overlay shown since `since` next changes, after `now`: at the
    /// threshold, then at each whole second of its age (as dunst wakes to redraw it).
    public static func nextChange(since: Instant, thresholdMs: Int64, now: Instant) -> Instant {
        let shown = now.milliseconds - since.milliseconds
        guard shown >= thresholdMs else { return since + thresholdMs }
        return since + (shown / 1000 + 1) * 1000
    }
}
