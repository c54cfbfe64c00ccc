// ConfigTests: the config file end to end: styles and presets reach the screen, reload
// (request and SIGHUP) restyles live and refuses a bad file whole, --check-config.
#if canImport(Glibc)
import Glibc
#endif
import CX11
import Foundation
import XCTest

final class ConfigTests: XCTestCase {
    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func config(background: String) -> String {
        """
        [style.loud]
        background = "\(background)"

        [preset.volume]
        kind = "tooltip"
        timeout = "5s"
        title = "Volume"
        """
    }

    /// The colour in the middle of the bottom padding of a popover's body.
    func bodyColour(_ s: DaemonSession, _ id: String) throws -> RGB {
        let o = try XCTUnwrap(try s.overlay(id))
        return try s.x.screenshot().pixel(x: o.body.x + o.body.width / 2, y: o.body.y + o.body.height - 4)
    }

    func testStylesPresetsAndLiveReload() throws {
        let home = try TemporaryDirectory(prefix: "overlayd-config")
        let dir = try home.makeSubdirectory("overlayd")
        let file = dir + "/config.toml"
        try write(config(background: "#ff0000"), to: file)
        let s = try DaemonSession(environment: ["XDG_CONFIG_HOME": home.path])

        let o = try s.show(["--id", "v", "--preset", "volume", "--style", "loud", "--text", "40%"])
        XCTAssertEqual(s.x.windowTypes(of: o.window), ["_NET_WM_WINDOW_TYPE_TOOLTIP"], "the preset's --kind applied")
        XCTAssertEqual(try bodyColour(s, "v"), RGB(0xff, 0, 0))
        let overridden = try s.show(["--preset", "volume", "--kind", "utility", "--text", "mine"])
        XCTAssertEqual(s.x.windowTypes(of: overridden.window), ["_NET_WM_WINDOW_TYPE_UTILITY"], "own options win")
        try s.ok(["dismiss", overridden.id]) // it sits over "v"
        let presets = try s.daemon.runCtl(["presets"])
        XCTAssertTrue(presets.stdout.contains("volume\t--kind tooltip --timeout 5s --title Volume"), presets.stdout)
        XCTAssertEqual(try s.request(["show", "--preset", "nope"])["error"]?.stringValue?.hasPrefix("no such preset: nope"), true)

        // Reload: the visible popover takes the new colour.
        try write(config(background: "#00ff00"), to: file)
        XCTAssertEqual(try s.request(["reload"])["ok"]?.boolValue, true)
        try s.sync()
        XCTAssertEqual(try bodyColour(s, "v"), RGB(0, 0xff, 0))

        // A bad file is refused whole, with file, line and key; the old config stays.
        try write("[style.loud]\nbackground = \"#00ff00\"\ncorner-radius = \"8px\"\n", to: file)
        let refused = try s.request(["reload"])
        XCTAssertEqual(refused["ok"]?.boolValue, false)
        let message = refused["error"]?.stringValue ?? ""
        XCTAssertTrue(message.contains("config.toml:3: style.loud.corner-radius"), message)
        XCTAssertNotNil(try s.overlay("v"))
        let again = try s.show(["--preset", "volume", "--text", "still here"])
        XCTAssertEqual(s.x.windowTypes(of: again.window), ["_NET_WM_WINDOW_TYPE_TOOLTIP"], "old presets still apply")
        try s.ok(["dismiss", again.id])

        // SIGHUP reloads too.
        try write(config(background: "#0000ff"), to: file)
        s.daemon.terminate(signal: SIGHUP)
        try s.sync()
        XCTAssertEqual(try bodyColour(s, "v"), RGB(0, 0, 0xff))
        XCTAssertTrue(s.daemon.isRunning)
    }

    func testCheckConfigNamesFileLineAndKey() throws {
        let dir = try TemporaryDirectory(prefix: "overlayd-check")
        try write("scale = \"per-monitor\"\n[style.default]\npadding = 12\n", to: dir.file("good.toml"))
        try write("[style.default]\npadding = 12\nshadow-opacity = 3\n", to: dir.file("bad.toml"))
        let daemon = try Executables.buildProduct("overlayd")
        for (file, status, text) in [("good.toml", Int32(0), "ok"), ("bad.toml", Int32(1), "bad.toml:3: style.default.shadow-opacity")] {
            let child = try ChildProcess(name: "check", command: [daemon, "--check-config", dir.file(file)],
                                         stdout: .file(dir.file(file + ".out")), stderr: .file(dir.file(file + ".err")))
            XCTAssertEqual(child.waitForExit(timeout: 10)?.code, status)
            let out = (try? String(contentsOfFile: dir.file(file + ".out"), encoding: .utf8)) ?? ""
            XCTAssertTrue((out + child.stderrText).contains(text), out + child.stderrText)
        }
    }

    func testUnderJournaldLogLinesHaveNoTimestamp() throws {
        let plain = try DaemonSession()
        XCTAssertTrue(plain.daemon.stderrText.range(of: #"^\d{4}-\d\d-\d\dT"#, options: .regularExpression) != nil,
                      plain.daemon.stderrText)
        let journald = try DaemonSession(environment: ["JOURNAL_STREAM": "8:12345"])
        XCTAssertTrue(journald.daemon.stderrText.hasPrefix("overlayd: info: "), journald.daemon.stderrText)
    }
}

final class ConfigRuleAndScaleTests: XCTestCase {
    func testRulesMatchAttachedPopoversByWindowClass() throws {
        let home = try TemporaryDirectory(prefix: "overlayd-rules")
        let dir = try home.makeSubdirectory("overlayd")
        try Data("""
            [style.terminal]
            background = "#222222"

            [[rule]]
            match.window-class = "XTerm"
            style = "terminal"

            [[rule]]
            match.window-class = "Quiet*"
            skip = true
            """.utf8).write(to: URL(fileURLWithPath: dir + "/config.toml"))
        let s = try DaemonSession(environment: ["XDG_CONFIG_HOME": home.path])
        let term = try s.x.createWindow(x: 100, y: 100, width: 300, height: 100, background: .red)
        let quiet = try s.x.createWindow(x: 600, y: 100, width: 300, height: 100, background: .red)
        for (w, cls) in [(term, "XTerm"), (quiet, "QuietApp")] {
            var hint = XClassHint()
            cls.withCString { c in
                hint.res_name = UnsafeMutablePointer(mutating: c)
                hint.res_class = UnsafeMutablePointer(mutating: c)
                XSetClassHint(s.x.handle, w, &hint)
            }
        }
        s.x.sync()
        let o = try s.show(["--attach", String(term), "--text", "styled by a rule"])
        let shot = try s.x.screenshot()
        XCTAssertEqual(shot.pixel(x: o.body.x + o.body.width / 2, y: o.body.y + o.body.height - 4), RGB(0x22, 0x22, 0x22))
        XCTAssertEqual(try s.request(["show", "--attach", String(quiet), "--text", "x"])["error"]?.stringValue,
                       "skipped by a rule")
    }

    func testXftDPIScalesPopovers() throws {
        let s = try DaemonSession()
        let normal = try s.show(["--text", "scale me"])
        let resources = try TemporaryDirectory(prefix: "overlayd-xrdb")
        try Data("Xft.dpi: 192\n".utf8).write(to: URL(fileURLWithPath: resources.file("res")))
        let xrdb = try ChildProcess(name: "xrdb", command: ["xrdb", "-merge"], environment: ["DISPLAY": s.server.display],
                                    stdin: resources.file("res"))
        XCTAssertEqual(xrdb.waitForExit(timeout: 10)?.code, 0)
        try s.ok(["reload"])
        let big = try s.show(["--text", "scale me"])
        XCTAssertEqual(Double(big.body.height) / Double(normal.body.height), 2, accuracy: 0.15)
        XCTAssertEqual(Double(big.body.width) / Double(normal.body.width), 2, accuracy: 0.15)
    }
}
