// ZenityFallback: the dialogs overlayd does not draw yet are handed to the real zenity found
// further along PATH: never to overlayctl itself again (a PATH entry that resolves to this
// binary is skipped), and without one a clear error and zenity's error status. It runs before
// the daemon is asked anything, so it cannot leave a menu open or a grab held.
#if canImport(Glibc)
import Glibc
#endif
import OverlayProtocol
import OverlayZenity

enum ZenityFallback {
    /// Replaces this process with the real zenity and `argv`; returns only when there is none.
    static func exec(_ argv: [String], why: String) -> Never {
        if let path = realZenity() {
            let args = ["zenity"] + argv
            var cArgs = args.map { strdup($0) }
            cArgs.append(nil)
            execv(path, cArgs)
            say("zenity: cannot run \(path): \(String(cString: strerror(errno)))", fd: 2)
        } else {
            say("zenity: overlayd does not draw \(why) yet, and no other zenity is on PATH", fd: 2)
        }
        exit(ZenityExit.error.status { getenv($0).map { String(cString: $0) } })
    }

    /// The first executable `zenity` on PATH that is not this binary.
    static func realZenity() -> String? {
        let ours = resolved("/proc/self/exe")
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (dir.isEmpty ? "." : String(dir)) + "/zenity"
            guard access(candidate, X_OK) == 0, let real = resolved(candidate), real != ours else { continue }
            return candidate
        }
        return nil
    }

    static func resolved(_ path: String) -> String? {
        guard let raw = realpath(path, nil) else { return nil }
        defer { free(raw) }
        return String(cString: raw)
    }
}
