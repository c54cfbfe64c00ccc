// NotificationFormatTests: dunst's format placeholders filled in as dunst fills them.
import OverlayCore
import XCTest

final class NotificationFormatTests: XCTestCase {
    let fields = NotificationFormat(appName: "Mail & Co", summary: "New <mail>", body: "from <b>Ann</b>",
                                    icon: "/usr/share/icons/mail-unread.png", progress: 7)

    func testEveryPlaceholder() {
        XCTAssertEqual(fields.expand("<b>%s</b>\n%b"), "<b>New &lt;mail&gt;</b>\nfrom <b>Ann</b>", "dunst's default")
        XCTAssertEqual(fields.expand("%a: %s"), "Mail &amp; Co: New &lt;mail&gt;", "app name and summary are text")
        XCTAssertEqual(fields.expand("%i|%I"), "/usr/share/icons/mail-unread.png|mail-unread.png")
        XCTAssertEqual(fields.expand("%p %n%%"), "[  7%] 7%")
        XCTAssertEqual(fields.expand("100%"), "100%", "a trailing % stays")
        XCTAssertEqual(fields.expand("%x%s"), "%xNew &lt;mail&gt;", "an unknown placeholder stays")
    }

    func testAFormatWithoutBodyShowsNoBodyAndMissingFieldsVanish() {
        XCTAssertEqual(fields.expand("%s"), "New &lt;mail&gt;")
        let bare = NotificationFormat(summary: "Hi")
        XCTAssertEqual(bare.expand("%s %p\n%b"), "Hi", "no value, no body: removed, trailing white space cut")
        XCTAssertEqual(bare.expand("%I"), "")
    }

    func testIgnoreNewlineJoinsTheLinesOfTheFieldsNotOfTheFormat() {
        let f = NotificationFormat(summary: "Two\nlines", body: "a\nb\r\nc").onOneLine
        XCTAssertEqual(f.expand("<b>%s</b>\n%b"), "<b>Two lines</b>\na b c")
    }
}
