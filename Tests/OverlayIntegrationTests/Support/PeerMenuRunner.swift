// PeerMenuRunner: runs one shell pipeline twice on the same X server, once with the real
// dmenu or rofi on PATH and once with overlayctl linked in their place, types the same keys
// into each (XTest), and returns what each printed and how it exited, for byte comparison.
import CX11
import Foundation
import OverlayProtocol
import XCTest

/// A key to type: a keysym name and modifiers held around it (keysym names too).
struct TypedKey {
    var name: String
    var modifiers: [String] = []

    init(_ name: String, _ modifiers: [String] = []) { self.name = name; self.modifiers = modifiers }

    /// The keys that type `text` (letters, digits, space and the punctuation of globs and regexes).
    static func text(_ text: String) -> [TypedKey] {
        let names: [Character: String] = [" ": "space", "-": "minus", ".": "period", "/": "slash", "_": "underscore",
                                          ":": "colon", "'": "apostrophe", "[": "bracketleft", "]": "bracketright",
                                          "\\": "backslash", "^": "asciicircum", "$": "dollar", "(": "parenleft",
                                          ")": "parenright", "*": "asterisk", "?": "question", "{": "braceleft", "}": "braceright",
                                          "!": "exclam"]
        let shifted: Set<Character> = ["_", ":", "^", "$", "(", ")", "*", "?", "{", "}", "!"]
        return text.map { c in
            if let n = names[c] { return TypedKey(n, shifted.contains(c) ? ["Shift_L"] : []) }
            return TypedKey(String(c), c.isUppercase ? ["Shift_L"] : [])
        }
    }
}

/// What one run printed and how it ended.
struct MenuRun: Equatable, CustomStringConvertible {
    var stdout: [UInt8]
    var status: ExitStatus?
    var description: String { "\(status.map(\.description) ?? "no exit") stdout=\(String(decoding: stdout, as: UTF8.self).debugDescription)" }
}

final class PeerMenuRunner {
    enum Program: String { case dmenu, rofi }

    let session: DaemonSession
    let input: XTestInput
    let dir: TemporaryDirectory
    /// A directory with `dmenu` and `rofi` linked to overlayctl.
    let ours: String
    private var runs = 0

    init(_ session: DaemonSession) throws {
        self.session = session
        input = try XTestInput(session.x)
        let linked = try LinkedOverlayctl(prefix: "overlayd-peer", names: ["dmenu", "rofi"])
        (dir, ours) = (linked.dir, linked.ours)
    }

    var environment: [String: String] {
        ["DISPLAY": session.server.display, "OVERLAYD_RUNTIME_DIR": session.daemon.runtimeDir, "HOME": dir.file("home"),
         "XDG_CACHE_HOME": dir.file("home"), "XDG_CONFIG_HOME": dir.file("home")]
    }

    /// Runs `script` (sh) with stdin from `stdin`, with the real program (`real`) or ours
    /// first on PATH, types `keys` once its window holds the keyboard, and waits for the end.
    /// With `detached` (dmenu_run backgrounds its pipeline and exits at once), the run ends
    /// when every process holding its stdout has closed it. `afterKey` runs after each key,
    /// before the next (a selection owner answers a paste there).
    func run(_ script: String, stdin: [UInt8], keys: [TypedKey], program: Program, real: Bool,
             extraEnvironment: [String: String] = [:], detached: Bool = false,
             afterKey: (TypedKey) throws -> Void = { _ in }) throws -> MenuRun {
        runs += 1
        let inPath = dir.file("in\(runs)"), outPath = dir.file("out\(runs)")
        try Data(stdin).write(to: URL(fileURLWithPath: inPath))
        var env = environment.merging(extraEnvironment) { $1 }
        let path = extraEnvironment["PATH"] ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        env["PATH"] = real ? path : ours + ":" + path
        let before = Set(try session.x.viewableOverrideRedirectTopLevels())
        let child = try ChildProcess(name: "\(program.rawValue)\(real ? "" : "-ours")", command: ["sh", "-c", script],
                                     environment: env, stdin: inPath, stdout: detached ? .pipe : .file(outPath),
                                     stderr: .file(dir.file("err\(runs)")))
        try waitForMenu(real: real, program: program, ignoring: before, child: detached ? nil : child)
        for k in keys {
            try input.pressKey(k.name, modifiers: k.modifiers)
            try afterKey(k)
        }
        if detached, let fd = child.stdoutPipe?.fileHandleForReading.fileDescriptor {
            return MenuRun(stdout: try readToEnd(fd, seconds: 15), status: child.waitForExit(timeout: 15))
        }
        let status = child.waitForExit(timeout: 15)
        if status == nil { _ = child.stop() }
        let out = (try? Data(contentsOf: URL(fileURLWithPath: outPath))).map { [UInt8]($0) } ?? []
        return MenuRun(stdout: out, status: status)
    }

    /// The open pick menu as `list` describes it, once it holds the keyboard.
    /// `rofi -dmenu ARGS` run as the real rofi and as ours, with the same input and keys
    /// (the real one with `-no-lazy-grab`, so it holds the keyboard before keys are typed).
    func rofi(_ args: [String], stdin: [UInt8], keys: [TypedKey]) throws -> (real: MenuRun, ours: MenuRun) {
        let quoted = args.map { "'\($0)'" }.joined(separator: " ")
        let real = try run("exec rofi -dmenu -no-lazy-grab \(quoted)", stdin: stdin, keys: keys, program: .rofi, real: true)
        let ours = try run("exec rofi -dmenu \(quoted)", stdin: stdin, keys: keys, program: .rofi, real: false)
        return (real, ours)
    }

    /// Runs `script` as `run` does, and reads `properties` (`WM_CLASS`, `WM_NAME`…) off the
    /// windows the menu mapped, after the first key: each as `NAME(TYPE) = bytes` (NULs as
    /// `\0`), or `NAME unset`.
    func windowProperties(_ properties: [String], script: String, stdin: [UInt8], keys: [TypedKey], program: Program,
                          real: Bool, extraEnvironment: [String: String] = [:]) throws -> (run: MenuRun, properties: [String]) {
        var seen: [String] = []
        let x = session.x
        let before = Set(try x.viewableOverrideRedirectTopLevels())
        var first = true
        let run = try run(script, stdin: stdin, keys: keys, program: program, real: real, extraEnvironment: extraEnvironment) { _ in
            guard first else { return }
            first = false
            try self.session.sync()
            seen = try x.viewableOverrideRedirectTopLevels().filter { !before.contains($0) }.flatMap { w in
                properties.map { name in
                    guard let p = x.property(name, of: w) else { return "\(name) unset" }
                    let text = String(decoding: p.bytes, as: UTF8.self).replacingOccurrences(of: "\0", with: "\\0")
                    return "\(name)(\(x.atomName(p.type) ?? "?")) = \(text)"
                }
            }
        }
        return (run, seen)
    }

    /// A new file in the run's directory that holds `text` (a menu's stdin); its path.
    func inputFile(_ text: String) throws -> String {
        let path = dir.file("in-\(UUID().uuidString)")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func openPick() throws -> JSONValue? {
        try session.ok(["list"])["overlays"]?.arrayValue?.first {
            $0["pick"]?.boolValue == true && $0["grabbed"]?.boolValue == true
        }
    }

    /// Waits until ours has a pick menu open and holding the keyboard (one other than the menu
    /// `other`, when given), `sync`ing with the daemon between looks; its `list` entry. Throws
    /// once `child`, when given, has ended first, or when `seconds` run out.
    func waitForPick(seconds: Double = 10, other: String? = nil, child: ChildProcess? = nil,
                     _ what: @autoclosure () -> String = "the pick menu") throws -> JSONValue {
        let deadline = Deadline(seconds: seconds)
        var backoff = Backoff()
        while true {
            if let p = try openPick(), other == nil || p["id"]?.stringValue != other { return p }
            if let child, !child.isRunning { throw HarnessError.process("\(child.name) ended before its menu showed: \(child.stderrText)") }
            guard !deadline.hasPassed else { throw HarnessError.timeout(what()) }
            try session.sync()
            try session.x.awaitTraffic(atMost: backoff.pause(), until: deadline)
        }
    }

    /// Waits until the menu shows and holds the keyboard: for ours, `list` says so; dmenu
    /// grabs the keyboard before it maps its window; rofi (run with -no-lazy-grab) too.
    private func waitForMenu(real: Bool, program: Program, ignoring before: Set<Window>, child: ChildProcess?) throws {
        let deadline = Deadline(seconds: 15)
        var backoff = Backoff()
        while true {
            if real {
                let windows = try session.x.viewableOverrideRedirectTopLevels().filter { !before.contains($0) }
                let cls = program == .dmenu ? "dmenu" : "rofi"
                if windows.contains(where: { (session.x.stringProperty("WM_CLASS", of: $0) ?? "").lowercased().contains(cls) }) { return }
            } else if try openPick() != nil {
                return
            }
            if let child, !child.isRunning { throw HarnessError.process("\(child.name) ended before its menu showed: \(child.stderrText)") }
            guard !deadline.hasPassed else { throw HarnessError.timeout("the \(real ? "real " : "")\(program.rawValue) menu") }
            try session.x.awaitTraffic(atMost: backoff.pause(), until: deadline)
        }
    }

    /// Reads `fd` until every writer has closed it (poll with a deadline, never a sleep).
    private func readToEnd(_ fd: Int32, seconds: Double) throws -> [UInt8] {
        let deadline = Deadline(seconds: seconds)
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard !deadline.hasPassed else { throw HarnessError.timeout("the pipeline's stdout to close") }
            guard poll(&p, 1, 100) >= 0 else { continue }
            guard p.revents != 0 else { continue }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { return out }
            out += chunk[..<n]
        }
    }
}
