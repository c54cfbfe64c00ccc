// PeerMenuRunner+Frames: where a menu window lands, the real program's (read off its window)
// and ours (`list`'s frame), for the placement tests that compare them.
import CX11
import Foundation
import XCTest

extension PeerMenuRunner {
    /// The real program's window [x, y, width, height] in root coordinates: a new top-level
    /// whose WM_CLASS holds `cls`, or a child of `parent`, once it is viewable; the process
    /// is then ended.
    func realFrame(_ command: [String], class cls: String, stdin: String, in parent: Window? = nil) throws -> [Int] {
        let x = session.x
        let before = Set(try x.viewableOverrideRedirectTopLevels())
        let child = try ChildProcess(name: command[0], command: command, environment: environment,
                                     stdin: stdin, stderr: .file(dir.file("real-err-\(UUID().uuidString)")))
        defer { _ = child.stop() }
        let deadline = Deadline(seconds: 10)
        var backoff = Backoff()
        while true {
            let candidates = try parent.map { try x.children(of: $0) } ?? x.viewableOverrideRedirectTopLevels().filter { !before.contains($0) }
            for w in candidates where (x.stringProperty("WM_CLASS", of: w) ?? "").contains(cls) {
                let a = try x.attributes(of: w)
                if a.isViewable { return [a.x, a.y, a.width, a.height] }
            }
            if !child.isRunning { throw HarnessError.process("\(command[0]) ended before its window showed: \(child.stderrText)") }
            guard !deadline.hasPassed else { throw HarnessError.timeout("the real \(command[0])'s window") }
            try x.awaitTraffic(atMost: backoff.pause(), until: deadline)
        }
    }

    /// Ours: `list`'s frame once the menu holds the keyboard; Escape then ends it (exit 1).
    func ourFrame(_ command: [String], stdin: String) throws -> [Int] {
        let child = try ChildProcess(name: "ours", command: command, environment: environment,
                                     stdin: stdin, stderr: .file(dir.file("ours-err-\(UUID().uuidString)")))
        let pick = try waitForPick(child: child, "our menu")
        try input.pressKey("Escape")
        XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 1, "Escape ends ours")
        return try XCTUnwrap(pick["frame"]?.arrayValue?.compactMap(\.intValue))
    }

    /// A rofi window (the real one's or ours) that `command` maps, once it is painted, looks the
    /// same twice running (rofi may paint after it maps) and passes `until` (a picture loaded after
    /// the first frame), with its frame; the process is then ended. `ours` also syncs with our daemon between looks.
    func settledRofiShot(_ command: [String], environment env: [String: String], stdin: String,
                         ours: Bool = false, until ready: (Screenshot) -> Bool = { _ in true }) throws -> (frame: [Int], shot: Screenshot) {
        let before = Set(try session.x.viewableOverrideRedirectTopLevels())
        let child = try ChildProcess(name: ours ? "rofi-ours" : "rofi", command: command, environment: env,
                                     stdin: stdin, stderr: .file(dir.file("err-\(UUID().uuidString)")))
        defer { _ = child.stop() }
        let settled = try settledRofiWindow(child, command, before: before, ours: ours, until: ready)
        return (settled.frame, settled.shot)
    }

    /// The window of `settledRofiShot`, mapped by `child` (which goes on running) since `before`.
    func settledRofiWindow(_ child: ChildProcess, _ command: [String], before: Set<Window>, ours: Bool,
                           until ready: (Screenshot) -> Bool = { _ in true }) throws -> (window: Window, frame: [Int], shot: Screenshot) {
        let x = session.x
        let deadline = Deadline(seconds: 10)
        var last: [UInt32]?
        var backoff = Backoff()
        while true {
            if ours { try session.sync() }
            for w in try x.viewableOverrideRedirectTopLevels().filter({ !before.contains($0) })
            where (x.stringProperty("WM_CLASS", of: w) ?? "").contains("rofi") {
                let a = try x.attributes(of: w)
                guard a.isViewable else { continue }
                // What lies on the screen of it (a theme may hang it off the bottom).
                let sx = max(0, a.x), sy = max(0, a.y)
                let shot = try x.screenshot(x: sx, y: sy, width: min(a.x + a.width, session.server.width) - sx,
                                            height: min(a.y + a.height, session.server.height) - sy)
                // Mapped but not yet painted, the window is one colour (black) and may stay so for two shots.
                if shot.pixels == last, Set(shot.pixels).count > 1, ready(shot) { return (w, [a.x, a.y, a.width, a.height], shot) }
                last = shot.pixels
            }
            if !child.isRunning { throw HarnessError.process("\(command) ended before its window showed: \(child.stderrText)") }
            guard !deadline.hasPassed else { throw HarnessError.timeout("\(ours ? "our" : "the real") rofi's window") }
            try x.awaitTraffic(atMost: backoff.pause(), until: deadline)
        }
    }
}
