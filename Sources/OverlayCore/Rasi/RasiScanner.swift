// RasiScanner: cuts rasi text into tokens as rofi 1.7.3's flex lexer does, state by state, with its
// line and column counting, `${NAME}` and `env()` read from the environment, and `@import` spliced in.

/// Which of the lexer's start states the parser is in; each takes different words.
enum RasiScanMode: Sendable {
    /// Top level: selectors, `*`, `@import`, `@theme`, `@media`, `configuration`.
    case initial
    /// After `#`, a name or a `@media` value's parenthesis: selector words and separators.
    case nameString
    /// After `*` or `configuration`: only the opening brace.
    case defaults
    /// Inside braces: property names.
    case section
    /// A property's value.
    case properties
    /// Inside `[ … ]`.
    case array
    /// Inside `var(`: a name, `,` or `)`.
    case variable
    /// Inside `env(`: a name (its value spliced in when set), `,` or `)`.
    case environmentVariable
    /// After `@media`: the opening parenthesis or the opening brace.
    case media
    /// Inside `@media ( … )`.
    case mediaContent
}

/// What the scanner asks of its surroundings: the environment and the files `@import` names.
struct RasiScanContext {
    var environment: [String: String]
    /// Finds and reads an imported file: the name as written and the importing file (nil for a
    /// string); returns the opened path and its text, or the message rofi's error window shows.
    var include: (String, String?) -> Result<(path: String, text: String), RasiLoadFailure>
}

struct RasiScanner {
    private struct Source {
        var bytes: [UInt8]
        var position = 0
        var line = 1, column = 1
        var file: String?
        /// The location to go back to in the source below when this one ends.
        var resume: (line: Int, column: Int)? = nil
        /// Environment text ends by popping back into the state it was spliced in.
        var isEnvironment = false
    }

    private var sources: [Source]
    private var firstLine = 1, firstColumn = 1
    private let context: RasiScanContext
    /// Imports that could not be opened: rofi goes on parsing and shows them in its error window.
    private(set) var failures: [RasiLoadFailure] = []
    /// The files read, in order, for `rofi -help`'s list and for watching them.
    private(set) var filesRead: [String] = []

    init(text: String, file: String?, context: RasiScanContext) {
        sources = [Source(bytes: Array(text.utf8), file: file)]
        self.context = context
    }

    private var current: Source {
        get { sources[sources.count - 1] }
        set { sources[sources.count - 1] = newValue }
    }

    private func peekByte(_ offset: Int = 0) -> UInt8? {
        let s = sources[sources.count - 1]
        let i = s.position + offset
        return i < s.bytes.count ? s.bytes[i] : nil
    }

    private mutating func advance(_ count: Int) {
        current.position += count
        current.column += count
    }

    private mutating func newline(_ length: Int) {
        current.position += length
        current.column = 1
        current.line += 1
    }

    private mutating func markStart() {
        firstLine = current.line; firstColumn = current.column
    }

    private func location() -> RasiLocation {
        RasiLocation(firstLine: firstLine, firstColumn: firstColumn, lastLine: current.line,
                     lastColumn: current.column, file: current.file)
    }

    private func token(_ kind: RasiToken.Kind) -> RasiToken { RasiToken(kind: kind, location: location()) }

    /// The next token in `mode`. Blanks, newlines and comments are skipped in every state.
    mutating func next(_ mode: RasiScanMode) -> RasiToken {
        markStart()
        while true {
            guard let byte = peekByte() else {
                // Spliced environment text ends back in the value it was read for; an imported
                // file ends only at the top level, as rofi's lexer has its end-of-file rule there.
                if sources.count > 1, mode == .initial || current.isEnvironment {
                    let ended = sources.removeLast()
                    if let resume = ended.resume { current.line = resume.line; current.column = resume.column }
                    markStart()
                    continue
                }
                return token(.end)
            }
            if byte == UInt8(ascii: "\n") { newline(1); continue }
            if byte == UInt8(ascii: "\r"), peekByte(1) == UInt8(ascii: "\n") { newline(2); continue }
            if byte == UInt8(ascii: "/"), peekByte(1) == UInt8(ascii: "/") { skipLineComment(); markStart(); continue }
            if byte == UInt8(ascii: "/"), peekByte(1) == UInt8(ascii: "*") { skipBlockComment(); markStart(); continue }
            // Blanks separate names in a selector; everywhere else they are skipped.
            if isBlank(byte), mode != .nameString { advance(1); continue }
            break
        }
        switch mode {
        case .initial: return scanInitial()
        case .nameString: return scanNameString()
        case .defaults: return scanDefaults()
        case .section: return scanSection()
        case .properties: return scanValue(inArray: false)
        case .array: return scanValue(inArray: true)
        case .variable: return scanVariable()
        case .environmentVariable: return scanEnvironmentVariable()
        case .media: return scanMedia()
        case .mediaContent: return scanMediaContent()
        }
    }

    // MARK: comments

    private mutating func skipLineComment() {
        advance(2)
        while let b = peekByte() {
            if b == UInt8(ascii: "\n") { newline(1); return }
            advance(1)
        }
    }

    /// Nested, as rofi's lexer counts them.
    private mutating func skipBlockComment() {
        advance(2)
        var depth = 1
        var previous: UInt8 = 0
        while depth > 0, let b = peekByte() {
            if b == UInt8(ascii: "\n") { newline(1); previous = 0; continue }
            advance(1)
            if b == UInt8(ascii: "*"), previous == UInt8(ascii: "/") { depth += 1; previous = 0; continue }
            if b == UInt8(ascii: "/"), previous == UInt8(ascii: "*") { depth -= 1; previous = 0; continue }
            previous = b
        }
    }

    // MARK: states

    private mutating func scanInitial() -> RasiToken {
        guard let b = peekByte() else { return token(.end) }
        if startsWith("@import") {
            advance(7)
            if let failure = include(resetting: false) { return failure }
            return next(.initial)
        }
        if startsWith("@theme") {
            advance(6)
            if let failure = include(resetting: true) { return failure }
            return RasiToken(kind: .resetTheme, location: location())
        }
        if startsWith("@media") { advance(6); return token(.media) }
        if b == UInt8(ascii: "*") { advance(1); return token(.defaults) }
        if b == UInt8(ascii: "#") { advance(1); return token(.namePrefix) }
        if b == UInt8(ascii: "}") { advance(1); return token(.braceClose) }
        if isAlpha(b) {
            let word = wordLength(from: 0, allowDash: true, allowUnderscore: false)
            let text = string(at: 0, length: word)
            advance(word)
            if text.lowercased() == "configuration" { return token(.configuration) }
            return token(.nameElement(text))
        }
        advance(utf8Length(b))
        return token(.error(.file))
    }

    /// `@import`/`@theme`: blanks, then `"name"`; the file is spliced in after the token.
    private mutating func include(resetting: Bool) -> RasiToken? {
        while let b = peekByte(), isBlank(b) { advance(1) }
        guard peekByte() == UInt8(ascii: "\"") else {
            if let b = peekByte() { advance(utf8Length(b)) }
            return token(.error(.include))
        }
        var end = 1
        while let b = peekByte(end), b != UInt8(ascii: "\""), b != UInt8(ascii: "\n") { end += 1 }
        guard peekByte(end) == UInt8(ascii: "\"") else { advance(1); return token(.error(.include)) }
        let name = string(at: 1, length: end - 1)
        advance(end + 1)
        let resume = (line: current.line, column: current.column)
        if name.lowercased() == "default" {
            sources.append(Source(bytes: Array(RasiDefaultTheme.text.utf8), file: nil, resume: resume))
            return nil
        }
        switch context.include(name, current.file) {
        case let .success(found):
            filesRead.append(found.path)
            sources.append(Source(bytes: Array(found.text.utf8), file: found.path, resume: resume))
        case let .failure(failure):
            failures.append(failure)
        }
        _ = resetting
        return nil
    }

    private mutating func scanNameString() -> RasiToken {
        guard let b = peekByte() else { return token(.end) }
        if b == UInt8(ascii: "{") { advance(1); return token(.braceOpen) }
        if b == UInt8(ascii: ".") || isBlank(b) { advance(1); return token(.nameSeparator) }
        if b == UInt8(ascii: ",") {
            advance(1)
            while let c = peekByte(), isBlank(c) { advance(1) }
            return token(.selectorSeparator)
        }
        if isAlpha(b) {
            let n = wordLength(from: 0, allowDash: true, allowUnderscore: false)
            let text = string(at: 0, length: n)
            advance(n)
            return token(.nameElement(text))
        }
        advance(utf8Length(b))
        return token(.error(.nameString))
    }

    private mutating func scanDefaults() -> RasiToken {
        guard let b = peekByte() else { return token(.end) }
        if b == UInt8(ascii: "{") { advance(1); return token(.braceOpen) }
        advance(utf8Length(b))
        return token(.error(.defaults))
    }

    private mutating func scanSection() -> RasiToken {
        guard let b = peekByte() else { return token(.end) }
        if b == UInt8(ascii: "}") { advance(1); return token(.braceClose) }
        if b == UInt8(ascii: "{") { advance(1); return token(.braceOpen) }
        if b == UInt8(ascii: ":") { advance(1); return token(.propertySeparator) }
        if isAlnum(b) || b == UInt8(ascii: "-") {
            var n = 0
            while let c = peekByte(n), isAlnum(c) || c == UInt8(ascii: "-") { n += 1 }
            let text = string(at: 0, length: n)
            advance(n)
            // rofi's lexer reads the name `color` as `text-color`.
            return token(.propertyName(text == "color" ? "text-color" : text))
        }
        advance(utf8Length(b))
        return token(.error(.section))
    }

    private mutating func scanVariable() -> RasiToken {
        guard let b = peekByte() else { return token(.end) }
        if b == UInt8(ascii: "(") { advance(1); return token(.parenLeft) }
        if b == UInt8(ascii: ")") { advance(1); return token(.parenRight) }
        if b == UInt8(ascii: ",") { advance(1); return token(.comma) }
        if isAlpha(b) {
            let n = wordLength(from: 0, allowDash: true, allowUnderscore: false)
            let text = string(at: 0, length: n)
            advance(n)
            return token(.element(text))
        }
        advance(utf8Length(b))
        return token(.error(.property))
    }

    /// `env(NAME`: the name; the parser reads a set variable's value as property text.
    private mutating func scanEnvironmentVariable() -> RasiToken {
        guard let b = peekByte() else { return token(.end) }
        if b == UInt8(ascii: "(") { advance(1); return token(.parenLeft) }
        if b == UInt8(ascii: ")") { advance(1); return token(.parenRight) }
        if b == UInt8(ascii: ",") { advance(1); return token(.comma) }
        if isAlpha(b) || b == UInt8(ascii: "_") {
            let n = wordLength(from: 0, allowDash: false, allowUnderscore: true)
            let name = string(at: 0, length: n)
            advance(n)
            return token(.element(name))
        }
        advance(utf8Length(b))
        return token(.error(.property))
    }

    private mutating func spliceEnvironment(_ value: String) {
        let resume = (line: current.line, column: current.column)
        sources.append(Source(bytes: Array(value.utf8), file: nil, resume: resume, isEnvironment: true))
    }

    private mutating func scanMedia() -> RasiToken {
        guard let b = peekByte() else { return token(.end) }
        if b == UInt8(ascii: "(") { advance(1); return token(.parenLeft) }
        if b == UInt8(ascii: "{") { advance(1); return token(.braceOpen) }
        advance(utf8Length(b))
        return token(.error(.file))
    }

    private mutating func scanMediaContent() -> RasiToken {
        guard let b = peekByte() else { return token(.end) }
        if b == UInt8(ascii: ":") { advance(1); return token(.propertySeparator) }
        if b == UInt8(ascii: ")") { advance(1); return token(.parenRight) }
        if let number = scanNumber() { return number }
        if isAlpha(b) || b == UInt8(ascii: "-") {
            var n = 0
            while let c = peekByte(n), isAlpha(c) || c == UInt8(ascii: "-") { n += 1 }
            let text = string(at: 0, length: n)
            advance(n)
            // A unit rule comes before the name rule in rofi's lexer, so `px` alone is the unit.
            switch text {
            case "px": return token(.word(.px))
            case "mm": return token(.word(.mm))
            default: return token(.string(text))
            }
        }
        advance(utf8Length(b))
        return token(.error(.file))
    }

    // MARK: values

    private mutating func scanValue(inArray: Bool) -> RasiToken {
        guard let b = peekByte() else { return token(.end) }
        if !inArray, b == UInt8(ascii: ";") { return advanced(1, .propertyClose) }
        if let number = scanNumber() { return number }
        if b == UInt8(ascii: "\"") { return scanString(inArray: inArray) }
        if b == UInt8(ascii: "'"), let character = scanCharacter() { return character }
        if b == UInt8(ascii: "@"), let c = peekByte(1), isAlnum(c) || c == UInt8(ascii: "-") {
            var n = 1
            while let c = peekByte(n), isAlnum(c) || c == UInt8(ascii: "-") { n += 1 }
            let name = string(at: 1, length: n - 1)
            return advanced(n, .link(name))
        }
        if b == UInt8(ascii: "$"), peekByte(1) == UInt8(ascii: "{"), let c = peekByte(2), isAlpha(c) || c == UInt8(ascii: "_") {
            var n = 2
            while let c = peekByte(n), isAlnum(c) || c == UInt8(ascii: "_") { n += 1 }
            if peekByte(n) == UInt8(ascii: "}") {
                let name = string(at: 2, length: n - 2)
                advance(n + 1)
                if let value = context.environment[name] { spliceEnvironment(value) }
                return next(inArray ? .array : .properties)
            }
        }
        if !inArray, b == UInt8(ascii: "#"), let color = scanHexColor() { return color }
        if !inArray, startsWith("argb:") {
            var n = 0
            while n < 8, let c = peekByte(5 + n), isHex(c) { n += 1 }
            if n == 8 {
                let c = hexValues(from: 5, count: 8)
                return advanced(13, .color(Color(red: c[1], green: c[2], blue: c[3], alpha: c[0])))
            }
            if n == 7 { return advanced(12, .error(.argb)) }
        }
        switch b {
        case UInt8(ascii: "+"): return advanced(1, .word(.add))
        case UInt8(ascii: "-"): return advanced(1, .word(.subtract))
        case UInt8(ascii: "*"): return advanced(1, .word(.multiply))
        case UInt8(ascii: "%"): return advanced(1, .percent)
        case UInt8(ascii: ","): return advanced(1, .comma)
        case UInt8(ascii: "/"): return advanced(1, .slash)
        default: break
        }
        if !inArray {
            switch b {
            case UInt8(ascii: "("): return advanced(1, .parenLeft)
            case UInt8(ascii: ")"): return advanced(1, .parenRight)
            case UInt8(ascii: "["): return advanced(1, .listOpen)
            default: break
            }
        } else if b == UInt8(ascii: "]") {
            return advanced(1, .listClose)
        }
        if isAlpha(b), let word = scanWord(inArray: inArray) { return word }
        advance(utf8Length(b))
        return token(.error(.property))
    }

    private mutating func advanced(_ count: Int, _ kind: RasiToken.Kind) -> RasiToken {
        advance(count)
        return token(kind)
    }

    /// `[-+]?digits(.digits)?`, an integer or a double.
    private mutating func scanNumber() -> RasiToken? {
        var n = 0
        if let b = peekByte(), b == UInt8(ascii: "-") || b == UInt8(ascii: "+") { n = 1 }
        let digitsStart = n
        while let c = peekByte(n), isDigit(c) { n += 1 }
        guard n > digitsStart else { return nil }
        if peekByte(n) == UInt8(ascii: "."), let c = peekByte(n + 1), isDigit(c) {
            n += 1
            while let c = peekByte(n), isDigit(c) { n += 1 }
            let text = string(at: 0, length: n)
            return advanced(n, .double(Double(text) ?? 0))
        }
        let text = string(at: 0, length: n)
        // g_ascii_strtoll saturates; rofi then casts to int.
        let value = Int(text) ?? (text.hasPrefix("-") ? Int(Int64.min) : Int(Int64.max))
        return advanced(n, .integer(Int(truncatingIfNeeded: Int32(truncatingIfNeeded: value))))
    }

    /// A quoted string runs to the last `"` on its line (flex's longest match), inside a list to the next one.
    private mutating func scanString(inArray: Bool) -> RasiToken {
        var n = 1, closing: Int?
        while let c = peekByte(n), c != UInt8(ascii: "\n") {
            if c == UInt8(ascii: "\"") { closing = n; if inArray { break } }
            n += 1
        }
        guard let end = closing else { return advanced(1, .error(.property)) }
        let raw = Array(sources[sources.count - 1].bytes[(current.position + 1)..<(current.position + end)])
        return advanced(end + 1, .string(RasiEscapes.compress(raw)))
    }

    private mutating func scanCharacter() -> RasiToken? {
        if let c = peekByte(1), c != UInt8(ascii: "\\"), c != UInt8(ascii: "\n"), c < 0x80, peekByte(2) == UInt8(ascii: "'") {
            return advanced(3, .character(Character(Unicode.Scalar(c))))
        }
        if peekByte(1) == UInt8(ascii: "\\"), let c = peekByte(2),
           c == UInt8(ascii: "\\") || c == UInt8(ascii: "'") || c == UInt8(ascii: "0"), peekByte(3) == UInt8(ascii: "'") {
            return advanced(4, .character(c == UInt8(ascii: "0") ? "\0" : Character(Unicode.Scalar(c))))
        }
        return nil
    }

    private mutating func scanHexColor() -> RasiToken? {
        var n = 0
        while n < 8, let c = peekByte(1 + n), isHex(c) { n += 1 }
        let v = hexValues(from: 1, count: n)
        switch n {
        case 8: return advanced(9, .color(Color(red: v[0], green: v[1], blue: v[2], alpha: v[3])))
        case 6, 7: return advanced(7, .color(Color(red: v[0], green: v[1], blue: v[2])))
        case 4, 5:
            let s = shortHex(4)
            return advanced(5, .color(Color(red: s[0], green: s[1], blue: s[2], alpha: s[3])))
        case 3:
            let s = shortHex(3)
            return advanced(4, .color(Color(red: s[0], green: s[1], blue: s[2])))
        default: return nil
        }
    }

    private func hexValues(from offset: Int, count: Int) -> [Double] {
        stride(from: 0, to: count - 1, by: 2).map { i in
            Double(hexDigit(peekByte(offset + i) ?? 0) * 16 + hexDigit(peekByte(offset + i + 1) ?? 0)) / 255
        }
    }

    /// `#rgb`/`#rgba`: each digit doubled.
    private func shortHex(_ count: Int) -> [Double] {
        (0..<count).map { Double(hexDigit(peekByte(1 + $0) ?? 0) * 17) / 255 }
    }

    /// A keyword, a colour name or (in a list) an element name, chosen as flex chooses: the longest
    /// match, a tie to the rule listed first. rofi's colour-name rule rejects a word that names no
    /// colour, and flex then tries each shorter length; every rejected try still adds its length to
    /// the column count, so the spans rofi reports after such a word are wider, and so are ours.
    private mutating func scanWord(inArray: Bool) -> RasiToken? {
        var alpha = 0
        while let c = peekByte(alpha), isAlpha(c) { alpha += 1 }
        let element = inArray ? wordLength(from: 0, allowDash: true, allowUnderscore: false) : 0
        var keywordAt: [Int: RasiToken.Kind] = [:]
        if startsWith("true") { keywordAt[4] = .boolean(true) }
        if startsWith("false") { keywordAt[5] = .boolean(false) }
        for keyword in RasiKeywords.all where (!inArray || keyword.inArray) && startsWithCaseInsensitive(keyword.spelling) {
            let n = keyword.spelling.utf8.count
            if keywordAt[n] == nil { keywordAt[n] = keyword.kind }
        }
        let longest = max(alpha, element, keywordAt.keys.max() ?? 0)
        var rejected = 0
        for n in stride(from: longest, through: 1, by: -1) {
            if let kind = keywordAt[n] { return advancedRejecting(n, rejected, kind) }
            if n <= alpha {
                let word = string(at: 0, length: n)
                if let color = RasiNamedColors.color(named: word) { return advancedRejecting(n, rejected, .colorName(color)) }
                rejected += n
            }
            if n == element { return advancedRejecting(n, rejected, .element(string(at: 0, length: n))) }
        }
        return advancedRejecting(utf8Length(peekByte() ?? 0), rejected, .error(.property))
    }

    private mutating func advancedRejecting(_ count: Int, _ rejected: Int, _ kind: RasiToken.Kind) -> RasiToken {
        current.column += rejected
        return advanced(count, kind)
    }

    // MARK: bytes

    private func startsWith(_ literal: String) -> Bool {
        var i = 0
        for b in literal.utf8 { if peekByte(i) != b { return false }; i += 1 }
        return true
    }

    private func startsWithCaseInsensitive(_ literal: String) -> Bool {
        var i = 0
        for b in literal.utf8 {
            guard let c = peekByte(i), lower(c) == b else { return false }
            i += 1
        }
        return true
    }

    private func string(at offset: Int, length: Int) -> String {
        let s = sources[sources.count - 1]
        let start = s.position + offset
        return String(decoding: s.bytes[start..<min(start + length, s.bytes.count)], as: UTF8.self)
    }

    private func wordLength(from offset: Int, allowDash: Bool, allowUnderscore: Bool) -> Int {
        var n = offset + 1
        while let c = peekByte(n), isAlnum(c) || (allowDash && c == UInt8(ascii: "-")) || (allowUnderscore && c == UInt8(ascii: "_")) { n += 1 }
        return n - offset
    }
}

private func isBlank(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") }
private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
private func isAlpha(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
private func isAlnum(_ b: UInt8) -> Bool { isAlpha(b) || isDigit(b) }
private func isHex(_ b: UInt8) -> Bool { isDigit(b) || ((b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "f")) }
private func lower(_ b: UInt8) -> UInt8 { isAlpha(b) ? b | 0x20 : b }
private func hexDigit(_ b: UInt8) -> Int { isDigit(b) ? Int(b - UInt8(ascii: "0")) : Int(lower(b) - UInt8(ascii: "a")) + 10 }
/// A stray byte is taken with the rest of its UTF-8 sequence, as one error token.
private func utf8Length(_ b: UInt8) -> Int { b < 0xc0 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4 }
