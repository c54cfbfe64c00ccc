// NotificationMarkupTests: the body sanitizer keeps the spec's subset, escapes the rest, and Pango agrees.
import CPango
import OverlayCore
import XCTest

final class NotificationMarkupTests: XCTestCase {
    /// Parses with Pango itself; returns the text Pango sees, or nil (with the reason) if it refuses.
    private func pangoText(_ markup: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        var text: UnsafeMutablePointer<CChar>?
        var error: UnsafeMutablePointer<GError>?
        let ok = pango_parse_markup(markup, -1, 0, nil, &text, nil, &error)
        defer {
            g_free(text)
            if let error { g_error_free(error) }
        }
        guard ok != 0, let text else {
            XCTFail("Pango refused \(markup.debugDescription): \(error.map { String(cString: $0.pointee.message) } ?? "?")", file: file, line: line)
            return nil
        }
        return String(cString: text)
    }

    /// Sanitizes, checks that Pango accepts the result and sees our plain text, returns the markup.
    private func sanitized(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let m = NotificationMarkup.parse(body)
        XCTAssertEqual(pangoText(m.markup, file: file, line: line), m.plainText, file: file, line: line)
        XCTAssertEqual(NotificationMarkup.sanitize(body), m.markup, file: file, line: line)
        return m.markup
    }

    func testKeepsBoldItalicUnderline() {
        XCTAssertEqual(sanitized("<b>bold</b> <i>it</i> <u>under</u>"), "<b>bold</b> <i>it</i> <u>under</u>")
        XCTAssertEqual(sanitized("<B>loud</B>"), "<b>loud</b>")
    }

    func testScriptAndOtherTagsShowLiterally() {
        XCTAssertEqual(sanitized("<script>alert(1)</script>"), "&lt;script&gt;alert(1)&lt;/script&gt;")
        XCTAssertEqual(sanitized("<span foreground='red'>x</span>"), "&lt;span foreground='red'&gt;x&lt;/span&gt;")
        XCTAssertEqual(sanitized("<b onclick=\"x\">y</b>"), "&lt;b onclick=\"x\"&gt;y")
        XCTAssertEqual(sanitized("a < b > c"), "a &lt; b &gt; c")
        XCTAssertEqual(sanitized("<big>"), "&lt;big&gt;")
    }

    func testLinksBecomeUnderlinedTextAndAreListed() {
        let m = NotificationMarkup.parse("See <a href=\"https://example.com/?a=1&amp;b=2\" target=\"_blank\">the <b>docs</b></a>.")
        XCTAssertEqual(m.markup, "See <u>the <b>docs</b></u>.")
        XCTAssertEqual(m.links, [NotificationLink(href: "https://example.com/?a=1&b=2", text: "the docs")])
        XCTAssertEqual(m.plainText, "See the docs.")
        XCTAssertEqual(pangoText(m.markup), m.plainText)
    }

    /// A `file:` or unknown scheme's link is text like any other, not underlined as one
    /// that opens; it stays listed (scripts get DUNST_URLS), and whoever opens asks `LinkSchemes`.
    func testLinksWhoseSchemeIsNotOpenedArePlainText() throws {
        XCTAssertEqual(sanitized("<a href=\"file:///etc/passwd\">passwords</a> and <a href='anyscheme:x'>this</a>"),
                       "passwords and this")
        XCTAssertEqual(sanitized("<a>no target</a>, <a href=\"/relative\">relative</a>"), "no target, relative")
        XCTAssertEqual(sanitized("<a href='file:///x'><b>in</b> <a href='https://y'>nested</a></a>!"), "<b>in</b> nested!")
        XCTAssertEqual(sanitized("<a href='HTTPS://Y'><i>open"), "<u><i>open</i></u>")
        let m = NotificationMarkup.parse("<a href=\"file:///etc/passwd\">p</a> <a href=\"https://x\">x</a>")
        XCTAssertEqual(m.links.map(\.href), ["file:///etc/passwd", "https://x"])
        XCTAssertEqual(m.markup, "p <u>x</u>")
        // A config that lists `file` underlines it.
        let file = try XCTUnwrap(LinkSchemes(["file"]))
        XCTAssertEqual(NotificationMarkup.sanitize("<a href=\"file:///tmp\">t</a> <a href=\"https://x\">x</a>", linkSchemes: file),
                       "<u>t</u> x")
    }

    func testImagesBecomeTheirAltText() {
        XCTAssertEqual(sanitized("x <img src=\"/a.png\" alt=\"a &lt;cat&gt;\"/> y"), "x a &lt;cat&gt; y")
        XCTAssertEqual(sanitized("<img alt='1 > 0'/>!"), "1 &gt; 0!")
        XCTAssertEqual(sanitized("<img src='/a.png'>z"), "z")
    }

    func testEntities() {
        XCTAssertEqual(sanitized("Tom &amp; Jerry &lt;3 &#169; &#x263A;"), "Tom &amp; Jerry &lt;3 &#169; &#x263A;")
        XCTAssertEqual(NotificationMarkup.parse("&#169;&quot;").plainText, "©\"")
        XCTAssertEqual(sanitized("Tom & Jerry &nbsp; &#0; &#xD800; &bogus"), "Tom &amp; Jerry &amp;nbsp; &amp;#0; &amp;#xD800; &amp;bogus")
    }

    func testUnbalancedTagsAreRepaired() {
        XCTAssertEqual(sanitized("<b>open"), "<b>open</b>")
        XCTAssertEqual(sanitized("close</i> only"), "close only")
        XCTAssertEqual(sanitized("<b><i>x</b>y</i>"), "<b><i>x</i></b>y")
        XCTAssertEqual(sanitized("<a href='https://1'>a<a href='https://2'>b</a>c</a>"), "<u>ab</u>c")
    }

    func testControlCharactersAndLineEnds() {
        XCTAssertEqual(sanitized("a\u{1}b\u{1B}[31mc\r\nd\re\tf"), "ab[31mc\nd\ne\tf")
    }

    func testCapsLinesAndCharacters() {
        let lines = NotificationMarkup.parse(String(repeating: "line\n", count: 500))
        XCTAssertTrue(lines.truncated)
        XCTAssertEqual(lines.plainText.filter { $0 == "\n" }.count, NotificationMarkup.maxLines - 1)
        XCTAssertTrue(lines.plainText.hasSuffix("…"))

        let long = NotificationMarkup.parse("<b>" + String(repeating: "x", count: 50_000))
        XCTAssertTrue(long.truncated)
        XCTAssertEqual(long.plainText.unicodeScalars.count, NotificationMarkup.maxCharacters + 1)
        XCTAssertTrue(long.markup.hasSuffix("…</b>"))
        XCTAssertEqual(pangoText(long.markup), long.plainText)

        XCTAssertFalse(NotificationMarkup.parse("short").truncated)
    }

    func testNestingAndInputAreBounded() {
        let deep = NotificationMarkup.parse(String(repeating: "<b>", count: 100_000) + "x")
        XCTAssertTrue(deep.truncated, "the input cap")
        XCTAssertEqual(deep.markup.components(separatedBy: "<b>").count - 1, NotificationMarkup.maxDepth)
        XCTAssertEqual(pangoText(deep.markup), deep.plainText)
    }

    func testEscapeForPlainText() {
        XCTAssertEqual(NotificationMarkup.escape("<b>A & B</b>\u{7}"), "&lt;b&gt;A &amp; B&lt;/b&gt;")
    }

    /// Hostile and random bodies always give markup Pango accepts, with the text we report.
    func testRandomBodiesAlwaysParse() {
        let pieces = ["<b>", "</b>", "<i>", "</i>", "<u>", "</u>", "<a href=\"x\">", "</a>", "<img alt=\"q\"/>", "<", ">",
                      "&", "&amp;", "&#65;", "&#x;", "\"", "'", "é", "😀", "\n", "\r", "\u{0}", "<a", "href=", "</", "text", " "]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let body = (0..<Int.random(in: 0..<40, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "" }.joined()
            let m = NotificationMarkup.parse(body)
            XCTAssertEqual(pangoText(m.markup), m.plainText, "body: \(body.debugDescription)")
        }
    }
}
