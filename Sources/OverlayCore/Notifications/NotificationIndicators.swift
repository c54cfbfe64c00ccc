// NotificationIndicators: what dunst 1.9 writes before a notification's message
// (notification_format_message): a stacked duplicate's count and, under `show_indicators`, "A"
// when it has actions and "U" when it holds a link (`NotificationURLs` finds one): "(1) ", "(A) ", "(1AU) ".

public enum NotificationIndicators {
    /// The prefix, empty when there is nothing to say; `hideCount` is `hide_duplicate_count`.
    public static func prefix(duplicates: Int, hideCount: Bool, showIndicators: Bool, hasActions: Bool, hasURL: Bool) -> String {
        let count = duplicates > 0 && !hideCount ? String(duplicates) : ""
        let marks = showIndicators ? (hasActions ? "A" : "") + (hasURL ? "U" : "") : ""
        return count.isEmpty && marks.isEmpty ? "" : "(\(count)\(marks)) "
    }
}
