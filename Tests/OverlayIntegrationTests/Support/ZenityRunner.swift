// ZenityRunner: one zenity command line run twice on the same X server (under openbox, as a
// desktop runs zenity), once as the real zenity 3.44 and once as overlayctl linked as
// `zenity`, with the same stdin and XTest keys; what each printed and how it exited.
import CX11
import Foundation
import OverlayProtocol
import XCTest

/// What one zenity run printed, on both streams, and how it ended.
struct ZenityRun: Equatable, CustomStringConvertible {
    var stdout: String
    var stderr: String
    var status: ExitStatus?
    var description: String { "\(status.map(\.description) ?? "no exit") stdout=\(stdout.debugDescription) stderr=\(stderr.debugDescription)" }
}

final class ZenityRunner {
    let session: DaemonSession
    /// `zenity` linked to overlayctl, and the runs' files.
    let linked: LinkedOverlayctl
    var ours: String { linked.ours }
    var dir: TemporaryDirectory { linked.dir }
    private var runs = 0

    init(_ session: DaemonSession) throws {
        self.session = session
        linked = try LinkedOverlayctl(prefix: "overlayd-zenity", names: ["zenity"])
    }

    /// The environment both run in: the test's display and daemon, GSettings in memory (zenity
    /// warns about dconf otherwise), no accessibility bus, C locale.
    func environment(real: Bool, path: String? = nil) -> [String: String] {
        let base = path ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return ["DISPLAY": session.server.display, "OVERLAYD_RUNTIME_DIR": session.daemon.runtimeDir, "HOME": dir.file("home"),
                "XDG_CONFIG_HOME": dir.file("home"), "XDG_CACHE_HOME": dir.file("home"), "GSETTINGS_BACKEND": "memory",
                "NO_AT_BRIDGE": "1", "LC_ALL": "C", "PATH": real ? base : ours + ":" + base]
    }

    /// Runs `zenity ARGV` (`real` or ours) with `stdin`; with `keys`, waits until the dialog has the
    /// keyboard and types them; waits for the end. `waitsForDialog` false: it is expected to end alone;
    /// `handedOver`: ours hands it to the real zenity, whose window is waited for. `beforeKeys` runs
    /// once the dialog shows, before the keys (told whether it is the real zenity).
    func run(_ argv: [String], stdin: String = "", keys: [TypedKey] = [], real: Bool, waitsForDialog: Bool = true,
             handedOver: Bool = false, extraEnvironment: [String: String] = [:], path: String? = nil,
             beforeKeys: ((Bool) throws -> Void)? = nil) throws -> ZenityRun {
        runs += 1
        let inPath = dir.file("in\(runs)"), outPath = dir.file("out\(runs)"), errPath = dir.file("err\(runs)")
        try Data(stdin.utf8).write(to: URL(fileURLWithPath: inPath))
        let env = environment(real: real, path: path).merging(extraEnvironment) { $1 }
        let child = try ChildProcess(name: real ? "zenity" : "zenity-ours", command: [real ? "/usr/bin/zenity" : ours + "/zenity"] + argv,
                                     environment: env, stdin: inPath, stdout: .file(outPath), stderr: .file(errPath))
        if waitsForDialog { try waitForDialog(real: real || handedOver, child: child) }
        // The real list reads stdin a line per main-loop turn (tree.c, 10 ms each) while keys are
        // handled: it has all its rows once it has closed stdin. The real progress (progress.c) makes
        // OK the default only once its input has ended, so a key sent before that meets Cancel.
        if real, argv.contains("--list") || argv.contains("--progress"), !stdin.isEmpty {
            let deadline = Deadline(seconds: 15)
            var backoff = Backoff()
            while access("/proc/\(child.pid)/fd/0", F_OK) == 0 {
                guard !deadline.hasPassed else { throw HarnessError.timeout("the real zenity to read its rows") }
                try session.x.awaitTraffic(atMost: backoff.pause(), until: deadline)
            }
        }
        if waitsForDialog { try beforeKeys?(real) }
        if !keys.isEmpty {
            let input = try XTestInput(session.x)
            for k in keys { try input.pressKey(k.name, modifiers: k.modifiers) }
        }
        let status = child.waitForExit(timeout: 15)
        if status == nil { _ = child.stop() }
        func text(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        return ZenityRun(stdout: text(outPath), stderr: Self.withoutNoise(text(errPath)), status: status)
    }

    /// Starts ours with `argv` and returns once its dialog shows.
    func open(_ argv: [String]) throws -> ChildProcess {
        let child = try ChildProcess(name: "zenity-ours", command: [ours + "/zenity"] + argv, environment: environment(real: false))
        try waitForDialog(real: false, child: child)
        return child
    }

    /// The `WM_NAME` and `WM_CLASS` (with its NULs) of the dialog `argv` opens, real or ours;
    /// the dialog is then closed.
    func identity(_ argv: [String], real: Bool) throws -> (name: String?, cls: String?) {
        let child = try ChildProcess(name: real ? "zenity" : "zenity-ours", command: [real ? "/usr/bin/zenity" : ours + "/zenity"] + argv,
                                     environment: environment(real: real))
        defer { _ = child.stop() }
        try waitForDialog(real: real, child: child)
        let x = session.x
        let window: Window
        if real {
            window = x.windowProperty("_NET_ACTIVE_WINDOW", of: x.root)?.first ?? 0
        } else {
            let overlays = try session.ok(["list"])["overlays"]?.arrayValue ?? []
            let id = overlays.compactMap { $0["window"]?.stringValue }.first ?? ""
            window = Window(id.hasPrefix("0x") ? UInt(id.dropFirst(2), radix: 16) ?? 0 : UInt(id) ?? 0)
        }
        return (x.stringProperty("WM_NAME", of: window), x.stringProperty("WM_CLASS", of: window))
    }

    /// stderr without GTK's and GLib's warnings (the accessibility bus, dconf, markup), which
    /// are the toolkit's and not zenity's answer.
    static func withoutNoise(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: true)
            .filter { !$0.contains("WARNING") && !$0.contains("Gtk-") && !$0.contains("GLib") && !$0.contains("dconf") }
            .map { $0 + "\n" }.joined()
    }

    /// Whether `window` is `ancestor` or inside it (GTK gives the X focus to a widget's own window).
    private func isWithin(_ window: Window, _ ancestor: Window) -> Bool {
        var w = window
        while w != 0, w != session.x.root {
            if w == ancestor { return true }
            var root: Window = 0, parent: Window = 0
            var children: UnsafeMutablePointer<Window>?
            var count: UInt32 = 0
            guard XQueryTree(session.x.handle, w, &root, &parent, &children, &count) != 0 else { return false }
            if let children { XFree(children) }
            w = parent
        }
        return false
    }

    /// The real zenity: openbox made its window the active one. Ours: `list` shows the dialog
    /// (a pick holding the keyboard, or an alert, which answers keys without a grab).
    private func waitForDialog(real: Bool, child: ChildProcess) throws {
        let x = session.x
        let deadline = Deadline(seconds: 15)
        // Between looks: until openbox's _NET_ACTIVE_WINDOW or an overlay's map reaches the test's
        // connection, or a pause (the focus and a grab send it nothing), not a spin.
        var backoff = Backoff()
        while true {
            if real {
                // By its pid: the X server hands a new client the ids of one that left, so the window
                // still named active may be the last zenity's, with the same id.
                // And only once it has the X input focus: openbox names it active a moment before.
                var focus: Window = 0
                var revert: Int32 = 0
                XGetInputFocus(x.handle, &focus, &revert)
                if let active = x.windowProperty("_NET_ACTIVE_WINDOW", of: x.root)?.first, active != 0, isWithin(focus, active),
                   x.cardinalProperty("_NET_WM_PID", of: active)?.first == UInt(child.pid) { return }
            } else {
                let overlays = try session.ok(["list"])["overlays"]?.arrayValue ?? []
                // A pick or a dialog once it holds the keyboard; a progress (which takes it when
                // clicked) or an alert (which answers keys without a grab) once it shows.
                if overlays.contains(where: {
                    $0["grabbed"]?.boolValue == true || $0["dialog"]?.stringValue == "progress"
                        || ($0["pick"]?.boolValue != true && $0["dialog"] == nil)
                }) { return }
            }
            if !child.isRunning { throw HarnessError.process("\(child.name) ended before its dialog showed: \(child.stderrText)") }
            guard !deadline.hasPassed else {
                let active = x.windowProperty("_NET_ACTIVE_WINDOW", of: x.root)?.first ?? 0
                var focus: Window = 0
                var revert: Int32 = 0
                XGetInputFocus(x.handle, &focus, &revert)
                throw HarnessError.timeout("the \(real ? "real " : "")zenity dialog (active \(active), its pid "
                                           + "\(x.cardinalProperty("_NET_WM_PID", of: active) ?? []), the child's \(child.pid), focus \(focus))")
            }
            try x.awaitTraffic(atMost: backoff.pause(), until: deadline)
        }
    }
}
