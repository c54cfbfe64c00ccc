// CenterEntry: one notification as the notification center lists it (shown or past), and
// CenterCommand: what the center asks of the notifications when the user acts on one.

/// A notification in the center's list.
public struct CenterEntry: Hashable, Sendable {
    public var id: UInt32
    public var app: String
    public var summary: String
    /// Plain text (markup removed).
    public var body: String
    /// Its buttons: the actions other than `default` (and the inline reply).
    public var actions: [NotificationAction]
    /// Whether it offers a `default` action (Enter or a click on it invokes it).
    public var hasDefault: Bool
    /// When it arrived, on the daemon's clock.
    public var arrived: Instant
    /// Still on screen (or waiting): its sender can still hear an action.
    public var live: Bool
    /// Arrived while the center was closed, and not seen since.
    public var unread: Bool
    /// The `desktop-entry` hint: what Enter launches once the sender is gone.
    public var desktopEntry: String?
    /// Its picture: a path or an icon-theme name.
    public var icon: String?
    /// The pixels it was sent with (`image-data`), already scaled to the center's icon size
    /// (`CenterMetrics.pictureSide` at most) and premultiplied: shown instead of `icon`.
    public var image: PixelImage?

    public init(id: UInt32, app: String, summary: String, body: String = "", actions: [NotificationAction] = [],
                hasDefault: Bool = false, arrived: Instant, live: Bool = false, unread: Bool = false,
                desktopEntry: String? = nil, icon: String? = nil, image: PixelImage? = nil) {
        self.id = id; self.app = app; self.summary = summary; self.body = body; self.actions = actions
        self.hasDefault = hasDefault; self.arrived = arrived; self.live = live; self.unread = unread
        self.desktopEntry = desktopEntry
        self.icon = icon
        self.image = image
    }

    /// Whether it shows a picture (pixels, or a path or icon name to load).
    public var hasPicture: Bool { image != nil || icon != nil }

    /// Whether `filter` (lower-cased) is in its app name, summary or body.
    func matches(_ filter: String) -> Bool {
        filter.isEmpty || [app, summary, body].contains { $0.lowercased().contains(filter) }
    }
}

/// What the user asked of a notification (or of all) in the center.
public enum CenterCommand: Hashable, Sendable {
    /// Its default action (Enter, a click on its body): `ActionInvoked` to a live sender, else
    /// its desktop entry launched.
    case invoke(UInt32)
    /// One of its buttons.
    case action(UInt32, key: String)
    /// Delete, or its close button: it leaves the screen and the history.
    case remove(UInt32)
    /// The do-not-disturb switch (dunst's pause).
    case setPaused(Bool)
    /// "Clear all": every shown one closed, the history emptied.
    case clearAll
    /// These unread entries have been on screen in the open panel: they count as read.
    case seen([UInt32])
}
