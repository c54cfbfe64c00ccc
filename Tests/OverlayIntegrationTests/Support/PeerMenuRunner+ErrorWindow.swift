// PeerMenuRunner+ErrorWindow: rofi's error window, the real one's or ours: what it showed, and how
// its program ended once a key closed it.
import CX11
import Foundation

/// One error window: its picture and names while it showed, then the program's end.
struct RofiErrorRun {
    var shot: Screenshot
    /// `WM_CLASS` and `WM_NAME` of the window, as `NAME = text` (NULs as `\0`).
    var names: [String]
    var status: ExitStatus?
    var stderr: String

    /// Anti-aliased text leaves many shades; a bare box (background and border) leaves a few.
    var showsText: Bool { Set(shot.pixels).count >= 8 }
}

extension PeerMenuRunner {
    /// Runs rofi with `args` (the real one with `-no-lazy-grab`, so it holds the keyboard as it
    /// maps; stdin empty: both stop before reading it), waits for its window to settle, types `key`, and waits for the end.
    func rofiErrorWindow(_ args: [String], real: Bool, key: TypedKey = TypedKey("Escape")) throws -> RofiErrorRun {
        let command = real ? ["rofi", "-no-lazy-grab"] + args : [ours + "/rofi"] + args
        let before = Set(try session.x.viewableOverrideRedirectTopLevels())
        let child = try ChildProcess(name: real ? "rofi" : "rofi-ours", command: command, environment: environment,
                                     stderr: .file(dir.file("err-\(UUID().uuidString)")))
        defer { _ = child.stop() }
        let (window, _, shot) = try settledRofiWindow(child, command, before: before, ours: !real)
        let names = ["WM_CLASS", "WM_NAME"].map { name in
            "\(name) = " + (session.x.property(name, of: window).map { String(decoding: $0.bytes, as: UTF8.self) } ?? "unset")
                .replacingOccurrences(of: "\0", with: "\\0")
        }
        try input.pressKey(key.name, modifiers: key.modifiers)
        let status = child.waitForExit(timeout: 15)
        return RofiErrorRun(shot: shot, names: names, status: status, stderr: child.stderrText)
    }
}
