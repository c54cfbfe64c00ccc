// RasiValue: one property value of a rasi theme, as rofi 1.7.3's parser types it (its PropertyType).

/// A property's value before resolution: references and `inherit` are kept as written.
public indirect enum RasiValue: Hashable, Sendable {
    case integer(Int)
    case double(Double)
    case string(String)
    /// A quoted character (`'x'`), rofi's P_CHAR.
    case character(Character)
    case boolean(Bool)
    case color(Color)
    /// One to four distances (padding, margin, border, spacing, border-radius, width…).
    case padding(RasiPadding)
    case position(RasiPosition)
    case highlight(RasiHighlight)
    case list([RasiValue])
    case orientation(RasiOrientation)
    case cursor(RasiCursor)
    case image(RasiImage)
    /// `@name` or `var(name, default)`: the root (`*`) property of that name, else the default.
    case reference(String, fallback: RasiValue?)
    case inherit

    /// The kind rofi compares when a widget asks for a property of one type (`PropertyTypeName`).
    public var kind: RasiValueKind {
        switch self {
        case .integer: .integer
        case .double: .double
        case .string: .string
        case .character: .character
        case .boolean: .boolean
        case .color: .color
        case .padding: .padding
        case .position: .position
        case .highlight: .highlight
        case .list: .list
        case .orientation: .orientation
        case .cursor: .cursor
        case .image: .image
        case .reference: .reference
        case .inherit: .inherit
        }
    }
}

/// rofi's PropertyType names, as its debug messages and -dump-theme know them.
public enum RasiValueKind: String, Hashable, Sendable {
    case integer = "Integer", double = "Double", string = "String", character = "Character"
    case boolean = "Boolean", color = "Color", image = "Image", padding = "Padding", reference = "Reference"
    case position = "Position", highlight = "Highlight", list = "List", orientation = "Orientation"
    case cursor = "Cursor", inherit = "Inherit"
}

/// The mouse pointer over a widget.
public enum RasiCursor: String, Hashable, Sendable {
    case `default`, pointer, text
}

/// A widget's sides: `padding: 2px` (all), `2px 4px` (top-bottom, left-right), `1 2 3` (top, sides, bottom), `1 2 3 4`.
public struct RasiPadding: Hashable, Sendable {
    public var top: RasiDistance, right: RasiDistance, bottom: RasiDistance, left: RasiDistance

    public init(top: RasiDistance, right: RasiDistance, bottom: RasiDistance, left: RasiDistance) {
        self.top = top; self.right = right; self.bottom = bottom; self.left = left
    }

    /// The same distance on every side.
    public init(all distance: RasiDistance) {
        self.init(top: distance, right: distance, bottom: distance, left: distance)
    }

    /// 1–4 values in CSS order, as rofi's grammar spreads them; nil for none or more than four.
    public init?(_ values: [RasiDistance]) {
        switch values.count {
        case 1: self.init(all: values[0])
        case 2: self.init(top: values[0], right: values[1], bottom: values[0], left: values[1])
        case 3: self.init(top: values[0], right: values[1], bottom: values[2], left: values[1])
        case 4: self.init(top: values[0], right: values[1], bottom: values[2], left: values[3])
        default: return nil
        }
    }
}

/// `location`/`anchor`: the middle, a side or a corner.
public enum RasiPosition: String, Hashable, Sendable, CaseIterable {
    case center, north, northEast = "northeast", east, southEast = "southeast", south
    case southWest = "southwest", west, northWest = "northwest"

    /// Built from its parts as the grammar allows them (`north east` and `east north` alike).
    public init(vertical: RasiPosition?, horizontal: RasiPosition?) {
        switch (vertical, horizontal) {
        case (.north?, .east?): self = .northEast
        case (.north?, .west?): self = .northWest
        case (.south?, .east?): self = .southEast
        case (.south?, .west?): self = .southWest
        case let (v?, nil): self = v
        case let (nil, h?): self = h
        default: self = .center
        }
    }

    /// rofi's `-location` number (0 centre, 1 north-west, clockwise to 8 west).
    public var rofiLocation: Int {
        switch self {
        case .center: 0
        case .northWest: 1
        case .north: 2
        case .northEast: 3
        case .east: 4
        case .southEast: 5
        case .south: 6
        case .southWest: 7
        case .west: 8
        }
    }
}

/// How matched text is drawn: any of bold, italic, underline, strikethrough, small caps, and a colour.
public struct RasiHighlight: Hashable, Sendable {
    public struct Styles: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let bold = Styles(rawValue: 1)
        public static let underline = Styles(rawValue: 2)
        public static let italic = Styles(rawValue: 4)
        public static let strikethrough = Styles(rawValue: 16)
        public static let smallCaps = Styles(rawValue: 32)
    }
    public var styles: Styles
    public var color: Color?

    public init(styles: Styles, color: Color? = nil) {
        self.styles = styles; self.color = color
    }
}

/// `background-image`: a picture by path or a linear gradient.
public enum RasiImage: Hashable, Sendable {
    /// How `url("…", width)` scales the picture to the widget.
    public enum Scale: String, Hashable, Sendable { case none, both, width, height }
    /// The gradient's direction: `to left`, …, or an angle in turns (0…1).
    public enum Direction: Hashable, Sendable { case left, right, top, bottom, angle(Double) }

    case url(String, scale: Scale)
    case linearGradient(Direction, [Color])
}
