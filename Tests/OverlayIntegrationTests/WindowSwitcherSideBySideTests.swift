// WindowSwitcherSideBySideTests: `rofi -show window` and `-show windowcd` under openbox,
// with the real rofi 1.7.3 and with ours: typing a window's title and Enter activates the
// same window (openbox reports it in _NET_ACTIVE_WINDOW), switching to its desktop first
// when it is on another; windowcd lists only the current desktop's windows.
import CX11
import Foundation
import XCTest

final class WindowSwitcherSideBySideTests: XCTestCase {
    /// A pager's message to the WM (EWMH: source indication 2).
    func ask(_ x: TestDisplay, _ type: String, about w: Window, _ data: [Int]) {
        var e = XEvent()
        e.xclient.type = ClientMessage
        e.xclient.send_event = True
        e.xclient.window = w
        e.xclient.message_type = x.intern(type)
        e.xclient.format = 32
        withUnsafeMutableBytes(of: &e.xclient.data.l) { raw in
            for (i, v) in data.enumerated() { raw.bindMemory(to: Int.self)[i] = v }
        }
        XSendEvent(x.handle, x.root, False, SubstructureNotifyMask | SubstructureRedirectMask, &e)
        x.sync()
    }

    func active(_ x: TestDisplay) -> Window? { x.windowProperty("_NET_ACTIVE_WINDOW", of: x.root)?.first }
    func desktop(_ x: TestDisplay) -> UInt? { x.cardinalProperty("_NET_CURRENT_DESKTOP", of: x.root)?.first }

    func testEnterActivatesTheSameWindowAsRofiAndSwitchesDesktop() throws {
        let s = try DaemonSession()
        let wm = try HelperProcess.openbox(on: s.x)
        defer { try? wm.stop() }
        let runner = try PeerMenuRunner(s)
        let x = s.x
        var windows: [String: Window] = [:]
        for (n, title) in ["zzalpha", "zzbeta", "zzgamma"].enumerated() {
            windows[title] = try x.createWindow(x: 50 + 60 * n, y: 50, width: 200, height: 150, background: RGB(0x80, 0x80, 0x80), title: title)
        }
        // zzdelta lives on desktop 1.
        ask(x, "_NET_CURRENT_DESKTOP", about: x.root, [1, 0])
        try x.waitUntil("openbox on desktop 1") { desktop(x) == 1 }
        windows["zzdelta"] = try x.createWindow(x: 300, y: 300, width: 200, height: 150, background: RGB(0x40, 0x40, 0x40), title: "zzdelta")
        let stay = try XCTUnwrap(windows["zzgamma"])
        for target in ["zzalpha", "zzbeta", "zzdelta"] {
            for real in [true, false] {
                // Start each run on desktop 0 with zzgamma active.
                ask(x, "_NET_CURRENT_DESKTOP", about: x.root, [0, 0])
                ask(x, "_NET_ACTIVE_WINDOW", about: stay, [2, 0, 0])
                try x.waitUntil("zzgamma active on desktop 0") { desktop(x) == 0 && active(x) == stay }
                let run = try runner.run("exec rofi -show window \(real ? "-no-lazy-grab" : "")", stdin: [],
                                         keys: TypedKey.text(target) + [TypedKey("Return")], program: .rofi, real: real)
                XCTAssertEqual(run.status, ExitStatus(code: 0, signaled: false), "\(real ? "rofi" : "ours"): \(target)")
                try x.waitUntil("\(real ? "rofi" : "ours") activated \(target)") { active(x) == windows[target] }
                XCTAssertEqual(desktop(x), target == "zzdelta" ? 1 : 0, "\(real ? "rofi" : "ours"): \(target)'s desktop")
            }
        }
        // windowcd on desktop 0: zzdelta is not offered (ours: no match), zzbeta is.
        ask(x, "_NET_CURRENT_DESKTOP", about: x.root, [0, 0])
        try x.waitUntil("desktop 0") { desktop(x) == 0 }
        for (typed, matches) in [("zzdelta", 0), ("zzbeta", 1)] {
            var seen: Int?
            var typedKeys = 0
            let keys = TypedKey.text(typed)
            let run = try runner.run("exec rofi -show windowcd", stdin: [], keys: keys + [TypedKey("Escape")], program: .rofi, real: false,
                                     afterKey: { _ in
                                         typedKeys += 1
                                         if typedKeys == keys.count { seen = try runner.openPick()?["matches"]?.intValue }
                                     })
            XCTAssertEqual(run.status, ExitStatus(code: 1, signaled: false), "Escape")
            XCTAssertEqual(seen, matches, "windowcd typing \(typed)")
        }
    }
}
