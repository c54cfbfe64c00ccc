// HistoryFile: where a persisted history lives (`history-persist`): one file under
// $XDG_STATE_HOME/overlayd/, mode 0600, replaced whole through `FileReplacement`, so a
// crash leaves the old file or the new one, never half of one.
#if canImport(Glibc)
import Glibc
#endif
import OverlaySystem

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

    /// The file's text; nil when there is none. A link is refused (overlayd keeps this file itself).
    func read() throws(Failure) -> String? {
        do {
            return try FileContents.read(path, limit: 64 << 20, followLinks: false).map { String(decoding: $0, as: UTF8.self) }
        } catch {
            if case .tooLarge = error.step { throw Failure(description: "\(path): larger than 64 MiB") }
            throw Failure(description: error.description)
        }
    }

    /// Replaces the file with `text` (mode 0600; its folder made 0700 if missing), synced
    /// before it takes the old one's place.
    func write(_ text: String) throws(Failure) {
        do { try FileReplacement.replace(path, with: text, mode: 0o600, folderMode: 0o700, durable: true) } catch {
            throw Failure(description: error.description)
        }
    }

    /// Moves the file aside (replacing an older one there); returns where it went.
    func moveAside() -> String? {
        rename(path, asidePath) == 0 ? asidePath : nil
    }
}
