// NotificationURLsTests: dunst 1.9's url_regex, compiled by PCRE2 as the daemon compiles it,
// finds the addresses dunst's POSIX regcomp finds in a notification's text.
import OverlayCore
import OverlayRegex
import XCTest

final class NotificationURLsTests: XCTestCase {
    func urls(_ body: String, summary: String = "Mail") throws -> [String] {
        let pattern = try XCTUnwrap(PCRE2PatternCompiler().compile(Array(NotificationURLs.pattern.utf8), caseInsensitive: true))
        return NotificationURLs.extract(summary: summary, body: body, addresses: pattern)
    }

    func testAddressesAreFoundAsDunstsRegexFindsThem() throws {
        XCTAssertEqual(try urls("see www.example.org/page, then"), ["www.example.org/page"], "no trailing comma")
        XCTAssertEqual(try urls("write to mailto:ann@example.org."), ["mailto:ann@example.org"], "no trailing full stop")
        XCTAssertEqual(try urls("https://en.wikipedia.org/wiki/Swift_(language)."), ["https://en.wikipedia.org/wiki/Swift_(language)"],
                       "a closed parenthesis belongs to it")
        XCTAssertEqual(try urls("a link (https://example.org/x) here"), ["https://example.org/x"])
        XCTAssertEqual(try urls("xhttps://example.org and foo_www.example.org"), [], "not where a word starts")
        XCTAssertEqual(try urls("first http://a.example/1 then FTP://B.EXAMPLE/2"), ["http://a.example/1", "FTP://B.EXAMPLE/2"])
        XCTAssertEqual(try urls(#"C:\dir then https://example.org/a\b"#), [#"https://example.org/a\b"#],
                       "a backslash is an address byte: in dunst's bracket expression \\@ is a backslash and an @")
        XCTAssertEqual(try urls("no link: http:// alone, or www. alone"), [])
        XCTAssertEqual(try urls(#"<a href="https://example.org">https://example.org</a> twice"#),
                       ["[https://example.org] https://example.org", "https://example.org"], "the link, then its text's address")
        XCTAssertEqual(try urls("the body", summary: "www.summary.example"), ["www.summary.example"], "the summary is searched too")
    }
}
