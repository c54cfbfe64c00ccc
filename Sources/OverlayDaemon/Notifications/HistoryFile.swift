// HistoryFile: where a persisted history lives (`history-persist`): one file under
// $XDG_STATE_HOME/overlayd/, mode 0600, replaced whole (a temp file, then rename) so a
// crash leaves the old file or the new one, never half of one.
#if canImport(Glibc)
import Glibc
#endif

struct HistoryFile {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let directory: String
    var path: String { directory + "/history.jsonl" }
    /// Where a file that cannot be read goes, so the next write does not destroy it.
    var asidePath: String { path + ".damaged" }

    /// `$XDG_STATE_HOME/overlayd`, else `$HOME/.local/state/overlayd`; nil without either.
    static func directory(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/overlayd" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.local/state/overlayd"
    }

    /// The file's text; nil when there is none.
    func read() throws(Failure) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw Failure(description: "\(path): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "\(path): \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
            guard bytes.count <= 64 << 20 else { throw Failure(description: "\(path): larger than 64 MiB") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Replaces the file with `text`: written to a temp file of mode 0600 in the same
    /// directory (made 0700 if missing), synced, then renamed over the old one.
    func write(_ text: String) throws(Failure) {
        try makeDirectory()
        let temp = path + ".tmp"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw Failure(description: "\(temp): \(String(cString: strerror(errno)))") }
        var ok = fchmod(fd, 0o600) == 0
        var bytes = Array(text.utf8)[...]
        while ok && !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { ok = false; break }
            bytes = bytes.dropFirst(n)
        }
        ok = ok && fsync(fd) == 0
        let why = String(cString: strerror(errno))
        close(fd)
        guard ok, rename(temp, path) == 0 else {
            unlink(temp)
            throw Failure(description: "\(path): \(ok ? String(cString: strerror(errno)) : why)")
        }
    }

    /// Moves the file aside (replacing an older one there); returns where it went.
    func moveAside() -> String? {
        rename(path, asidePath) == 0 ? asidePath : nil
    }

    private func makeDirectory() throws(Failure) {
        var prefix = ""
        for part in directory.split(separator: "/") {
            prefix += "/" + part
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw Failure(description: "\(prefix): \(String(cString: strerror(errno)))")
            }
        }
    }
}
