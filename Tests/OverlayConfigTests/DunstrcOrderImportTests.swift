// DunstrcOrderImportTests: dunst's sort and stacking as --import-dunstrc carries them.
@testable import OverlayConfig
import OverlayCore
import XCTest

/// dunst's stacking order as the import carries it: its displayed queue drawn top down, the
/// oldest first, by urgency first under `sort`.
final class DunstrcOrderImportTests: XCTestCase {
    func column(_ text: String) throws -> ContainerConfig {
        try XCTUnwrap(try parseConfig(DunstrcImport.convert(text, source: "dunstrc")).containers["notifications"])
    }

    func testSortStacksByUrgencyThenOldestOnTop() throws {
        let sorted = try column("[global]\n    sort = yes\n")
        XCTAssertEqual([sorted.order == .oldestOnTop, sorted.urgencyFirst], [true, true])
        let unsorted = try column("[global]\n    sort = no\n    origin = bottom-right\n")
        XCTAssertEqual([unsorted.order == .oldestOnTop, unsorted.urgencyFirst], [true, false])
        XCTAssertTrue(try column("[global]\n    width = 300\n").urgencyFirst, "dunst sorts by default")
    }
}
