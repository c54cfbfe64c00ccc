// DunstSideBySide: one notification shown by the real dunst 1.9 reading a dunstrc, then by
// overlayd reading its --import-dunstrc, on one Xvfb (at 96 dpi, as a desktop's Xorg) and
// bus; each drawing's rectangle and a screenshot, for tests to compare.
// OVERLAYD_SURVEY_BINARY=/path/to/overlayd runs another build's overlayd (a before/after measure).
import CX11
import Foundation
import OverlayProtocol
import XCTest

struct DunstSideBySide {
    typealias Drawn = (rect: (x: Int, y: Int, width: Int, height: Int), shot: Screenshot)
    let dunst: Drawn
    let overlayd: Drawn
    let toml: String
    /// What each notify command printed (`notify-send -p`: the id), to dunst and to overlayd.
    let printed: (dunst: [String], overlayd: [String])

    /// dunst draws `modern` (an old file rewritten for it), overlayd imports `original`; both
    /// are sent `notify` (a notify-send command line), then each of `also`. With more than one,
    /// overlayd's rectangle is the union of its notifications' bodies (dunst's window holds them all).
    /// `size` and `monitors` (`xrandr --setmonitor` argument lists) make the screen. `limit`:
    /// the dunstrc's notification_limit, so a notification past it changes dunst's window
    /// without growing it, and overlayd shows that many.
    init(original: String, modern: String, notify: [String], also: [[String]] = [],
         size: (width: Int, height: Int) = (1280, 800), monitors: [[String]] = [], limit: Int = 0) throws {
        // At 96 dpi: at Xvfb's own 100, dunst scales every size and offset by 100/96 (its `scale = 0`).
        let stage = try DunstrcImportScreenTests.Stage(modern, urgency: "normal", dpi: 96, size: size, monitors: monitors)
        let (x, bus) = (stage.x, stage.bus)
        let dunstProcess = try DunstProcess(bus: bus, display: stage.server.display, configHome: stage.home)
        var dunstPrinted: [String] = []
        let window = try Self.notificationWindow(x, bus: bus, notify: notify) { dunstPrinted.append($0) }
        for (i, more) in also.enumerated() {
            let before = try x.attributes(of: window).height
            let full = limit > 0 && i + 1 >= limit
            let pixels = full ? try x.screenshot().pixels : []
            let (status, out) = try bus.run(more)
            XCTAssertEqual(status, 0)
            dunstPrinted.append(out)
            // dunst draws the next one in the same window, which grows (or, full, changes).
            try x.waitUntil("dunst's window grows for another notification") {
                full ? try x.screenshot().pixels != pixels : try x.attributes(of: window).height != before
            }
        }
        // dunst maps, may move and resize, then paints: read until two reads agree.
        let deadline = Deadline(seconds: 10)
        var last: [UInt32] = [], drawn: Drawn
        repeat {
            usleep(50_000)
            let a = try x.attributes(of: window)
            drawn = ((a.x, a.y, a.width, a.height), try x.screenshot())
            if drawn.shot.pixels == last { break }
            last = drawn.shot.pixels
        } while !deadline.hasPassed
        dunst = drawn
        try dunstProcess.stop()

        let binary = try ProcessInfo.processInfo.environment["OVERLAYD_SURVEY_BINARY"] ?? Executables.buildProduct("overlayd")
        try Data(original.utf8).write(to: URL(fileURLWithPath: stage.home.path + "/dunst/dunstrc"))
        let (status, toml) = try bus.run([binary, "--import-dunstrc", stage.home.path + "/dunst/dunstrc"])
        XCTAssertEqual(status, 0, toml)
        self.toml = toml
        let configDir = try stage.home.makeSubdirectory("overlayd")
        try Data(toml.utf8).write(to: URL(fileURLWithPath: configDir + "/config.toml"))
        let daemon = try DaemonProcess(display: stage.server.display, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address,
                                                                                    "XDG_CONFIG_HOME": stage.home.path], binary: binary)
        let connection = try daemon.connect()
        var ourPrinted: [String] = []
        for command in [notify] + also {
            let (status, out) = try bus.run(command)
            XCTAssertEqual(status, 0)
            ourPrinted.append(out)
        }
        printed = (dunstPrinted, ourPrinted)
        let ids = (1...(1 + also.count)).map { "n\($0)" }
        var bodies: [ShapeRectangle] = []
        let shownBy = Deadline(seconds: 5)
        repeat {
            // An icon file loads off the loop: wait until the picture is in (a repaint) too.
            _ = try connection.request("sync")
            let list = try JSONReader.parse(try connection.request("list"))
            bodies = (list["overlays"]?.arrayValue ?? []).compactMap(OverlayInfo.init).filter { ids.contains($0.id) }.compactMap(\.body)
        } while bodies.count < (limit > 0 ? min(limit, ids.count) : ids.count) && !shownBy.hasPassed
        XCTAssertEqual(bodies.count, limit > 0 ? min(limit, ids.count) : ids.count, "overlayd's notifications")
        _ = try XCTUnwrap(bodies.first, "overlayd's notification")
        let b = bounds(bodies)
        usleep(100_000)
        _ = try connection.request("sync")
        overlayd = ((b.x, b.y, b.width, b.height), try x.screenshot())
        withExtendedLifetime(daemon) {}
    }

    /// Sends `notify` and waits for the window dunst maps for it; `printed` hears what it printed.
    static func notificationWindow(_ x: TestDisplay, bus: SessionBus, notify: [String],
                                   printed: (String) -> Void = { _ in }) throws -> Window {
        let before = try x.viewableOverrideRedirectTopLevels(includeOffscreen: true)
        let (status, out) = try bus.run(notify)
        XCTAssertEqual(status, 0)
        printed(out)
        var window: Window = 0
        try x.waitUntil("dunst's notification window") {
            window = try x.viewableOverrideRedirectTopLevels().first { !before.contains($0) } ?? 0
            return window != 0
        }
        return window
    }

    /// The value of `key` in a dunstrc's [global], unquoted (the last one set).
    static func global(_ key: String, in text: String) -> String? {
        var inGlobal = false, found: String?
        for line in text.components(separatedBy: "\n") {
            let t = line.trimmingCharacters(in: .whitespaces)
            if t.hasPrefix("[") { inGlobal = t == "[global]"; continue }
            let parts = t.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if inGlobal, parts.count == 2, parts[0] == key { found = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        }
        return found
    }
}

extension DunstSideBySide {
    /// The box of the pixels in `drawn`'s rectangle (the part on screen) that `match`, relative
    /// to its top-left.
    static func box(in drawn: Drawn, where match: (RGB) -> Bool) -> (x: Int, y: Int, width: Int, height: Int)? {
        let r = drawn.rect, shot = drawn.shot
        let rows = max(r.y, shot.originY)..<max(max(r.y, shot.originY), min(r.y + r.height, shot.originY + shot.height))
        let columns = max(r.x, shot.originX)..<max(max(r.x, shot.originX), min(r.x + r.width, shot.originX + shot.width))
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in rows {
            for x in columns where match(shot.pixel(x: x, y: y)) {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        return minX == Int.max ? nil : (minX - r.x, minY - r.y, maxX - minX + 1, maxY - minY + 1)
    }
}
