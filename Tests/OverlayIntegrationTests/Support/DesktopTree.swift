// DesktopTree: an XDG data tree for launcher tests: the user's and the system's
// `applications/` folders, a `bin/` first on PATH with `mark` (which records its arguments
// and working directory in a marker file named by its first argument) and a terminal, and
// the environment that points rofi and overlayd at them.
import Foundation
import XCTest

final class DesktopTree {
    let dir: TemporaryDirectory
    let user: String, system: String, bin: String, markers: String, cache: String

    init() throws {
        dir = try TemporaryDirectory(prefix: "overlayd-desktop")
        user = try dir.makeSubdirectory("user") + "/applications"
        system = try dir.makeSubdirectory("system") + "/applications"
        for d in [user, system] { try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true) }
        bin = try dir.makeSubdirectory("bin")
        markers = try dir.makeSubdirectory("markers")
        cache = try dir.makeSubdirectory("cache")
        // Written under another name, then renamed: a reader never sees half a marker.
        try script("mark", "name=$1; shift; { pwd; for a in \"$@\"; do printf '%s\\n' \"$a\"; done; } > \(markers)/.$name; mv \(markers)/.$name \(markers)/$name")
        try script("x-terminal-emulator", "printf '%s\\n' \"$@\" > \(markers)/.terminal; mv \(markers)/.terminal \(markers)/terminal; [ \"$1\" = -e ] && shift; exec \"$@\"")
    }

    /// An executable shell script in `bin`.
    func script(_ name: String, _ body: String) throws {
        let path = bin + "/" + name
        try "#!/bin/sh\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(path, 0o755), 0)
    }

    /// A desktop file at `relative` below the user's (or the system's) applications folder.
    func entry(_ relative: String, system: Bool = false, _ lines: String) throws {
        let path = (system ? self.system : user) + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try ("[Desktop Entry]\n" + lines + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A file at `relative` below the system's applications folder holding `text` as it is (a broken one).
    func rawEntry(_ relative: String, _ text: String) throws {
        try text.write(toFile: system + "/" + relative, atomically: true, encoding: .utf8)
    }

    var path: String { bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin") }

    /// What both programs (and the daemon, which keeps the index) run with.
    var environment: [String: String] {
        ["XDG_DATA_HOME": (user as NSString).deletingLastPathComponent, "XDG_DATA_DIRS": (system as NSString).deletingLastPathComponent,
         "PATH": path, "LANG": "C.UTF-8", "LANGUAGE": "de", "XDG_CACHE_HOME": cache, "TERMINAL": "", "XDG_CURRENT_DESKTOP": "XFCE"]
    }

    /// The marker files' names and contents so far.
    func marks() -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: markers)) ?? []
        var out: [String: String] = [:]
        for n in names where !n.hasPrefix(".") { out[n] = try? String(contentsOfFile: markers + "/" + n, encoding: .utf8) }
        return out
    }

    /// Waits (polling, with a deadline) for the markers `names` to appear; returns them all.
    func waitForMarks(_ names: [String], seconds: Double = 10) throws -> [String: String] {
        let deadline = Deadline(seconds: seconds)
        while !names.allSatisfy({ marks()[$0] != nil }) {
            guard !deadline.hasPassed else { throw HarnessError.timeout("markers \(names), have \(marks())") }
            usleep(5000)
        }
        return marks()
    }

    func clearMarks() {
        for n in (try? FileManager.default.contentsOfDirectory(atPath: markers)) ?? [] { try? FileManager.default.removeItem(atPath: markers + "/" + n) }
    }
}
