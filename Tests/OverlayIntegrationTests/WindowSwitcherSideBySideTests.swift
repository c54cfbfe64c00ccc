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
            XCTAssertEqual(run.status, ExitStatus(code: 0, signaled: false), "Escape: 0, as rofi 1.7.3 exits from -show")
            XCTAssertEqual(seen, matches, "windowcd typing \(typed)")
        }
    }

    /// Ours keeps each listed window's title, class and desktop from PropertyNotify (no round
    /// trips per window when it opens again): a window renamed (WM_NAME, then _NET_WM_NAME,
    /// which wins) or sent to another desktop after an opening is listed as it is now, and
    /// Enter activates the same window as the real rofi's.
    func testAWindowChangedBetweenOpeningsIsListedAsItIsNow() throws {
        let s = try DaemonSession()
        let wm = try HelperProcess.openbox(on: s.x)
        defer { try? wm.stop() }
        let runner = try PeerMenuRunner(s)
        let x = s.x
        let target = try x.createWindow(x: 50, y: 50, width: 200, height: 150, background: RGB(0x80, 0x80, 0x80), title: "zzfirst")
        let other = try x.createWindow(x: 300, y: 50, width: 200, height: 150, background: RGB(0x40, 0x40, 0x40), title: "zzother")
        func open(_ typed: String, real: Bool, mode: String = "window") throws -> Int32? {
            ask(x, "_NET_CURRENT_DESKTOP", about: x.root, [0, 0])
            ask(x, "_NET_ACTIVE_WINDOW", about: other, [2, 0, 0])
            try x.waitUntil("zzother active on desktop 0") { desktop(x) == 0 && active(x) == other }
            let run = try runner.run("exec rofi -show \(mode) \(real ? "-no-lazy-grab" : "")", stdin: [],
                                     keys: TypedKey.text(typed) + [TypedKey("Return")], program: .rofi, real: real)
            return run.status?.code
        }
        XCTAssertEqual(try open("zzfirst", real: false), 0)
        try x.waitUntil("ours activated zzfirst") { active(x) == target }
        XStoreName(x.handle, target, "zzrenamed")
        x.sync()
        for real in [true, false] {
            XCTAssertEqual(try open("zzrenamed", real: real), 0)
            try x.waitUntil("\(real ? "rofi" : "ours") activated the renamed window") { active(x) == target }
        }
        let utf8 = x.intern("UTF8_STRING")
        Array("zzutfname".utf8).withUnsafeBufferPointer { b in
            _ = XChangeProperty(x.handle, target, x.intern("_NET_WM_NAME"), utf8, 8, PropModeReplace, b.baseAddress, Int32(b.count))
        }
        x.sync()
        for real in [true, false] {
            XCTAssertEqual(try open("zzutfname", real: real), 0)
            try x.waitUntil("\(real ? "rofi" : "ours") activated the window by _NET_WM_NAME") { active(x) == target }
        }
        // Sent to desktop 1 by the WM: windowcd on desktop 0 no longer offers it (Enter on no
        // row runs nothing and ends), and window switches to desktop 1 to activate it.
        ask(x, "_NET_WM_DESKTOP", about: target, [1, 2])
        try x.waitUntil("openbox moved zzutfname to desktop 1") { x.cardinalProperty("_NET_WM_DESKTOP", of: target)?.first == 1 }
        for real in [true, false] {
            _ = try open("zzutfname", real: real, mode: "windowcd")
            XCTAssertEqual(active(x), other, "\(real ? "rofi" : "ours"): windowcd on desktop 0 does not offer it")
            XCTAssertEqual(try open("zzutfname", real: real), 0)
            try x.waitUntil("\(real ? "rofi" : "ours") activated it on desktop 1") { active(x) == target && desktop(x) == 1 }
        }
    }
}
