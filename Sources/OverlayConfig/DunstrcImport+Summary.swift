// DunstrcImport+Summary: the import's last lines: every setting of the dunstrc, one line each,
// carried, approximated or left, with why, so nothing of it is lost silently. Comments, so the output
// stays a TOML file.

extension DunstrcImport.Writer {
    enum Outcome: String { case carried, approximated, left }

    /// What became of `e`, a setting of `section`, and why when it was not carried whole.
    func outcome(_ e: Dunstrc.Entry, in section: String) -> (Outcome, String?) {
        if let v = verdicts[e.line] { return (v.approximated ? .approximated : .left, v.why) }
        if let why = approximation(e, in: section) { return (.approximated, why) }
        return (.carried, nil)
    }

    /// Settings carried without a comment but not as dunst draws them.
    func approximation(_ e: Dunstrc.Entry, in section: String) -> String? {
        guard section == "global" else { return nil }
        switch e.key {
        case "icon_theme" where e.value.contains(","):
            return "overlayd looks in the first theme only (and in hicolor)"
        case "width" where isRange(e.value):
            return "the text decides the width between min-width and max-width; dunst's is one frame wider"
        default:
            return nil
        }
    }

    mutating func summary() {
        var rows: [(Outcome, String)] = []
        for section in file.sections {
            for e in section.entries {
                let (kind, why) = outcome(e, in: section.name)
                rows.append((kind, "[\(section.name)] \(e.key) = \(e.raw)" + (why.map { ": " + $0 } ?? "")))
            }
        }
        guard !rows.isEmpty else { return }
        let count = { (k: Outcome) in rows.filter { $0.0 == k }.count }
        lines += ["", "# Summary: \(rows.count) settings of the dunstrc: \(count(.carried)) carried, "
                    + "\(count(.approximated)) approximated, \(count(.left)) left."]
        for (kind, text) in rows {
            lines.append("#   " + kind.rawValue + String(repeating: " ", count: 13 - kind.rawValue.count) + text)
        }
    }
}
