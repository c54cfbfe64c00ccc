// CenterRoomTests: the notification center's room alone, built directly: keys become effects
// (a move repaints, Enter and Delete ask the NotificationCenter, Escape closes), typing
// filters, groups collapse, a click outside closes; and its list model over 1,000 entries.
@testable import OverlayDaemon
import OverlayCore
import XCTest

final class CenterRoomTests: XCTestCase {
    let now = Instant(milliseconds: 10_000_000)
    let area = Rect(x: 0, y: 0, width: 1920, height: 1080)
    let id = CenterRoom.id

    func entries() -> [CenterEntry] {
        [CenterEntry(id: 5, app: "mail", summary: "New mail", body: "from Ann", actions: [NotificationAction(key: "reply", label: "Reply")],
                     hasDefault: true, arrived: now + -60_000, live: true, icon: "mail-unread"),
         CenterEntry(id: 4, app: "chat", summary: "Bob", body: "lunch?", arrived: now + -120_000),
         CenterEntry(id: 3, app: "mail", summary: "Old mail", arrived: now + -3_600_000)]
    }

    func opened() throws -> CenterRoom {
        let room = CenterRoom()
        XCTAssertNil(room.open(entries: entries(), paused: false, anchor: Rect(x: 100, y: 100, width: 1, height: 1),
                               placement: .init(edge: .right, width: 400), now: now))
        let context = GrabLayout(spec: OverlaySpec(), style: Style(), composited: true, workArea: { _ in self.area })
        guard case .success(let effects) = room.layout(id, context) else { throw XCTSkip("layout failed") }
        XCTAssertEqual(effects, [.push(.overlay(id))])
        return room
    }

    func key(_ room: CenterRoom, _ name: String, _ text: String = "") -> [Effect] {
        room.key(id, name, text: text, modifiers: [], now: now)
    }

    func testGroupsByAppNewestFirstAndEnterInvokesTheSelectedEntry() throws {
        let room = try opened()
        let m = try XCTUnwrap(room.open?.model)
        XCTAssertEqual(m.rows, [.group(app: "mail", count: 2, collapsed: false), .entry(0), .entry(2),
                                .group(app: "chat", count: 1, collapsed: false), .entry(1)])
        XCTAssertEqual(m.selectedEntry?.id, 5, "the newest is selected")
        XCTAssertEqual(key(room, "Return"), [.center(.invoke(5))])
        XCTAssertEqual(key(room, "Down"), [.relayout(id)])
        XCTAssertEqual(key(room, "Delete"), [.center(.remove(3))])
        XCTAssertEqual(key(room, "End"), [.relayout(id)])
        XCTAssertEqual(room.open?.model.selectedEntry?.id, 4)
        XCTAssertEqual(key(room, "Escape"), [.dismiss(id, .escape)])
    }

    func testAGroupCollapsesAndTypingFilters() throws {
        let room = try opened()
        XCTAssertEqual(key(room, "Left"), [.relayout(id)])
        XCTAssertEqual(room.open?.model.rows.first, .group(app: "mail", count: 2, collapsed: true))
        XCTAssertEqual(room.open?.model.rows.count, 3)
        XCTAssertEqual(key(room, "Home"), [])
        XCTAssertEqual(key(room, "Return"), [.relayout(id)], "Enter on a group opens it")
        XCTAssertEqual(room.open?.model.rows.count, 5)
        for c in "LUNCH" { _ = key(room, String(c), String(c)) }
        XCTAssertEqual(room.open?.model.filter, "lunch")
        XCTAssertEqual(room.open?.model.rows, [.group(app: "chat", count: 1, collapsed: false), .entry(1)])
        XCTAssertEqual(room.open?.model.selectedEntry?.id, 4)
        _ = key(room, "BackSpace")
        XCTAssertEqual(room.open?.model.filter, "lunc")
    }

    func testClicksActAndAClickOutsideCloses() throws {
        let room = try opened()
        let body = try XCTUnwrap(room.open?.layout?.bodyOnRoot)
        XCTAssertEqual(body.maxX, 1920, "at the right edge")
        XCTAssertEqual(body.height, 1080, "the work area's full height")
        XCTAssertEqual(room.pointer(id, at: Point(x: 10, y: 10), press: true), [.dismiss(id, .outside)])
        let m = try XCTUnwrap(room.open?.model)
        let clear = m.metrics.clearAllButton(width: body.width).offsetBy(body.origin)
        XCTAssertEqual(room.pointer(id, at: Point(x: clear.midX, y: clear.midY), press: true), [.center(.clearAll)])
        let dnd = m.metrics.doNotDisturbSwitch(width: body.width).offsetBy(body.origin)
        XCTAssertEqual(room.pointer(id, at: Point(x: dnd.midX, y: dnd.midY), press: true), [.center(.setPaused(true))])
        // The first entry: its Reply button and its close button.
        let row = Rect(x: 0, y: m.metrics.headerHeight + m.metrics.groupHeight, width: body.width, height: m.height(ofRow: 1))
        let reply = m.metrics.actionButtons(in: row, count: 1)[0].offsetBy(body.origin)
        XCTAssertEqual(room.pointer(id, at: Point(x: reply.midX, y: reply.midY), press: true), [.center(.action(5, key: "reply"))])
        let close = m.metrics.closeButton(in: row).offsetBy(body.origin)
        XCTAssertEqual(room.pointer(id, at: Point(x: close.midX, y: close.midY), press: true), [.center(.remove(5))])
        XCTAssertEqual(room.forget(id, now: now), [.remove(.overlay(id))])
        XCTAssertFalse(room.isOpen)
    }

    func testAgesRepaintWhenTheyChange() throws {
        let room = try opened()
        XCTAssertEqual(CenterAge.text(arrived: now + -60_000, now: now), "1 min ago")
        XCTAssertEqual(CenterAge.text(arrived: now, now: now), "now")
        XCTAssertEqual(CenterAge.text(arrived: now + -7_200_000, now: now), "2 h ago")
        XCTAssertEqual(room.nextDeadline(after: now), now + 60_000, "the newest turns 2 min")
        XCTAssertEqual(room.tick(now: now + 59_999), [])
        XCTAssertEqual(room.tick(now: now + 60_000), [.relayout(id)])
    }

    func testAThousandEntriesLayOutOnlyWhatIsVisibleAndPageDownMoves() throws {
        var model = CenterModel(entries: (0..<1000).map {
            CenterEntry(id: UInt32(1000 - $0), app: "app\($0 % 7)", summary: "s\($0)", body: "b", arrived: now)
        })
        model.listHeight = 900
        XCTAssertEqual(model.rows.count, 1007)
        XCTAssertLessThan(model.visibleRows.count, 20)
        let before = model.selected
        XCTAssertEqual(model.key("Next", text: "", modifiers: []), .changed)
        XCTAssertGreaterThan(model.selected, before + 3)
        XCTAssertEqual(model.key("End", text: "", modifiers: []), .changed)
        XCTAssertEqual(model.visibleRows.last?.row, 1006, "the last row is on screen")
        XCTAssertEqual(model.scroll(by: 3), .none, "already at the end")
    }

    func testHiDPIScalesTheWidthAndWithoutACompositorTheWindowIsTheBody() throws {
        let room = CenterRoom()
        XCTAssertNil(room.open(entries: entries(), paused: false, anchor: Rect(x: 2000, y: 100, width: 1, height: 1),
                               placement: .init(edge: .left, width: 400), now: now))
        let monitor = Rect(x: 1920, y: 30, width: 3840, height: 2130)
        let context = GrabLayout(spec: OverlaySpec(), style: Style().scaled(by: 2), composited: false, workArea: { _ in monitor })
        guard case .success = room.layout(id, context) else { return XCTFail("layout") }
        let layout = try XCTUnwrap(room.open?.layout)
        XCTAssertEqual(layout.bodyOnRoot, Rect(x: 1920, y: 30, width: 800, height: 2130), "twice as wide, the pointer's work area")
        XCTAssertEqual(layout.frame, layout.bodyOnRoot, "no shadow margins")
        XCTAssertEqual(room.windows(id, mode: .shaped).first?.frame, layout.frame)
    }

    func testAClickOutsideCanBeMadeToDoNothing() throws {
        let room = CenterRoom()
        XCTAssertNil(room.open(entries: entries(), paused: false, anchor: Rect(x: 100, y: 100, width: 1, height: 1),
                               placement: .init(edge: .right, width: 400, closesOutside: false), now: now))
        let context = GrabLayout(spec: OverlaySpec(), style: Style(), composited: true, workArea: { _ in self.area })
        guard case .success = room.layout(id, context) else { return XCTFail("layout") }
        XCTAssertEqual(room.pointer(id, at: Point(x: 10, y: 10), press: true), [])
    }

    func testAnEntrysIconArrivingRepaintsTheCenter() throws {
        let room = try opened()
        XCTAssertEqual(room.showing(anyOf: ["mail-unread"]), [id])
        XCTAssertEqual(room.showing(anyOf: ["dialog-information"]), [])
    }
}
