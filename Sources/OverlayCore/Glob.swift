// Glob: shell-style wildcard matching (`*`, `?`, `[abc]`, `[!a-z]`) for window titles and rules.

public enum Glob {
    /// Whether `text` matches `pattern` as a whole, like fnmatch(3) without flags.
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern.unicodeScalars), t = Array(text.unicodeScalars)
        var pi = 0, ti = 0
        var starP = -1, starT = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "*" {
                starP = pi; starT = ti; pi += 1
                continue
            }
            if pi < p.count, let (ok, next) = single(p, pi, t[ti]), ok {
                pi = next; ti += 1
                continue
            }
            guard starP >= 0 else { return false }
            pi = starP + 1
            starT += 1
            ti = starT
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// Matches one pattern element at `i` against `c`: returns whether it matched and where
    /// the next element starts; nil when the element is `*`.
    private static func single(_ p: [Unicode.Scalar], _ i: Int, _ c: Unicode.Scalar) -> (Bool, Int)? {
        switch p[i] {
        case "?": return (true, i + 1)
        case "\\" where i + 1 < p.count: return (p[i + 1] == c, i + 2)
        case "[":
            var j = i + 1
            var negate = false
            if j < p.count, p[j] == "!" || p[j] == "^" { negate = true; j += 1 }
            var matched = false
            var first = true
            while j < p.count, p[j] != "]" || first {
                first = false
                if j + 2 < p.count, p[j + 1] == "-", p[j + 2] != "]" {
                    if p[j].value <= c.value && c.value <= p[j + 2].value { matched = true }
                    j += 3
                } else {
                    if p[j] == c { matched = true }
                    j += 1
                }
            }
            guard j < p.count else { return (p[i] == c, i + 1) } // no closing ]: a literal [
            return (matched != negate, j + 1)
        default: return (p[i] == c, i + 1)
        }
    }
}
