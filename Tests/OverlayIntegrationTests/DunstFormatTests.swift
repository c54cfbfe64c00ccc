// DunstFormatTests: dunst's `format` carried by --import-dunstrc, side by side with the real
// dunst 1.9: the same text in the same weight (its ink as wide and as tall within 4 px, so a
// format without %b shows no body and a plain %s is not bold), and as tall a notification;
// the age dunst writes after the text (show_age_threshold).
import Foundation
import XCTest

final class DunstFormatTests: XCTestCase {
    func testFormatsDrawTheSameTextAsDunst() throws {
        // No value hint: overlayd draws its own progress bar (%p and %n are unit-tested).
        try compare(["<b>%s</b>\\n%b", "%s", "%s\\n%b", "<i>%a</i>: %s", "%b"],
                    notify: ["notify-send", "-a", "mailer", "Inbox", "Two new messages from Ann"])
    }

    /// ignore_newline = yes: a body's line breaks are spaces.
    func testIgnoreNewlineAsDunst() throws {
        try compare(["<b>%s</b>\\n%b"], more: "ignore_newline = yes",
                    notify: ["notify-send", "Inbox", "Two new messages\nfrom Ann\nand Bob"])
    }

    /// line_height = 6: 6 px between lines; word_wrap = no: one line, cut with "…" at the end.
    func testLineHeightAndUnwrappedTextAsDunst() throws {
        try compare(["<b>%s</b>\\n%b"], more: "line_height = 6",
                    notify: ["notify-send", "Inbox", "Two new messages\nfrom Ann\nand Bob"])
        let long = "A body far too long for one line of a 320 px notification, so it is cut somewhere near its end"
        try compare(["<b>%s</b>\\n%b"], more: "word_wrap = no\n    ellipsize = end", notify: ["notify-send", "Inbox", long])
    }

    /// show_age_threshold = 0: the age, " (0s old)", after the text from the start (then once
    /// a second: NotificationAgeTests).
    func testAgeAsDunst() throws {
        try compare(["<b>%s</b>\\n%b", "%s"], more: "show_age_threshold = 0", notify: ["notify-send", "Inbox", "Two new messages"])
    }

    func compare(_ formats: [String], more: String = "", notify: [String]) throws {
        for format in formats {
            let dunstrc = """
                [global]
                    width = 320
                    font = DejaVu Sans 10
                    frame_width = 2
                    format = "\(format)"
                    \(more)
                [urgency_normal]
                    background = "#203040"
                    foreground = "#f0f0f0"
                """
            let seen = try DunstSideBySide(original: dunstrc, modern: dunstrc, notify: notify)
            let theirs = DunstLook(seen.dunst.shot, seen.dunst.rect, frameWidth: 2)
            let ours = DunstLook(seen.overlayd.shot, seen.overlayd.rect, frameWidth: 2)
            let t = try XCTUnwrap(theirs.textBox, "\(format): dunst's text")
            let o = try XCTUnwrap(ours.textBox, "\(format): overlayd's text\n\(seen.toml)")
            XCTAssertLessThanOrEqual(abs(o.width - t.width), 4, "\(format): ink width \(o) vs dunst \(t)")
            XCTAssertLessThanOrEqual(abs(o.height - t.height), 4, "\(format): ink height \(o) vs dunst \(t)")
            XCTAssertLessThanOrEqual(abs(o.x - t.x) + abs(o.y - t.y), 4, "\(format): text origin \(o) vs dunst \(t)")
            XCTAssertEqual(ours.differences(from: theirs, origin: "top-right"), [], format)
        }
    }
}
