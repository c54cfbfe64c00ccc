// ButtonFocus: the keyboard's way through an alert's buttons, as a GTK 3 dialog moves it
// (checked on GTK 3.24: Tab and Shift-Tab wrap around the ends, Left and Right stop there).

/// What a key does among an alert's buttons. Keys are keysym names as X reports them
/// (Shift-Tab arrives as `ISO_Left_Tab`).
public enum ButtonKey: Hashable, Sendable {
    /// The focus to the next button; `wraps`: from the last one back to the first.
    case next(wraps: Bool)
    /// The focus to the previous button; `wraps`: from the first one to the last.
    case previous(wraps: Bool)
    /// Press the focused button (Enter). Not space: an alert takes no keyboard grab, so a
    /// space typed into another window would answer it.
    case press

    public init?(keysym: String) {
        switch keysym {
        case "Tab", "KP_Tab": self = .next(wraps: true)
        case "ISO_Left_Tab": self = .previous(wraps: true)
        case "Right", "KP_Right": self = .next(wraps: false)
        case "Left", "KP_Left": self = .previous(wraps: false)
        case "Return", "KP_Enter": self = .press
        default: return nil
        }
    }
}

public enum ButtonFocus {
    /// Where the focus goes among `count` buttons when `key` moves it from `index` (nil: no
    /// button has it yet, so it enters at the first going forward, at the last going back).
    /// Unchanged for `.press`, and at an end that does not wrap.
    public static func moved(from index: Int?, count: Int, by key: ButtonKey) -> Int? {
        guard count > 0 else { return nil }
        let from = index.flatMap { (0..<count).contains($0) ? $0 : nil }
        switch key {
        case .press:
            return from
        case .next(let wraps):
            guard let i = from else { return 0 }
            if i + 1 < count { return i + 1 }
            return wraps ? 0 : i
        case .previous(let wraps):
            guard let i = from else { return count - 1 }
            if i > 0 { return i - 1 }
            return wraps ? count - 1 : i
        }
    }
}
