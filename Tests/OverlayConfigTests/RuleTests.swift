// RuleTests: which rules match a notification or a popover, and what the later ones override.
import OverlayConfig
import OverlayCore
import XCTest

final class RuleTests: XCTestCase {
    func testBuiltInRules() {
        let critical = Config.defaults.outcome(for: RuleSubject(appName: "mail", urgency: .critical))
        XCTAssertEqual(critical.style, "critical")
        XCTAssertEqual(critical.timeoutMs, 0)
        XCTAssertNil(critical.container)

        let osd = Config.defaults.outcome(for: RuleSubject(appName: "pamixer", category: "x-overlayd.osd", urgency: .normal))
        XCTAssertEqual(osd.container, "osd")
        XCTAssertEqual(osd.urgency, .low)
        XCTAssertEqual(osd.history, false)
        XCTAssertEqual(osd.skip, false)

        XCTAssertEqual(Config.defaults.outcome(for: RuleSubject(appName: "x", urgency: .normal)), RuleOutcome())
    }

    func testLaterRulesWinAndSeeTheUrgencyEarlierOnesSet() throws {
        let config = try parseConfig("""
        [[rule]]
        match.app-name = "chat*"
        urgency = "critical"
        timeout = "1s"
        [[rule]]
        match.urgency = "critical"
        timeout = "9s"
        history = false
        """)
        let out = config.outcome(for: RuleSubject(appName: "chatty", urgency: .low))
        XCTAssertEqual(out.urgency, .critical)
        XCTAssertEqual(out.timeoutMs, 9000)
        XCTAssertEqual(out.history, false)
    }

    func testMissingFieldsMatchAsEmpty() {
        XCTAssertTrue(RuleMatch(category: "*").matches(RuleSubject()))
        XCTAssertFalse(RuleMatch(category: "?*").matches(RuleSubject()))
        XCTAssertTrue(RuleMatch().matches(RuleSubject(appName: "anything")))
    }

    func testWindowClassMatchesClassOrInstance() {
        let rule = RuleMatch(windowClass: "[Ff]irefox")
        XCTAssertTrue(rule.matches(RuleSubject(windowClass: "Firefox", windowInstance: "Navigator")))
        XCTAssertTrue(rule.matches(RuleSubject(windowClass: "Firefox-esr", windowInstance: "firefox")))
        XCTAssertFalse(rule.matches(RuleSubject(appName: "firefox")), "a notification has no window class")
    }
}
