// ArgvReader: one pass over a command line the option table cannot read (dmenu's and rofi's
// single-dash flags, the `pick` request's words, `prompt`'s, overlayd's own): the word at
// hand, the value after it, and a look at the next word for the programs that let an unknown
// flag or an optional FILE take it. Each program keeps its own quirks in its own switch; this
// only moves along the words, so none of them counts indices again.

public struct ArgvReader {
    private let words: [String]
    /// The word `next()` last gave; -1 before the first.
    private var index = -1

    public init(_ words: [String]) { self.words = words }

    /// Moves to the next word and gives it; nil once the words are used up.
    public mutating func next() -> String? {
        guard index + 1 < words.count else { index = words.count; return nil }
        index += 1
        return words[index]
    }

    /// Whether the word at hand is the last one (an option there has no value to take).
    public var atLast: Bool { index + 1 >= words.count }

    /// Takes the word after the one at hand as its value, whatever it looks like (a value may
    /// start with a dash: `-p -x`); nil when there is none.
    public mutating func value() -> String? {
        guard index + 1 < words.count else { return nil }
        index += 1
        return words[index]
    }

    /// Takes the word after the one at hand as its value, or throws `missing` when there is none.
    public mutating func value(or missing: @autoclosure () -> UsageError) throws(UsageError) -> String {
        guard let v = value() else { throw missing() }
        return v
    }

    /// Takes the word after the one at hand only when `accepts` says it is a value (not the next
    /// flag): an unknown flag's word, an optional FILE. Otherwise leaves it for `next()`.
    public mutating func value(if accepts: (String) -> Bool) -> String? {
        guard index + 1 < words.count, accepts(words[index + 1]) else { return nil }
        return value()
    }
}
