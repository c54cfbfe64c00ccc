// InlineReply: a notification's inline reply (its `inline-reply` action, as KDE and GNOME offer
// it): the prompt its Reply button opens, and which notification the open prompt answers, until
// Enter sends the text or the prompt goes.
import OverlayCore

struct InlineReply {
    /// The notification whose prompt is open.
    private(set) var replyingTo: UInt32?

    /// The prompt for `entry`: its summary (else its app) as the title, its body as the message,
    /// the reply action's label as the prompt, centred.
    static func prompt(for entry: NotificationEntry) -> PickSpec {
        var spec = PickSpec()
        spec.flavor = .prompt
        spec.centered = true
        let r = entry.request
        spec.title = r.summary.isEmpty ? r.appName : r.summary
        spec.message = NotificationMarkup.parse(r.body).plainText
        spec.prompt = r.actions.first { $0.key == NotificationRequest.inlineReplyKey }?.label
        return spec
    }

    /// The prompt for notification `id` opened.
    mutating func opened(for id: UInt32) { replyingTo = id }

    /// The prompt answered with `exit`: the notification the text goes to (Enter), once; nil for Escape.
    mutating func answered(exit: Int) -> UInt32? {
        guard let id = replyingTo, exit == 0 else { return nil }
        replyingTo = nil
        return id
    }

    /// The prompt went (answered, dismissed or replaced).
    mutating func closed() { replyingTo = nil }
}
