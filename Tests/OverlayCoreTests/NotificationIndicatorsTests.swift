// NotificationIndicatorsTests: the text dunst 1.9 writes before a message, case by case as
// notification_format_message does, and the links its URL extraction finds.
import OverlayCore
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

    func testALinkIsFoundWhereDunstFindsOne() {
        func url(_ body: String) -> Bool { NotificationIndicators.hasURL(summary: "Mail", body: body) }
        XCTAssertTrue(url("see https://example.org/x"))
        XCTAssertTrue(url("at www.example.org"))
        XCTAssertTrue(url("write to mailto:me"))
        XCTAssertTrue(url("<a href=\"https://example.org\">here</a>"))
        XCTAssertTrue(url("<img src=\"file:///tmp/a.png\" alt=\"a\"/>"))
        XCTAssertFalse(url("no link at all"))
        XCTAssertFalse(url("https:// alone"), "a scheme with no address after it")
        XCTAssertFalse(url("awww.example.org"), "not where a word starts")
        XCTAssertFalse(url("<a>no href</a>"))
    }
}
