// PickToken: one space-separated word of a pick menu's typed text and the test it puts to a
// row, as rofi 1.7.3's helper_tokenize reads it: a leading "-" (rofi only) negates the word;
// "prefix" wants the word at a word start (`\b`), "glob" turns `*` into any run and `?` into
// one non-space character (nothing else is special), "regex" is a regular expression compiled
// by the program's `PickPatternCompiler` (which makes one that does not compile its literal
// text, as rofi escapes it then; without a compiler a regex word is plain text).

/// A word of the typed text and how it matches. Plain data, so that the matcher's loop over
/// rows copies no references: a glob's pieces and a compiled pattern stay in `PickTokens`.
struct PickToken {
    enum Test {
        /// The word's bytes somewhere in the row.
        case substring
        /// The word's bytes where a word starts: the character before is not a word character
        /// when the word's first is one, and is one when it is not (`\b`).
        case wordPrefix
        /// The word's bytes in order, others between (rofi "fuzzy", dmenu -F).
        case fuzzy
        /// Literal runs and `?` between `*`s, found in order.
        case glob
        /// A compiled `PickPattern` searched in the row's text.
        case regex
    }

    /// The word in the query, after a negating "-".
    let range: Range<Int>
    /// The row matches when the test fails (rofi's `matching-negate-char`).
    let negated: Bool
    let test: Test
    /// Whether appending to this word can only take rows away, so the rows a shorter text
    /// matched are all the longer one can match. Not so for a negated word ("-a" → "-ab"
    /// lets "a" rows back) or a regex ("a" → "a|b"; `^[b` → `^[b]`, where the shorter one did
    /// not compile and matched as text).
    let narrowsWhenExtended: Bool
}

enum GlobElement: Equatable {
    case byte(UInt8)
    /// `?`: one character that is not white space (rofi makes it `\S`).
    case nonSpace
}

/// The words of a typed text, split at spaces, with what their tests need.
struct PickTokens {
    let words: [PickToken]
    /// The words' ranges when every one is a plain substring (dmenu's and rofi's default, no
    /// negation): the matcher's fast loop, as tight as before there were other tests.
    let substrings: [Range<Int>]?
    /// By word: a glob's pieces, a compiled pattern (nil for the other tests).
    private let globs: [[[GlobElement]]]
    private let patterns: [PickPattern?]

    /// The words of `query` (already case-folded where the matching folds); `compile` gives a
    /// regex word's pattern (nil: the word is plain text).
    init(_ query: [UInt8], matching: PickMatching, negation: UInt8?, compile: ([UInt8]) -> PickPattern? = { _ in nil }) {
        var words: [PickToken] = [], globs: [[[GlobElement]]] = [], patterns: [PickPattern?] = []
        var i = 0
        while i < query.count {
            while i < query.count && query[i] == 32 { i += 1 }
            var start = i
            while i < query.count && query[i] != 32 { i += 1 }
            guard i > start else { continue }
            let negated = negation != nil && query[start] == negation
            if negated { start += 1 }
            let word = query[start..<i]
            var test = PickToken.Test.substring
            var glob: [[GlobElement]] = []
            var pattern: PickPattern?
            switch matching {
            case .substring: break
            case .prefix: test = .wordPrefix
            case .fuzzy: test = .fuzzy
            case .glob:
                test = .glob
                glob = word.split(separator: UInt8(ascii: "*"), omittingEmptySubsequences: true)
                    .map { $0.map { $0 == UInt8(ascii: "?") ? .nonSpace : .byte($0) } }
            case .regex:
                pattern = compile(Array(word))
                if pattern != nil { test = .regex }
            }
            words.append(PickToken(range: start..<i, negated: negated, test: test,
                                   narrowsWhenExtended: !negated && matching != .regex))
            globs.append(glob)
            patterns.append(pattern)
        }
        self.words = words
        substrings = words.allSatisfy { $0.test == .substring && !$0.negated } ? words.map(\.range) : nil
        self.globs = globs
        self.patterns = patterns
    }

    /// Whether the row text `r` of `hay` passes word `k`'s test (before negation).
    @inline(__always)
    func found(_ k: Int, in hay: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, query q: UnsafeBufferPointer<UInt8>) -> Bool {
        let t = words[k]
        if t.range.isEmpty {
            return true  // "-" alone: rofi's empty pattern matches every row (so, negated, none)
        }
        switch t.test {
        case .substring: return PickMatcher.contains(hay, r, q, t.range)
        case .fuzzy: return PickMatcher.subsequence(hay, r, q, t.range)
        case .wordPrefix: return PickTokens.atWordStart(hay, r, q, t.range)
        case .glob: return PickTokens.glob(globs[k], in: hay, r)
        case .regex:
            return patterns[k]?.matches(UnsafeBufferPointer(rebasing: hay[r])) ?? false
        }
    }

    /// `\bWORD`: the word somewhere in `r` where a word boundary lies before it.
    static func atWordStart(_ hay: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, _ q: UnsafeBufferPointer<UInt8>,
                            _ t: Range<Int>) -> Bool {
        let firstIsWord = isWordCharacter(at: t.lowerBound, in: q)
        var i = r.lowerBound
        while i + t.count <= r.upperBound {
            guard let p = PickRows.find(q[t.lowerBound], in: hay, from: i, to: r.upperBound - t.count + 1) else { return false }
            if isWordCharacter(before: p, from: r.lowerBound, in: hay) != firstIsWord
                && PickMatcher.hasPrefix(hay, p..<r.upperBound, q, t) {
                return true
            }
            i = p + 1
        }
        return false
    }

    /// Glob pieces found one after another, each as early as it can be (a piece has one
    /// length wherever it matches, so the earliest leaves the most room for the rest).
    static func glob(_ pieces: [[GlobElement]], in hay: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Bool {
        var from = r.lowerBound
        for piece in pieces {
            var found: Int?
            var p = from
            while p < r.upperBound {
                if let end = match(piece, in: hay, at: p, end: r.upperBound) { found = end; break }
                p += 1
            }
            guard let end = found else { return false }
            from = end
        }
        return true
    }

    /// Where `piece` ends when it matches at `p`, or nil.
    private static func match(_ piece: [GlobElement], in hay: UnsafeBufferPointer<UInt8>, at p: Int, end: Int) -> Int? {
        var i = p
        for e in piece {
            guard i < end else { return nil }
            switch e {
            case .byte(let b):
                guard hay[i] == b else { return nil }
                i += 1
            case .nonSpace:
                let (scalar, length) = decode(hay, at: i, end: end)
                if scalar?.properties.isWhitespace == true { return nil }
                i += length
            }
        }
        return i
    }

    /// PCRE's `\w` with Unicode properties: letters, digits and numbers, and `_`.
    static func isWord(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII {
            let v = s.value
            return (v >= 48 && v <= 57) || (v >= 65 && v <= 90) || (v >= 97 && v <= 122) || v == 95
        }
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    private static func isWordCharacter(at i: Int, in buf: UnsafeBufferPointer<UInt8>) -> Bool {
        decode(buf, at: i, end: buf.count).scalar.map(isWord) ?? false
    }

    /// Whether the character ending just before `i` is a word character (false at `start`).
    private static func isWordCharacter(before i: Int, from start: Int, in buf: UnsafeBufferPointer<UInt8>) -> Bool {
        guard i > start else { return false }
        var lead = i - 1
        while lead > start && i - lead < 4 && buf[lead] & 0xC0 == 0x80 { lead -= 1 }
        let (scalar, length) = decode(buf, at: lead, end: i)
        return lead + length == i && scalar.map(isWord) == true
    }

    /// The UTF-8 scalar at `i` and its length; an invalid byte is one unknown character.
    static func decode(_ buf: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> (scalar: Unicode.Scalar?, length: Int) {
        let b = buf[i]
        if b < 0x80 { return (Unicode.Scalar(b), 1) }
        let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
        guard length > 1, i + length <= end else { return (nil, 1) }
        var v = UInt32(b) & (0x7F >> length)
        for k in 1..<length {
            let c = buf[i + k]
            guard c & 0xC0 == 0x80 else { return (nil, 1) }
            v = v << 6 | UInt32(c & 0x3F)
        }
        return (Unicode.Scalar(v), length)
    }
}
