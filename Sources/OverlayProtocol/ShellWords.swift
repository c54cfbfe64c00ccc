// ShellWords: splits a request line into words the way a POSIX shell does (quotes and
// backslashes, no expansion), and quotes words back so that splitting round-trips.
// Dollar-single-quotes (`$'a\nb'`, POSIX.1-2024) carry newlines inside one line.

public enum ShellWords {
    public enum SplitError: Error, Equatable, CustomStringConvertible {
        case unterminatedQuote(Character)
        case trailingBackslash
        public var description: String {
            switch self {
            case .unterminatedQuote(let q): return "unterminated \(q) quote"
            case .trailingBackslash: return "line ends in a backslash"
            }
        }
    }

    public static func split(_ line: String) throws(SplitError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var it = PeekingIterator(line)
        while let c = it.next() {
            switch c {
            case " ", "\t", "\n", "\r":
                if inWord { words.append(current); current = ""; inWord = false }
            case "'":
                inWord = true
                var closed = false
                while let d = it.next() {
                    if d == "'" { closed = true; break }
                    current.unicodeScalars.append(d)
                }
                if !closed { throw .unterminatedQuote("'") }
            case "\"":
                inWord = true
                var closed = false
                while let d = it.next() {
                    if d == "\"" { closed = true; break }
                    if d == "\\" {
                        guard let e = it.next() else { throw .unterminatedQuote("\"") }
                        // Inside double quotes a backslash only escapes these (POSIX 2.2.3).
                        if e == "\n" { continue }
                        if !"$`\"\\".unicodeScalars.contains(e) { current.append("\\") }
                        current.unicodeScalars.append(e)
                        continue
                    }
                    current.unicodeScalars.append(d)
                }
                if !closed { throw .unterminatedQuote("\"") }
            case "$" where it.peek() == "'":
                _ = it.next()
                inWord = true
                try readDollarQuoted(&it, into: &current)
            case "\\":
                guard let e = it.next() else { throw .trailingBackslash }
                if e == "\n" { continue }
                inWord = true
                current.unicodeScalars.append(e)
            default:
                inWord = true
                current.unicodeScalars.append(c)
            }
        }
        if inWord { words.append(current) }
        return words
    }

    /// One word, quoted so that `split` gives it back unchanged. Words with control
    /// characters use `$'…'`, so a request always stays on one line.
    public static func quote(_ word: String) -> String {
        if !word.isEmpty, word.unicodeScalars.allSatisfy({ safe.contains($0) }) { return word }
        if word.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f }) {
            var out = "$'"
            for u in word.unicodeScalars {
                switch u {
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                case "\r": out += "\\r"
                case "\\": out += "\\\\"
                case "'": out += "\\'"
                default:
                    if u.value < 0x20 || u.value == 0x7f {
                        let hex = String(u.value, radix: 16)
                        out += "\\x" + (hex.count < 2 ? "0" : "") + hex
                    } else {
                        out.unicodeScalars.append(u)
                    }
                }
            }
            return out + "'"
        }
        return "'" + word.replacingAll("'", with: "'\\''") + "'"
    }

    /// The body of `$'…'` after the opening quote: backslash escapes as in POSIX.1-2024.
    private static func readDollarQuoted(_ it: inout PeekingIterator, into current: inout String) throws(SplitError) {
        while let d = it.next() {
            if d == "'" { return }
            guard d == "\\" else { current.unicodeScalars.append(d); continue }
            guard let e = it.next() else { break }
            switch e {
            case "n": current.append("\n")
            case "t": current.append("\t")
            case "r": current.append("\r")
            case "a": current.append("\u{07}")
            case "b": current.append("\u{08}")
            case "e", "E": current.append("\u{1b}")
            case "f": current.append("\u{0c}")
            case "v": current.append("\u{0b}")
            case "x":
                var hex = ""
                while hex.count < 2, let h = it.peek(), h.properties.isASCIIHexDigit {
                    hex.unicodeScalars.append(h); _ = it.next()
                }
                if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { current.unicodeScalars.append(u) }
                else { current.append("\\x") }
            default: current.unicodeScalars.append(e)
            }
        }
        throw .unterminatedQuote("'")
    }

    /// A whole argument list as one request line (without the newline).
    public static func join(_ words: [String]) -> String {
        words.map(quote).joined(separator: " ")
    }

    private static let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=,@%+".unicodeScalars)
}

extension String {
    /// Works on scalars, so a quote followed by a combining mark is still replaced.
    func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var out = ""
        for c in unicodeScalars {
            if c == target { out += replacement } else { out.unicodeScalars.append(c) }
        }
        return out
    }
}

/// A Unicode-scalar iterator that can look one ahead. Scalars, not Characters: a
/// combining mark after a blank or a quote would otherwise fuse with it into one
/// grapheme and hide it from the splitter (and "\r\n" is a single Character).
struct PeekingIterator {
    private var base: String.UnicodeScalarView.Iterator
    private var lookahead: Unicode.Scalar?
    init(_ s: String) { base = s.unicodeScalars.makeIterator() }
    mutating func next() -> Unicode.Scalar? {
        if let c = lookahead { lookahead = nil; return c }
        return base.next()
    }
    mutating func peek() -> Unicode.Scalar? {
        if lookahead == nil { lookahead = base.next() }
        return lookahead
    }
}
