// ZenityDialogPlanTests: zenity's --progress and --scale as `dialog` requests, and a progress's
// input lines read as progress.c reads them.
import OverlayCore
import OverlayProtocol
import OverlayZenity
import XCTest

final class ZenityDialogPlanTests: XCTestCase {
    func plan(_ argv: [String]) throws -> ZenityDialogPlan {
        guard case .dialog(let p) = ZenityPlan(try ZenityCommandLine.parse(argv)) else {
            XCTFail("\(argv) is not drawn as a dialog")
            return ZenityDialogPlan(request: [], kind: .progress)
        }
        return p
    }

    func testScaleWordsParseAsTheDialogRequest() throws {
        let p = try plan(["--scale", "--value", "30", "--step", "5", "--max-value", "60", "--title", "Vol", "--timeout", "2"])
        guard case .dialog(_, let spec) = try RequestParser.parse(words: p.words) else { return XCTFail("not a dialog request") }
        XCTAssertEqual(spec.kind, .scale)
        XCTAssertEqual([spec.value, spec.minimum, spec.maximum, spec.step], [30, 0, 60, 5])
        XCTAssertEqual(spec.title, "Vol")
        XCTAssertEqual(spec.timeoutMs, 2000)
        XCTAssertTrue(spec.partial, "a timeout prints the value last shown, so the client hears each change")
        XCTAssertFalse(p.printPartial)
    }

    func testTextInfosFontIsDrawnAndHTMLIsHandedOver() throws {
        let p = try plan(["--text-info", "--font", "Monospace 14"])
        guard case .dialog(_, let spec) = try RequestParser.parse(words: p.words) else { return XCTFail("not a dialog request") }
        XCTAssertEqual(spec.font, "Monospace 14")
        guard case .handOver = ZenityPlan(try ZenityCommandLine.parse(["--text-info", "--html"])) else { return XCTFail("--html is WebKit's") }
    }

    func testProgressWordsAndFlags() throws {
        let p = try plan(["--progress", "--percentage", "20", "--auto-close", "--auto-kill", "--no-cancel", "--pulsate", "--text", "a\\tb"])
        guard case .dialog(_, let spec) = try RequestParser.parse(words: p.words) else { return XCTFail("not a dialog request") }
        XCTAssertEqual(spec.kind, .progress)
        XCTAssertEqual(spec.value, 20)
        XCTAssertTrue(spec.noCancel && spec.pulsate)
        XCTAssertEqual(spec.text, "a\tb", "C escapes in --text are expanded as zenity's are")
        XCTAssertTrue(p.autoClose && p.autoKill)
    }

    func testInputLines() {
        XCTAssertEqual(ZenityDialogPlan.read("#  Copying file 3  "), .text("Copying file 3"))
        XCTAssertEqual(ZenityDialogPlan.read("45"), .percentage(45))
        XCTAssertEqual(ZenityDialogPlan.read("45.9"), .percentage(45), "decimals are cut")
        XCTAssertEqual(ZenityDialogPlan.read("300"), .percentage(100))
        XCTAssertEqual(ZenityDialogPlan.read("pulsate:true"), .pulsate(true))
        XCTAssertEqual(ZenityDialogPlan.read("pulsate: FALSE"), .pulsate(false))
        XCTAssertEqual(ZenityDialogPlan.read("pulsate:yes"), .pulsate(true))
        XCTAssertEqual(ZenityDialogPlan.read("pulsate"), .ignored)
        XCTAssertEqual(ZenityDialogPlan.read("hello"), .ignored)
        XCTAssertEqual(ZenityDialogPlan.read(""), .ignored)
    }
}

extension ZenityDialogPlanTests {
    func testTimeRemainingAsProgressCSaysIt() {
        XCTAssertEqual(ZenityDialogPlan.remaining(percentage: 25, elapsed: 10), "Time remaining: 0:00:30")
        XCTAssertEqual(ZenityDialogPlan.remaining(percentage: 1, elapsed: 100), "Time remaining: 2:45:00")
        XCTAssertNil(ZenityDialogPlan.remaining(percentage: 100, elapsed: 10))
        XCTAssertNil(ZenityDialogPlan.remaining(percentage: 0, elapsed: 10))
    }
}
