// ScriptRunnerTests: the process side of rule scripts with a hand-moved clock: drops logged a
// burst at a time with the count of the rest, the queue started as children are reaped, the
// time limit's kill, and no child left (300 matching notifications must not start 300 scripts).
@testable import OverlayDaemon
#if canImport(Glibc)
import Glibc
#endif
import Logging
import OverlayCore
import XCTest

/// Log lines, as a test reads them.
final class LogLines: @unchecked Sendable {
    var lines: [String] = []
}

/// A swift-log handler that keeps every line in a `LogLines`.
struct RecordingLogHandler: LogHandler {
    let sink: LogLines
    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) { sink.lines.append("\(event.level): \(event.message)") }
}

final class ScriptRunnerTests: XCTestCase {
    private let clock = ManualClock()
    private let log = LogLines()
    private var runner: ScriptRunner!

    override func setUp() {
        let clock = self.clock, sink = log
        runner = ScriptRunner(logger: Logger(label: "test") { _ in RecordingLogHandler(sink: sink) }, clock: DaemonClock { clock.now })
    }

    func subject(_ id: UInt32) -> ScriptSubject {
        ScriptSubject(id: id, appName: "app", summary: "s", body: "b", icon: "", iconPath: "", urgency: "NORMAL", progress: -1,
                      category: "", stackTag: "", urls: "", timeoutMs: 0, timestampMs: 0, desktopEntry: "")
    }

    func stat(_ key: String) -> Int? { runner.stats.first { $0.0 == key }?.1.intValue }

    /// Waits (poll on the pidfds, no sleep) until a child ends and lets the runner reap it,
    /// until none runs or waits.
    func reapAll(_ limits: ScriptLimits, file: StaticString = #filePath, line: UInt = #line) {
        for _ in 0..<100 where stat("running") != 0 || stat("waiting") != 0 {
            var fds = runner.pollDescriptors
            guard !fds.isEmpty, poll(&fds, nfds_t(fds.count), 10_000) > 0 else { break }
            runner.process(limits: limits)
        }
        XCTAssertEqual(stat("running"), 0, "\(runner.stats)", file: file, line: line)
        XCTAssertEqual(stat("waiting"), 0, file: file, line: line)
    }

    /// The daemon's children (this test process's), from /proc.
    func children() -> [String] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.flatMap { ((try? String(contentsOfFile: "/proc/self/task/\($0)/children", encoding: .utf8)) ?? "").split(separator: " ").map(String.init) }
    }

    func testAFloodOfDropsIsLoggedABurstASecondAndTheRestCounted() {
        let limits = ScriptLimits(running: 1, waiting: 0)
        // `true` ends at once, but holds its slot until the loop reaps it.
        for id in 1...30 { runner.run(["/bin/true"], for: subject(UInt32(id)), limits: limits) }
        XCTAssertEqual(stat("started"), 1)
        XCTAssertEqual(stat("dropped"), 29)
        let drops = log.lines.filter { $0.contains("notification script dropped,") }
        XCTAssertEqual(drops.count, 10, "a burst of 10 in one second")
        XCTAssertEqual(drops.first, "warning: notification script dropped, 1 running and 0 waiting (1 dropped since start): /bin/true notification 2")
        clock.now = clock.now + 1000
        runner.run(["/bin/true"], for: subject(31), limits: limits)
        XCTAssertEqual(log.lines.suffix(2), [
            "warning: notification scripts dropped: 19 more not logged (overlayctl stats counts them)",
            "warning: notification script dropped, 1 running and 0 waiting (30 dropped since start): /bin/true notification 31",
        ])
        reapAll(limits)
        XCTAssertEqual(stat("failed"), 0, "\(log.lines.filter { !$0.contains("dropped") })")
        XCTAssertEqual(children(), [], "reaped: no zombie")
    }

    func testWaitingScriptsStartAsTheRunningOnesAreReaped() {
        let limits = ScriptLimits(running: 2, waiting: 8)
        for id in 1...10 { runner.run(["/bin/true"], for: subject(UInt32(id)), limits: limits) }
        XCTAssertEqual(runner.pollDescriptors.count, 2, "two children, a pidfd each; no thread")
        XCTAssertEqual(stat("waiting"), 8)
        reapAll(limits)
        XCTAssertEqual(stat("started"), 10)
        XCTAssertEqual(stat("dropped"), 0)
        XCTAssertEqual(stat("peak_running"), 2)
        XCTAssertEqual(children(), [])
    }

    func testAScriptPastItsTimeIsKilledWithItsGroupAndReaped() {
        runner.run(["/bin/sh", "-c", "exec sleep 600"], for: subject(1), limits: .standard)
        XCTAssertEqual(runner.nextDeadline, clock.now + ScriptRunner.timeLimitMs)
        runner.process(limits: .standard)
        XCTAssertEqual(stat("running"), 1, "not yet")
        clock.now = clock.now + ScriptRunner.timeLimitMs
        runner.process(limits: .standard)
        XCTAssertNil(runner.nextDeadline, "killed: nothing more is due")
        reapAll(.standard)
        XCTAssertEqual(stat("killed"), 1)
        XCTAssertTrue(log.lines.contains { $0.hasPrefix("warning: notification script killed after 10 s: /bin/sh") }, "\(log.lines)")
        XCTAssertEqual(children(), [])
    }

    func testAScriptThatCannotStartFreesItsSlot() {
        let limits = ScriptLimits(running: 1, waiting: 1)
        runner.run(["/nonexistent/hook"], for: subject(1), limits: limits)
        runner.run(["/bin/true"], for: subject(2), limits: limits)
        XCTAssertEqual(stat("failed"), 1)
        XCTAssertEqual(stat("running"), 1, "the second took the free slot")
        XCTAssertEqual(stat("dropped"), 0)
        reapAll(limits)
    }
}
