// NotificationHints: the `a{sv}` hints of a Notify call, interpreted (spec 1.2 plus common extensions).

/// The urgency levels of the `urgency` hint.
public enum NotificationUrgency: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    case low = 0
    case normal = 1
    case critical = 2

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// `low`, `normal` or `critical`: the word rules match against.
    public var description: String {
        switch self {
        case .low: "low"
        case .normal: "normal"
        case .critical: "critical"
        }
    }

    /// Reads 0/1/2 (any integer type) or the words `low`/`normal`/`critical`.
    public init?(hint: NotificationHintValue) {
        if let n = hint.integerValue, let u = NotificationUrgency(rawValue: Int(clamping: n)) {
            self = u
        } else if let s = hint.stringValue, let u = Self.allCases.first(where: { $0.description == s.lowercased() }) {
            self = u
        } else {
            return nil
        }
    }
}

/// The hints a notification daemon acts on. Unknown hints and values of the wrong type
/// are ignored, as the specification asks.
public struct NotificationHints: Sendable, Equatable {
    /// `urgency`; `.normal` when absent or unreadable.
    public var urgency: NotificationUrgency = .normal
    /// `category`, e.g. `email.arrived`.
    public var category: String?
    /// `desktop-entry`: the sender's .desktop file name without the suffix.
    public var desktopEntry: String?
    /// Pixels from `image-data`, else `image_data` (spec 1.1), else `icon_data` (spec 1.0).
    public var image: NotificationImage?
    /// `image-path`, else `image_path`: a file path, `file://` URI or icon-theme name.
    public var imagePath: String?
    /// `transient`: do not keep it in the history.
    public var transient = false
    /// `resident`: do not remove it when an action is invoked.
    public var resident = false
    /// `value`: a progress bar, clamped to 0...100.
    public var progress: Int?
    /// `x` and `y`: the screen point the bubble should point at (both must be present).
    public var x: Int?
    /// See `x`.
    public var y: Int?
    /// The first of `stackTagHints` that is a non-empty string: a notification with the same
    /// tag (from any client) replaces the previous one.
    public var stackTag: String?
    /// dunst's colour hints (`fgcolor`, `bgcolor`, `frcolor`, `hlcolor`: `#rrggbb[aa]`), as
    /// dunstify sends them; nil when none is a colour.
    public var colors: StyleColors?

    /// The hint names this type reads, for documentation and tests.
    public static let understood: Set<String> = Set([
        "urgency", "category", "desktop-entry", "image-data", "image_data", "icon_data",
        "image-path", "image_path", "transient", "resident", "value", "x", "y",
        "fgcolor", "bgcolor", "frcolor", "hlcolor",
    ]).union(stackTagHints)

    /// The hints that give a stack tag, in the order dunst 1.9 looks them up (dunst(5),
    /// `set_stack_tag`): the first one present wins.
    public static let stackTagHints = ["synchronous", "private-synchronous", "x-canonical-private-synchronous", "x-dunst-stack-tag"]

    /// Hints with every field at its default.
    public init() {}

    /// Interprets hints as they came off the bus.
    public init(_ raw: [String: NotificationHintValue]) {
        if let u = raw["urgency"].flatMap(NotificationUrgency.init(hint:)) { urgency = u }
        category = Self.nonEmptyString(raw["category"])
        desktopEntry = Self.nonEmptyString(raw["desktop-entry"])
        for key in ["image-data", "image_data", "icon_data"] {
            if case .image(let i)? = raw[key] {
                image = i
                break
            }
        }
        imagePath = Self.nonEmptyString(raw["image-path"]) ?? Self.nonEmptyString(raw["image_path"])
        transient = raw["transient"]?.boolValue ?? false
        resident = raw["resident"]?.boolValue ?? false
        progress = raw["value"]?.integerValue.map { Int(min(100, max(0, $0))) }
        x = raw["x"]?.integerValue.map { Int(clamping: $0) }
        y = raw["y"]?.integerValue.map { Int(clamping: $0) }
        if x == nil || y == nil { (x, y) = (nil, nil) }
        stackTag = Self.stackTagHints.lazy.compactMap { Self.nonEmptyString(raw[$0]) }.first
        func color(_ key: String) -> Color? { raw[key]?.stringValue.flatMap { Color(hex: $0) } }
        let c = StyleColors(foreground: color("fgcolor"), background: color("bgcolor"), border: color("frcolor"),
                            accent: color("hlcolor"))
        colors = c.isEmpty ? nil : c
    }

    private static func nonEmptyString(_ v: NotificationHintValue?) -> String? {
        guard let s = v?.stringValue, !s.isEmpty else { return nil }
        return TextBounds.cut(s, maxBytes: TextBounds.pathBytes)
    }
}
