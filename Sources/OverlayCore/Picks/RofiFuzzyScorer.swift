// RofiFuzzyScorer: rofi 1.7.3's fzf-like score of a typed text against a row (helper.c,
// rofi_scorer_fuzzy_evaluate), ported step for step, quirks included (the first cell of a
// pattern character's row reads the previous row's last cells), so -sort -sorting-method fzf
// ranks rows exactly as rofi does.

enum RofiFuzzyScorer {
    /// Rows longer than this (in characters) are not scored: they rank last.
    static let maxLength = 256
    static let minScore = Int(Int32.min) / 2
    static let leadingGap = -4
    static let gap = -5
    static let wordStart = 50
    static let nonWord = 40
    static let camel = wordStart + gap - 1
    static let consecutive = wordStart + gap

    enum CharClass { case lower, upper, digit, nonWord }

    static func charClass(_ c: Unicode.Scalar) -> CharClass {
        switch c.properties.generalCategory {
        case .lowercaseLetter: .lower
        case .uppercaseLetter: .upper
        case .decimalNumber: .digit
        default: .nonWord
        }
    }

    static func score(after prev: CharClass, _ cur: CharClass) -> Int {
        if prev == .nonWord && cur != .nonWord { return wordStart }
        if (prev == .lower && cur == .upper) || (prev != .digit && cur == .digit) { return camel }
        if cur == .nonWord { return nonWord }
        return 0
    }

    /// GLib's g_unichar_isspace.
    static func isSpace(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "\t", "\n", "\r", "\u{0C}": return true
        default:
            switch c.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }

    /// The negated best alignment score: smaller is better, as rofi sorts.
    static func distance(_ pattern: [Unicode.Scalar], _ str: [Unicode.Scalar], caseSensitive: Bool) -> Int {
        let slen = str.count
        if slen > maxLength { return -minScore }
        let folded = caseSensitive ? str : str.map(PickSorter.lower)
        var score = [Int](repeating: 0, count: slen)
        var dp = [Int](repeating: minScore, count: slen)
        var prev = CharClass.nonWord
        for si in 0..<slen {
            let cur = charClass(str[si])
            score[si] = self.score(after: prev, cur)
            prev = cur
        }
        var pfirst = true, pstart = true
        var uleft = 0, ulefts = 0
        for p in pattern {
            if isSpace(p) { pstart = true; continue }
            let pc = caseSensitive ? p : PickSorter.lower(p)
            var lefts = minScore
            for si in 0..<slen {
                let left = dp[si]
                lefts = max(lefts + gap, left)
                if pc == folded[si] {
                    let t = score[si] * (pstart ? 2 : 1)
                    dp[si] = pfirst ? leadingGap * si + t : max(uleft + consecutive, ulefts + t)
                } else {
                    dp[si] = minScore
                }
                uleft = left
                ulefts = lefts
            }
            pfirst = false
            pstart = false
        }
        var lefts = minScore
        for si in 0..<slen { lefts = max(lefts + gap, dp[si]) }
        return -lefts
    }
}
