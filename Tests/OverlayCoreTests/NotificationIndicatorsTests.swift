// NotificationIndicatorsTests: the text dunst 1.9 writes before a message, case by case as
// notification_format_message does, and the links and pictures its URL extraction takes out
// (the addresses in what is left are OverlayRegexTests' NotificationURLsTests).
@testable import OverlayCore
import XCTest

final class NotificationIndicatorsTests: XCTestCase {
    func prefix(_ duplicates: Int, hide: Bool = false, show: Bool = true, actions: Bool = false, url: Bool = false) -> String {
        NotificationIndicators.prefix(duplicates: duplicates, hideCount: hide, showIndicators: show, hasActions: actions, hasURL: url)
    }

    func testTheCountAndIndicatorsAreWrittenAsDunstWritesThem() {
        XCTAssertEqual(prefix(0), "")
        XCTAssertEqual(prefix(1), "(1) ")
        XCTAssertEqual(prefix(1, actions: true), "(1A) ")
        XCTAssertEqual(prefix(2, actions: true, url: true), "(2AU) ")
        XCTAssertEqual(prefix(0, actions: true), "(A) ")
        XCTAssertEqual(prefix(0, url: true), "(U) ")
        XCTAssertEqual(prefix(1, hide: true, actions: true), "(A) ", "hide_duplicate_count leaves the count out")
        XCTAssertEqual(prefix(1, show: false, actions: true), "(1) ", "without show_indicators, the count alone")
        XCTAssertEqual(prefix(1, hide: true, show: false, actions: true), "")
    }

    func testLinksAndPicturesAreTakenOutAsDunstTakesThemOut() {
        func urls(_ body: String) -> [String] { NotificationURLs.extract(summary: "Mail", body: body, addresses: nil) }
        XCTAssertEqual(urls("<a href=\"https://example.org\">the [site]</a> and <a href=\"mailto:me\">me</a>"),
                       ["[the site] https://example.org", "[me] mailto:me"])
        XCTAssertEqual(urls("<img src=\"file:///tmp/a.png\" alt=\"a\"/>"), ["[a] file:///tmp/a.png"])
        XCTAssertEqual(urls("<img src=\"file:///tmp/a.png\"/>"), ["[image] file:///tmp/a.png"], "no alt: dunst's \"[image]\", bracketless")
        XCTAssertEqual(urls("<a>no href</a>"), [])
        XCTAssertEqual(urls("<a href=\"x\" never closed"), [], "a tag without its > is cut out")
        var text = Array("before <a href=\"u\">link</a> after <img alt=\"pic\"> end".utf8)
        _ = NotificationURLs.stripLinks(&text)
        _ = NotificationURLs.stripPictures(&text)
        XCTAssertEqual(String(decoding: text, as: UTF8.self), "before link after pic end", "what the address search reads")
    }
}
