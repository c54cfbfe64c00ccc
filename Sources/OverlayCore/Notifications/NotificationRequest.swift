// NotificationRequest: one Notify call, decoded from its wire arguments into what the daemon shows.

/// One action button: `key` comes back in `ActionInvoked`; `label` is shown.
/// The key `default` is the action of a click on the body.
public struct NotificationAction: Sendable, Hashable {
    public var key: String
    public var label: String
    /// An action offered as `key`, shown as `label`.
    public init(key: String, label: String) { self.key = key; self.label = label }
}

/// How long a notification stays, from `expire_timeout`.
public enum NotificationExpiry: Sendable, Equatable {
    /// -1 (any negative value): the server decides (by urgency and rules).
    case serverDefault
    /// 0: until the user or the sender closes it.
    case never
    /// A positive number of milliseconds.
    case milliseconds(Int)

    /// Reads the wire value.
    public init(expireTimeout: Int32) {
        if expireTimeout < 0 {
            self = .serverDefault
        } else if expireTimeout == 0 {
            self = .never
        } else {
            self = .milliseconds(Int(expireTimeout))
        }
    }
}

/// The eight arguments of `Notify` (`susssasa{sv}i`) exactly as they came off the bus.
public struct NotifyArguments: Sendable, Equatable {
    /// `app_name`.
    public var appName: String
    /// `replaces_id`.
    public var replacesID: UInt32
    /// `app_icon`.
    public var appIcon: String
    /// `summary`.
    public var summary: String
    /// `body`.
    public var body: String
    /// Alternating keys and labels.
    public var actions: [String]
    /// `hints`, each value read off its variant.
    public var hints: [String: NotificationHintValue]
    /// `expire_timeout` in milliseconds; -1 is the server default, 0 never.
    public var expireTimeout: Int32

    /// Arguments as a client would send them; defaults are an empty notification.
    public init(
        appName: String = "", replacesID: UInt32 = 0, appIcon: String = "", summary: String = "",
        body: String = "", actions: [String] = [], hints: [String: NotificationHintValue] = [:],
        expireTimeout: Int32 = -1
    ) {
        self.appName = appName; self.replacesID = replacesID; self.appIcon = appIcon
        self.summary = summary; self.body = body; self.actions = actions
        self.hints = hints; self.expireTimeout = expireTimeout
    }
}

/// Where the picture of a notification comes from, after the specification's precedence.
public enum NotificationPicture: Sendable, Equatable {
    case pixels(NotificationImage)
    /// An absolute path (a `file://` URI is turned into its path).
    case file(String)
    /// An icon-theme name, e.g. `dialog-information`.
    case themeIcon(String)
}

/// A Notify call, interpreted. `body` is still the client's markup: render it through
/// `NotificationMarkup`; `summary` is plain text.
public struct NotificationRequest: Sendable, Equatable {
    /// The sending application's name, for rules and display.
    public var appName: String
    /// 0, or the id of a notification this one replaces in place.
    public var replacesID: UInt32
    /// `app_icon`: empty, a path, a `file://` URI, or an icon-theme name.
    public var appIcon: String
    /// The title line.
    public var summary: String
    /// The body, in the client's markup.
    public var body: String
    /// Action buttons, in the client's order.
    public var actions: [NotificationAction]
    /// The hints the daemon acts on.
    public var hints: NotificationHints
    /// How long it stays.
    public var expiry: NotificationExpiry

    /// A request built directly (tests, the control socket).
    public init(
        appName: String = "", replacesID: UInt32 = 0, appIcon: String = "", summary: String = "",
        body: String = "", actions: [NotificationAction] = [], hints: NotificationHints = NotificationHints(),
        expiry: NotificationExpiry = .serverDefault
    ) {
        self.appName = appName; self.replacesID = replacesID; self.appIcon = appIcon
        self.summary = summary; self.body = body; self.actions = actions
        self.hints = hints; self.expiry = expiry
    }

    /// Decodes the wire arguments. A trailing action key without a label is dropped, and so
    /// is an action with an empty key or one over `TextBounds.actionKeyBytes`. Text is cut to `TextBounds` (summary, body, labels,
    /// app name, icon) here, so rules, scripts, history and layout only see bounded text.
    public init(_ a: NotifyArguments) {
        var actions: [NotificationAction] = []
        var i = 0
        while i + 1 < a.actions.count {
            if !a.actions[i].isEmpty, a.actions[i].utf8.count <= TextBounds.actionKeyBytes {
                actions.append(NotificationAction(key: a.actions[i], label: TextBounds.cut(a.actions[i + 1], maxBytes: TextBounds.labelBytes)))
            }
            i += 2
        }
        self.init(
            appName: TextBounds.cut(a.appName, maxBytes: TextBounds.appNameBytes), replacesID: a.replacesID,
            appIcon: TextBounds.cut(a.appIcon, maxBytes: TextBounds.pathBytes),
            summary: TextBounds.cut(a.summary, maxBytes: TextBounds.summaryBytes),
            body: TextBounds.cut(a.body, maxBytes: TextBounds.bodyBytes), actions: actions, hints: NotificationHints(a.hints),
            expiry: NotificationExpiry(expireTimeout: a.expireTimeout))
    }

    /// The action key that asks for an inline reply (KDE, GNOME): a text field, whose text
    /// comes back in `NotificationReplied`.
    public static let inlineReplyKey = "inline-reply"

    /// Whether the client offered an inline reply.
    public var offersInlineReply: Bool { actions.contains { $0.key == Self.inlineReplyKey } }

    /// The action a click on the body invokes, when the client offered one.
    public var defaultAction: NotificationAction? { actions.first { $0.key == "default" } }

    /// The picture to show. Precedence (spec 1.2): image data, then `image-path`, then
    /// `app_icon`. (`icon_data`, a 1.0 hint, is folded into `hints.image`.)
    public var picture: NotificationPicture? {
        if let image = hints.image { return .pixels(image) }
        for source in [hints.imagePath, appIcon] {
            guard let s = source, !s.isEmpty else { continue }
            if s.hasPrefix("file://") { return .file(Self.percentDecoded(String(s.dropFirst(7)))) }
            return s.hasPrefix("/") ? .file(s) : .themeIcon(s)
        }
        return nil
    }

    /// Decodes `%XX` escapes in a `file://` URI path; a malformed escape is kept as it is.
    static func percentDecoded(_ s: String) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(s.utf8)
        var i = 0
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "%"), i + 2 < utf8.count,
               let v = UInt8(String(decoding: utf8[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                bytes.append(v)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
