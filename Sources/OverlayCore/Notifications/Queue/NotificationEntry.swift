// NotificationEntry: one notification as the queue keeps it, shown, waiting or in the history:
// the request after the rules, its times, and whether it was seen.

public struct NotificationEntry {
    public var id: UInt32
    public var request: NotificationRequest
    /// Kept in the history once closed (false: transient, or a rule's `history = false`).
    public var history: Bool
    /// The urgency after the rules: display order and do-not-disturb go by it.
    public var urgency: Urgency
    /// When it arrived, in monotonic microseconds (dunst's `timestamp`).
    public var timestamp: Int64
    /// The stack tag: a rule's `stack-tag`, else the client's hint.
    public var stackTag: String?
    /// How long it stays once shown, in milliseconds; 0: until closed; nil: as long as
    /// its container's `timeout` says.
    public var timeoutMs: Int64?
    /// When it arrived on the daemon's clock (the center shows its age from this).
    public var arrived: Instant
    /// When it arrived, in wall-clock milliseconds (what a persisted history keeps).
    public var wallMs: Int64
    /// Not yet on screen in the open notification center.
    public var unread: Bool
    /// The body without markup (the center lists and filters it), worked out once.
    public var plainBody = ""
    /// Its `image-data` as the center shows it (`CenterMetrics.pictureSide`, premultiplied), made once.
    public var thumbnail: PixelImage?
    /// How many duplicates it stands for (dunst's `dup_count`): 0 for one that repeats none.
    public var duplicates = 0

    public init(id: UInt32, request: NotificationRequest, history: Bool, urgency: Urgency, timestamp: Int64,
                stackTag: String?, timeoutMs: Int64?, arrived: Instant, wallMs: Int64, unread: Bool = false) {
        self.id = id
        self.request = request
        self.history = history
        self.urgency = urgency
        self.timestamp = timestamp
        self.stackTag = stackTag
        self.timeoutMs = timeoutMs
        self.arrived = arrived
        self.wallMs = wallMs
        self.unread = unread
    }

    /// The picture sent as pixels, at the size the center shows and a persisted history keeps.
    public static func thumbnailSource(_ r: NotificationRequest) -> NotificationImage? {
        r.hints.image?.scaledToFit(maxSide: CenterMetrics.pictureSide)
    }
}
