// SourceTrackerRoomTests: the sources room alone, on the fake window system with no
// Controller: attaching and forgetting answer which windows to watch and let go (the room
// never selects events itself), and the fake server's events come back as the effects a
// layout, a restack or a dismissal needs.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

final class SourceTrackerRoomTests: XCTestCase {
    let x = FakeWindowSystem()
    let now = Instant(milliseconds: 0)
    lazy var room = SourceTracker(display: x)

    /// Overlay ids in the order the tests showed them.
    func inShowOrder(_ ids: Set<OverlayID>) -> [OverlayID] { ids.sorted { $0.description < $1.description } }

    /// Effects whose order the room does not promise (a set's), each once.
    func unordered(_ effects: [Effect]) -> Set<String> { Set(effects.map { "\($0)" }) }

    /// What the room answers the events the fake server queued.
    func drain() -> [Effect] {
        var effects: [Effect] = []
        while x.pending() > 0 { effects += room.handle(x.nextEvent(), inShowOrder: inShowOrder) }
        return effects
    }

    func testForgettingTheLastOverlayOnAWindowStopsWatchingIt() {
        let w = x.addClient(Rect(x: 100, y: 100, width: 300, height: 200))
        // A window with no frame is its own top level: followed as both.
        XCTAssertEqual(unordered(room.attach("a", to: w, anchoring: .window, screen: 0)), unordered([.windowSystem(.watch(w))]))
        XCTAssertEqual(unordered(room.attach("b", to: w, anchoring: .window, screen: 0)), unordered([.windowSystem(.watch(w))]))
        XCTAssertFalse(x.watched.contains(w), "the room only asks: the Controller selects the events")
        XCTAssertEqual(room.forget("a", now: now), [], "b still follows it")
        XCTAssertEqual(room.forget("b", now: now), [.windowSystem(.unwatch(w))])
    }

    func testAFramedWindowIsWatchedWithItsFrameAndAttachingElsewhereLetsBothGo() {
        let w = x.addClient(Rect(x: 100, y: 100, width: 300, height: 200), framed: true)
        let frame = x.clients[w]?.frame ?? .none
        let other = x.addClient(Rect(x: 500, y: 100, width: 300, height: 200))
        XCTAssertEqual(room.attach("a", to: w, anchoring: .window, screen: 0), [.windowSystem(.watch(w)), .windowSystem(.watch(frame))])
        let moved = room.attach("a", to: other, anchoring: .window, screen: 0)
        XCTAssertEqual(unordered(moved), unordered([.windowSystem(.unwatch(w)), .windowSystem(.unwatch(frame)), .windowSystem(.watch(other))]))
        XCTAssertEqual(moved.last, .windowSystem(.watch(other)), "the old ones are let go first")
    }

    func testAFollowedWindowThatMovesIsLaidOutAgainAndARaiseRestacks() {
        let w = x.addClient(Rect(x: 100, y: 100, width: 300, height: 200))
        _ = room.attach("a", to: w, anchoring: .window, screen: 0)
        x.watchClient(w)
        x.move(w, to: Point(x: 150, y: 120))
        XCTAssertEqual(drain(), [.relayout("a"), .restack, .relayout("a")], "its first ConfigureNotify says where it is stacked")
        let asked = x.roundTrips
        XCTAssertEqual(room.sourceRect(room.attachment("a"), frame: false), Rect(x: 150, y: 120, width: 300, height: 200))
        XCTAssertEqual(x.roundTrips, asked, "where it moved is known from the event")
        x.move(w, to: Point(x: 200, y: 120))
        XCTAssertEqual(drain(), [.relayout("a"), .relayout("a")], "a move alone restacks nothing")
    }

    func testADestroyedSourceDismissesItsOverlaysAndAGoneFrameIsFoundAgain() {
        let w = x.addClient(Rect(x: 100, y: 100, width: 300, height: 200), framed: true)
        let frame = x.clients[w]?.frame ?? .none
        _ = room.attach("a", to: w, anchoring: .window, screen: 0)
        x.clients[w]?.frame = nil // the WM let it go: it is a child of root now
        x.destroy(frame)
        XCTAssertEqual(drain(), [.windowSystem(.unwatch(frame)), .windowSystem(.watch(w)), .windowSystem(.watch(w)), .relayout("a")],
                       "the window is its own top level now: followed as both")
        x.destroy(w)
        XCTAssertEqual(drain(), [.dismiss("a", .sourceGone)])
    }

    func testDesktopChangesLayOutWhatTheyReach() {
        x.send(.propertyChanged(window: x.root, property: "_NET_WORKAREA"))
        x.send(.propertyChanged(window: x.root, property: "_NET_CLIENT_LIST_STACKING"))
        x.send(.screenChanged)
        XCTAssertEqual(drain(), [.relayoutMany(.all), .relayoutMany(.onFocusedMonitor), .relayoutMany(.all)])
        let full = x.addClient(Rect(x: 0, y: 0, width: 1920, height: 1080))
        // A layout reads the fullscreen windows first; a change of them reaches the notifications.
        XCTAssertFalse(room.desktop(0).fullscreenCovers(Rect(x: 0, y: 0, width: 1920, height: 1080)))
        x.setState(full) { $0.fullscreen = true }
        XCTAssertEqual(drain(), [.relayoutMany(.underFullscreen)])
    }

    func testARegionIsWatchedWhileSetAndItsOverlaysGoWhenItIsUnset() {
        let w = x.addClient(Rect(x: 100, y: 100, width: 300, height: 200))
        let (setReply, setEffects) = room.handleRegion(.regionSet(name: "field", window: .window(UInt32(w.rawValue)), rect: Rect(x: 10, y: 20, width: 50, height: 10)),
                                                       inShowOrder: inShowOrder)
        XCTAssertEqual(setReply["ok"]?.boolValue, true)
        XCTAssertEqual(setEffects, [.windowSystem(.watch(w))])
        XCTAssertEqual(room.resolve(.region("field")).window, w)
        _ = room.attach("a", to: w, anchoring: .region("field"), screen: 0)
        XCTAssertEqual(room.regionRect("field"), Rect(x: 110, y: 120, width: 50, height: 10))
        let (_, unset) = room.handleRegion(.regionUnset(name: "field"), inShowOrder: inShowOrder)
        XCTAssertEqual(unset, [.dismiss("a", .sourceGone)], "a still follows the window until its dismissal lets it go")
        XCTAssertEqual(room.forget("a", now: now), [.windowSystem(.unwatch(w))])
    }

    func testAWindowThatIsNotThereIsRefusedWithWhy() {
        guard case .failure(let message) = room.resolve(.window(0x7777)) else { return XCTFail("resolved") }
        XCTAssertEqual(message, "no such window: 0x7777")
    }
}

private extension SourceTracker.Resolution {
    var window: WindowID? {
        if case .success((let w, _)) = self { return w }
        return nil
    }
}
