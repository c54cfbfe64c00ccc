// TOMLParser+Values: the right-hand side of `key = value` — strings, numbers, arrays, inline tables.

extension TOMLParser {
    /// One value, starting at the current byte.
    mutating func value() throws(ConfigError) -> TOMLNode {
        let at = line
        guard let c = peek else { throw fail("expected a value, got the end of the file") }
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            if starts(with: "\"\"\"") || starts(with: "'''") { throw fail("multi-line strings are not supported") }
            return TOMLNode(value: .string(try singleLineString()), line: at)
        case UInt8(ascii: "["):
            return TOMLNode(value: .array(try array()), line: at)
        case UInt8(ascii: "{"):
            return TOMLNode(value: .table(try inlineTable()), line: at)
        case 0x0A, 0x0D, UInt8(ascii: "#"):
            throw fail("expected a value, got the end of the line")
        default:
            return TOMLNode(value: try bareValue(), line: at)
        }
    }

    // MARK: - Strings

    /// `"basic"` (with escapes) or `'literal'`, on one line.
    mutating func singleLineString() throws(ConfigError) -> String {
        let quote = bytes[position]
        position += 1
        var out: [UInt8] = []
        while true {
            guard let c = peek, c != 0x0A, c != 0x0D else { throw fail("unterminated string") }
            position += 1
            if c == quote { return String(decoding: out, as: UTF8.self) }
            if (c < 0x20 && c != 0x09) || c == 0x7F { throw fail("control character in a string (use an escape)") }
            if c == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
                out += try escape()
            } else {
                out.append(c)
            }
        }
    }

    /// The bytes an escape after `\` stands for.
    mutating func escape() throws(ConfigError) -> [UInt8] {
        guard let c = peek else { throw fail("unterminated string") }
        position += 1
        switch c {
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "e"): return [0x1B]
        case UInt8(ascii: "\""): return [UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): return [UInt8(ascii: "\\")]
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let n = c == UInt8(ascii: "u") ? 4 : 8
            guard position + n <= bytes.count else { throw fail("bad escape: \\\(Character(Unicode.Scalar(c)))") }
            let hex = String(decoding: bytes[position..<position + n], as: UTF8.self)
            guard hex.allSatisfy(\.isHexDigit), let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
                throw fail("bad escape: \\\(Character(Unicode.Scalar(c)))\(hex)")
            }
            position += n
            return Array(String(Character(scalar)).utf8)
        default:
            throw fail("bad escape: \\\(Character(Unicode.Scalar(c)))")
        }
    }

    // MARK: - Arrays and inline tables

    /// `[a, b, …]`, across lines, with comments and a trailing comma.
    mutating func array() throws(ConfigError) -> [TOMLNode] {
        position += 1
        var items: [TOMLNode] = []
        while true {
            try skipBlankLines()
            if peek == UInt8(ascii: "]") { position += 1; return items }
            items.append(try value())
            try skipBlankLines()
            if peek == UInt8(ascii: ",") { position += 1; continue }
            if peek == UInt8(ascii: "]") { position += 1; return items }
            throw fail("expected \",\" or \"]\" in an array, got \(shownHere)")
        }
    }

    /// `{ a = 1, b.c = "x" }`, on one line.
    mutating func inlineTable() throws(ConfigError) -> TOMLTable {
        position += 1
        var table = TOMLTable(origin: .dotted)
        let outer = context
        defer { context = outer }
        skipSpaces()
        if peek == UInt8(ascii: "}") { position += 1; table.freeze(); return table }
        while true {
            skipSpaces()
            context = outer
            let keyLine = line
            let path = try key()
            context = path.reduce(outer) { KeyPath.join($0, $1) }
            try expect("=", "after a key")
            skipSpaces()
            let node = try value()
            do {
                try table.setValue(node, at: path, shown: outer)
            } catch {
                throw ConfigError(file: file, line: keyLine, keyPath: error.keyPath, message: error.message)
            }
            skipSpaces()
            context = outer
            if peek == UInt8(ascii: ",") { position += 1; continue }
            if peek == UInt8(ascii: "}") { position += 1; table.freeze(); return table }
            throw fail("expected \",\" or \"}\" in an inline table, got \(shownHere)")
        }
    }

    // MARK: - Booleans and numbers

    /// `true`, `false`, an integer or a float: the word up to the next delimiter.
    mutating func bareValue() throws(ConfigError) -> TOMLValue {
        let start = position
        while let c = peek, !Self.isDelimiter(c) { position += 1 }
        let word = String(decoding: bytes[start..<position], as: UTF8.self)
        if word == "true" { return .bool(true) }
        if word == "false" { return .bool(false) }
        if let n = Self.integer(word) { return .integer(n) }
        if let d = Self.float(word) { return .float(d) }
        position = start
        guard let first = word.unicodeScalars.first else { throw fail("expected a value, got \(shownHere)") }
        if first.properties.isAlphabetic && !["inf", "nan"].contains(word) {
            throw fail("expected a value, got \(word) (strings need quotes)")
        }
        if word.count >= 8, word.contains(":") || word.dropFirst(4).first == "-" {
            throw fail("dates and times are not supported: \(word)")
        }
        throw fail("expected a value, got \(word)")
    }

    /// `42`, `-17`, `1_000`, `0xff`, `0o17`, `0b101`; nil for anything else or an overflow.
    static func integer(_ word: String) -> Int64? {
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where word.hasPrefix(prefix) {
            let digits = word.dropFirst(2)
            guard let plain = withoutUnderscores(digits, isDigit: { $0.isHexDigit }) else { return nil }
            return Int64(plain, radix: radix)
        }
        var digits = Substring(word)
        var sign = ""
        if let f = digits.first, f == "+" || f == "-" { sign = f == "-" ? "-" : ""; digits = digits.dropFirst() }
        guard let plain = withoutUnderscores(digits, isDigit: { $0.isASCII && $0.isNumber }),
              plain == "0" || !plain.hasPrefix("0") else { return nil }
        return Int64(sign + plain)
    }

    /// `3.14`, `-0.5`, `1e6`, `6.02e+23`, `inf`, `nan`, with underscores between digits.
    static func float(_ word: String) -> Double? {
        var body = Substring(word)
        var negative = false
        if let f = body.first, f == "+" || f == "-" { negative = f == "-"; body = body.dropFirst() }
        if body == "inf" { return negative ? -Double.infinity : Double.infinity }
        if body == "nan" { return Double.nan }
        let mantissaEnd = body.firstIndex { $0 == "e" || $0 == "E" } ?? body.endIndex
        let mantissa = body[..<mantissaEnd]
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
        guard parts.count <= 2, let whole = withoutUnderscores(parts[0], isDigit: isDigit),
              whole == "0" || !whole.hasPrefix("0") else { return nil }
        var text = whole
        if parts.count == 2 {
            guard let fraction = withoutUnderscores(parts[1], isDigit: isDigit) else { return nil }
            text += "." + fraction
        }
        if mantissaEnd < body.endIndex {
            var exponent = body[body.index(after: mantissaEnd)...]
            var expSign = ""
            if let f = exponent.first, f == "+" || f == "-" { expSign = String(f); exponent = exponent.dropFirst() }
            guard let e = withoutUnderscores(exponent, isDigit: isDigit) else { return nil }
            text += "e" + expSign + e
        } else if parts.count < 2 {
            return nil // an integer, or not a number
        }
        guard let d = Double(text) else { return nil }
        return negative ? -d : d
    }

    /// The digits with the underscores taken out, when each underscore stands between two
    /// digits; nil when empty or malformed.
    static func withoutUnderscores(_ s: Substring, isDigit: (Character) -> Bool) -> String? {
        var out = ""
        var previousWasDigit = false
        for c in s {
            if c == "_" {
                guard previousWasDigit else { return nil }
                previousWasDigit = false
            } else {
                guard isDigit(c) else { return nil }
                out.append(c)
                previousWasDigit = true
            }
        }
        return previousWasDigit ? out : nil
    }
}
