// TOMLParser: a strict TOML 1.0 subset — headers, keys, comments — that keeps line numbers.
//
// Supported: `[table]`, `[[array.of.tables]]`, bare, quoted and dotted keys, basic and literal
// strings, integers (decimal, 0x, 0o, 0b), floats, booleans, arrays, inline tables and
// comments. Refused with a message: multi-line strings, dates and times.

struct TOMLParser {
    let bytes: [UInt8]
    let file: String
    var position = 0
    var line = 1
    /// Key path of the value being parsed, for messages.
    var context = ""

    init(text: String, file: String) {
        var b = Array(text.utf8)
        if b.starts(with: [0xEF, 0xBB, 0xBF]) { b.removeFirst(3) }
        bytes = b
        self.file = file
    }

    /// Parses a whole document.
    static func parse(_ text: String, file: String) throws(ConfigError) -> TOMLTable {
        var p = TOMLParser(text: text, file: file)
        return try p.document()
    }

    mutating func document() throws(ConfigError) -> TOMLTable {
        var root = TOMLTable(origin: .header)
        var current: [String] = []
        var currentShown = ""
        while true {
            try skipBlankLines()
            guard let c = peek else { break }
            if c == UInt8(ascii: "[") {
                let headerLine = line
                position += 1
                let isArray = peek == UInt8(ascii: "[")
                if isArray { position += 1 }
                skipSpaces()
                context = ""
                let path = try key()
                try expect("]", "after the table name")
                if isArray { try expect("]", "after the table name") }
                do {
                    currentShown = isArray ? try root.appendTable(path, line: headerLine)
                                           : try root.defineTable(path, line: headerLine)
                } catch {
                    throw ConfigError(file: file, line: headerLine, keyPath: error.keyPath, message: error.message)
                }
                current = path
            } else {
                let keyLine = line
                context = currentShown
                let path = try key()
                context = path.reduce(currentShown) { KeyPath.join($0, $1) }
                try expect("=", "after a key")
                skipSpaces()
                let node = try value()
                do {
                    try root.withTable(at: current[...], shown: "", creating: .implicit, line: keyLine,
                                       throughArrays: true) { (t: inout TOMLTable, shown: String) throws(TOMLFailure) in
                        try t.setValue(node, at: path, shown: shown)
                    }
                } catch {
                    throw ConfigError(file: file, line: keyLine, keyPath: error.keyPath, message: error.message)
                }
            }
            try endOfLine()
        }
        return root
    }

    // MARK: - Keys

    /// A bare, quoted or dotted key, with spaces around the dots. Leaves trailing spaces skipped.
    mutating func key() throws(ConfigError) -> [String] {
        var parts: [String] = []
        while true {
            guard let c = peek else { throw fail("expected a key, got the end of the file") }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                if starts(with: c == UInt8(ascii: "\"") ? "\"\"\"" : "'''") {
                    throw fail("a key cannot be a multi-line string")
                }
                parts.append(try singleLineString())
            } else if Self.isBareKey(c) {
                let start = position
                while let d = peek, Self.isBareKey(d) { position += 1 }
                parts.append(String(decoding: bytes[start..<position], as: UTF8.self))
            } else {
                throw fail("expected a key, got \(shownHere)")
            }
            skipSpaces()
            guard peek == UInt8(ascii: ".") else { return parts }
            position += 1
            skipSpaces()
        }
    }

    static func isBareKey(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x2d || c == 0x5f
    }

    // MARK: - Whitespace, comments, line ends

    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    func starts(with text: String) -> Bool {
        bytes[position...].starts(with: text.utf8)
    }

    mutating func skipSpaces() {
        while let c = peek, c == 0x20 || c == 0x09 { position += 1 }
    }

    /// Skips a comment up to (not including) its line end.
    mutating func skipComment() throws(ConfigError) {
        guard peek == UInt8(ascii: "#") else { return }
        while let c = peek, c != 0x0A, c != 0x0D {
            if (c < 0x20 && c != 0x09) || c == 0x7F { throw fail("control character in a comment") }
            position += 1
        }
    }

    /// Consumes one line end (LF or CRLF); false when there is none here.
    mutating func newline() throws(ConfigError) -> Bool {
        if peek == 0x0A { position += 1; line += 1; return true }
        if peek == 0x0D {
            guard position + 1 < bytes.count, bytes[position + 1] == 0x0A else { throw fail("carriage return without a line feed") }
            position += 2; line += 1
            return true
        }
        return false
    }

    /// Spaces, comments and line ends, as between statements or array elements.
    mutating func skipBlankLines() throws(ConfigError) {
        repeat {
            skipSpaces()
            try skipComment()
        } while try newline()
    }

    /// After a statement: spaces, an optional comment, then a line end or the end of the file.
    mutating func endOfLine() throws(ConfigError) {
        skipSpaces()
        try skipComment()
        guard peek != nil else { return }
        guard try newline() else { throw fail("expected the end of the line, got \(shownHere)") }
    }

    mutating func expect(_ char: Character, _ why: String) throws(ConfigError) {
        skipSpaces()
        guard let a = char.asciiValue, peek == a else { throw fail("expected \"\(char)\" \(why), got \(shownHere)") }
        position += 1
    }

    // MARK: - Errors

    /// What stands at the current position, for messages: the rest of the word, or a name.
    var shownHere: String {
        guard let c = peek else { return "the end of the file" }
        if c == 0x0A || c == 0x0D { return "the end of the line" }
        var end = position
        while end < bytes.count, end - position < 40, !Self.isDelimiter(bytes[end]) { end += 1 }
        if end == position { end += 1 }
        return String(decoding: bytes[position..<end], as: UTF8.self)
    }

    /// Bytes that end a bare value or a word in a message.
    static func isDelimiter(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == UInt8(ascii: ",") || c == UInt8(ascii: "]")
            || c == UInt8(ascii: "}") || c == UInt8(ascii: "#") || c == UInt8(ascii: "=")
    }

    func fail(_ message: String) -> ConfigError {
        ConfigError(file: file, line: line, keyPath: context.isEmpty ? nil : context, message: message)
    }
}
