// TransitionScreenTests: an entrance and an exit pass through intermediate frames and end exactly
// at their target; afterwards nothing is scheduled, so the daemon sleeps.
import CX11
import Foundation
import XCTest

final class TransitionScreenTests: XCTestCase {
    /// Root y of each ConfigureNotify of `window` until `done` says stop.
    func positions(_ s: DaemonSession, _ window: Window, until done: (XConfigureEvent) -> Bool) throws -> [Int] {
        var ys: [Int] = []
        while true {
            let c = try s.x.waitForConfigureNotify(window: window, timeout: 5)
            ys.append(Int(c.y))
            if done(c) { return ys }
        }
    }

    func testSlideInAndOutPassesThroughFramesAndEndsExactly() throws {
        let s = try DaemonSession()
        let picom = try s.startCompositor()
        s.x.discardEvents()
        let o = try s.show(["--id", "t", "--transition", "fade,slide-top", "--duration", "300ms", "--easing", "linear",
                            "--text", "sliding in"])
        let ys = try positions(s, o.window) { $0.y == Int32(o.frame.y) }
        XCTAssertGreaterThanOrEqual(Set(ys).count, 3, "intermediate frames: \(ys)")
        XCTAssertEqual(ys.last, o.frame.y, "ends exactly at its place")
        XCTAssertTrue(ys.dropLast().allSatisfy { $0 < o.frame.y }, "comes from above: \(ys)")
        try s.sync()
        var stats = try s.request(["stats"])
        XCTAssertEqual(stats["animating"]?.intValue, 0)
        XCTAssertEqual(stats["wakeup_pending"]?.boolValue, false, "nothing moves: no wake-up scheduled")
        XCTAssertNil(s.x.cardinalProperty("_NET_WM_WINDOW_OPACITY", of: o.window), "fully opaque at the end")

        // The exit plays on the same window, then the window goes.
        s.x.discardEvents()
        try s.ok(["dismiss", "t"])
        _ = try s.x.waitForEvent(window: o.window, type: DestroyNotify, timeout: 5)
        let out = s.x.backlog.filter { $0.type == ConfigureNotify && $0.xconfigure.window == o.window }.map { Int($0.xconfigure.y) }
        XCTAssertGreaterThanOrEqual(Set(out).count, 2, "exit frames: \(out)")
        XCTAssertTrue(out.allSatisfy { $0 < o.frame.y }, "leaves upwards: \(out)")
        try s.sync()
        stats = try s.request(["stats"])
        XCTAssertEqual(stats["animating"]?.intValue, 0)
        XCTAssertEqual(stats["wakeup_pending"]?.boolValue, false)
        try picom.stop()
    }

    func testWithoutCompositorAScaleStepsTheFrameAndNeverGoesTranslucent() throws {
        let s = try DaemonSession()
        s.x.discardEvents()
        let o = try s.show(["--id", "z", "--transition", "fade,scale:0.5", "--duration", "200ms", "--text", "growing"])
        var widths: [Int] = []
        while true {
            let c = try s.x.waitForConfigureNotify(window: o.window, timeout: 5)
            widths.append(Int(c.width))
            if c.width == Int32(o.frame.width) && c.height == Int32(o.frame.height) { break }
        }
        XCTAssertGreaterThanOrEqual(Set(widths).count, 2, "steps: \(widths)")
        XCTAssertEqual(widths.last, o.frame.width)
        XCTAssertNil(s.x.cardinalProperty("_NET_WM_WINDOW_OPACITY", of: o.window), "no fade without a compositor")
    }
}

final class ReplaceAndZTests: XCTestCase {
    func testReplaceGrowsTheNewPopoverOutOfTheOld() throws {
        let s = try DaemonSession()
        let events = try s.watcher()
        let old = try s.show(["--id", "a", "--attach", "rect:200,200,10,10", "--text", "short"])
        _ = try events.nextEvent()
        s.x.discardEvents()
        let reply = try s.ok(["replace", "a", "--id", "b", "--attach", "rect:800,500,10,10", "--duration", "250ms",
                              "--text", "a much longer text that needs a wider popover"])
        XCTAssertEqual(reply["id"]?.stringValue, "b")
        XCTAssertEqual(try events.nextEvent().serialized, #"{"event":"dismissed","id":"a","reason":"replaced"}"#)
        let new = try XCTUnwrap(try s.overlay("b"))
        var frames: [(Int, Int, Int)] = []
        while true {
            let c = try s.x.waitForConfigureNotify(window: new.window, timeout: 5)
            frames.append((Int(c.x), Int(c.y), Int(c.width)))
            if c.x == Int32(new.frame.x) && c.y == Int32(new.frame.y) && c.width == Int32(new.frame.width) { break }
        }
        XCTAssertGreaterThanOrEqual(frames.count, 3, "intermediate frames: \(frames)")
        XCTAssertTrue(frames.dropLast().contains { $0.0 > old.frame.x && $0.0 < new.frame.x }, "passes between: \(frames)")
        XCTAssertThrowsError(try s.x.attributes(of: old.window), "the old window is gone")
        XCTAssertEqual(try s.request(["replace", "nope", "--text", "x"])["error"]?.stringValue, "no such overlay: nope")
    }

    func testZOrdersOverlappingOverlays() throws {
        let s = try DaemonSession()
        let high = try s.show(["--id", "high", "--z", "5", "--text", "on top"])
        let low = try s.show(["--id", "low", "--text", "below, though newer"])
        let children = try s.x.children(of: s.x.root)
        XCTAssertGreaterThan(children.firstIndex(of: high.window) ?? -1, children.firstIndex(of: low.window) ?? -1)
    }
}
