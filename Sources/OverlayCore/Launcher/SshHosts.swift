// SshHosts: the hosts rofi 1.7.3's ssh mode lists (dialogs/ssh.c get_ssh), in its order: the history
// first, then ~/.ssh/config's `Host` names (following `Include`), then known_hosts (with
// parse-known-hosts, and each `UserKnownHostsFile`), then /etc/hosts (with parse-hosts). Files are
// read through what the caller hands in.

/// One host of the list, with the port known_hosts or the history gave it (0: none).
public struct SshHost: Hashable, Sendable {
    public var name: String
    public var port: Int
    public init(_ name: String, port: Int = 0) { self.name = name; self.port = port }

    /// What the history keeps for it: the name, and `\x1f` and the port when it has one.
    public var historyEntry: String { port > 0 ? "\(name)\u{1f}\(port)" : name }
}

public struct SshHosts {
    /// A file's text, nil when it cannot be read.
    public var read: (String) -> String?
    /// The paths a glob pattern names, sorted (an `Include` may hold one).
    public var glob: (String) -> [String]
    public var home: String
    public var parseKnownHosts = true
    public var parseHosts = false

    public init(home: String, read: @escaping (String) -> String?, glob: @escaping (String) -> [String]) {
        self.home = home; self.read = read; self.glob = glob
    }

    /// The whole list; `history` is the text of rofi's `rofi-2.sshcache`.
    public func list(history: String?) -> [SshHost] {
        var hosts = RofiHistoryFile.names(history ?? "").map { entry -> SshHost in
            guard let sep = entry.firstIndex(of: "\u{1f}") else { return SshHost(entry) }
            let port = Int(entry[entry.index(after: sep)...]).flatMap { (0...65535).contains($0) ? $0 : nil } ?? 0
            return SshHost(String(entry[..<sep]), port: port)
        }
        let favourites = hosts.count
        var knownHostsFiles: [String] = []
        config(home + "/.ssh/config", into: &hosts, favourites: favourites, knownHostsFiles: &knownHostsFiles, depth: 0)
        if parseKnownHosts {
            knownHosts(home + "/.ssh/known_hosts", into: &hosts)
            for file in knownHostsFiles { knownHosts(expanded(file), into: &hosts) }
        }
        if parseHosts { etcHosts(into: &hosts) }
        return hosts
    }

    /// rofi_expand_path: a leading `~` (or `~user`, taken as the home) is the home.
    private func expanded(_ path: String) -> String {
        guard path.hasPrefix("~") else { return path }
        let rest = path.drop { $0 != "/" }
        return home + rest
    }

    private static func contains(_ hosts: some Collection<SshHost>, _ name: String) -> Bool {
        hosts.contains { $0.name.lowercased() == name.lowercased() }
    }

    /// parse_ssh_config_file: each line's first word (split at `=`, blanks), lower-cased: `Include`
    /// reads the files its (first) pattern names, relative to this file's folder; `UserKnownHostsFile`
    /// adds files; `Host` adds its names that are not patterns (`*`, `?`, `!`), up to a `#`, unless
    /// the history already has them. Duplicates among config names stay, as rofi's.
    private func config(_ path: String, into hosts: inout [SshHost], favourites: Int, knownHostsFiles: inout [String], depth: Int) {
        guard depth < 16, let text = read(path) else { return }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = line.split { "= \t\r".contains($0) }.map(String.init)
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            switch first.lowercased() {
            case "include":
                guard words.count > 1 else { continue }
                var pattern = expanded(words[1])
                if !pattern.hasPrefix("/") {
                    pattern = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/" + pattern
                }
                for file in glob(pattern) { config(file, into: &hosts, favourites: favourites, knownHostsFiles: &knownHostsFiles, depth: depth + 1) }
            case "userknownhostsfile":
                for file in words.dropFirst() where !knownHostsFiles.contains(file) { knownHostsFiles.append(file) }
            case "host":
                for name in words.dropFirst() {
                    if name.hasPrefix("!") || name.contains("*") || name.contains("?") { continue }
                    if name.hasPrefix("#") { break }
                    if Self.contains(hosts.prefix(favourites), name) { continue }
                    hosts.append(SshHost(name))
                }
            default:
                continue
            }
        }
    }

    /// read_known_hosts_file: each line's host field (before the first space), comments, markers
    /// (`@`) and hashed names (`|`) skipped, split at `,` and spaces; `[name]:port` keeps its port.
    private func knownHosts(_ path: String, into hosts: inout [SshHost]) {
        guard let text = read(path) else { return }
        for line in text.split(separator: "\n") {
            let start = line.drop { $0 == " " || $0 == "\t" }
            guard let first = start.first, first != "#", first != "@", first != "|", let end = start.firstIndex(of: " ") else { continue }
            for var name in start[..<end].split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init) {
                var port = 0
                if name.hasPrefix("["), let close = name.firstIndex(of: "]") {
                    let after = name[name.index(after: close)...]
                    if after.hasPrefix(":") {
                        port = Int(after.dropFirst()).flatMap { (0...65535).contains($0) ? $0 : nil } ?? 0
                        name = String(name[name.index(after: name.startIndex)..<close])
                    } else {
                        name = String(name.dropFirst())
                    }
                }
                if !Self.contains(hosts, name) { hosts.append(SshHost(name, port: port)) }
            }
        }
    }

    /// read_hosts_file: /etc/hosts's names (every word of a line but its address), up to a `#`.
    private func etcHosts(into hosts: inout [SshHost]) {
        guard let text = read("/etc/hosts") else { return }
        for line in text.split(separator: "\n") {
            let content = line.prefix { $0 != "#" }
            for name in content.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().map(String.init)
            where !Self.contains(hosts, name) {
                hosts.append(SshHost(name))
            }
        }
    }
}
