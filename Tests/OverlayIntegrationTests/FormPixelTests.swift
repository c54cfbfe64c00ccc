// FormPixelTests: what a form puts on screen, read back from the X server: the field with the
// keyboard ringed in the accent, and a list's selected row filled in it, following Tab and Down.
import Foundation
import OverlayProtocol
import XCTest

final class FormPixelTests: XCTestCase {
    func field(_ s: DaemonSession, _ i: Int) throws -> JSONValue {
        let form = try XCTUnwrap(try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == "f" })
        return try XCTUnwrap(form["fields"]?.arrayValue?[i], "\(form)")
    }

    /// `list`'s `[x, y, w, h]`.
    func rect(_ v: JSONValue?) throws -> (x: Int, y: Int, midX: Int) {
        let a = v?.arrayValue?.compactMap(\.intValue) ?? []
        guard a.count == 4 else { throw HarnessError.process("no rectangle: \(String(describing: v))") }
        return (a[0], a[1], a[0] + a[2] / 2)
    }

    func isAccent(_ s: DaemonSession, x: Int, y: Int) throws -> Bool {
        try s.sync()
        return try s.x.screenshot(x: x, y: y, width: 1, height: 1).pixel(x: x, y: y).isClose(to: DialogPixelTests.accent, tolerance: 8)
    }

    func testTheFocusedFieldIsRingedAndAListsSelectedRowFilled() throws {
        let s = try DaemonSession()
        try s.ok(["dialog", "forms", "--id", "f", "--entry", "Name", "--list", "Colour", "--values", "red|green|blue"])
        let entry = try rect(try field(s, 0)["rect"])
        let list = try field(s, 1)
        let rect = try self.rect(list["rect"])
        let top = try XCTUnwrap(list["rowsTop"]?.intValue), height = try XCTUnwrap(list["rowHeight"]?.intValue)
        func row(_ r: Int) throws -> Bool { try isAccent(s, x: rect.midX, y: top + r * height + height / 2) }
        XCTAssertTrue(try isAccent(s, x: entry.midX, y: entry.y), "the entry has the keyboard: its ring is the accent")
        XCTAssertFalse(try isAccent(s, x: rect.midX, y: rect.y), "the list's edge is not")
        XCTAssertFalse(try row(0), "no row is selected before the list is visited")
        let input = try XTestInput(s.x)
        try input.pressKey("Tab")
        try s.x.waitUntil("the list to take the keyboard") { try self.field(s, 1)["focused"]?.boolValue == true }
        XCTAssertTrue(try isAccent(s, x: rect.midX, y: rect.y), "now the list is ringed")
        XCTAssertFalse(try isAccent(s, x: entry.midX, y: entry.y), "and the entry is not")
        XCTAssertTrue(try row(0), "taking the keyboard selected its first row")
        try input.pressKey("Down")
        try s.x.waitUntil("the second row to be chosen") {
            try s.ok(["list"])["overlays"]?.arrayValue?.first?["answers"]?.stringValue == #"["",["green"]]"#
        }
        XCTAssertTrue(try row(1))
        XCTAssertFalse(try row(0))
    }
}
