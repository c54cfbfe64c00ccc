// DaemonSession: one Xvfb, a test connection to it and an overlayd on it, with request
// helpers that return what the daemon reports about its overlays.
import CX11
import Foundation
import OverlayClient
import OverlayProtocol
import XCTest

/// What `list` says about one overlay, in root coordinates.
struct OverlayInfo {
    var id: String
    var frame: ShapeRectangle
    var body: ShapeRectangle
    var arrow: (x: Int, y: Int)?
    var window: Window
    /// The X screen it is on (its coordinates are that screen's root's).
    var screen: Int
    var mode: String
    var anchor: String
    var gravity: String

    init?(_ v: JSONValue) {
        func rect(_ key: String) -> ShapeRectangle? {
            guard let a = v[key]?.arrayValue?.compactMap(\.intValue), a.count == 4 else { return nil }
            return ShapeRectangle(x: a[0], y: a[1], width: a[2], height: a[3])
        }
        guard let id = v["id"]?.stringValue, let frame = rect("frame"), let body = rect("body"),
              let w = v["window"]?.stringValue, let window = Window(w.dropFirst(2), radix: 16) else { return nil }
        self.id = id
        self.frame = frame
        self.body = body
        self.window = window
        screen = v["screen"]?.intValue ?? -1
        mode = v["mode"]?.stringValue ?? ""
        anchor = v["anchor"]?.stringValue ?? ""
        gravity = v["gravity"]?.stringValue ?? ""
        if let a = v["arrow"]?.arrayValue?.compactMap(\.intValue), a.count == 2 { arrow = (a[0], a[1]) }
    }
}

final class DaemonSession {
    let server: XvfbServer
    let x: TestDisplay
    let daemon: DaemonProcess
    let connection: DaemonConnection

    /// - Parameters:
    ///   - server: a display started before (for helpers that need it first).
    ///   - binary, wrapper: as `DaemonProcess` takes them (the packaged daemon, a namespace).
    init(arguments: [String] = [], environment: [String: String] = [:], server: XvfbServer? = nil,
         binary: String? = nil, wrapper: [String] = []) throws {
        self.server = try server ?? XvfbServer()
        x = try TestDisplay(self.server)
        daemon = try DaemonProcess(
            display: self.server.display, arguments: arguments, environment: environment, binary: binary, wrapper: wrapper)
        connection = try daemon.connect()
    }

    /// Sends one request (words quoted as overlayctl would) and parses the reply.
    ///
    /// A `list` is followed by a `sync`: `list` commits but does not wait for the X server, so
    /// without it XTest input sent next to an overlay it reported could reach the server
    /// before the overlay's MapWindow (another connection's requests are not ordered with the
    /// daemon's). After the `sync`, everything `list` reported is on the server.
    @discardableResult
    func request(_ words: [String]) throws -> JSONValue {
        let line = try connection.request(words: words)
        if words.first == "list" { try sync() }
        return try JSONReader.parse(line)
    }

    /// Sends a request that must succeed.
    @discardableResult
    func ok(_ words: [String], file: StaticString = #filePath, line: UInt = #line) throws -> JSONValue {
        let reply = try request(words)
        XCTAssertEqual(reply["ok"]?.boolValue, true, "reply to \(words): \(reply.serialized)", file: file, line: line)
        return reply
    }

    /// Shows a popover, waits until the X server has done what the daemon asked of it (so a
    /// screenshot or a window query that follows sees the popover), and returns what `list`
    /// reports about it.
    func show(_ args: [String], file: StaticString = #filePath, line: UInt = #line) throws -> OverlayInfo {
        let reply = try ok(["show"] + args, file: file, line: line)
        let id = try XCTUnwrap(reply["id"]?.stringValue, "show reply: \(reply.serialized)", file: file, line: line)
        try sync()
        return try XCTUnwrap(try overlay(id), "overlay \(id) missing from list", file: file, line: line)
    }

    /// What `list` reports; an overlay it names is then on the X server (mapped, shaped,
    /// painted: `request` syncs after a `list`), so input sent to it next reaches it.
    func overlays() throws -> [OverlayInfo] {
        let reply = try ok(["list"])
        return (reply["overlays"]?.arrayValue ?? []).compactMap(OverlayInfo.init)
    }

    func overlay(_ id: String) throws -> OverlayInfo? {
        try overlays().first { $0.id == id }
    }

    /// Waits until the daemon has processed all X events and requests sent before.
    func sync() throws { try ok(["sync"]) }

    /// A second connection that receives events.
    func watcher() throws -> DaemonConnection {
        let c = try daemon.connect()
        let reply = try JSONReader.parse(try c.request("watch"))
        XCTAssertEqual(reply["ok"]?.boolValue, true)
        return c
    }

    /// Starts picom and waits until the daemon has switched to ARGB windows.
    /// (The daemon keeps shaped windows until picom redirects them: `stats` says when.)
    func startCompositor() throws -> HelperProcess {
        let picom = try HelperProcess.picom(on: x)
        try waitForSurfaceMode("argb", screen: x.screenNumber)
        return picom
    }

    /// Asks `stats` (each a round trip) until the daemon reports `mode` for `screen`'s overlays.
    func waitForSurfaceMode(_ mode: String, screen: Int) throws {
        try waitUntil("the daemon to make screen \(screen)'s windows \(mode)") {
            try ok(["stats"])["modes"]?.arrayValue?.dropFirst(screen).first?.stringValue == mode
        }
    }

    /// Asks `list` until overlay `id`'s window is in `mode` ("argb" or "shaped").
    func waitForOverlayMode(_ mode: String, of id: String) throws {
        try waitUntil("overlay \(id) to become \(mode)") { try overlay(id)?.mode == mode }
    }

    /// Waits until an overlay holds the keyboard (keys sent before would go elsewhere), with a
    /// `sync` before each look at `list`.
    func waitForGrab(_ what: String = "an overlay to grab the keyboard") throws {
        try waitUntil(what, seconds: 10) {
            try sync()
            return try ok(["list"])["overlays"]?.arrayValue?.contains(where: { $0["grabbed"]?.boolValue == true }) == true
        }
    }

    /// Asks again until `condition` holds; throws once `seconds` have passed. Between two asks
    /// it waits for an event on the test's X connection (an overlay mapped or moved), or at most
    /// a `Backoff` pause when none comes, instead of spinning on round trips.
    func waitUntil(_ what: @autoclosure () -> String, seconds: Double = 5, _ condition: () throws -> Bool) throws {
        let deadline = Deadline(seconds: seconds)
        var backoff = Backoff()
        while try !condition() {
            guard !deadline.hasPassed else { throw HarnessError.timeout(what()) }
            try x.awaitTraffic(atMost: backoff.pause(), until: deadline)
        }
    }
}

extension DaemonConnection {
    /// The next event line, parsed; fails the wait after `timeoutMs`.
    func nextEvent(timeoutMs: Int32 = 5000) throws -> JSONValue {
        try JSONReader.parse(try readLine(timeoutMs: timeoutMs))
    }
}
