// NotificationAgeTests: a notification whose style sets `show-age-after` gets dunst's age after
// its text once it is that old, kept up to date once a second by the daemon's clock: painted
// again when the text changes, not on every frame (dunst's show_age_threshold).
@testable import OverlayDaemon
import OverlayCore
import XCTest

final class NotificationAgeTests: XCTestCase {
    func testTheAgeShowsAfterTheThresholdAndChangesOnceASecond() throws {
        let h = try NotificationHarness(config: """
            [style.aged]
            show-age-after = "2s"
            [[rule]]
            match.app-name = "test"
            style = "aged"
            """)
        defer { h.removeHome() }
        let start = h.d.clock.now
        let id = OverlayID.notification(h.notify("Inbox", body: "Two new messages"))
        let text = { h.d.controller.rooms.popovers[id]?.shown.text ?? "gone" }
        let revision = { h.d.window(id)?.revision ?? -1 }
        // Let its entrance finish: from here on only the age may paint it again.
        while let due = h.d.controller.nextDeadline, due < start + 2000 { h.d.advance(due.milliseconds - h.d.clock.now.milliseconds) }
        XCTAssertEqual(text(), "Two new messages")
        let painted = revision()
        XCTAssertEqual(h.d.controller.nextDeadline, start + 2000, "the loop wakes when the age first shows, not before")
        h.d.advance(start.milliseconds + 2000 - h.d.clock.now.milliseconds)
        XCTAssertEqual(text(), "Two new messages (2s old)")
        XCTAssertEqual(revision(), painted + 1, "painted once with its age")
        XCTAssertEqual(h.d.controller.nextDeadline, start + 3000, "then once a second")
        h.d.advance(500)
        XCTAssertEqual(revision(), painted + 1, "half a second on: the same text, no paint")
        h.d.advance(500)
        XCTAssertEqual(text(), "Two new messages (3s old)")
        XCTAssertEqual(revision(), painted + 2)
        h.d.advance(62_000)
        XCTAssertEqual(text(), "Two new messages (1m 5s old)")
    }

    /// A notification that replaces it (replaces_id) is a new one: its age counts from then.
    func testAReplacementCountsItsAgeAgain() throws {
        let h = try NotificationHarness(config: "[style.aged]\nshow-age-after = \"0s\"\n[[rule]]\nmatch.app-name = \"test\"\nstyle = \"aged\"\n")
        defer { h.removeHome() }
        let n = h.notify("Volume", body: "40")
        h.d.advance(5_000)
        XCTAssertEqual(h.d.controller.rooms.popovers[.notification(n)]?.shown.text, "40 (5s old)")
        _ = h.center.notify(NotificationRequest(NotifyArguments(appName: "test", replacesID: n, summary: "Volume", body: "50",
                                                                expireTimeout: 0)))
        h.d.pump()
        h.d.advance(1_000)
        XCTAssertEqual(h.d.controller.rooms.popovers[.notification(n)]?.shown.text, "50 (1s old)")
    }

    func testNoAgeWithoutTheKey() throws {
        let h = try NotificationHarness()
        defer { h.removeHome() }
        let id = OverlayID.notification(h.notify("Inbox", body: "Two new messages"))
        h.d.advance(120_000)
        XCTAssertEqual(h.d.controller.rooms.popovers[id]?.shown.text, "Two new messages")
    }
}
