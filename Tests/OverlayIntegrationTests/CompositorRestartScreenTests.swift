// CompositorRestartScreenTests: a popover with its shadow stays up while picom is killed,
// stopped and started again, and a screen recorder grabbing its rectangle the whole time
// never sees black where the shadow is (an ARGB window's transparent pixels are black when no
// compositor blends them).
import CX11
import XCTest

final class CompositorRestartScreenTests: XCTestCase {
    let background = RGB(0x30, 0x60, 0x90)

    func testNoBlackFrameWhileTheCompositorIsKilledStoppedAndStartedAgain() throws {
        let s = try DaemonSession()
        _ = try s.x.createWindow(x: 0, y: 0, width: s.x.screenWidth, height: s.x.screenHeight, background: background)
        // Shown right after picom starts: before picom redirects windows, an ARGB one would be
        // shown unblended; the popover is shaped until then.
        var picom = try s.startCompositor()
        _ = try s.show(["--id", "shadowed", "--text", "Through a compositor restart", "--transition", "none"])
        try s.waitForOverlayMode("argb", of: "shadowed")
        let o = try XCTUnwrap(try s.overlay("shadowed"))
        let body = o.body
        let below = (x: body.x + body.width / 2, y: body.y + body.height + 3)
        XCTAssertLessThan(below.y, o.frame.y + o.frame.height, "a shadow margin below the body")
        let watcher = FrameWatcher(display: s.x.name, area: o.frame, probe: below) { x, y in
            // The shadow margin: inside the frame, outside the body.
            x < body.x || x >= body.x + body.width || y < body.y || y >= body.y + body.height
        }
        watcher.start()
        defer { watcher.stop() }
        let background = self.background
        func shadowed(_ p: RGB) -> Bool { p.b < background.b && p.b > background.b / 3 }
        try watcher.waitForSettledFrames(5, "the shadow blended by picom", settled: shadowed)

        // Killed twice (the server drops picom's redirections at once), stopped once (picom
        // undoes them itself), and started again after each.
        for (round, killed) in [true, false, true].enumerated() {
            watcher.phase("\(round): \(killed ? "killed" : "stopped")")
            if killed { try picom.kill() } else { try picom.stop() }
            try s.waitForOverlayMode("shaped", of: o.id)
            try watcher.waitForSettledFrames(20, "round \(round): the backdrop where the shadow was") { $0 == background }
            watcher.phase("\(round): started")
            picom = try s.startCompositor()
            try s.waitForOverlayMode("argb", of: o.id)
            try watcher.waitForSettledFrames(20, "round \(round): the shadow again", settled: shadowed)
        }
        let figures = watcher.stop()
        try picom.stop()
        print("CompositorRestartScreenTests: \(figures.blackFrames) of \(figures.frames) frames black, worst \(figures.worstBlack) px: \(figures.summary)")
        // A kill is the server's to show first: it undoes picom's redirection in the same step
        // as it drops picom's selection, before any client hears of it, so a frame grabbed
        // right then shows the shadow unblended. What follows is the daemon's: its first
        // request cuts the window to its body. At most that one frame per kill, none otherwise.
        for phase in figures.phases {
            XCTAssertLessThanOrEqual(phase.black, phase.name.hasSuffix("killed") ? 1 : 0,
                                     "\(phase.name): \(phase.black) of \(phase.frames) frames black in the shadow: \(figures.summary)")
        }
        // Asking whether picom redirects yet leaves no X error on the daemon's stderr (a refused
        // NameWindowPixmap's id was once freed: a BadPixmap line at every compositor start).
        XCTAssertFalse(s.daemon.stderrText.contains("X error"), s.daemon.stderrText)
    }
}
