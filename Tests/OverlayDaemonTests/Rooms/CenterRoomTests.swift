// CenterRoomTests: the notification center's room alone, built directly: keys become effects
// (a move repaints, Enter and Delete ask the NotificationService, Escape closes), typing
// filters, groups collapse, a click outside closes, Right and the expander show a whole body,
// the wheel glides by pixels on the clock, unread entries on screen are reported seen; and
// its list model over 1,000 entries.
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
        XCTAssertNoThrow(try room.open(entries: entries(), paused: false, anchor: Rect(x: 100, y: 100, width: 1, height: 1),
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
        XCTAssertEqual(room.open?.model.typing, true, "the filter line has the focus while typed into")
        XCTAssertEqual(key(room, "Down"), [], "the last row")
        XCTAssertEqual(room.open?.model.typing, false, "an arrow gives the focus back to the row, even when it cannot move")
        _ = key(room, "BackSpace")
        XCTAssertEqual(room.open?.model.filter, "lunc")
        XCTAssertEqual(room.open?.model.typing, true)
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
        XCTAssertEqual(model.scroll(pixels: 300), 0, "already at the end")
    }

    func testHiDPIScalesTheWidthAndWithoutACompositorTheWindowIsTheBody() throws {
        let room = CenterRoom()
        XCTAssertNoThrow(try room.open(entries: entries(), paused: false, anchor: Rect(x: 2000, y: 100, width: 1, height: 1),
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
        XCTAssertNoThrow(try room.open(entries: entries(), paused: false, anchor: Rect(x: 100, y: 100, width: 1, height: 1),
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

    let long = (1...12).map { "Line \($0) of a long build log that wraps in the panel" }.joined(separator: "\n")

    func opened(_ list: [CenterEntry]) throws -> CenterRoom {
        let room = CenterRoom()
        XCTAssertNoThrow(try room.open(entries: list, paused: false, anchor: Rect(x: 100, y: 100, width: 1, height: 1),
                               placement: .init(edge: .right, width: 400), now: now))
        try layout(room)
        return room
    }

    @discardableResult
    func layout(_ room: CenterRoom) throws -> [Effect] {
        let context = GrabLayout(spec: OverlaySpec(), style: Style(), composited: true, workArea: { _ in self.area })
        guard case .success(let effects) = room.layout(id, context) else { throw XCTSkip("layout failed") }
        return effects
    }

    func rowY(_ room: CenterRoom, _ entry: UInt32) -> Int? {
        guard let m = room.open?.model else { return nil }
        return m.visibleRows.first { if case .entry(let i) = m.rows[$0.row] { m.entries[i].id == entry } else { false } }?.y
    }

    func testRightShowsACutBodyWholeTheRowsBelowMoveAndLeftCutsItAgain() throws {
        let room = try opened([CenterEntry(id: 2, app: "build", summary: "Failed", body: long, arrived: now),
                               CenterEntry(id: 1, app: "build", summary: "Passed", body: "ok", arrived: now)])
        XCTAssertEqual(room.open?.model.clamped, [2], "the long body is cut at 3 lines, the short one is not")
        let below = try XCTUnwrap(rowY(room, 1))
        XCTAssertEqual(key(room, "Right"), [.relayout(id)])
        try layout(room)
        let lineHeight = try XCTUnwrap(room.open?.model.metrics.lineHeight)
        let grown = try XCTUnwrap(rowY(room, 1)) - below
        XCTAssertGreaterThanOrEqual(grown, 9 * lineHeight, "the next entry moved down by the 9 or more lines shown")
        XCTAssertEqual(key(room, "Left"), [.relayout(id)], "Left cuts it again")
        try layout(room)
        XCTAssertEqual(rowY(room, 1), below)
        XCTAssertEqual(key(room, "Left"), [.relayout(id)], "then Left closes the group, as before")
        XCTAssertEqual(room.open?.model.rows.count, 1)
        _ = key(room, "Right")
        _ = key(room, "End")
        XCTAssertEqual(room.open?.model.selectedEntry?.id, 1)
        XCTAssertEqual(key(room, "Right"), [], "a body that fits has nothing to show")
    }

    func testAClickOnTheExpanderShowsTheWholeBodyAndAnotherCutsIt() throws {
        let room = try opened([CenterEntry(id: 2, app: "build", summary: "Failed", body: long, arrived: now)])
        let body = try XCTUnwrap(room.open?.layout?.bodyOnRoot)
        let m = try XCTUnwrap(room.open?.model)
        let y = try XCTUnwrap(rowY(room, 2))
        let row = Rect(x: 0, y: m.metrics.headerHeight + y, width: body.width, height: m.height(ofRow: 1))
        let expander = m.metrics.expander(in: row).offsetBy(body.origin)
        XCTAssertEqual(room.pointer(id, at: Point(x: expander.midX, y: expander.midY), press: true), [.relayout(id)])
        try layout(room)
        XCTAssertEqual(room.open?.model.expanded, [2])
        XCTAssertGreaterThan(try XCTUnwrap(room.open?.model.height(ofRow: 1)), row.height)
        XCTAssertEqual(room.pointer(id, at: Point(x: expander.midX, y: expander.midY), press: true), [.relayout(id)])
        XCTAssertEqual(room.open?.model.expanded, [])
    }

    func testTheWheelGlidesByPixelsOnTheClockAndStopsWhenDone() throws {
        let room = try opened((0..<40).map { CenterEntry(id: UInt32(40 - $0), app: "a", summary: "s\($0)", body: "b", arrived: now) })
        XCTAssertEqual(room.wheel(id, up: false, now: now), [], "nothing moves at once")
        XCTAssertEqual(room.nextDeadline(after: now), now + CenterGlide.frameMs, "the next frame")
        XCTAssertEqual(room.tick(now: now + 16), [.relayout(id)])
        let step = CenterGlide.step(listHeight: try XCTUnwrap(room.open?.model.listHeight), lineHeight: 17)
        let partway = try XCTUnwrap(room.open?.model.scrollPosition)
        XCTAssertGreaterThan(partway, 0)
        XCTAssertLessThan(partway, step, "partway after one frame")
        XCTAssertEqual(room.tick(now: now + CenterGlide.durationMs), [.relayout(id)])
        XCTAssertEqual(room.open?.model.scrollPosition, step, "one notch: GTK's step, the list's height to the 2/3")
        XCTAssertEqual(room.nextDeadline(after: now + CenterGlide.durationMs), now + 60_000, "no frame due once still: only the ages' minute")
        _ = room.wheel(id, up: true, now: now + 200)
        _ = room.wheel(id, up: true, now: now + 210)
        XCTAssertEqual(room.tick(now: now + 400), [.relayout(id)])
        XCTAssertEqual(room.open?.model.scrollPosition, 0, "two notches up stop at the top")
        XCTAssertEqual(room.tick(now: now + 500), [])
    }

    func testUnreadEntriesOnScreenAreReportedSeenOnceEach() throws {
        let list = (0..<40).map { CenterEntry(id: UInt32(40 - $0), app: "a", summary: "s\($0)", body: "b", arrived: now, unread: true) }
        let room = CenterRoom()
        XCTAssertNoThrow(try room.open(entries: list, paused: false, anchor: Rect(x: 100, y: 100, width: 1, height: 1),
                               placement: .init(edge: .right, width: 400), now: now))
        let first = try layout(room)
        let shown = try XCTUnwrap(room.open?.model.visibleRows.count) - 1 // less the group's row
        XCTAssertEqual(first, [.push(.overlay(id)), .center(.seen((0..<shown).map { UInt32(40 - $0) }))], "only the rows on screen")
        XCTAssertEqual(try layout(room), [.push(.overlay(id))], "once each")
        _ = key(room, "End")
        let seen = try layout(room)
        XCTAssertEqual(seen.count, 2)
        guard case .center(.seen(let ids))? = seen.last else { return XCTFail("\(seen)") }
        XCTAssertEqual(ids.last, 1, "the oldest, now on screen")
    }
}
