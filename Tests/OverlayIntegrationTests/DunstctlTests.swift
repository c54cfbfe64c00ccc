// DunstctlTests: Debian's own dunstctl and dunstify against overlayd, side by side with the
// real dunst on the same X server and private session bus: the same sequence must print the same.
import Foundation
import OverlayProtocol
import XCTest

final class DunstctlTests: XCTestCase {
    /// One shell line of a sequence and what of its result must match dunst's.
    struct Step {
        enum Compare {
            /// Exit status, stdout and stderr.
            case exact
            /// Exit status only (the message names the daemon or a count dunst gets wrong).
            case status
            /// `dunstctl history`: the same entries with the same keys, types and values, but for
            /// the id, timestamp and timeout (dunst's first id is 2, ours 1; times differ).
            case history
        }
        let line: String
        let compare: Compare
        init(_ line: String, _ compare: Compare = .exact) { self.line = line; self.compare = compare }
    }

    struct Result: Equatable {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs `sh -c line` on the bus and display; returns what it printed.
    func run(_ line: String, bus: SessionBus, display: String) throws -> Result {
        let out = try TemporaryDirectory(prefix: "overlayd-dunstctl")
        let c = try ChildProcess(name: "sh", command: ["sh", "-c", line],
                                 environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "DISPLAY": display],
                                 stdout: .file(out.file("out")), stderr: .file(out.file("err")))
        guard let status = c.waitForExit(timeout: 20) else {
            c.stop()
            throw HarnessError.timeout("\(line) to finish")
        }
        let text = { (f: String) in (try? String(contentsOfFile: out.file(f), encoding: .utf8)) ?? "" }
        return Result(status: status.code, stdout: text("out"), stderr: text("err"))
    }

    /// Runs `steps` against dunst, then against overlayd, on one X server and one bus, and
    /// compares each step's result.
    func compareWithDunst(_ steps: [Step], overlaydConfig: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        _ = try Executables.require("dunstctl", package: "dunst")
        let server = try XvfbServer()
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-dunst-home")
        let dunst = try DunstProcess(bus: bus, display: server.display, configHome: home)
        let theirs = try steps.map { try run($0.line, bus: bus, display: server.display) }
        try dunst.stop()

        if let overlaydConfig {
            let dir = try home.makeSubdirectory("overlayd")
            try Data(overlaydConfig.utf8).write(to: URL(fileURLWithPath: dir + "/config.toml"))
        }
        let daemon = try DaemonProcess(display: server.display,
                                       environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CONFIG_HOME": home.path])
        let ours = try steps.map { try run($0.line, bus: bus, display: server.display) }
        withExtendedLifetime(daemon) {}
        if ProcessInfo.processInfo.environment["DUNSTCTL_TESTS_PRINT"] != nil {
            for (i, step) in steps.enumerated() { print("\(step.line)\n  dunst: \(theirs[i])\n  overlayd: \(ours[i])") }
        }

        for (i, step) in steps.enumerated() {
            let (d, o) = (theirs[i], ours[i])
            let what = "step \(i + 1) `\(step.line)`: dunst \(d), overlayd \(o)"
            switch step.compare {
            case .exact:
                XCTAssertEqual(o, d, what, file: file, line: line)
            case .status:
                XCTAssertEqual(o.status, d.status, what, file: file, line: line)
            case .history:
                XCTAssertEqual(o.status, d.status, what, file: file, line: line)
                try compareHistory(dunst: d.stdout, overlayd: o.stdout, what, file: file, line: line)
            }
        }
    }

    /// busctl's JSON of `aa{sv}`: every key dunst sends is there, in dunst's order, with its
    /// type, and with its value unless it is an id or a time.
    func compareHistory(dunst: String, overlayd: String, _ what: String, file: StaticString, line: UInt) throws {
        let d = try JSONReader.parse(dunst), o = try JSONReader.parse(overlayd)
        XCTAssertEqual(o["type"]?.stringValue, "aa{sv}", what, file: file, line: line)
        XCTAssertEqual(o["type"], d["type"], what, file: file, line: line)
        let theirs = d["data"]?.arrayValue?.first?.arrayValue ?? []
        let ours = o["data"]?.arrayValue?.first?.arrayValue ?? []
        XCTAssertEqual(ours.count, theirs.count, what, file: file, line: line)
        XCTAssertFalse(theirs.isEmpty, "dunst's history is empty: \(what)", file: file, line: line)
        for (t, u) in zip(theirs, ours) {
            guard case .object(let fields) = t, case .object(let mine) = u else {
                XCTFail("not an object: \(what)", file: file, line: line)
                continue
            }
            XCTAssertEqual(Array(mine.map(\.0).prefix(fields.count)), fields.map(\.0), "keys in dunst's order: \(what)",
                           file: file, line: line)
            for (key, value) in fields {
                let m = u[key]
                XCTAssertEqual(m?["type"], value["type"], "\(key): \(what)", file: file, line: line)
                if !["id", "timestamp", "timeout"].contains(key) {
                    XCTAssertEqual(m?["data"], value["data"], "\(key): \(what)", file: file, line: line)
                }
            }
        }
    }

    func testEveryDunstctlSubcommandPrintsWhatDunstPrints() throws {
        try compareWithDunst([
            Step("dunstify -p -r 2593 Volume 40%"),
            Step("dunstify -p -r 2593 Volume 45%"),
            Step("dunstify Mail 'New message'"),
            Step("dunstify -u critical Disk 'Almost full'"),
            Step("dunstctl count displayed"),
            Step("dunstctl count"),
            Step("dunstctl is-paused"),
            // The first in display order: the critical one, then the oldest.
            Step("dunstctl close"),
            Step("dunstctl close"),
            Step("dunstctl count history"),
            Step("dunstctl history", .history),
            Step("dunstctl set-paused true"),
            Step("dunstctl is-paused"),
            Step("dunstify Later 'while paused'"),
            Step("dunstctl count waiting"),
            Step("dunstctl count displayed"),
            Step("dunstctl set-paused toggle"),
            Step("dunstctl is-paused"),
            Step("dunstctl count displayed"),
            Step("dunstctl history-pop"),
            Step("dunstctl count"),
            Step("dunstctl close-all"),
            Step("dunstctl count"),
            Step("dunstctl history-pop 2593"),
            Step("dunstctl count displayed"),
            Step("dunstify -p -r 2593 Volume 50%"),
            Step("dunstctl count displayed"),
            Step("dunstctl action"),
            Step("dunstctl action 5", .status),
            Step("dunstctl rule nosuchrule enable"),
            Step("dunstctl debug", .status),
            Step("dunstctl help"),
            Step("dunstctl frobnicate"),
        ])
    }
}
