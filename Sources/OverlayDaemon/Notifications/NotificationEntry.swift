// NotificationEntry: one notification as the NotificationCenter keeps it, shown, waiting or
// in the history: the request after the rules, its times, and whether it was seen.
import OverlayCore

extension NotificationCenter {
    struct Entry {
        var id: UInt32
        var request: NotificationRequest
        var history: Bool
        /// The urgency after the rules: display order and do-not-disturb go by it.
        var urgency: Urgency
        /// When it arrived, in monotonic microseconds (dunst's `timestamp`).
        var timestamp: Int64
        /// The stack tag: a rule's `stack-tag`, else the client's hint.
        var stackTag: String?
        /// How long it stays once shown, in milliseconds; 0: until closed; nil: as long as
        /// its container's `timeout` says.
        var timeoutMs: Int64?
        /// When it arrived on the daemon's clock (the center shows its age from this).
        var arrived: Instant
        /// When it arrived, in wall-clock milliseconds (what a persisted history keeps).
        var wallMs: Int64
        /// Not yet on screen in the open notification center.
        var unread = false
        /// The body without markup (the center lists and filters it), worked out once.
        var plainBody = ""
        /// Its `image-data` as the center shows it (`CenterMetrics.pictureSide`, premultiplied), made once.
        var thumbnail: PixelImage?

        /// The picture sent as pixels, at the size the center shows and a persisted history keeps.
        static func thumbnailSource(_ r: NotificationRequest) -> NotificationImage? {
            r.hints.image?.scaledToFit(maxSide: CenterMetrics.pictureSide)
        }
    }
}
