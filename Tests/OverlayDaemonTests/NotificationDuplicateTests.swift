// NotificationDuplicateTests: `stack-duplicates`, as dunst 1.9's stack_duplicates: a repeat of a
// shown or waiting notification gets an id of its own, closes the one it repeats (expired, not
// kept in the history) and shows "(N) " before its text; only a change of progress is not counted.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class NotificationDuplicateTests: XCTestCase {
    func harness(_ extra: String = "") throws -> NotificationHarness {
        try NotificationHarness(config: "[notifications]\nstack-duplicates = true\n\(extra)")
    }

    /// The summary its overlay shows (its text when it has none).
    func text(_ h: NotificationHarness, _ id: UInt32) -> String? {
        let spec = h.d.controller.scene[.notification(id)]?.spec
        return spec?.title ?? spec?.text
    }

    func testARepeatTakesTheShownOnesPlaceAndCountsIt() throws {
        let h = try harness()
        defer { h.removeHome() }
        let first = h.notify("Hello", body: "A body")
        _ = h.signals.take()
        let second = h.notify("Hello", body: "A body")
        XCTAssertEqual(second, first + 1, "an id of its own")
        XCTAssertEqual(h.signals.take(), ["NotificationClosed \(first) 1"], "the first closes as expired")
        XCTAssertNil(h.d.window(.notification(first)))
        XCTAssertEqual(text(h, second), "(1) Hello")
        let third = h.notify("Hello", body: "A body")
        XCTAssertEqual(text(h, third), "(2) Hello")
        XCTAssertEqual(h.command("count")["displayed"]?.intValue, 1)
        XCTAssertEqual(h.command("count")["history"]?.intValue, 0, "the ones repeated are not kept")
        h.notify("Hello", body: "Another body")
        XCTAssertEqual(h.command("count")["displayed"]?.intValue, 2, "another body is no repeat")
    }

    func testOnlyAChangedProgressIsNotCountedAndTheCountCanBeHidden() throws {
        let h = try harness("hide-duplicate-count = true\n")
        defer { h.removeHome() }
        h.notify("Copying", hints: ["value": .integer(10)])
        let second = h.notify("Copying", hints: ["value": .integer(20)])
        XCTAssertEqual(h.center.queue.entry(second)?.duplicates, 0, "a progress update is no repeat")
        let third = h.notify("Copying", hints: ["value": .integer(20)])
        XCTAssertEqual(h.center.queue.entry(third)?.duplicates, 1)
        XCTAssertEqual(text(h, third), "Copying", "hide-duplicate-count: no count drawn")
    }

    func testWithoutStackDuplicatesARepeatShowsBeside() throws {
        let h = try NotificationHarness()
        defer { h.removeHome() }
        h.notify("Hello")
        h.notify("Hello")
        XCTAssertEqual(h.command("count")["displayed"]?.intValue, 2)
    }
}
