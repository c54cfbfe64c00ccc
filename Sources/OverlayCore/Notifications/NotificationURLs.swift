// NotificationURLs: the links dunst 1.9 finds in a notification (notification_extract_urls): each
// `<a href>` as "[text] href", each `<img src>` as "[alt] src", then every address its url_regex
// finds in the text left. Those are the lines its context menu offers and a rule's script gets in
// DUNST_URLS; that there is one is the "U" of `show_indicators`.

public enum NotificationURLs {
    /// dunst's url_regex (menu.c: POSIX extended, REG_ICASE), written for PCRE2 with UTF, UCP and
    /// caseless matching (`PCRE2PatternCompiler` with `caseInsensitive`):
    /// - GNU `\<` (a word starts here) is `(?<!\w)`: every alternative starts with a letter;
    /// - in a POSIX bracket expression a backslash is itself, so dunst's `\@` is a backslash and
    ///   an `@`: `\\@` here;
    /// - the groups do not capture, so a search reports whole matches. POSIX takes the longest
    ///   match where PCRE takes the first: here they agree, since the greedy run stops only where
    ///   the repeated tail can go no further either (neither crosses a space, quote or `<`, and a
    ///   `(` the run stops at is taken by the tail's `\(…\)` if it closes, by neither if not).
    public static let pattern = #"(?<!\w)(?:https?://|ftps?://|news://|mailto:|file://|www\.)"#
        + #"[-[:alnum:]_\\@;/?:&=%$.+!*',~#]*"#
        + #"(?:\([-[:alnum:]_\\@;/?:&=%$.+!*',~#]*\)|[-[:alnum:]_\\@;/?:&=%$+*~])+"#

    /// dunst's URL lines for a notification, in its order: the links', the pictures', then the
    /// addresses `addresses` (the compiled `pattern`) finds in the summary and body left after
    /// both were taken out (nil: none looked for).
    public static func extract(summary: String, body: String, addresses: PickPattern?) -> [String] {
        // string_append(summary, body, " "): the space only between two non-empty parts.
        var text = Array((summary.isEmpty ? body : body.isEmpty ? summary : summary + " " + body).utf8)
        let links = stripLinks(&text), pictures = stripPictures(&text)
        let found = addresses.map { p in text.withUnsafeBufferPointer { p.highlightRanges($0) } } ?? []
        return links + pictures + found.map { String(decoding: text[$0], as: UTF8.self) }
    }

    /// markup_strip_a: each `<a …>text</a>` becomes its text; one with `href="…"` before its `>`
    /// gives "[text] href" (the text without brackets). A tag with no `>`, or one whose `</a>`
    /// comes first, is cut out with what follows it and ends the search, as dunst does.
    static func stripLinks(_ s: inout [UInt8]) -> [String] {
        var urls: [String] = []
        while let tag1 = find(s, "<a") {
            let href = find(s, #"href=""#, from: tag1), tag2 = find(s, "</a>", from: tag1)
            guard let tag1End = find(s, ">", from: tag1) else {
                s.removeSubrange(tag1...)
                break
            }
            if let tag2, tag2 < tag1End {
                s.removeSubrange(tag1..<(tag2 + 4))
                break
            }
            var url: [UInt8]?
            if let href, href < tag1End, let quote = find(s, "\"", from: href + 6), quote < tag1End { url = Array(s[(href + 6)..<quote]) }
            let text = Array(s[(tag1End + 1)..<(tag2 ?? s.count)])
            s.replaceSubrange(tag1..<(tag2.map { $0 + 4 } ?? s.count), with: text)
            if let url { urls.append(labelled(text, url)) }
        }
        return urls
    }

    /// markup_strip_img: each `<img …>` becomes its `alt` (else "[image]"); one with a `src`
    /// gives "[alt] src". `alt="…"` and `src="…"` count only closed before the tag's `>` and not
    /// inside each other, as dunst checks them.
    static func stripPictures(_ s: inout [UInt8]) -> [String] {
        var urls: [String] = []
        while let start = find(s, "<img") {
            guard let end = find(s, ">", from: start) else {
                s.removeSubrange(start...)
                break
            }
            let altS = find(s, #"alt=""#, from: start).map { $0 + 5 }, srcS = find(s, #"src=""#, from: start).map { $0 + 5 }
            let altE = altS.flatMap { find(s, "\"", from: $0) }, srcE = srcS.flatMap { find(s, "\"", from: $0) }
            var alt: [UInt8]?, src: [UInt8]?
            if let altS, let altE, let srcS, let srcE,
               (altS < srcS && altE < srcS - 5 && srcE < end) || (srcS < altS && srcE < altS - 5 && altE < end) {
                (alt, src) = (Array(s[altS..<altE]), Array(s[srcS..<srcE]))
            } else if let altS, let altE, altE < end, srcS.map({ $0 < altS || altE < $0 - 5 }) ?? true {
                alt = Array(s[altS..<altE])
            } else if let srcS, let srcE, srcE < end, altS.map({ $0 < srcS || srcE < $0 - 5 }) ?? true {
                src = Array(s[srcS..<srcE])
            }
            let shown = alt ?? Array("[image]".utf8)
            s.replaceSubrange(start...end, with: shown)
            if let src { urls.append(labelled(shown, src)) }
        }
        return urls
    }

    /// "[label] url", the label without brackets.
    private static func labelled(_ label: [UInt8], _ url: [UInt8]) -> String {
        let bare = label.filter { $0 != UInt8(ascii: "[") && $0 != UInt8(ascii: "]") }
        return "[" + String(decoding: bare, as: UTF8.self) + "] " + String(decoding: url, as: UTF8.self)
    }

    /// strstr: where `needle` first starts in `s` at or after `from`.
    private static func find(_ s: [UInt8], _ needle: String, from: Int = 0) -> Int? {
        let n = Array(needle.utf8)
        guard from <= s.count - n.count else { return nil }
        return (from...(s.count - n.count)).first { i in s[i..<(i + n.count)].elementsEqual(n) }
    }
}
