// SshMode: rofi 1.7.3's ssh mode (`rofi -show ssh`), run in the client as rofi runs it: the hosts
// of the user's history, ~/.ssh/config, known_hosts and /etc/hosts (SshHosts) as a pick; the chosen
// row, or the typed name, starts `ssh-command` ({terminal} -e {ssh-client} {host} [-p {port}])
// detached and goes first in rofi's own history file ($XDG_CACHE_HOME/rofi-2.sshcache).
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore
import OverlayProtocol
import OverlaySystem

enum SshMode {
    static func run(_ options: RofiShowFlags.Ssh, menu: PickSpec, theme: ClientTheme?, runtimeDir: String?) -> Never {
        let home = variable("HOME") ?? "/"
        var hosts = SshHosts(home: home, read: text(of:), glob: paths(matching:))
        hosts.parseKnownHosts = options.parseKnownHosts
        hosts.parseHosts = options.parseHosts
        let cache = (variable("XDG_CACHE_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.cache") + "/rofi-2.sshcache"
        let list = hosts.list(history: text(of: cache))
        var spec = menu
        if spec.prompt == nil { spec.prompt = "ssh" }
        spec.windowTitle = spec.windowTitle ?? "ssh"
        spec.modeName = spec.windowTitle
        let rows = Array(list.map(\.name).joined(separator: "\n").utf8)
        let end: PickSession.End
        do { end = try PickSession.run(spec, input: rows, runtimeDir: runtimeDir, theme: theme) } catch { Launcher.fail("overlayctl: \(error)") }
        guard case let .picked(choice) = end else {
            if case .dismissed("grab-failed"?) = end { Launcher.fail("overlayctl: cannot grab keyboard (another program holds it)") }
            exit(0)
        }
        // A row, else what was typed (rofi's custom input); nothing typed starts nothing.
        let host = choice.rows.first.flatMap { list.indices.contains($0) ? list[$0] : nil } ?? SshHost(choice.text)
        guard !host.name.isEmpty else { exit(0) }
        var values = ["terminal": options.terminal, "ssh-client": options.client, "host": host.name]
        if host.port > 0 { values["port"] = String(host.port) }
        guard let argv = try? ShellWords.split(RofiCommandTemplate.expand(options.command, values)), !argv.isEmpty else {
            Launcher.fail("rofi: Failed to parse: '\(options.command)'")
        }
        do { _ = try Launcher.detached(directory: nil).spawn(argv) } catch { Launcher.fail("overlayctl: cannot start \(error)") }
        // exec_ssh: the history counts the host only once it started.
        let updated = RofiHistoryFile.setting(host.historyEntry, in: text(of: cache) ?? "")
        // rofi's own cache file, as rofi leaves it (0644); a cache that cannot be written
        // costs only the host's rank.
        try? FileReplacement.replace(cache, with: updated, mode: 0o644)
        exit(0)
    }

    private static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func text(of path: String) -> String? {
        switch PosixRasiFiles().read(path) {
        case .success(let s): return s
        case .failure: return nil
        }
    }

    private static func paths(matching pattern: String) -> [String] {
        var g = glob_t()
        defer { globfree(&g) }
        guard glob(pattern, 0, nil, &g) == 0 else { return [] }
        return (0..<Int(g.gl_pathc)).compactMap { g.gl_pathv[$0].map { String(cString: $0) } }
    }
}
