// AnimationRoomTests: the animation room alone: an entrance pushes frames until it ends, an
// exit's window goes at its end, forgetting an overlay stops its own transition.
@testable import OverlayDaemon
import OverlayCore
import XCTest

final class AnimationRoomTests: XCTestCase {
    let t0 = Instant(milliseconds: 1000)
    let layout = PopoverLayout(frame: Rect(x: 10, y: 10, width: 100, height: 50), body: Rect(x: 0, y: 0, width: 100, height: 50),
                               arrow: nil, anchor: .center, gravity: .center)
    let fade = TransitionSpec(effects: [.fade], durationMs: 100, easing: .linear)

    func testAnEntrancePushesFramesUntilItEnds() {
        let room = AnimationRoom()
        room.startEntrance("a", fade, layout: layout, bounds: layout.frame, now: t0)
        XCTAssertNotNil(room.nextDeadline(after: t0))
        XCTAssertEqual(room.tick(now: t0 + 50), [.push(.overlay("a"))])
        XCTAssertEqual(room.tick(now: t0 + 200), [.push(.overlay("a"))], "the last frame")
        XCTAssertNil(room.nextDeadline(after: t0 + 200))
    }

    func testAnExitsWindowGoesAtItsEnd() {
        let room = AnimationRoom()
        let w = DesiredWindow(key: .overlay("a"), frame: layout.frame, kind: .popover, mode: .argb, clickThrough: false,
                              rendered: RenderedOverlay(image: PixelImage(width: 1, height: 1, stride: 4, bytes: [0, 0, 0, 0]), shape: []),
                              revision: 1, stacking: .top)
        let leaving = room.startExit(.overlay("a"), fade, window: w, bounds: layout.frame, now: t0)
        XCTAssertEqual(room.tick(now: t0 + 200), [.remove(leaving)])
        XCTAssertEqual(room.count, 0)
    }

    func testForgettingAnOverlayStopsItsEntrance() {
        let room = AnimationRoom()
        room.startEntrance("a", fade, layout: layout, bounds: layout.frame, now: t0)
        XCTAssertEqual(room.forget("a", now: t0), [])
        XCTAssertEqual(room.count, 0)
        XCTAssertEqual(room.tick(now: t0 + 50), [])
    }
}
