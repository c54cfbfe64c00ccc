// ColumnOrderTests: a container's column in dunst's order (`order = "oldest-on-top"` and
// `urgency-first`, what --import-dunstrc writes) against overlayd's default, newest on top.
@testable import OverlayDaemon
import OverlayCore
import XCTest

final class ColumnOrderTests: XCTestCase {
    /// The ids of three members (normal, critical, normal, shown in that order) from the top.
    func topDown(container settings: String) throws -> [String] {
        let d = try DaemonHarness.loaded(config: "[container.c]\nanchor = \"top-right\"\n\(settings)")
        for (id, urgency) in [("first", "normal"), ("urgent", "critical"), ("last", "normal")] {
            d.ok("show --id \(id) --container c --urgency \(urgency) --text \(id)")
        }
        let ids = ["first", "urgent", "last"]
        let tops = try ids.map { try XCTUnwrap(d.window(.named($0))).frame.minY }
        return ids.indices.sorted { tops[$0] < tops[$1] }.map { ids[$0] }
    }

    func testOverlaydsDefaultPutsTheNewestOnTop() throws {
        XCTAssertEqual(try topDown(container: ""), ["last", "urgent", "first"])
    }

    func testOldestOnTopStacksAsDunstWithoutSort() throws {
        XCTAssertEqual(try topDown(container: "order = \"oldest-on-top\"\n"), ["first", "urgent", "last"])
    }

    func testUrgencyFirstStacksAsDunstsSort() throws {
        XCTAssertEqual(try topDown(container: "order = \"oldest-on-top\"\nurgency-first = true\n"), ["urgent", "first", "last"])
        XCTAssertEqual(try topDown(container: "joined = true\norder = \"oldest-on-top\"\nurgency-first = true\n"),
                       ["urgent", "first", "last"], "one panel, as dunst's window")
    }
}
