// RofiMonitorTests: rofi 1.7.3's -m read as g_ascii_strtoll and monitor_active read it, and the area
// each choice names on a screen of two monitors (A at the left, listed first; B at the right),
// with the fallbacks rofi takes when the display has no answer.
import OverlayCore
import XCTest

final class RofiMonitorTests: XCTestCase {
    let a = Monitor(name: "A", rect: Rect(x: 0, y: 0, width: 1280, height: 1024))
    let b = Monitor(name: "B", rect: Rect(x: 1280, y: 0, width: 1920, height: 1080), primary: true)
    var screen: Rect { Rect(x: 0, y: 0, width: 3200, height: 1080) }

    func facts(pointer: Point? = nil, focused: (Rect, Point)? = nil, viewport: Point? = nil, window: Rect? = nil) -> RofiMonitorFacts {
        RofiMonitorFacts(monitors: [a, b], screen: screen, pointer: pointer, focused: focused.map { (rect: $0.0, parentOrigin: $0.1) },
                         viewport: viewport, window: window)
    }

    func testTheTextIsReadAsRofiReadsIt() {
        let read: [(String, RofiMonitor)] = [
            ("-5", .pointerMonitor), ("-1", .currentDesktop), ("-2", .focusedWindow), ("-3", .atPointer), ("-4", .focusedMonitor),
            ("-9", .pointerMonitor), ("0", .id(0)), ("2", .id(2)), ("0x1", .id(1)), ("1abc", .id(1)), (" 1", .id(1)),
            ("wid:0x400001", .window(0x400001)), ("wid:12", .window(12)), ("HDMI-1", .named("HDMI-1")), ("primary", .named("primary")),
            ("", .named("")),
        ]
        for (text, choice) in read {
            XCTAssertEqual(RofiMonitor(parsing: text), choice, text.debugDescription)
        }
        for choice in read.map(\.1) { XCTAssertEqual(RofiMonitor(parsing: choice.text), choice, "\(choice) reads back") }
    }

    /// rofi 1.7.3 reads `-NAME VALUE` as `configuration { NAME: VALUE; }` too: a number given to a string
    /// option there (`-m 0`) is its error, and rofi exits 65; a negative number is not read so.
    func testANumberGivenToAStringOptionOnTheCommandLineIsRofisError() {
        let args = ["-dmenu", "-m", "0", "-terminal", "1.5", "-m", "-4", "-m", "HDMI-1", "-dpi", "1", "-p", "5", "-m", "wid:3"]
        XCTAssertEqual(RofiConfiguration.commandLineTypeProblems(args).map(\.text),
                       ["(null):1:16: Option: m needs to be set with a string not a Integer.\n",
                        "(null):1:16: Option: terminal needs to be set with a string not a Double.\n"])
    }

    func testEachChoiceNamesRofisAreaAndNumber() {
        let onB = Point(x: 2000, y: 500), windowOnA = Rect(x: 100, y: 120, width: 400, height: 300)
        let cases: [(RofiMonitor, RofiMonitorFacts, Rect, Int, String)] = [
            (.pointerMonitor, facts(pointer: onB), b.rect, 0, "-5: the pointer's monitor; rofi numbers B, listed last, 0"),
            (.pointerMonitor, facts(pointer: Point(x: 10, y: 10)), a.rect, 1, "-5 on A"),
            (.pointerMonitor, facts(pointer: Point(x: 10, y: 1050)), screen, 0, "-5 below A, on no monitor: the whole screen"),
            (.id(0), facts(), b.rect, 0, "0: the last RandR lists"),
            (.id(1), facts(), a.rect, 1, "1: the one before it"),
            (.id(7), facts(), a.rect, 1, "a number past the monitors: the monitor at 0,0"),
            (.named("B"), facts(), b.rect, 0, "by RandR name"),
            (.named("primary"), facts(), b.rect, 0, "primary"),
            (.named("nosuch"), facts(pointer: onB), a.rect, 1, "a name no monitor has: the monitor at 0,0, never the pointer's"),
            (.window(5), facts(window: windowOnA), windowOnA, 0, "wid: the window as the monitor"),
            (.focusedMonitor, facts(pointer: onB, focused: (windowOnA, Point(x: 95, y: 100))), a.rect, 1,
             "-4: the focused window's corner's monitor, not the pointer's"),
            (.focusedMonitor, facts(pointer: onB), b.rect, 0, "-4 with no focused window: the pointer's"),
            (.focusedWindow, facts(pointer: onB, focused: (windowOnA, Point(x: 95, y: 100))),
             Rect(x: 95, y: 100, width: 400, height: 300), 0, "-2: the window's size at its parent's corner"),
            (.atPointer, facts(pointer: onB), Rect(x: 2000, y: 500, width: 1920, height: 1080), 0, "-3: the monitor's size at the pointer"),
            (.currentDesktop, facts(pointer: Point(x: 10, y: 10), viewport: Point(x: 1280, y: 0)), b.rect, 0,
             "-1: the monitor of the current desktop's viewport"),
            (.currentDesktop, facts(pointer: onB), b.rect, 0, "-1 without a viewport: the pointer's"),
            (.pointerMonitor, facts(), a.rect, 1, "no pointer: the monitor at 0,0"),
        ]
        for (choice, f, area, id, why) in cases {
            let got = choice.area(f)
            XCTAssertEqual(got.area, area, why)
            XCTAssertEqual(got.id, id, why)
        }
    }
}
