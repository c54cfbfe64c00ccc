// DialogModelTests: a progress and a scale dialog's keys, focus, buttons and updates, as
// zenity 3.44's behave (ZENITY-NOTES): what Return, Escape, Tab, the arrows and the input do.
import OverlayCore
import XCTest

final class DialogModelTests: XCTestCase {
    func scale(value: Int = 30, min: Int = 0, max: Int = 100, step: Int = 5) -> DialogModel {
        var s = DialogSpec(kind: .scale)
        s.value = value; s.minimum = min; s.maximum = max; s.step = step
        return DialogModel(s)
    }

    func progress(noCancel: Bool = false, value: Int = 0) -> DialogModel {
        var s = DialogSpec(kind: .progress)
        s.noCancel = noCancel
        s.value = value
        return DialogModel(s)
    }

    func testScaleArrowsStepAndReturnIsOK() {
        var m = scale(value: 30)
        XCTAssertEqual(m.key("Right"), .changed(35))
        XCTAssertEqual(m.key("Right"), .changed(40))
        XCTAssertEqual(m.key("Left"), .changed(35))
        XCTAssertEqual(m.key("Return"), .done("ok"))
        XCTAssertEqual(m.valueText, "35")
    }

    func testScaleHomeEndAndGTKsUpDown() {
        var m = scale(value: 30, min: 10, max: 90, step: 5)
        XCTAssertEqual(m.key("End"), .changed(90))
        XCTAssertEqual(m.key("Right"), .none, "at the maximum nothing changes")
        XCTAssertEqual(m.key("Home"), .changed(10))
        XCTAssertEqual(m.key("Down"), .changed(15), "GTK's horizontal scale: Down raises")
        XCTAssertEqual(m.key("Page_Up"), .changed(10), "Page_Up lowers by zenity's page, one step")
    }

    func testEscapeCancelsAndTabReachesCancelThenOK() {
        var m = scale()
        XCTAssertEqual(m.key("Tab"), .repaint)
        XCTAssertEqual(m.focus, .button("cancel"))
        XCTAssertEqual(m.key("Right"), .repaint, "arrows move between buttons once there")
        XCTAssertEqual(m.focus, .button("ok"))
        XCTAssertEqual(m.key("Tab"), .repaint)
        XCTAssertEqual(m.focus, .control, "Tab wraps to the scale")
        XCTAssertEqual(m.key("ISO_Left_Tab"), .repaint)
        XCTAssertEqual(m.focus, .button("ok"))
        XCTAssertEqual(m.key("ISO_Left_Tab"), .repaint)
        XCTAssertEqual(m.key("Return"), .done("cancel"), "Return presses the focused button")
        var e = scale()
        XCTAssertEqual(e.key("Escape"), .done("escape"), "not Cancel: zenity tells them apart")
    }

    func testMnemonics() {
        var m = scale()
        XCTAssertEqual(m.key("c", alt: true), .done("cancel"))
        XCTAssertEqual(m.key("o", alt: true), .done("ok"))
    }

    func testClickOnTheTrackSnapsToSteps() {
        var m = scale(value: 0, min: 0, max: 100, step: 10)
        XCTAssertEqual(m.setFraction(0.43), .changed(40))
        XCTAssertEqual(m.setFraction(2), .changed(100))
    }

    func testRunningProgressReturnCancelsAndOKIsGreyed() {
        var m = progress()
        XCTAssertEqual(m.focus, .button("cancel"))
        XCTAssertFalse(m.isSensitive("ok"))
        XCTAssertEqual(m.press("ok"), .none, "OK cannot be chosen while it runs")
        XCTAssertEqual(m.key("Return"), .done("cancel"))
    }

    func testProgressAtHundredOffersOK() {
        var m = progress()
        XCTAssertEqual(m.update(DialogUpdate(value: 40, text: "copying")), .repaint)
        XCTAssertEqual(m.value, 40)
        XCTAssertEqual(m.text, "copying")
        XCTAssertFalse(m.complete)
        _ = m.update(DialogUpdate(value: 250))
        XCTAssertEqual(m.value, 100, "clamped")
        XCTAssertTrue(m.complete)
        XCTAssertEqual(m.focus, .button("ok"))
        XCTAssertTrue(m.isSensitive("cancel"), "Cancel stays until the input ends")
        XCTAssertEqual(m.key("Return"), .done("ok"))
    }

    func testProgressEndOfInputFillsAndGreysCancel() {
        var m = progress()
        _ = m.update(DialogUpdate(value: 20))
        _ = m.update(DialogUpdate(finished: true))
        XCTAssertEqual(m.value, 100)
        XCTAssertFalse(m.isSensitive("cancel"))
        XCTAssertEqual(m.key("Tab"), .repaint)
        XCTAssertEqual(m.focus, .button("ok"), "Tab skips the greyed Cancel")
        XCTAssertEqual(m.key("Return"), .done("ok"))
    }

    func testNoCancelHasOnlyOKButEscapeStillCancels() {
        var m = progress(noCancel: true)
        XCTAssertEqual(m.buttons.buttons.map(\.key), ["ok"])
        XCTAssertEqual(m.key("Return"), .none, "OK is greyed while it runs")
        XCTAssertEqual(m.key("Escape"), .done("escape"))
    }

    func testPulsingGoesOnUntilToldOrTheEnd() {
        var s = DialogSpec(kind: .progress)
        s.pulsate = true
        var m = DialogModel(s)
        _ = m.update(DialogUpdate(text: "waiting"))
        XCTAssertTrue(m.pulsing)
        XCTAssertEqual(m.pulse, 1)
        _ = m.update(DialogUpdate(value: 50))
        XCTAssertTrue(m.pulsing, "a number does not stop zenity's pulse timer")
        _ = m.update(DialogUpdate(pulsate: false))
        XCTAssertFalse(m.pulsing)
    }

    /// --text-info --editable, as zenity 3.44's text view took keys: typing and BackSpace at the end,
    /// Return a new line, Ctrl+Tab out of the view, then Return is OK; the value is the whole text.
    func testAnEditableTextTakesTypingAndCtrlTabLeavesIt() {
        var s = DialogSpec(kind: .text)
        s.editable = true
        var m = DialogModel(s)
        _ = m.update(DialogUpdate(append: "hello\n"))
        for (name, text) in [("a", "a"), ("Return", ""), ("b", "b"), ("BackSpace", ""), ("space", " "), ("c", "c"), ("Tab", "")] {
            _ = m.key(name, text: text)
        }
        XCTAssertEqual(m.valueText, "hello\na\n c\t")
        XCTAssertEqual(m.key("Tab", control: true), .repaint, "Ctrl+Tab leaves the view")
        XCTAssertEqual(m.key("x", text: "x"), .none, "typing no longer edits")
        XCTAssertEqual(m.key("Return"), .done("ok"), "Return is OK outside the view")
        var plain = DialogModel(DialogSpec(kind: .text))
        _ = plain.update(DialogUpdate(append: "hello\n"))
        _ = plain.key("a", text: "a")
        XCTAssertEqual(plain.body, "hello\n", "a text that is not editable takes no typing")
    }

    /// zenity's pulse timer: the bar moves every 100 ms with no input at all, from the time handed in.
    func testAPulsingBarMovesOnItsTimer() {
        var s = DialogSpec(kind: .progress)
        s.pulsate = true
        var m = DialogModel(s)
        let t0 = Instant(milliseconds: 5_000)
        XCTAssertEqual(m.pulseDeadline(after: t0), t0, "the timer starts at the first tick")
        XCTAssertEqual(m.tick(now: t0), .none)
        XCTAssertEqual(m.pulseDeadline(after: t0), t0 + 100)
        XCTAssertEqual(m.tick(now: t0 + 60), .none, "not due yet")
        XCTAssertEqual(m.tick(now: t0 + 100), .repaint)
        XCTAssertEqual(m.tick(now: t0 + 200), .repaint)
        XCTAssertEqual(m.pulse, 2)
        _ = m.update(DialogUpdate(pulsate: false))
        XCTAssertEqual(m.tick(now: t0 + 300), .none)
        XCTAssertNil(m.pulseDeadline(after: t0 + 300), "a still bar wakes nobody")
        XCTAssertNil(DialogModel(DialogSpec(kind: .progress)).pulseDeadline(after: t0))
    }

    func testNoCancelWithAutoCloseHasNoButtons() {
        var s = DialogSpec(kind: .progress)
        s.noCancel = true
        s.autoClose = true
        XCTAssertTrue(DialogModel(s).buttons.buttons.isEmpty)
    }
}

extension DialogModelTests {
    func text(_ body: String, checkbox: String? = nil) -> DialogModel {
        var s = DialogSpec(kind: .text)
        s.checkbox = checkbox
        var m = DialogModel(s)
        _ = m.update(DialogUpdate(append: body))
        m.setPageLines(3)
        return m
    }

    func testATextScrollsByLinePageAndEnds() {
        var m = text((1...10).map { "line \($0)\n" }.joined())
        XCTAssertEqual(m.lines.count, 10, "no empty line after the last newline")
        XCTAssertEqual(m.key("Down"), .repaint)
        XCTAssertEqual(m.scroll, 1)
        XCTAssertEqual(m.key("Page_Down"), .repaint)
        XCTAssertEqual(m.scroll, 3)
        XCTAssertEqual(m.key("End"), .repaint)
        XCTAssertEqual(m.scroll, 7, "the last page is full")
        XCTAssertEqual(m.key("Down"), .none)
        XCTAssertEqual(m.key("Home"), .repaint)
        XCTAssertEqual(m.scroll, 0)
        XCTAssertEqual(m.key("Return"), .done("ok"), "Return is OK")
    }

    func testACheckboxGreysOKUntilTicked() {
        var m = text("terms\n", checkbox: "I agree")
        XCTAssertEqual(m.key("Return"), .none, "OK waits for the box")
        XCTAssertEqual(m.key("Tab"), .repaint)
        XCTAssertEqual(m.focus, .check)
        XCTAssertEqual(m.key("space"), .repaint)
        XCTAssertTrue(m.checked)
        XCTAssertEqual(m.key("Return"), .done("ok"))
    }

    func testAutoScrollFollowsTheEnd() {
        var s = DialogSpec(kind: .text)
        s.autoScroll = true
        var m = DialogModel(s)
        m.setPageLines(2)
        _ = m.update(DialogUpdate(append: "a\nb\nc\nd\n"))
        XCTAssertEqual(m.scroll, 2)
    }
}

extension DialogModelTests {
    func testCalendarDaysWeeksAndMonths() {
        XCTAssertEqual(CalendarDate(year: 2024, month: 3, day: 5).weekday, 2, "a Tuesday")
        XCTAssertEqual(CalendarDate(year: 1970, month: 1, day: 1).dayNumber, 0)
        XCTAssertEqual(CalendarDate(year: 2024, month: 1, day: 31).adding(months: 1), CalendarDate(year: 2024, month: 2, day: 29))
        XCTAssertEqual(CalendarDate(year: 2024, month: 1, day: 15).adding(months: -1), CalendarDate(year: 2023, month: 12, day: 15))
        var s = DialogSpec(kind: .calendar)
        s.date = CalendarDate(year: 2024, month: 2, day: 28)
        var m = DialogModel(s)
        XCTAssertEqual(m.key("Right"), .none, "zenity's calendar starts without the focus: arrows do not change the day")
        XCTAssertEqual(m.date.day, 28)
        _ = m.key("Tab")
        XCTAssertEqual(m.focus, .control)
        _ = m.key("Right")
        XCTAssertEqual(m.date, CalendarDate(year: 2024, month: 2, day: 29))
        _ = m.key("Down")
        XCTAssertEqual(m.date, CalendarDate(year: 2024, month: 3, day: 7))
        _ = m.key("Page_Up")
        XCTAssertEqual(m.date, CalendarDate(year: 2024, month: 2, day: 7))
        XCTAssertEqual(m.key("Return"), .done("ok"))
        XCTAssertEqual(m.valueText, "2024-02-07")
    }
}
