// SettingsTests: what overlayd.toml changes in the daemon's logic: presets, containers on
// every monitor, and a refused reload that keeps the config in force.
@testable import OverlayDaemon
import Foundation
import OverlayCore
import OverlayProtocol
import XCTest

final class SettingsTests: XCTestCase {
    private var home = ""

    override func setUpWithError() throws {
        home = NSTemporaryDirectory() + "overlayd-settings-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/overlayd", withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: home)
    }

    /// A daemon on two monitors whose config file says `text`.
    func daemon(config text: String) throws -> DaemonHarness {
        try write(text)
        let d = try DaemonHarness(configure: { x in
            x.monitorList = [Monitor(name: "A", rect: Rect(x: 0, y: 0, width: 960, height: 1080), primary: true),
                             Monitor(name: "B", rect: Rect(x: 960, y: 0, width: 960, height: 1080))]
        }, environment: ["XDG_CONFIG_HOME": home, "XDG_CONFIG_DIRS": home + "/none"])
        XCTAssertNoThrow(try d.controller.loadConfig())
        return d
    }

    func write(_ text: String) throws {
        try text.write(toFile: home + "/overlayd/config.toml", atomically: true, encoding: .utf8)
    }

    func testAPresetGivesItsOptionsAndTheRequestsOwnWin() throws {
        let d = try daemon(config: "[preset.brief]\ntimeout = \"1s\"\ntext = \"from the preset\"\n")
        d.ok("show --id a --preset brief")
        d.ok("show --id b --preset brief --timeout 5s")
        d.advance(1000)
        XCTAssertNil(d.window("a"), "the preset's timeout")
        XCTAssertNotNil(d.window("b"), "the request's own timeout wins")
        XCTAssertEqual(d.ok("presets")["presets"]?.arrayValue?.compactMap { $0["name"]?.stringValue }.contains("brief"), true)
    }

    func testAnAllMonitorsContainerShowsACopyOnEveryMonitorAndOneDismissRemovesThem() throws {
        let d = try daemon(config: "[container.bar]\nall-monitors = true\n")
        d.ok("show --id a --container bar --text everywhere")
        let own = try XCTUnwrap(d.window("a"))
        let copy = try XCTUnwrap(d.x.windows[.copy("a", monitor: "B")])
        XCTAssertLessThan(own.frame.x, 960, "the own window is on the primary monitor")
        XCTAssertGreaterThanOrEqual(copy.frame.x, 960, "the copy on the other")
        XCTAssertEqual(copy.frame.size, own.frame.size)
        XCTAssertEqual(d.listed("a")?["monitors"]?.arrayValue?.count, 2, "listed once, with both monitors")
        let press = try XCTUnwrap(d.x.windowID(.copy("a", monitor: "B")))
        d.x.send(.buttonPress(window: press, button: 1, root: Point(x: copy.frame.midX, y: copy.frame.midY)))
        d.pump()
        XCTAssertEqual(d.history(of: "a"), ["shown", "clicked", "dismissed:click"], "a click on the copy acts on the overlay")
        XCTAssertTrue(d.x.windows.isEmpty, "every copy went with it")
    }

    func testAMonitorGoingTakesItsCopyAway() throws {
        let d = try daemon(config: "[container.bar]\nall-monitors = true\n")
        d.ok("show --id a --container bar --text everywhere")
        d.x.setMonitors([Monitor(name: "A", rect: Rect(x: 0, y: 0, width: 1920, height: 1080), primary: true)])
        d.pump()
        XCTAssertNil(d.x.windows[.copy("a", monitor: "B")])
        XCTAssertNotNil(d.window("a"))
    }

    func testARefusedReloadKeepsTheConfigInForce() throws {
        let d = try daemon(config: "[preset.brief]\ntimeout = \"1s\"\n")
        try write("[preset.brief]\ntimeout = \"soon\"\n")
        let reply = d.request("reload")
        XCTAssertEqual(reply["ok"]?.boolValue, false)
        XCTAssertTrue(reply["error"]?.stringValue?.contains("config.toml") ?? false, "it names the file")
        d.ok("show --id a --preset brief --text x")
        d.advance(1000)
        XCTAssertNil(d.window("a"), "the old preset still applies")
    }
}
