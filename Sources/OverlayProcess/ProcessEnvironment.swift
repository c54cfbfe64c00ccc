// ProcessEnvironment: the environment this process was started with, by name: what the daemon
// hands its rooms and paths, and what the client reads rofi's and XDG's variables from.
#if canImport(Glibc)
import Glibc
#endif

public enum ProcessEnvironment {
    /// Every `NAME=value` entry of `environ` (an entry without `=` is not a variable).
    public static func current() -> [String: String] {
        var env: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let text = String(cString: entry)
            if let eq = text.firstIndex(of: "=") { env[String(text[..<eq])] = String(text[text.index(after: eq)...]) }
            p += 1
        }
        return env
    }
}
