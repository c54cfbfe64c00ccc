// MarkupToken: one step through Pango markup (a tag, an entity, or a character of text),
// so that text can be cut or broken without landing inside a tag or an entity.

struct MarkupToken {
    enum Kind { case tag, entity, text }
    var kind: Kind
    /// Scalars it takes.
    var length: Int

    /// A tag ends within this many scalars of its `<`, or the `<` is text.
    static let maxTag = 1024
    /// An entity's name or number is at most this long (`&#x10FFFF;`, `&quot;`).
    static let maxEntity = 10

    /// The token that starts at `text[i]` (scalars or characters).
    static func at<E: Comparable & ExpressibleByUnicodeScalarLiteral>(_ text: [E], _ i: Int) -> MarkupToken {
        let c = text[i]
        if c == "<" {
            var j = i + 1
            while j < text.count, j - i <= maxTag, text[j] != ">", text[j] != "<" { j += 1 }
            if j < text.count, j - i <= maxTag, text[j] == ">" { return MarkupToken(kind: .tag, length: j - i + 1) }
        } else if c == "&" {
            var j = i + 1
            while j < text.count, j - i <= maxEntity + 1, text[j] == "#" || ("0"..."9").contains(text[j])
                || ("a"..."z").contains(text[j]) || ("A"..."Z").contains(text[j]) { j += 1 }
            if j < text.count, j > i + 1, text[j] == ";" { return MarkupToken(kind: .entity, length: j - i + 1) }
        }
        return MarkupToken(kind: .text, length: 1)
    }

    /// Keeps `open` (the names of the elements open) up to date past `tag` (`<b>`, `</b>`,
    /// `<span …>`, `<br/>`).
    func track(_ tag: ArraySlice<Unicode.Scalar>, open: inout [Substring]) {
        let inner = String(String.UnicodeScalarView(tag.dropFirst().dropLast()))
        if inner.hasPrefix("/") {
            let name = inner.dropFirst().prefix { !$0.isWhitespace }
            if open.last == name { open.removeLast() }
        } else if !inner.hasSuffix("/") {
            let name = inner.prefix { !$0.isWhitespace }
            if !name.isEmpty { open.append(name) }
        }
    }
}
