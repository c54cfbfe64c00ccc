// NotificationService+Duplicates: dunst's `stack_duplicates`: a notification that repeats a shown
// or waiting one takes its place (the old one closes as expired, and is not kept in the history)
// and counts it, "(N) " before its text unless `hide-duplicate-count`, with dunst's "A" and "U"
// under `show-indicators`.
import OverlayCore

extension NotificationService {
    /// Under `stack-duplicates`, gives `entry` the count of the one it repeats (dunst 1.9's
    /// `queues_stack_duplicate`: one more, unless only the progress changed) and closes that
    /// one: at once when it waits, else it returns its id, for the caller to show `entry` in its
    /// place and then dismiss it.
    func stackDuplicate(_ entry: inout NotificationEntry) -> UInt32? {
        guard host.config.notifications.stackDuplicates, let old = queue.duplicate(of: entry) else { return nil }
        entry.duplicates = old.duplicates + (old.request.hints.progress == entry.request.hints.progress ? 1 : 0)
        if queue.takeWaiting(old.id) != nil {
            signals?.emitClosed(id: old.id, reason: .expired)
            return nil
        }
        queue.forgetOnClose(old.id)
        queue.closeRequested(old.id, reason: .expired)
        return old.id
    }

    /// What dunst writes before a notification's text: a stacked one's "(N) " and, under
    /// `show-indicators`, "A" for actions and "U" for a link ("(1A) "); empty for neither.
    func indicators(_ entry: NotificationEntry) -> String {
        let n = host.config.notifications, r = entry.request
        return NotificationIndicators.prefix(duplicates: entry.duplicates, hideCount: n.hideDuplicateCount, showIndicators: n.showIndicators,
                                             hasActions: !r.actions.isEmpty,
                                             hasURL: n.showIndicators && NotificationIndicators.hasURL(summary: r.summary, body: r.body))
    }
}
