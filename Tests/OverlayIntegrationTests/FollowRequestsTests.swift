// FollowRequestsTests: what following a window costs the X server, counted by xtrace
// (scripts/follow-requests): the daemon keeps a followed window's geometry and state from
// its events, so a move costs the move of the popover and no round trip.
import Foundation
import XCTest

final class FollowRequestsTests: XCTestCase {
    static var script: String {
        // Tests/OverlayIntegrationTests/<this file> → the package root.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/follow-requests").path
    }

    /// Runs the script and returns (requests, round trips) per move.
    func measure(_ extra: [String]) throws -> (requests: Double, roundTrips: Double, output: String) {
        _ = try Executables.require("xtrace", package: "xtrace")
        let dir = try TemporaryDirectory(prefix: "overlayd-xtrace")
        let child = try ChildProcess(name: "follow-requests",
                                     command: ["bash", Self.script, Executables.buildProductsDirectory, "50"] + extra,
                                     stdout: .file(dir.file("out")), stderr: .file(dir.file("err")))
        guard let status = child.waitForExit(timeout: 120) else {
            child.signal()
            throw HarnessError.timeout("scripts/follow-requests")
        }
        let out = (try? String(contentsOfFile: dir.file("out"), encoding: .utf8)) ?? ""
        XCTAssertEqual(status, ExitStatus(code: 0, signaled: false), "\(out)\(child.stderrText)")
        // "… per move: 1.02 requests, 0.00 round trips"
        guard let range = out.range(of: "per move: ") else { throw HarnessError.process("no figures in: \(out)") }
        let words = out[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" })
        guard words.count >= 3, let requests = Double(words[0]), let trips = Double(words[2]) else {
            throw HarnessError.process("unreadable figures in: \(out)")
        }
        return (requests, trips, out)
    }

    func testAFollowedWindowsMoveCostsOneRequestAndNoRoundTrip() throws {
        let m = try measure([])
        XCTAssertLessThanOrEqual(m.requests, 2, m.output)
        XCTAssertLessThan(m.roundTrips, 0.2, m.output)
    }

    func testUnderOpenboxToo() throws {
        let m = try measure(["openbox"])
        XCTAssertLessThanOrEqual(m.requests, 2, m.output)
        XCTAssertLessThan(m.roundTrips, 0.2, m.output)
    }
}
