// DesktopEntryLauncher: what Enter on a past notification runs once its sender is gone: the
// application its `desktop-entry` hint names, found in the XDG data directories and started
// with `gio launch`, as a desktop's launcher would start it.
#if canImport(Glibc)
import Glibc
#endif

struct DesktopEntryLauncher {
    /// The environment a desktop entry is looked up in.
    var environment: [String: String] = [:]
    /// Starts the command (the tests record it instead).
    var start: ([String]) -> Void

    /// The command that starts `entry` (`org.gnome.Evolution`, or with `.desktop`), or nil when
    /// no desktop file of that name is found.
    static func command(for entry: String, environment: [String: String]) -> [String]? {
        guard !entry.isEmpty, !entry.contains("/") else { return nil }
        let name = entry.hasSuffix(".desktop") ? entry : entry + ".desktop"
        let home = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].map { $0 + "/.local/share" }
        let dirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init)
        for dir in [home].compactMap({ $0 }) + dirs where dir.hasPrefix("/") {
            let path = dir + "/applications/" + name
            if access(path, R_OK) == 0 { return ["gio", "launch", path] }
        }
        return nil
    }
}
