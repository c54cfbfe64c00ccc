// NotificationMarkup: a notification body's markup subset (spec 1.2) turned into safe Pango markup.

/// A hyperlink found in a body (`<a href="…">text</a>`).
public struct NotificationLink: Sendable, Equatable {
    /// The target exactly as the client wrote it (entities decoded). Not validated: whoever
    /// opens it asks `LinkSchemes.opens` first.
    public var href: String
    /// The link's visible text.
    public var text: String
    /// A link to `href` showing `text`.
    public init(href: String, text: String) { self.href = href; self.text = text }
}

/// A body, sanitized. The specification's subset is kept: `<b>`, `<i>`, `<u>` as they are,
/// `<a href>` as underlined text when its scheme is one overlayd opens (`LinkSchemes`; Pango has
/// no links; the targets are in `links`), as plain text otherwise, and
/// `<img>` replaced by its `alt` text. Every other `<`, `>` and `&` is escaped, so
/// `<script>` shows literally. Entities `&amp; &lt; &gt; &quot; &apos;` and numeric
/// references to characters XML allows are kept; control characters other than newline
/// and tab are dropped; `\r\n` and `\r` become `\n`. Unclosed elements are closed at the end,
/// unmatched closing tags are dropped, so the result always parses as Pango markup.
///
/// Size caps, so that a hostile body cannot fill the screen: at most `maxCharacters`
/// Unicode scalars of visible text and `maxLines` lines (text beyond either is cut and
/// `…` appended, `truncated` is set); input past `maxInputScalars` (markup included) is
/// not read; elements nest at most `maxDepth` deep (deeper tags are dropped).
public struct NotificationMarkup: Sendable, Equatable {
    /// Pango markup.
    public var markup: String
    /// The visible text, entities decoded: what rules match and history shows.
    public var plainText: String
    /// The body's links, in order.
    public var links: [NotificationLink]
    /// Whether a cap cut the body.
    public var truncated: Bool

    /// Visible Unicode scalars kept (entities count as one).
    public static let maxCharacters = 10_000
    /// Lines kept (`\n`, U+0085, U+2028 and U+2029 start one).
    public static let maxLines = 200
    /// Scalars of input read, markup included.
    public static let maxInputScalars = 65_536
    /// Elements open at once.
    public static let maxDepth = 16

    /// The body as Pango markup; see the type's documentation for what is kept.
    public static func sanitize(_ body: String, linkSchemes: LinkSchemes = .standard) -> String {
        parse(body, linkSchemes: linkSchemes).markup
    }

    /// Sanitizes a body, also returning its plain text and links (all of them: `linkSchemes`
    /// only decides which are underlined).
    public static func parse(_ body: String, linkSchemes: LinkSchemes = .standard) -> NotificationMarkup {
        var p = MarkupParser(Array(body.unicodeScalars.prefix(maxInputScalars + 1)), linkSchemes: linkSchemes)
        p.run()
        return NotificationMarkup(markup: p.out, plainText: p.text, links: p.links, truncated: p.truncated)
    }

    /// Escapes plain text (a summary, an action label) for use inside Pango markup.
    public static func escape(_ text: String) -> String {
        var out = ""
        for s in text.unicodeScalars { MarkupParser.appendEscaped(s, to: &out) }
        return out
    }
}

/// One pass over the body's scalars, writing markup, text and links as it goes.
private struct MarkupParser {
    let input: [Unicode.Scalar]
    let linkSchemes: LinkSchemes
    var i = 0
    var out = ""
    var text = ""
    var links: [NotificationLink] = []
    var truncated = false
    /// Open elements, by input name (`a` is written as `u`; `textLink`, a link not opened, as nothing).
    var stack: [String] = []
    var characters = 0
    var lines = 1
    /// The index in `links` of the open `<a>`, whose text is still being collected.
    var openLink: Int?

    /// The stack's name for an `<a>` whose target is not opened: its text is plain.
    static let textLink = "a "

    init(_ input: [Unicode.Scalar], linkSchemes: LinkSchemes) {
        self.input = input
        self.linkSchemes = linkSchemes
    }

    mutating func run() {
        let end = min(input.count, NotificationMarkup.maxInputScalars)
        while i < end, !truncated {
            let c = input[i]
            if c == "<", let close = tagEnd(from: i), handleTag(input[(i + 1)..<close]) {
                i = close + 1
            } else if c == "&", let (ref, next) = entity(at: i) {
                emit(ref.scalar, markup: ref.markup)
                i = next
            } else if c == "\r" {
                emit("\n")
                i += (i + 1 < end && input[i + 1] == "\n") ? 2 : 1
            } else {
                emit(c)
                i += 1
            }
        }
        if input.count > end { truncated = true }
        if truncated { emit("…") }
        for name in stack.reversed() { out += Self.closingTag(name) }
        stack.removeAll()
    }

    // MARK: text

    /// Writes one visible scalar, enforcing the caps. `markup` is its entity form, if it had one.
    private mutating func emit(_ c: Unicode.Scalar, markup: String? = nil) {
        guard Self.allowedInXML(c) else { return }
        let isBreak = c == "\n" || c == "\u{85}" || c == "\u{2028}" || c == "\u{2029}"
        if c != "…" || !truncated {
            if isBreak { lines += 1 }
            characters += 1
            if characters > NotificationMarkup.maxCharacters || lines > NotificationMarkup.maxLines {
                truncated = true
                return
            }
        }
        if let markup { out += markup } else { Self.appendEscaped(c, to: &out) }
        text.unicodeScalars.append(c)
        if let l = openLink { links[l].text.unicodeScalars.append(c) }
    }

    static func appendEscaped(_ c: Unicode.Scalar, to out: inout String) {
        switch c {
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "&": out += "&amp;"
        default: if allowedInXML(c) { out.unicodeScalars.append(c) }
        }
    }

    /// XML 1.0's Char production: Pango's parser refuses anything else.
    static func allowedInXML(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x9, 0xA: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    // MARK: entities

    /// A well-formed entity or character reference at `start` (which holds `&`).
    private func entity(at start: Int) -> ((scalar: Unicode.Scalar, markup: String), Int)? {
        var j = start + 1
        var name = ""
        while j < input.count, j - start <= 10, input[j] != ";" {
            name.unicodeScalars.append(input[j])
            j += 1
        }
        guard j < input.count, input[j] == ";", let scalar = Self.decodeEntity(name) else { return nil }
        return ((scalar, "&\(name);"), j + 1)
    }

    static func decodeEntity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value: UInt32?
        if digits.hasPrefix("x") || digits.hasPrefix("X") {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = digits.allSatisfy(\.isASCII) ? UInt32(digits) : nil
        }
        guard let v = value, let s = Unicode.Scalar(v), allowedInXML(s) else { return nil }
        return s
    }

    // MARK: tags

    /// The index of the `>` closing a tag that opens at `start`, if one follows before any
    /// other `<` and within 2,048 scalars. A `>` inside a quoted attribute value does not count.
    private func tagEnd(from start: Int) -> Int? {
        var j = start + 1
        var quote: Unicode.Scalar?
        while j < input.count, j - start < 2048 {
            let c = input[j]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                // Quotes open only after `=` (an attribute value); elsewhere they are text.
                if j > start + 1, input[j - 1] == "=" { quote = c }
            } else if c == ">" {
                return j
            }
            if c == "<" { return nil }
            j += 1
        }
        return nil
    }

    /// Handles the inside of `<…>`. Returns false when it is not markup of the subset,
    /// in which case the caller writes the `<` as text.
    private mutating func handleTag(_ inner: ArraySlice<Unicode.Scalar>) -> Bool {
        var body = Substring(String(String.UnicodeScalarView(inner)))
        let closing = body.first == "/"
        if closing { body = body.dropFirst() }
        let nameEnd = body.firstIndex(where: { !$0.isLetter }) ?? body.endIndex
        let name = body[..<nameEnd].lowercased()
        var rest = body[nameEnd...]
        guard ["b", "i", "u", "a", "img"].contains(name) else { return false }
        let selfClosing = rest.last == "/"
        if selfClosing { rest = rest.dropLast() }
        guard rest.isEmpty || rest.first?.isWhitespace == true,
              let attributes = Self.attributes(rest) else { return false }

        if closing {
            guard attributes.isEmpty, !selfClosing else { return false }
            close(name)
            return true
        }
        switch name {
        case "img":
            if let alt = attributes["alt"] { for c in alt.unicodeScalars { emit(c) } }
        case "a":
            // Other attributes (target, title, onclick …) are dropped; a nested link is ignored.
            if !selfClosing, !stack.contains("a"), !stack.contains(Self.textLink), stack.count < NotificationMarkup.maxDepth {
                let opens = attributes["href"].map(linkSchemes.opens) ?? false
                stack.append(opens ? "a" : Self.textLink)
                if opens { out += "<u>" }
                if let href = attributes["href"] {
                    links.append(NotificationLink(href: href, text: ""))
                    openLink = links.count - 1
                }
            }
        default:
            guard attributes.isEmpty else { return false }
            if !selfClosing, stack.count < NotificationMarkup.maxDepth {
                stack.append(name)
                out += "<\(name)>"
            }
        }
        return true
    }

    /// Closes `name` and anything opened inside it; a closing tag with no opening one is dropped.
    private mutating func close(_ name: String) {
        guard let at = stack.lastIndex(where: { $0 == name || (name == "a" && $0 == Self.textLink) }) else { return }
        for open in stack[at...].reversed() {
            out += Self.closingTag(open)
            if open == "a" || open == Self.textLink { openLink = nil }
        }
        stack.removeSubrange(at...)
    }

    /// What closes an open element in the output.
    static func closingTag(_ name: String) -> String {
        switch name {
        case "a": "</u>"
        case textLink: ""
        default: "</\(name)>"
        }
    }

    /// Parses `name="value"` / `name='value'` pairs; nil when malformed.
    static func attributes(_ s: Substring) -> [String: String]? {
        var result: [String: String] = [:]
        var rest = s.drop(while: \.isWhitespace)
        while !rest.isEmpty {
            let nameEnd = rest.firstIndex(where: { !($0.isLetter || $0 == "-" || $0 == "_") }) ?? rest.endIndex
            let name = rest[..<nameEnd].lowercased()
            rest = rest[nameEnd...].drop(while: \.isWhitespace)
            guard !name.isEmpty, rest.first == "=" else { return nil }
            rest = rest.dropFirst().drop(while: \.isWhitespace)
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
            rest = rest.dropFirst()
            guard let valueEnd = rest.firstIndex(of: quote) else { return nil }
            result[name] = decodeAttribute(rest[..<valueEnd])
            rest = rest[rest.index(after: valueEnd)...].drop(while: \.isWhitespace)
        }
        return result
    }

    /// Decodes entities inside an attribute value; a stray `&` stays as it is.
    static func decodeAttribute(_ s: Substring) -> String {
        var out = ""
        var rest = s
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semi = after.prefix(11).firstIndex(of: ";"), let c = decodeEntity(String(after[..<semi])) {
                out.unicodeScalars.append(c)
                rest = after[after.index(after: semi)...]
            } else {
                out += "&"
                rest = after
            }
        }
        return out + rest
    }
}
