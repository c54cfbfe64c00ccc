// PickMatcher: which rows of a pick menu match the typed text, and in what order. dmenu's
// rules by default (tokens split at spaces, each a substring; exact matches first, then
// prefixes, then the rest); rofi's prefix, fuzzy, glob and regex on request, and its "-word"
// negation (`PickToken`); a regex word is compiled once by the given `PickPatternCompiler`.
// Incremental: typing one more character filters only the rows the
// shorter text matched, where that cannot let rows back; BackSpace reuses the last result.

/// How typed text matches a row.
public enum PickMatching: String, CaseIterable, Hashable, Sendable {
    /// Every space-separated token is a substring of the row (dmenu, rofi "normal").
    case substring
    /// Every token starts a word of the row (rofi "prefix": `\bTOKEN`).
    case prefix
    /// The characters of every token appear in the row in order (rofi "fuzzy", dmenu -F).
    case fuzzy
    /// Every token is a glob: `*` any run, `?` one non-space character (rofi "glob").
    case glob
    /// Every token is a regular expression found in the row (rofi "regex", compiled by a
    /// `PickPatternCompiler`); one that does not compile matches as plain text.
    case regex
}

/// Filters `PickRows` as the typed text changes.
public struct PickMatcher {
    public let rows: PickRows
    public let matching: PickMatching
    public let caseInsensitive: Bool
    /// dmenu's order: rows equal to the text, then rows starting with its first token, then
    /// the others. Without it, matches keep the input order (rofi).
    public let ranksExactAndPrefix: Bool
    /// The byte that negates a token at its start (rofi's `-`); nil for none (dmenu).
    public let negation: UInt8?
    /// rofi -sort: the matches ranked against the typed text (`PickSorter`) instead.
    public let sort: PickSortMethod?
    /// Rows that can never match (rofi `nonselectable`) are still listed; this only filters.
    /// The text rows are matched against, ASCII letters folded when case-insensitive (a regex
    /// folds case itself, over all of Unicode, so it is given the input as it is).
    private let haystack: [UInt8]
    private let folds: Bool

    /// Earlier results, shortest text first: text typed onto one of them filters its
    /// matches only. Bounded so that a long query on a huge input cannot pile up copies.
    /// `ranks`: false when no row can be an exact or prefix match (dmenu's order is then the
    /// input order, and `rank` is not run over tens of thousands of matches).
    private var history: [(query: [UInt8], matches: [Int32], ranks: Bool)] = []
    private static let historyLimit = 24
    /// Compiles regex words; nil: they match as plain text.
    private let patterns: PickPatternCompiler?
    /// Each regex word typed, compiled once (typing "ab" after "a" compiles only "ab"; BackSpace
    /// compiles nothing). Emptied when full.
    private var compiled: [[UInt8]: PickPattern?] = [:]
    private static let compiledLimit = 64

    public init(rows: PickRows, matching: PickMatching = .substring, caseInsensitive: Bool = false,
                ranksExactAndPrefix: Bool = true, matchesMeta: Bool = false, negation: UInt8? = nil,
                sort: PickSortMethod? = nil, patterns: PickPatternCompiler? = nil) {
        self.patterns = patterns
        self.rows = rows
        self.sort = sort
        self.matching = matching
        self.caseInsensitive = caseInsensitive
        self.ranksExactAndPrefix = ranksExactAndPrefix
        self.negation = negation
        let folds = caseInsensitive && matching != .regex
        self.folds = folds
        haystack = folds ? rows.bytes.map(PickMatcher.fold) : rows.bytes
        var metas: [Range<Int32>] = []
        if matchesMeta && rows.hasOptions {
            // Where each row's words lie in the input, which `haystack` folds as it folds the rows':
            // no copy of them, and no row's other options read.
            metas = (0..<rows.count).map { i in rows.optionRange(i, key: "meta").map { Int32($0.lowerBound)..<Int32($0.upperBound) } ?? 0..<0 }
            if metas.allSatisfy(\.isEmpty) { metas = [] }
        }
        self.metas = metas
    }

    /// rofi's `meta` row option, by row (empty when none has one): where in `haystack` a row's
    /// meta words lie; a token found there counts as found in the row (a negated token must be in neither).
    private let metas: [Range<Int32>]

    @inline(__always) static func fold(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }

    /// The rows matching `text`, in display order (indices into `rows`).
    public mutating func filter(_ text: [UInt8]) -> [Int32] {
        let query = folds ? text.map(PickMatcher.fold) : text
        while let last = history.last, !query.starts(with: last.query) { history.removeLast() }
        let matches: [Int32], ranks: Bool
        if let last = history.last, last.query == query {
            (matches, ranks) = (last.matches, last.ranks)
        } else {
            let base = history.last { narrows(from: $0.query, to: query) }
            (matches, ranks) = narrow(base?.matches, to: query, tokens: compiledTokens(of: query))
            if !query.isEmpty {
                if history.count >= PickMatcher.historyLimit { history.remove(at: history.count / 2) }
                history.append((query, matches, ranks))
            }
        }
        if let sort {
            return PickSorter.sorted(matches, rows: rows, text: text, method: sort, caseSensitive: !caseInsensitive)
        }
        return ranksExactAndPrefix && ranks ? rank(matches, query: query) : matches
    }

    /// Whether every row `query` matches is among those its prefix `shorter` matched: true
    /// unless `query` extends `shorter`'s last token and that token can widen (`PickToken`).
    private func narrows(from shorter: [UInt8], to query: [UInt8]) -> Bool {
        guard let end = shorter.last, end != 32, shorter.count < query.count, query[shorter.count] != 32 else { return true }
        guard let last = tokens(of: shorter).words.last else { return true }
        return last.narrowsWhenExtended
    }

    /// Whether row `i` matches `text` (for tests and for one-off checks).
    public mutating func matches(row i: Int, text: [UInt8]) -> Bool {
        let query = folds ? text.map(PickMatcher.fold) : text
        let tokens = compiledTokens(of: query)
        return haystack.withUnsafeBufferPointer { hay in
            query.withUnsafeBufferPointer { q in matchesRow(i, hay: hay, query: q, tokens: tokens) }
        }
    }

    /// The words of `query` and their ranges, for what needs no compiled pattern.
    private func tokens(of query: [UInt8]) -> PickTokens {
        PickTokens(query, matching: matching, negation: negation)
    }

    /// The words of `query` with their patterns, each word compiled once.
    private mutating func compiledTokens(of query: [UInt8]) -> PickTokens {
        guard matching == .regex, let patterns else { return tokens(of: query) }
        let caseInsensitive = caseInsensitive
        var compiled: [[UInt8]: PickPattern?] = [:]
        swap(&compiled, &self.compiled)  // no copy of the dictionary while it grows
        let tokens = PickTokens(query, matching: matching, negation: negation) { word in
            if let known = compiled[word] { return known }
            if compiled.count >= PickMatcher.compiledLimit { compiled.removeAll() }
            let pattern = patterns.compile(word, caseInsensitive: caseInsensitive)
            compiled[word] = pattern
            return pattern
        }
        self.compiled = compiled
        return tokens
    }

    /// The rows of `candidates` (all rows when nil) that match `query`, in input order, and
    /// whether `rank` may reorder them: not when the query is one word that starts no row.
    private func narrow(_ candidates: [Int32]?, to query: [UInt8], tokens: PickTokens) -> (matches: [Int32], ranks: Bool) {
        if tokens.words.isEmpty { return (candidates ?? (0..<Int32(rows.count)).map { $0 }, true) }
        var out: [Int32] = []
        var ranks = true
        haystack.withUnsafeBufferPointer { hay in
            query.withUnsafeBufferPointer { q in
                var from = candidates
                let plain = tokens.words.filter { !$0.negated && !$0.range.isEmpty }
                if from == nil, matching == .substring, metas.isEmpty, let longest = plain.max(by: { $0.range.count < $1.range.count }) {
                    // From all rows: one pass over the whole input for the longest token.
                    var startsARow = true
                    let found = rows.rows(containing: UnsafeBufferPointer(rebasing: q[longest.range]), in: hay,
                                          startsARow: &startsARow)
                    if tokens.words.count == 1 {
                        // The word is the whole query (no spaces around it): an exact or prefix
                        // match would start a row with it.
                        ranks = startsARow || longest.range != 0..<q.count
                        out = found
                        return
                    }
                    from = found
                }
                if let from {
                    for i in from where matchesRow(Int(i), hay: hay, query: q, tokens: tokens) { out.append(i) }
                } else {
                    for i in 0..<rows.count where matchesRow(i, hay: hay, query: q, tokens: tokens) { out.append(Int32(i)) }
                }
            }
        }
        return (out, ranks)
    }

    private func matchesRow(_ i: Int, hay: UnsafeBufferPointer<UInt8>, query: UnsafeBufferPointer<UInt8>,
                            tokens: PickTokens) -> Bool {
        let r = rows.textRange(i)
        if metas.isEmpty, let ranges = tokens.substrings {
            for t in ranges where !PickMatcher.contains(hay, r, query, t) { return false }
            return true
        }
        let meta = metas.isEmpty ? 0..<0 : Int(metas[i].lowerBound)..<Int(metas[i].upperBound)
        for k in 0..<tokens.words.count {
            var found = tokens.found(k, in: hay, r, query: query)
            if !found, !meta.isEmpty { found = tokens.found(k, in: hay, meta, query: query) }
            if found == tokens.words[k].negated { return false }
        }
        return true
    }

    @inline(__always)
    static func hasPrefix(_ hay: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, _ q: UnsafeBufferPointer<UInt8>,
                          _ t: Range<Int>) -> Bool {
        guard r.count >= t.count else { return false }
        var k = 0
        while k < t.count {
            if hay[r.lowerBound + k] != q[t.lowerBound + k] { return false }
            k += 1
        }
        return true
    }

    @inline(__always)
    static func contains(_ hay: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, _ q: UnsafeBufferPointer<UInt8>,
                         _ t: Range<Int>) -> Bool {
        let m = t.count
        guard r.count >= m else { return false }
        let first = q[t.lowerBound]
        var i = r.lowerBound
        while let p = PickRows.find(first, in: hay, from: i, to: r.upperBound - m + 1) {
            var k = 1
            while k < m && hay[p + k] == q[t.lowerBound + k] { k += 1 }
            if k == m { return true }
            i = p + 1
        }
        return false
    }

    @inline(__always)
    static func subsequence(_ hay: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, _ q: UnsafeBufferPointer<UInt8>,
                            _ t: Range<Int>) -> Bool {
        var k = t.lowerBound
        var i = r.lowerBound
        while k < t.upperBound && i < r.upperBound {
            if hay[i] == q[k] { k += 1 }
            i += 1
        }
        return k == t.upperBound
    }

    /// dmenu's order: exact matches, then rows starting with the first token, then the rest,
    /// each group in input order.
    private func rank(_ matches: [Int32], query: [UInt8]) -> [Int32] {
        guard let first = tokens(of: query).words.first?.range else { return matches }
        var exact: [Int32] = [], prefix: [Int32] = [], rest: [Int32] = []
        rest.reserveCapacity(matches.count)
        haystack.withUnsafeBufferPointer { hay in
            query.withUnsafeBufferPointer { q in
                for i in matches {
                    let r = rows.textRange(Int(i))
                    if r.count == q.count && PickMatcher.hasPrefix(hay, r, q, 0..<q.count) {
                        exact.append(i)
                    } else if PickMatcher.hasPrefix(hay, r, q, first) {
                        prefix.append(i)
                    } else {
                        rest.append(i)
                    }
                }
            }
        }
        if exact.isEmpty && prefix.isEmpty { return rest }
        return exact + prefix + rest
    }
}
