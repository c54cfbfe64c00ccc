// IPCTests: the socket and the FIFO, sync, replies, exit codes, and bad input that is
// refused while the daemon keeps serving.
import CX11
import Foundation
import OverlayProtocol
import XCTest

final class IPCTests: XCTestCase {
    func testSocketRoundTripAndEvents() throws {
        let s = try DaemonSession()
        XCTAssertEqual(try s.request(["ping"]).serialized, #"{"ok":true}"#)
        XCTAssertEqual(try s.request(["version"])["version"]?.stringValue, overlaydVersion)
        let events = try s.watcher()
        let o = try s.show(["--id", "a", "--text", "one", "--timeout", "200ms"])
        XCTAssertEqual(try events.nextEvent().serialized, #"{"event":"shown","id":"a"}"#)
        try s.ok(["update", "a", "--text", "two, longer than before"])
        XCTAssertEqual(try events.nextEvent().serialized, #"{"event":"updated","id":"a"}"#)
        let updated = try XCTUnwrap(try s.overlay("a"))
        XCTAssertEqual(updated.window, o.window, "updated in place: same window")
        XCTAssertGreaterThan(updated.body.width, o.body.width)
        XCTAssertEqual(try events.nextEvent().serialized, #"{"event":"dismissed","id":"a","reason":"timeout"}"#)
        XCTAssertNil(try s.overlay("a"))

        _ = try s.show(["--id", "b", "--text", "b"])
        _ = try events.nextEvent()
        try s.ok(["dismiss", "b"])
        XCTAssertEqual(try events.nextEvent().serialized, #"{"event":"dismissed","id":"b","reason":"request"}"#)
    }

    func testFIFORequestsAreServedAndWritersNeverMakeTheLoopSpin() throws {
        let s = try DaemonSession()
        for i in 0..<20 { try s.daemon.writeToFIFO("show --id fifo\(i) --text 'from the FIFO'") }
        try s.daemon.writeToFIFO("this is not a request")
        try s.sync()
        XCTAssertEqual(try s.overlays().count, 20)
        // Writers opened and closed the FIFO 21 times; an idle daemon must not be spinning.
        let before = try cpuTicks(pid: s.daemon.pid)
        Thread.sleep(forTimeInterval: 0.5) // measuring idle CPU needs wall time to pass
        let after = try cpuTicks(pid: s.daemon.pid)
        XCTAssertLessThanOrEqual(after - before, 2, "idle daemon used CPU: \(after - before) ticks in 0.5 s")
        XCTAssertTrue(s.daemon.stderrText.contains("unknown command: this"), s.daemon.stderrText)
    }

    /// A `sync` on the socket comes after every line already in the FIFO, however many: a
    /// script's `echo show … > fifo; overlayctl sync; overlayctl list` lists what it wrote
    /// (the loop answers 8 FIFO lines a turn, so 300 take many turns).
    func testASyncServesEveryLineTheFIFOAlreadyHolds() throws {
        let s = try DaemonSession()
        let lines = (0..<300).map { "show --id burst\($0) --text 'from the FIFO'" }
        try s.daemon.writeToFIFO(lines.joined(separator: "\n"))
        try s.sync()
        XCTAssertEqual(try s.overlays().count, 300)
    }

    func testBadInputGetsErrorsAndTheDaemonKeepsServing() throws {
        let s = try DaemonSession()
        let c = s.connection
        func reply(_ bytes: [UInt8]) throws -> JSONValue {
            try c.sendRaw(bytes + [0x0a])
            return try JSONReader.parse(try c.readLine(timeoutMs: 5000))
        }
        let cases: [([UInt8], String)] = [
            (Array("show --text".utf8), "--text: missing value"),
            (Array("show --bogus 1".utf8), "unknown option: --bogus"),
            (Array("frobnicate".utf8), "unknown command: frobnicate"),
            (Array("show --text 'open".utf8), "unterminated"),
            ([0x73, 0x68, 0x6f, 0x77, 0x20, 0xff, 0xfe], "not valid UTF-8"),
            (Array("show --text a".utf8) + [0] + Array("b".utf8), "NUL"),
            (Array("show --attach 0x7ffffff0 --text x".utf8), "no such window: 0x7ffffff0"),
            (Array("dismiss nope".utf8), "no such overlay: nope"),
            (Array("show --timeout soon".utf8), "--timeout"),
            (Array("show --anchor middle-ish".utf8), "--anchor"),
            ([UInt8](repeating: 0x61, count: 1 << 20), "request too long"),
        ]
        for (bytes, expected) in cases {
            let r = try reply(bytes)
            XCTAssertEqual(r["ok"]?.boolValue, false)
            let error = r["error"]?.stringValue ?? ""
            XCTAssertTrue(error.contains(expected), "\(expected) ⊄ \(error)")
        }
        XCTAssertEqual(try s.request(["ping"])["ok"]?.boolValue, true, "the next line is still served")
        XCTAssertTrue(s.daemon.isRunning)
    }

    func testOverlayctlPrintsIdsAndMapsErrorsToExitCodes() throws {
        let s = try DaemonSession()
        let shown = try s.daemon.runCtl(["show", "--id", "cli", "--text", "Hello\nworld"])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertEqual(shown.stdout, "cli\n")
        let generated = try s.daemon.runCtl(["show", "--text", "x"])
        XCTAssertEqual(generated.status, 0)
        XCTAssertTrue(generated.stdout.hasPrefix("p"), generated.stdout)
        let usage = try s.daemon.runCtl(["show", "--anchor", "nowhere"])
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(usage.stderr.contains("--anchor"), usage.stderr)
        let error = try s.daemon.runCtl(["dismiss", "missing"])
        XCTAssertEqual(error.status, 1)
        XCTAssertTrue(error.stderr.contains("no such overlay: missing"), error.stderr)
        let listed = try s.daemon.runCtl(["list"])
        XCTAssertEqual(listed.stdout.split(separator: "\n").count, 2)
        let noDaemon = try runCtl(["ping"], runtimeDir: "/nonexistent-overlayd")
        XCTAssertEqual(noDaemon.status, 1)
        XCTAssertTrue(noDaemon.stderr.contains("cannot connect"), noDaemon.stderr)
    }
}

/// utime + stime of a process, in clock ticks.
func cpuTicks(pid: Int32) throws -> Int {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    guard let close = stat.lastIndex(of: ")") else { return 0 }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the command: state is field 3, utime 14, stime 15 (1-based in proc(5)).
    return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
}
