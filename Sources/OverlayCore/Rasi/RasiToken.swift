// RasiToken: the words of rasi as rofi 1.7.3's lexer cuts them, with the names its parser's errors use.

/// One token and where it lies: from the end of the token before (rofi counts skipped blanks
/// into the next token's span) to just after its last byte, lines and byte columns from 1.
struct RasiToken: Sendable {
    var kind: Kind
    var location: RasiLocation

    enum Kind: Equatable, Sendable {
        case end
        case error(ErrorKind)
        case integer(Int), double(Double), string(String), character(Character), boolean(Bool)
        case propertyName(String), nameElement(String), element(String), link(String)
        case color(Color), colorName(Color)
        case word(Word)
        case parenLeft, parenRight, comma, slash, percent, listOpen, listClose
        case braceOpen, braceClose, propertySeparator, propertyClose, nameSeparator, selectorSeparator
        case namePrefix, defaults, configuration, media, resetTheme
        case varStart, envStart
    }

    /// The lexer's own error tokens (a character no rule of the current state takes).
    enum ErrorKind: Equatable, Sendable {
        case file, property, section, nameString, defaults, include, argb
    }

    /// The keywords of property values, case-insensitive.
    enum Word: String, Equatable, Sendable {
        case center, east, west, north, south
        case none, bold, italic, underline, strikethrough, smallCaps = "small caps"
        case dash, solid, inherit
        case px, mm, em, ch
        case add = "+", subtract = "-", multiply = "*", min, max, round, floor, ceil, calc
        case deg, rad, grad, turn
        case horizontal, vertical
        case cursorDefault = "default", pointer, text
        case rgba, hsl, hwb, cmyk, transparent
        case url, linearGradient = "linear-gradient", width, height, both, to, left, right, top, bottom
    }

    /// The name bison prints for this token in "unexpected …" (its yytnamerr: quotes kept
    /// only around names with an apostrophe, a comma or a backslash).
    var displayName: String { Self.display(kind.bisonName) }

    static func display(_ name: String) -> String {
        name.contains("'") || name.contains(",") || name.contains("\\") ? "\"\(name)\"" : name
    }
}

extension RasiToken.Kind {
    /// The token's name in rofi's theme-parser.y.
    var bisonName: String {
        switch self {
        case .end: return "end of file"
        case let .error(e):
            switch e {
            case .file: return "error from file parser"
            case .property: return "invalid property value"
            case .section: return "invalid property name"
            case .nameString: return "invalid element name"
            case .defaults: return "invalid defaults name"
            case .include: return "invalid import value"
            case .argb: return "invalid argb color. Requires 8 (not 7) elements: argb:AARRGGBB."
            }
        case .integer: return "Integer number"
        case .double: return "Floating-point number"
        case .string: return "UTF-8 encoded string"
        case .character: return "Character"
        case .boolean: return "Boolean value (true or false)"
        case .propertyName: return "property name"
        case .nameElement: return "Element name"
        case .element: return "Name of element"
        case .link: return "Reference"
        case .color: return "Hexidecimal color value"
        case .colorName: return "Color value by name"
        case let .word(w): return w.bisonName
        case .parenLeft: return "Parent left ('(')"
        case .parenRight: return "Parent right (')')"
        case .comma: return "comma separator (',')"
        case .slash: return "forward slash ('/')"
        case .percent: return "Percent sign ('%')"
        case .listOpen: return "List open ('[')"
        case .listClose: return "List close (']')"
        case .braceOpen: return "bracket open ('{')"
        case .braceClose: return "bracket close ('}')"
        case .propertySeparator: return "property separator (':')"
        case .propertyClose: return "property close (';')"
        case .nameSeparator: return "Name separator (' ' or '.')"
        case .selectorSeparator: return "Selector separator (',')"
        case .namePrefix: return "Element section ('# {name} { ... }')"
        case .defaults: return "Default settings section ( '* { ... }')"
        case .configuration: return "Configuration block"
        case .media: return "@media"
        case .resetTheme: return "Reset Theme"
        case .varStart: return "var"
        case .envStart: return "env"
        }
    }
}

extension RasiToken.Word {
    var bisonName: String {
        switch self {
        case .center: "Center"
        case .east: "East"
        case .west: "West"
        case .north: "North"
        case .south: "South"
        case .none: "None"
        case .bold: "Bold"
        case .italic: "Italic"
        case .underline: "Underline"
        case .strikethrough: "Strikethrough"
        case .smallCaps: "Small CAPS"
        case .dash: "Dash"
        case .solid: "Solid"
        case .inherit: "Inherit"
        case .px: "pixels"
        case .mm: "mm"
        case .em: "em"
        case .ch: "ch"
        case .add: "Add ('+')"
        case .subtract: "Subtract ('-')"
        case .multiply: "Multiply ('*')"
        case .min: "Min ('min')"
        case .max: "Max ('max')"
        case .round: "Min ('round')"
        case .floor: "Min ('floor')"
        case .ceil: "Min ('ceil')"
        case .calc: "calc"
        case .deg: "Degrees"
        case .rad: "Radians"
        case .grad: "Gradians"
        case .turn: "Turns"
        case .horizontal: "Horizontal"
        case .vertical: "Vertical"
        case .cursorDefault: "Default"
        case .pointer: "Pointer"
        case .text: "Text"
        case .rgba: "rgb[a] colorscheme"
        case .hsl: "hsl colorscheme"
        case .hwb: "hwb colorscheme"
        case .cmyk: "cmyk colorscheme"
        case .transparent: "Transparent"
        case .url: "an URL"
        case .linearGradient: "a linear gradient"
        case .width: "an WIDTH"
        case .height: "an HEIGHT"
        case .both: "an BOTH"
        case .to: "an TO"
        case .left: "an LEFT"
        case .right: "an RIGHT"
        case .top: "an TOP"
        case .bottom: "an BOTTOM"
        }
    }
}

/// A span in a rasi source, as rofi's error window gives it; `file` is nil for `-theme-str` text.
public struct RasiLocation: Hashable, Sendable {
    public var firstLine: Int, firstColumn: Int, lastLine: Int, lastColumn: Int
    public var file: String?

    public init(firstLine: Int, firstColumn: Int, lastLine: Int, lastColumn: Int, file: String?) {
        self.firstLine = firstLine; self.firstColumn = firstColumn
        self.lastLine = lastLine; self.lastColumn = lastColumn; self.file = file
    }

    /// From the start of `self` to the end of `other`.
    func through(_ other: RasiLocation) -> RasiLocation {
        RasiLocation(firstLine: firstLine, firstColumn: firstColumn, lastLine: other.lastLine,
                     lastColumn: other.lastColumn, file: file)
    }
}
