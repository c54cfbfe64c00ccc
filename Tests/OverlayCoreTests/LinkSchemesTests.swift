// LinkSchemesTests: only links whose RFC 3986 scheme is listed open (file:///etc/passwd and
// anyscheme: links must not reach xdg-open).
import OverlayCore
import XCTest

final class LinkSchemesTests: XCTestCase {
    func testTheDefaultOpensHTTPHTTPSAndMailtoOnly() {
        let s = LinkSchemes.standard
        XCTAssertEqual(s.names, ["http", "https", "mailto"])
        for href in ["http://example.com", "https://example.com/a b?c=1", "mailto:me@example.com", "https:"] {
            XCTAssertTrue(s.opens(href), href)
        }
        for href in ["file:///etc/passwd", "anyscheme:whatever", "javascript:alert(1)", "ftp://example.com",
                     "x-scheme-handler://run", "data:text/html,<b>", "smb://host/share"] {
            XCTAssertFalse(s.opens(href), href)
        }
    }

    func testSchemesCompareRegardlessOfCase() {
        XCTAssertTrue(LinkSchemes.standard.opens("HTTPS://EXAMPLE.COM"))
        XCTAssertTrue(LinkSchemes.standard.opens("MailTo:someone@example.com"))
        XCTAssertEqual(LinkSchemes(["HTTPS", "Gemini"])?.names, ["https", "gemini"])
        XCTAssertTrue(LinkSchemes(["Gemini"])?.opens("gemini://x") == true)
        XCTAssertFalse(LinkSchemes.standard.opens("FILE:///etc/passwd"))
    }

    func testATargetWithoutASchemeNeverOpens() throws {
        let any = try XCTUnwrap(LinkSchemes(["http", "https", "file", "a"]))
        for href in ["", "/etc/passwd", "//example.com/x", "example.com", " http://x", "-http://x", "http ://x",
                     "ht_tp://x", "1http://x", ":http", "ht%74p://x", "https://x\n--help", "http://x\u{0}y",
                     "http://x\u{7f}", "http://x\u{85}"] {
            XCTAssertFalse(any.opens(href), href.debugDescription)
        }
        XCTAssertTrue(any.opens("a:b"), "one letter is a scheme")
        XCTAssertEqual(LinkSchemes.scheme(of: "svn+ssh://host"), "svn+ssh")
        XCTAssertEqual(LinkSchemes.scheme(of: "web+x.y-z:1"), "web+x.y-z")
    }

    func testOnlySchemeNamesMakeAList() throws {
        XCTAssertNoThrow(try LinkSchemes.check("web+app"))
        XCTAssertThrowsError(try LinkSchemes.check(""))
        XCTAssertThrowsError(try LinkSchemes.check("https:"))
        XCTAssertThrowsError(try LinkSchemes.check("1up"))
        XCTAssertThrowsError(try LinkSchemes.check("my scheme"))
        XCTAssertThrowsError(try LinkSchemes.check("é"))
        XCTAssertNil(LinkSchemes(["https", "http:"]))
        XCTAssertEqual(LinkSchemes([])?.names, [], "an empty list opens nothing")
        XCTAssertFalse(try XCTUnwrap(LinkSchemes([])).opens("https://example.com"))
        XCTAssertEqual(LinkSchemes(["http", "HTTP", "http"])?.names, ["http"])
    }
}
