// RuleScriptLimitTests: a burst of notifications matching a rule's `script` runs at most
// `max-scripts` at once, queues `script-queue`, drops and counts the rest, and leaves no zombie
// (300 matching notifications must not start 300 scripts at once).
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import OverlayProtocol
import XCTest

final class RuleScriptLimitTests: XCTestCase {
    /// The daemon's children, from /proc/PID/task/*/children, each with its state letter.
    func children(of pid: pid_t) -> [(pid: Int, state: String)] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task -> [(pid: Int, state: String)] in
            let list = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
            return list.split(separator: " ").compactMap { Int($0) }.map { child in
                // `pid (comm) S …`: the state follows the last `)`.
                let stat = (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8)) ?? ""
                let state = stat.split(separator: ")").last?.split(separator: " ").first.map(String.init) ?? "?"
                return (child, state)
            }
        }
    }

    /// Starts and ends the scripts wrote, in the order they happened (O_APPEND lines; a line
    /// still being written is left for the next look).
    func events(_ log: String) -> [Substring] {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text[..<(text.lastIndex(of: "\n") ?? text.startIndex)].split(separator: "\n").map { $0.prefix { $0 != " " } }
    }

    /// The most scripts that ran at once, read from the start and end lines in their order.
    func mostAtOnce(_ events: [Substring]) -> Int {
        var running = 0, most = 0
        for e in events {
            running += e == "start" ? 1 : -1
            most = max(most, running)
        }
        return most
    }

    func testFortyMatchingNotificationsRunFourAtOnceQueueSixteenAndDropTwentyLeavingNoZombie() throws {
        let bus = try SessionBus()
        let home = try TemporaryDirectory(prefix: "overlayd-script-limit")
        let log = home.file("log"), gate = home.file("gate"), hook = home.file("hook")
        XCTAssertEqual(mkfifo(gate, 0o600), 0)
        // Each script says it started, blocks until the test opens the gate (opening a FIFO
        // for reading waits for a writer; the writer's close is its end of file), then says it ended.
        try Data("""
            #!/bin/sh
            echo "start $$" >> '\(log)'
            cat '\(gate)' > /dev/null
            echo "end $$" >> '\(log)'
            """.utf8).write(to: URL(fileURLWithPath: hook))
        chmod(hook, 0o755)
        let dir = try home.makeSubdirectory("overlayd")
        try Data("""
            [notifications]
            max-scripts = 4
            script-queue = 16

            [[rule]]
            match.app-name = "flood"
            script = "\(hook)"
            """.utf8).write(to: URL(fileURLWithPath: dir + "/config.toml"))
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_CONFIG_HOME": home.path])

        // 40 at once: 40 notify-send side by side.
        let (status, out) = try bus.run(["sh", "-c", "for i in $(seq 1 40); do notify-send -a flood \"n $i\" & done; wait"], timeout: 60)
        XCTAssertEqual(status, 0, out)

        // Every Notify was answered: 4 run, 16 wait, 20 were dropped.
        var scripts: JSONValue = .null
        var deadline = Deadline(seconds: 20)
        repeat {
            guard !deadline.hasPassed else { throw HarnessError.timeout("4 scripts started: \(events(log)); \(scripts.serialized); log: \(s.daemon.stderrText)") }
            try s.sync()
            scripts = try s.ok(["stats"])["scripts"] ?? .null
        } while scripts["dropped"]?.intValue != 20 || events(log).count < 4
        XCTAssertEqual(scripts["running"]?.intValue, 4)
        XCTAssertEqual(scripts["waiting"]?.intValue, 16)
        XCTAssertEqual(scripts["started"]?.intValue, 4)
        XCTAssertEqual(events(log), Array(repeating: "start", count: 4), "the others wait: no fifth starts")
        XCTAssertTrue(s.daemon.stderrText.contains("notification script dropped, 4 running and 16 waiting (1 dropped since start): \(hook)"),
                      s.daemon.stderrText)
        // Logged 10 a second at most (ScriptRunnerTests checks the burst and the count of the
        // rest with a hand-moved clock): 10 lines if the 20 drops came within a second.
        let dropLines = s.daemon.stderrText.components(separatedBy: "notification script dropped,").count - 1
        XCTAssertGreaterThanOrEqual(dropLines, 10)
        XCTAssertLessThanOrEqual(dropLines, 20)
        XCTAssertEqual(try s.ok(["ping"])["ok"]?.boolValue, true, "the daemon answers meanwhile")

        // Open the gate again and again until the queue drained: every script runs, 4 at most at once.
        deadline = Deadline(seconds: 60)
        while events(log).count < 40 {
            guard !deadline.hasPassed else { throw HarnessError.timeout("all 20 scripts to end: \(events(log)); log: \(s.daemon.stderrText)") }
            let writer = open(gate, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            try s.sync()
        }
        let all = events(log)
        XCTAssertEqual(all.filter { $0 == "start" }.count, 20, "4 at once and the 16 that waited; 20 dropped")
        XCTAssertEqual(mostAtOnce(all), 4, "\(all)")

        // All reaped: stats say so, and /proc shows no child of the daemon left, zombie or not.
        deadline = Deadline(seconds: 10)
        repeat {
            guard !deadline.hasPassed else { throw HarnessError.timeout("the scripts reaped: \(scripts.serialized)") }
            try s.sync()
            scripts = try s.ok(["stats"])["scripts"] ?? .null
        } while scripts["running"]?.intValue != 0
        XCTAssertEqual(scripts["started"]?.intValue, 20)
        XCTAssertEqual(scripts["dropped"]?.intValue, 20)
        XCTAssertEqual(scripts["waiting"]?.intValue, 0)
        XCTAssertEqual(scripts["peak_running"]?.intValue, 4)
        XCTAssertEqual(scripts["failed"]?.intValue, 0)
        let left = children(of: s.daemon.pid)
        XCTAssertEqual(left.map(\.pid), [], "children left: \(left)")
        XCTAssertEqual(left.filter { $0.state == "Z" }.count, 0)
        withExtendedLifetime(home) {}
    }
}
