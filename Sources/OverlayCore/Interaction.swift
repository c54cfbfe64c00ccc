// Interaction: how an overlay may be dismissed and what counts as "outside" it.

/// Ways a user can dismiss an overlay (`--dismiss`, combinable).
public struct DismissModes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A click anywhere outside it (it still reaches what was clicked).
    public static let tapOutside = DismissModes(rawValue: 1)
    /// A click on it.
    public static let click = DismissModes(rawValue: 2)
    /// Dragging it down (or up) past a fraction of the monitor's height.
    public static let dragDown = DismissModes(rawValue: 4)
    public static let dragUp = DismissModes(rawValue: 8)
    /// The Escape key, for the most recent overlay that allows it.
    public static let escape = DismissModes(rawValue: 16)
    /// What applies without `--dismiss`.
    public static let standard: DismissModes = [.click]

    /// `tap-outside,click,drag-down,drag-up,escape` or `none`; nil for anything else.
    public init?(parsing text: String) {
        if text == "none" { self = []; return }
        var modes: DismissModes = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            switch word {
            case "tap-outside": modes.insert(.tapOutside)
            case "click": modes.insert(.click)
            case "drag-down": modes.insert(.dragDown)
            case "drag-up": modes.insert(.dragUp)
            case "escape": modes.insert(.escape)
            default: return nil
            }
        }
        self = modes
    }
}

/// An area that does not count as outside an overlay (`--exclude`).
public enum ExcludeArea: Hashable, Sendable {
    case rect(Rect)
    case region(String)
    case window(UInt32)

    /// `rect:X,Y,W,H`, `region:NAME` or `window:0xID`.
    public init?(parsing text: String) {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let value = String(text[text.index(after: colon)...])
        switch text[..<colon] {
        case "rect": guard let r = Rect(parsing: value) else { return nil }; self = .rect(r)
        case "region": guard !value.isEmpty else { return nil }; self = .region(value)
        case "window":
            guard case .window(let id)? = AttachTarget(parsing: value) else { return nil }
            self = .window(id)
        default: return nil
        }
    }
}

/// Dragging: where it started, in root coordinates, and the frame origin then.
public struct DragState: Hashable, Sendable {
    public var pointerStart: Point
    public var frameStart: Point
    public var moved = false
    public init(pointerStart: Point, frameStart: Point) {
        self.pointerStart = pointerStart; self.frameStart = frameStart
    }

    /// Whether the pointer moved far enough from the press to be a drag, not a click.
    public static func isDrag(from a: Point, to b: Point) -> Bool {
        abs(a.x - b.x) > 4 || abs(a.y - b.y) > 4
    }

    /// Movement beyond `limit` is halved, so the overlay resists leaving its area (rubber band).
    public static func rubberBand(_ value: Int, lower: Int, upper: Int) -> Int {
        if value < lower { return lower - (lower - value) / 2 }
        if value > upper { return upper + (value - upper) / 2 }
        return value
    }
}
