// OverlaySpec: what a request asks to be shown, before it is placed or drawn.

/// What a popover is attached to.
public enum AttachTarget: Hashable, Sendable, CustomStringConvertible {
    /// No source: placed on a monitor.
    case root
    /// The window `_NET_ACTIVE_WINDOW` names, resolved when the request arrives.
    case active
    /// The top-level window under the pointer, resolved when the request arrives.
    case pointer
    /// A window id.
    case window(UInt32)

    public init?(parsing text: String) {
        switch text.lowercased() {
        case "root", "none": self = .root
        case "active": self = .active
        case "pointer": self = .pointer
        default:
            var digits = Substring(text)
            var radix = 10
            if digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2); radix = 16 }
            let valid = radix == 16 ? digits.allSatisfy(\.isHexDigit) : digits.allSatisfy(\.isWholeNumber)
            guard !digits.isEmpty, valid, let id = UInt32(digits, radix: radix), id != 0 else { return nil }
            self = .window(id)
        }
    }

    public var description: String {
        switch self {
        case .root: return "root"
        case .active: return "active"
        case .pointer: return "pointer"
        case .window(let id): return "0x" + String(id, radix: 16)
        }
    }
}

/// The X window type an overlay announces (`_NET_WM_WINDOW_TYPE_*`).
public enum OverlayKind: String, CaseIterable, Sendable {
    case popover, tooltip, notification, menu, dropdown, utility
}

/// A request's wishes for one overlay. `nil` fields keep defaults (on `show`) or the
/// current value (on `update`).
public struct OverlaySpec: Hashable, Sendable {
    public var text: String?
    public var title: String?
    public var attach: AttachTarget?
    public var anchor: Position?
    public var gravity: Position?
    public var offset: Point?
    /// Milliseconds; 0 means no timeout.
    public var timeoutMs: Int64?
    public var maxWidth: Int?
    public var clickThrough: Bool?
    public var kind: OverlayKind?

    public init() {}

    /// Fields set in `other` win; the rest stay.
    public func merged(with other: OverlaySpec) -> OverlaySpec {
        var r = self
        if let v = other.text { r.text = v }
        if let v = other.title { r.title = v }
        if let v = other.attach { r.attach = v }
        if let v = other.anchor { r.anchor = v }
        if let v = other.gravity { r.gravity = v }
        if let v = other.offset { r.offset = v }
        if let v = other.timeoutMs { r.timeoutMs = v }
        if let v = other.maxWidth { r.maxWidth = v }
        if let v = other.clickThrough { r.clickThrough = v }
        if let v = other.kind { r.kind = v }
        return r
    }

    /// The anchor used when none is given: below a window, in the middle of a monitor.
    public var effectiveAnchor: Position {
        anchor ?? ((attach ?? .root) == .root ? .center : .bottom)
    }
    public var effectiveGravity: Position {
        gravity ?? ((attach ?? .root) == .root ? .center : .bottom)
    }
}
