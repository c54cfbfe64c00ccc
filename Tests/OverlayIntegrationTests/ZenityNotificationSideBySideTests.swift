// ZenityNotificationSideBySideTests: `zenity --notification` through the real zenity 3.44 and
// through overlayctl linked as `zenity`, one after the other on one private session bus with
// overlayd as its notification server: the calls dbus-monitor sees (GetServerInformation, Notify
// with its summary, body, icon, actions and typed hints), stdout and the exit status must agree,
// and with no notification server on the bus both exit 1.
import Foundation
import XCTest

final class ZenityNotificationSideBySideTests: XCTestCase {
    static let calls = "type='method_call',interface='org.freedesktop.Notifications'"

    /// Each argv through the real zenity, then ours, on `bus`: what each printed and sent.
    func compare(_ cases: [[String]], bus: SessionBus, runner: ZenityRunner, monitor: BusMonitor,
                 file: StaticString = #filePath, line: UInt = #line) throws {
        for argv in cases {
            var sent: [[String]] = []
            var runs: [ZenityRun] = []
            for real in [true, false] {
                try monitor.wait { _ in true }
                let already = monitor.calls.count
                // Ours finds no real zenity on its PATH: it cannot pass by handing the dialog over.
                runs.append(try runner.run(argv, real: real, waitsForDialog: false,
                                           extraEnvironment: ["DBUS_SESSION_BUS_ADDRESS": bus.address], path: real ? nil : "/nonexistent"))
                try monitor.wait { _ in true }
                sent.append(Array(monitor.calls.dropFirst(already)))
            }
            XCTAssertNotNil(runs[0].status, "\(argv): the real zenity ended", file: file, line: line)
            XCTAssertEqual(runs[1].status, runs[0].status, "\(argv): exit (ours \(runs[1]), zenity \(runs[0]))", file: file, line: line)
            XCTAssertEqual(runs[1].stdout, runs[0].stdout, "\(argv): stdout", file: file, line: line)
            XCTAssertEqual(sent[1], sent[0], "\(argv): the calls on the bus", file: file, line: line)
            if argv.count > 2, argv[2] != "" { XCTAssertFalse(sent[0].isEmpty, "\(argv): zenity called the bus", file: file, line: line) }
        }
    }

    func testOneNotificationIsSentAsZenitysAndExitsAtOnce() throws {
        let bus = try SessionBus()
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let runner = try ZenityRunner(s)
        let monitor = try BusMonitor(bus, rule: Self.calls)
        try compare([
            ["--notification", "--text", "Backup done\\nAll 3 disks\\nin 4 min", "--window-icon", "dialog-information",
             "--hint", "urgency:2", "--hint", "category:transfer.complete"],
            ["--notification", "--text", "Tabs\\tkept", "--hint", "resident:TRUE", "--hint", "x:0x10", "--hint", "foo:bar", "--hint", "Y:7"],
            ["--notification", "--text", "bare", "--hint", "urgency", "--hint", "transient"],
            // No text, or an empty one: nothing sent, exit 1.
            ["--notification"],
            ["--notification", "--text", ""],
            // --timeout waits for a click on it, else exits 5.
            ["--notification", "--text", "waits", "--timeout", "1"],
        ], bus: bus, runner: runner, monitor: monitor)
        XCTAssertTrue(try s.ok(["list"])["overlays"]?.arrayValue?.isEmpty == false, "overlayd shows what it was sent")
    }

    func testWithNoNotificationServerBothExitOne() throws {
        let bus = try SessionBus()
        let s = try DaemonSession()
        let runner = try ZenityRunner(s)
        let monitor = try BusMonitor(bus, rule: Self.calls)
        try compare([["--notification", "--text", "nobody hears"]], bus: bus, runner: runner, monitor: monitor)
    }

    /// --listen: a notification per `message:` or `tooltip:` line, with the `icon:` and `hints:` given
    /// before it (not --window-icon's or --hint's), and still running once stdin has ended.
    func testListenSendsOneNotificationPerMessageLine() throws {
        let bus = try SessionBus()
        let s = try DaemonSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let runner = try ZenityRunner(s)
        let monitor = try BusMonitor(bus, rule: Self.calls)
        let input = runner.dir.file("listen-input")
        try Data("message: Hi there\\nbody\nicon: dialog-warning\ntooltip:Tip\nhints: urgency:1\\ncategory:x\nmessage:M2\nvisible: false\nbogus: 1\n"
            .utf8).write(to: URL(fileURLWithPath: input))
        var sent: [[String]] = []
        for real in [true, false] {
            try monitor.wait { _ in true }
            let already = monitor.calls.count
            var env = runner.environment(real: real, path: real ? nil : "/nonexistent")
            env["DBUS_SESSION_BUS_ADDRESS"] = bus.address
            let child = try ChildProcess(name: real ? "zenity" : "zenity-ours",
                                         command: [real ? "/usr/bin/zenity" : runner.ours + "/zenity",
                                                   "--notification", "--listen", "--window-icon", "x", "--hint", "urgency:2"],
                                         environment: env, stdin: input)
            try monitor.wait { _ in monitor.calls.count >= already + 4 }
            XCTAssertTrue(child.isRunning, "\(real ? "zenity" : "ours") keeps listening once stdin has ended")
            _ = child.stop()
            sent.append(Array(monitor.calls.dropFirst(already)))
        }
        XCTAssertEqual(sent[0].count, 4, "GetServerInformation, then three notifications: \(sent[0])")
        XCTAssertEqual(sent[1], sent[0])
    }
}
