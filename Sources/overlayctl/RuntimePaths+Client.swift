// RuntimePaths+Client: where the client finds its user's daemon, for every overlayctl
// command (requests, dmenu/rofi/prompt).
#if canImport(Glibc)
import Glibc
#endif
import OverlayProtocol

extension RuntimePaths {
    /// `--runtime-dir` when given, else from OVERLAYD_RUNTIME_DIR or XDG_RUNTIME_DIR, else
    /// /tmp/overlayd-UID (RuntimePaths(environment:uid:)).
    static func client(runtimeDir: String?) -> RuntimePaths {
        if let runtimeDir { return RuntimePaths(directory: runtimeDir) }
        var env: [String: String] = [:]
        for key in ["OVERLAYD_RUNTIME_DIR", "XDG_RUNTIME_DIR"] {
            if let v = getenv(key) { env[key] = String(cString: v) }
        }
        return RuntimePaths(environment: env, uid: getuid())
    }
}
