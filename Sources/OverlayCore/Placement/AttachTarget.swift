// AttachTarget: what a popover is attached to, as `--attach` names it.

public enum AttachTarget: Hashable, Sendable, CustomStringConvertible {
    /// No source: placed on a monitor.
    case root
    /// The window `_NET_ACTIVE_WINDOW` names, resolved when the request arrives.
    case active
    /// The top-level window under the pointer, resolved when the request arrives.
    case pointer
    /// A window id.
    case window(UInt32)
    /// The topmost client window whose WM_CLASS instance or class is NAME (any case).
    case windowClass(String)
    /// The topmost client window whose title matches a glob (`*`, `?`, `[…]`).
    case title(String)
    /// A fixed rectangle in root coordinates.
    case rect(Rect)
    /// A named region of a window (`overlayctl region set`), which moves with it.
    case region(String)

    public init?(parsing text: String) {
        if let colon = text.firstIndex(of: ":") {
            let kind = text[..<colon].lowercased()
            let value = String(text[text.index(after: colon)...])
            switch kind {
            case "class": guard !value.isEmpty else { return nil }; self = .windowClass(value); return
            case "title": guard !value.isEmpty else { return nil }; self = .title(value); return
            case "rect": guard let r = Rect(parsing: value), !r.isEmpty else { return nil }; self = .rect(r); return
            case "region": guard !value.isEmpty else { return nil }; self = .region(value); return
            default: return nil
            }
        }
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
        case .windowClass(let name): return "class:" + name
        case .title(let glob): return "title:" + glob
        case .rect(let r): return "rect:\(r.x),\(r.y),\(r.width),\(r.height)"
        case .region(let name): return "region:" + name
        }
    }
}

extension Rect {
    /// `X,Y,W,H` with integers; nil for anything else or a negative size.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        let n = parts.compactMap { Int($0.trimmingSpaces()) }
        guard n.count == 4, n[2] >= 0, n[3] >= 0, n.allSatisfy({ abs($0) <= 1_000_000 }) else { return nil }
        self.init(x: n[0], y: n[1], width: n[2], height: n[3])
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
