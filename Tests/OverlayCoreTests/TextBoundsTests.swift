// TextBoundsTests: text is cut to its cap on a character boundary with "…" (markup stays
// balanced), and a long word gets break opportunities, before Pango lays anything out.
import OverlayCore
import XCTest

final class TextBoundsTests: XCTestCase {
    func testTextWithinTheCapIsKept() {
        XCTAssertEqual(TextBounds.cut("Backup done", maxBytes: 11), "Backup done")
        XCTAssertEqual(TextBounds.cutMarkup("<b>Backup</b> done", maxBytes: 12), "<b>Backup</b> done")
    }

    /// A 200,000-character summary is cut to its cap (uncut, it kept the daemon busy for 59 s).
    func testAHugeSummaryIsCutToItsCapWithAnEllipsis() {
        let summary = TextBounds.cut(String(repeating: "x", count: 200_000), maxBytes: TextBounds.summaryBytes)
        XCTAssertEqual(summary.utf8.count, TextBounds.summaryBytes)
        XCTAssertTrue(summary.hasSuffix("…"))
        XCTAssertEqual(summary.dropLast().count, TextBounds.summaryBytes - 3)
    }

    func testTheCutNeverSplitsACharacter() {
        // "é" is 2 bytes, "漢" 3, "😀" 4: every cap in between lands on a boundary below it.
        let text = String(repeating: "é漢😀", count: 100)
        for cap in 3...40 {
            let cut = TextBounds.cut(text, maxBytes: cap)
            XCTAssertLessThanOrEqual(cut.utf8.count, cap)
            XCTAssertTrue(text.hasPrefix(String(cut.dropLast())), "cap \(cap): \(cut)")
            XCTAssertGreaterThan(cut.utf8.count, cap - 4 - 3, "no more than one character is lost to the boundary")
        }
    }

    func testCutMarkupCountsShownTextClosesWhatIsOpenAndNeverCutsATag() {
        let body = "<b>" + String(repeating: "a&amp;b ", count: 100) + "</b>"
        let cut = TextBounds.cutMarkup(body, maxBytes: 40)
        XCTAssertTrue(cut.hasPrefix("<b>a&amp;b a&amp;b "), cut)
        XCTAssertTrue(cut.hasSuffix("…</b>"), cut)
        // 37 shown bytes (an entity is one) and the ellipsis.
        let shown = cut.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "<b>", with: "")
            .replacingOccurrences(of: "</b>", with: "")
        XCTAssertEqual(shown.utf8.count, 40)
        let span = "<span foreground=\"#ff0000\">" + String(repeating: "x", count: 50) + "</span>"
        XCTAssertEqual(TextBounds.cutMarkup(span, maxBytes: 10), "<span foreground=\"#ff0000\">xxxxxxx…</span>")
    }

    func testCutMarkupBoundsABodyOfNothingButTags() {
        let tags = String(repeating: "<b></b>", count: 100_000)
        XCTAssertLessThanOrEqual(TextBounds.cutMarkup(tags, maxBytes: 1000).utf8.count, 9 * 1000 + 16)
    }

    /// Pango wraps a long word a character at a time, at a cost
    /// growing with the square of its length.
    func testALongWordGetsABreakOpportunityEveryChunk() {
        let word = String(repeating: "x", count: 100)
        let broken = LongRuns.breaking(word, markup: false)
        XCTAssertEqual(broken.filter { $0 != LongRuns.breakOpportunity }, word, "nothing but zero-width spaces is added")
        XCTAssertEqual(broken.split(separator: LongRuns.breakOpportunity).map(\.count), Array(repeating: 8, count: 12) + [4])
    }

    func testOrdinaryTextIsLeftAlone() {
        let text = "A normal sentence, with https://example.org/short and 漢字かな交じり文 too."
        XCTAssertEqual(LongRuns.breaking(text, markup: false), text)
        let cjk = String(repeating: "漢字かな交じり文", count: 50)
        XCTAssertEqual(LongRuns.breaking(cjk, markup: false), cjk, "CJK text breaks between characters already")
    }

    func testBreaksKeepMarksOnTheirLettersAndTagsAndEntitiesWhole() {
        let zalgo = String(repeating: "a\u{301}\u{302}", count: 40)
        let broken = LongRuns.breaking(zalgo, markup: false)
        XCTAssertEqual(broken.split(separator: LongRuns.breakOpportunity).map(\.count), [8, 8, 8, 8, 8])
        let markup = "<span foreground=\"#ff0000\">" + String(repeating: "x&amp;", count: 20) + "</span>"
        let out = LongRuns.breaking(markup, markup: true)
        XCTAssertTrue(out.hasPrefix("<span foreground=\"#ff0000\">x&amp;x&amp;x&amp;x&amp;\u{200B}x&amp;"), out)
        XCTAssertTrue(out.hasSuffix("</span>"))
        XCTAssertEqual(out.replacingOccurrences(of: "\u{200B}", with: ""), markup)
    }

    func testWireArgumentsAreBoundedBeforeAnythingSeesThem() {
        let huge = String(repeating: "y", count: 200_000)
        let r = NotificationRequest(NotifyArguments(appName: huge, appIcon: huge, summary: huge, body: huge,
                                                    actions: ["open", huge], hints: ["category": .string(huge)]))
        XCTAssertEqual(r.appName.utf8.count, TextBounds.appNameBytes)
        XCTAssertEqual(r.appIcon.utf8.count, TextBounds.pathBytes)
        XCTAssertEqual(r.summary.utf8.count, TextBounds.summaryBytes)
        XCTAssertEqual(r.body.utf8.count, TextBounds.bodyBytes)
        XCTAssertEqual(r.actions.first?.label.utf8.count, TextBounds.labelBytes)
        XCTAssertEqual(r.actions.first?.key, "open")
        XCTAssertEqual(r.hints.category?.utf8.count, TextBounds.pathBytes)
    }

    /// A key comes back whole in ActionInvoked, so one too long to keep is not cut but not
    /// offered; the actions beside it still are.
    func testAnActionWithAHugeKeyIsNotOffered() {
        let longest = String(repeating: "k", count: TextBounds.actionKeyBytes)
        let r = NotificationRequest(NotifyArguments(actions: [longest + "k", "", "open", "Open", longest, "Longest"]))
        XCTAssertEqual(r.actions.map(\.label), ["Open", "Longest"])
        XCTAssertEqual(r.actions.last?.key, longest)
    }

    /// A megabyte of newlines as the `y` hint is no number at all, and is not trimmed a
    /// character at a time (290 ms per Notify, found by scripts/fuzz-dbus).
    func testAHugeStringHintIsNoNumberAndNoFlag() {
        let padded = String(repeating: "\n", count: 1 << 20) + "12"
        XCTAssertNil(NotificationHintValue.string(padded).integerValue)
        XCTAssertNil(NotificationHintValue.string(padded).boolValue)
        XCTAssertEqual(NotificationHintValue.string(" 12\n").integerValue, 12, "a padded number still reads")
        XCTAssertEqual(NotificationHintValue.string(" true ").boolValue, true)
    }
}
