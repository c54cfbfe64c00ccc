// Arguments: a cursor over a request's words, with `--name value` and `--name=value` options.

struct Arguments {
    struct Option { var name: String; var inlineValue: String? }

    private var words: [String]
    private var index = 0
    /// Positionals met while scanning for options, handed out by `positional()`.
    private var pending: [String] = []

    init(_ words: [String]) { self.words = words }

    var remaining: [String] { pending + Array(words[index...]) }

    /// The next `--option`, stashing positionals on the way; nil at the end.
    mutating func nextOption() -> Option? {
        while index < words.count {
            let w = words[index]
            index += 1
            if w == "--" {
                // The end of options: the rest are positionals (menu items like `---`).
                pending += words[index...]
                index = words.count
                return nil
            }
            if w.hasPrefix("--"), w.count > 2 {
                if let eq = w.firstIndex(of: "=") {
                    return Option(name: String(w[..<eq]), inlineValue: String(w[w.index(after: eq)...]))
                }
                return Option(name: w, inlineValue: nil)
            }
            pending.append(w)
        }
        return nil
    }

    mutating func value(for option: Option) throws(UsageError) -> String {
        if let v = option.inlineValue { return v }
        guard index < words.count else { throw UsageError("\(option.name): missing value") }
        index += 1
        return words[index - 1]
    }

    func noValue(for option: Option) throws(UsageError) {
        if option.inlineValue != nil { throw UsageError("\(option.name) takes no value") }
    }

    /// Whether `name` is among the remaining words (and takes it out).
    mutating func flag(_ name: String) -> Bool {
        if let i = words[index...].firstIndex(of: name) { words.remove(at: i); return true }
        return false
    }

    /// Every word left (after options were taken), as positionals.
    mutating func takeAll() -> [String] {
        let all = remaining
        pending.removeAll()
        index = words.count
        return all
    }

    /// The next positional word.
    mutating func positional() -> String? {
        if !pending.isEmpty { return pending.removeFirst() }
        guard index < words.count, !words[index].hasPrefix("--") else { return nil }
        index += 1
        return words[index - 1]
    }
}
