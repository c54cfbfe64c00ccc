// LoadTests: floods are accounted for (shown or refused with a reason, never lost), a
// ping is answered during one, and FIFO lines from concurrent writers never interleave.
import Foundation
import OverlayProtocol
import XCTest

final class LoadTests: XCTestCase {
    func testSocketFloodIsShownOrRefusedAndPingIsAnsweredMeanwhile() throws {
        let s = try DaemonSession()
        let flood = try s.daemon.connect()
        let count = 1500
        var bytes: [UInt8] = []
        for i in 0..<count { bytes += Array("show --id f\(i) --text 'flood \(i)' --click-through\n".utf8) }
        try flood.sendRaw(bytes)
        // Another client is served while the flood is still being worked through.
        let stats = try s.request(["stats"])
        XCTAssertLessThan(stats["socket"]?["received"]?.intValue ?? count, count + 1, "answered before the flood ended")
        var ok = 0, refused = 0
        for _ in 0..<count {
            let reply = try JSONReader.parse(try flood.readLine(timeoutMs: 60_000))
            if reply["ok"]?.boolValue == true { ok += 1 } else {
                refused += 1
                XCTAssertTrue(reply["error"]?.stringValue?.hasPrefix("too many overlays") ?? false, reply.serialized)
            }
        }
        XCTAssertEqual(ok, 1000, "up to the live-overlay limit")
        XCTAssertEqual(refused, 500)
        let after = try s.request(["stats"])
        XCTAssertEqual(after["live"]?.intValue, 1000)
        XCTAssertEqual(after["socket"]?["refused"]?.intValue, 500)
        XCTAssertEqual(try s.request(["dismiss", "--all"])["dismissed"]?.intValue, 1000)
    }

    func testConcurrentFIFOWritersNeverInterleave() throws {
        let s = try DaemonSession()
        // 8 writers, 50 lines each, every line ~3 KB (under PIPE_BUF, so each write is atomic);
        // the bulk is a repeated option, cheap to draw.
        let filler = String(repeating: "--offset 0,0 ", count: 230)
        let script = """
            for w in 1 2 3 4 5 6 7 8; do
                ( for i in $(seq 1 50); do echo "show --id w$w-$i --click-through --text w$w-$i $FILLER"; done > "$FIFO" ) &
            done
            wait
            """
        let child = try ChildProcess(name: "writers", command: ["bash", "-c", script],
                                     environment: ["FIFO": s.daemon.fifoPath, "FILLER": filler])
        XCTAssertEqual(child.waitForExit(timeout: 60)?.code, 0)
        try s.sync()
        // The FIFO is read in turns: ask until every line has been taken.
        var stats = try s.request(["stats"])
        let deadline = Deadline(seconds: 30)
        while (stats["fifo"]?["received"]?.intValue ?? 0) < 400, !deadline.hasPassed {
            stats = try s.request(["stats"])
        }
        XCTAssertEqual(stats["fifo"]?["received"]?.intValue, 400)
        XCTAssertEqual(stats["fifo"]?["refused"]?.intValue, 0, "a torn line would not parse")
        XCTAssertEqual(stats["live"]?.intValue, 400)
    }
}
