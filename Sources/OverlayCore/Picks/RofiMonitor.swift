// RofiMonitor: rofi 1.7.3's `-m` (config `monitor`, default "-5") as xcb.c's monitor_active reads
// it, and the area each choice names, from the facts the daemon asks the display for.

/// Where rofi 1.7.3 opens its window: a monitor by rofi's number or RandR name, or one it finds.
/// The area it names is what rofi calls its monitor; it places the window in it by `-location`.
public enum RofiMonitor: Hashable, Sendable {
    /// A RandR monitor's name; "primary" is the primary monitor when no monitor has that name.
    case named(String)
    /// `wid:N`: that window's rectangle, as if it were the monitor.
    case window(UInt)
    /// `N` (0 or more): the monitor rofi numbers N (the last one RandR lists is 0).
    case id(Int)
    /// -1: the monitor showing the current desktop's viewport (`_NET_DESKTOP_VIEWPORT`).
    case currentDesktop
    /// -2: the focused window's rectangle, at its parent's origin, as if it were the monitor.
    case focusedWindow
    /// -3: the pointer's monitor's size, with its corner at the pointer.
    case atPointer
    /// -4: the monitor holding the focused window's corner.
    case focusedMonitor
    /// -5, rofi's default (and any other negative number): the pointer's monitor.
    case pointerMonitor

    /// rofi's reading: `wid:` and a number (g_ascii_strtoll: the leading digits), else a name.
    public init(parsing text: String) {
        if text.hasPrefix("wid:"), let w = Self.leadingInteger(text.dropFirst(4)), w > 0 {
            self = .window(UInt(w))
        } else if let n = Self.leadingInteger(Substring(text)) {
            switch n {
            case 0...: self = .id(n)
            case -1: self = .currentDesktop
            case -2: self = .focusedWindow
            case -3: self = .atPointer
            case -4: self = .focusedMonitor
            default: self = .pointerMonitor
            }
        } else {
            self = .named(text)
        }
    }

    /// The text `init(parsing:)` reads back (what the client sends).
    public var text: String {
        switch self {
        case .named(let n): return n
        case .window(let w): return "wid:\(w)"
        case .id(let n): return String(n)
        case .currentDesktop: return "-1"
        case .focusedWindow: return "-2"
        case .atPointer: return "-3"
        case .focusedMonitor: return "-4"
        case .pointerMonitor: return "-5"
        }
    }

    /// The leading (optionally signed, decimal or 0x hex) integer of `s`, as g_ascii_strtoll reads one with base 0.
    static func leadingInteger(_ s: Substring) -> Int? {
        var rest = s.drop { $0 == " " || $0 == "\t" }
        var sign = 1
        if let c = rest.first, c == "-" || c == "+" {
            sign = c == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        var radix = 10
        if rest.hasPrefix("0x") || rest.hasPrefix("0X"), rest.dropFirst(2).first?.isHexDigit == true {
            radix = 16
            rest = rest.dropFirst(2)
        } else if rest.count > 1, rest.first == "0", rest.dropFirst().first?.isNumber == true {
            radix = 8
        }
        let digits = rest.prefix { $0.hexDigitValue.map { $0 < radix } ?? false }
        guard !digits.isEmpty, let n = Int(digits, radix: radix) else { return nil }
        return sign * n
    }
}

/// What rofi asks the display to resolve a `RofiMonitor`, each nil when the display has no answer
/// (no window manager, no focused window), which sends rofi on to the pointer's monitor.
public struct RofiMonitorFacts: Sendable {
    /// The screen's RandR monitors in RandR's order, and the whole screen.
    public var monitors: [Monitor]
    public var screen: Rect
    public var pointer: Point?
    /// The focused window's rectangle in root coordinates, and its parent's origin (a window
    /// manager's frame; the root's, 0,0, for a window no window manager framed).
    public var focused: (rect: Rect, parentOrigin: Point)?
    /// The current desktop's viewport corner.
    public var viewport: Point?
    /// The rectangle of the window `wid:` names.
    public var window: Rect?

    public init(monitors: [Monitor], screen: Rect, pointer: Point? = nil, focused: (rect: Rect, parentOrigin: Point)? = nil,
                viewport: Point? = nil, window: Rect? = nil) {
        (self.monitors, self.screen, self.pointer, self.focused, self.viewport, self.window) = (monitors, screen, pointer, focused, viewport, window)
    }
}

extension RofiMonitor {
    /// The area rofi's window opens in, and the number rofi gives it (which `@media (monitor-id)` tests):
    /// xcb.c's monitor_active, with its fallbacks (a choice it cannot make is the pointer's monitor; a name
    /// or number that names none, or no pointer, is the monitor at 0,0, else the whole screen, numbered 0; the
    /// configuration check that would refuse those asks monitor_active again and gets this answer, cached).
    public func area(_ f: RofiMonitorFacts) -> (area: Rect, id: Int) {
        // rofi numbers monitors from the last one RandR lists (x11_build_monitor_layout prepends each).
        func numbered(_ i: Int) -> (Rect, Int) { (f.monitors[i].rect, f.monitors.count - 1 - i) }
        // monitor_dimensions: the first monitor (in rofi's order) holding the point, else the screen.
        func holding(_ p: Point) -> (Rect, Int) {
            for i in f.monitors.indices.reversed() where f.monitors[i].rect.contains(p) { return numbered(i) }
            return (f.screen, 0)
        }
        if case .named(let name) = self, let i = f.monitors.lastIndex(where: { $0.name == name }) { return numbered(i) }
        switch self {
        case .named(let name):
            if name == "primary", let i = f.monitors.lastIndex(where: \.primary) { return numbered(i) }
            return holding(Point(x: 0, y: 0))
        case .window:
            if let r = f.window { return (r, 0) }
            return holding(Point(x: 0, y: 0))
        case .id(let n):
            let i = f.monitors.count - 1 - n
            return f.monitors.indices.contains(i) ? numbered(i) : holding(Point(x: 0, y: 0))
        case .currentDesktop:
            if let v = f.viewport { return holding(v) }
        case .focusedWindow:
            if let w = f.focused { return (Rect(origin: w.parentOrigin, size: w.rect.size), 0) }
        case .atPointer:
            if let p = f.pointer {
                let (m, id) = holding(p)
                return (Rect(origin: p, size: m.size), id)
            }
        case .focusedMonitor:
            if let w = f.focused { return holding(w.rect.origin) }
        case .pointerMonitor:
            break
        }
        if let p = f.pointer { return holding(p) }
        return holding(Point(x: 0, y: 0))
    }
}
