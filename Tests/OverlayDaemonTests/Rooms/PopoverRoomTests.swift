// PopoverRoomTests: the popover room alone: a layout measures, places and paints, and answers
// with its window pushed; an update repaints; forgetting drops it.
@testable import OverlayDaemon
import OverlayCore
import OverlayRender
import XCTest

final class PopoverRoomTests: XCTestCase {
    let x = FakeWindowSystem()

    func placement(_ spec: OverlaySpec) -> PopoverPlacement {
        let desktop = ScreenDesktop(0, display: x)
        let area = Rect(x: 0, y: 0, width: 1920, height: 1080)
        return PopoverPlacement(spec: spec, hasSource: false, unattached: true, anchorRect: area, desktop: desktop, workArea: area,
                                hidden: false, style: Style(), mode: .argb, dimmed: false, focusRing: nil,
                                containerConfig: ContainerConfig())
    }

    func testALayoutPaintsAndPushesTheWindowAndAnUpdateRepaints() throws {
        let room = PopoverRoom(painter: try PopoverPainter())
        var spec = OverlaySpec()
        spec.text = "Saved"
        room.add("a", content: PopoverRoom.content(of: spec))
        guard case .success(let effects) = room.layout("a", placement(spec), column: nil) else {
            return XCTFail("layout")
        }
        XCTAssertEqual(effects, [.push(.overlay("a"))])
        let first = try XCTUnwrap(room["a"])
        XCTAssertEqual(first.revision, 1)
        XCTAssertGreaterThan(first.bodySize.width, 0)
        let window = try XCTUnwrap(room.window("a", spec: spec, screen: 0, offset: Point(x: 5, y: 0), stacking: .top, clickThrough: false))
        XCTAssertEqual(window.frame.x, (first.layout?.frame.x ?? 0) + 5, "moved by the drag offset")
        spec.text = "Saved to disk, a longer line"
        room.setContent("a", PopoverRoom.content(of: spec))
        _ = room.layout("a", placement(spec), column: nil)
        XCTAssertEqual(room["a"]?.revision, 2, "new content: painted again")
        XCTAssertGreaterThan(room["a"]?.bodySize.width ?? 0, first.bodySize.width)
        _ = room.forget("a", now: Instant(milliseconds: 0))
        XCTAssertNil(room["a"])
    }
}
