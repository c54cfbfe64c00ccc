// GrabbingRoomTests: the menu, pick and colour-picker rooms alone: keys and presses become
// effects (a choice, a dismissal, a paste asked of the selection's owner), forgetting removes
// their windows; none of them grabs or talks to the server itself.
@testable import OverlayDaemon
import OverlayCore
import OverlayRender
import XCTest

final class GrabbingRoomTests: XCTestCase {
    let now = Instant(milliseconds: 1000)
    let area = Rect(x: 0, y: 0, width: 1920, height: 1080)

    func testAMenuChoosesOnReturnAndGoesOnEscape() throws {
        let room = MenuRoom(painter: try MenuPainter())
        guard case .success(let items) = MenuRoom.parse(["Apple", "Banana"]) else { return XCTFail("items") }
        room.open("m", items: items, anchor: Rect(x: 10, y: 10, width: 1, height: 1))
        XCTAssertTrue(room.holds("m"))
        _ = room.key("m", "Down", text: "", modifiers: [], now: now)
        let chosen = room.key("m", "Return", text: "", modifiers: [], now: now)
        XCTAssertTrue(chosen.contains(.dismiss("m", .action)), "\(chosen)")
        XCTAssertTrue(chosen.contains { if case .emit(.action(_, let key), _) = $0 { return key == "Apple" || key == "Banana" } else { return false } })
        XCTAssertEqual(room.key("m", "Escape", text: "", modifiers: [], now: now), [.dismiss("m", .escape)])
        XCTAssertEqual(room.forget("m", now: now), [.remove(.overlay("m"))])
        XCTAssertFalse(room.holds("m"))
    }

    /// A script mode's menu is held after a choice while the script runs; the keys typed
    /// meanwhile are applied to its next rows, in order, as rofi reads them once the script's
    /// rows are in; keys after a choice among them wait for the rows after that.
    func testKeysTypedWhileHeldGoToTheNextRows() throws {
        let room = PickRoom(painter: try PickPainter())
        var spec = PickSpec()
        spec.holdsAfterChoice = true
        XCTAssertNoThrow(try room.open("p", spec: spec, rows: PickRows(bytes: Array("one\ntwo\n".utf8)), area: area))
        let first = room.key("p", "Return", text: "", modifiers: [], now: now)
        XCTAssertTrue(first.contains { if case .emit(.picked(_, let rows, _, _, _, _), _) = $0 { return rows == [0] } else { return false } }, "\(first)")
        XCTAssertEqual(room.open?.held, true)
        for (key, text) in [("t", "t"), ("h", "h"), ("Return", ""), ("f", "f")] {
            XCTAssertEqual(room.key("p", key, text: text, modifiers: [], now: now), [], "held: \(key) waits")
        }
        spec.reuse = "p"
        XCTAssertNotNil(room.refill("p", spec: spec, rows: PickRows(bytes: Array("four\nthree\n".utf8))))
        XCTAssertEqual(room.open?.model.input.text, "", "the new rows come first, from an empty line")
        let replayed = room.replayQueuedKeys("p", now: now)
        XCTAssertTrue(replayed.contains { if case .emit(.picked(_, let rows, let text, _, _, _), _) = $0 { return rows == [1] && text == "th" } else { return false } },
                      "th and Return chose three: \(replayed)")
        XCTAssertEqual(room.open?.held, true, "held again by that choice")
        XCTAssertEqual(room.replayQueuedKeys("p", now: now), [], "f waits for the rows after that")
        XCTAssertNotNil(room.refill("p", spec: spec, rows: PickRows(bytes: Array("five\nsix\n".utf8))))
        _ = room.replayQueuedKeys("p", now: now)
        XCTAssertEqual(room.open?.model.input.text, "f")
        XCTAssertEqual(room.open?.held, false)
    }

    func testAPickAsksTheSelectionsOwnerForAPasteAndTakesItsText() throws {
        let room = PickRoom(painter: try PickPainter())
        XCTAssertNoThrow(try room.open("p", spec: PickSpec(), rows: PickRows(bytes: Array("one\ntwo\n".utf8)), area: area))
        XCTAssertEqual(room.key("p", "y", text: "y", modifiers: [.control, .shift], now: now),
                       [.requestSelection(clipboard: true, for: "p")])
        XCTAssertEqual(room.pasted("p", Array("tw".utf8)), [.relayout("p")])
        XCTAssertEqual(room.open?.model.input.text, "tw")
        XCTAssertEqual(room.pasted("p", nil), [], "no owner: nothing changes")
        let picked = room.key("p", "Return", text: "", modifiers: [], now: now)
        XCTAssertTrue(picked.contains(.dismiss("p", .action)), "\(picked)")
        XCTAssertEqual(room.pointer("p", at: Point(x: 5000, y: 5000), press: true), [.dismiss("p", .outside)])
        XCTAssertEqual(room.pointer("p", at: Point(x: 5000, y: 5000), press: false), [], "motion does nothing")
        XCTAssertEqual(room.forget("p", now: now), [.remove(.overlay("p"))])
    }

    func testAColourPickerReportsTheColourOnReturn() throws {
        let room = ColorRoom()
        var spec = ColorChooserSpec()
        spec.palette = ["#112233", "#445566"]
        XCTAssertNoThrow(try room.open("c", spec: spec, anchor: Rect(x: 100, y: 100, width: 1, height: 1), area: area))
        let chosen = room.key("c", "Return", text: "", modifiers: [], now: now)
        XCTAssertEqual(chosen.last, .dismiss("c", .action))
        XCTAssertTrue(chosen.contains { if case .emit(.action(_, let key), _) = $0 { return key.hasPrefix("#") } else { return false } })
        XCTAssertEqual(room.forget("c", now: now), [.remove(.overlay("c"))])
    }
}
