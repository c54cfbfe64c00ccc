// ProcessEnvironment: the environment this process was started with, by name: what the daemon
// hands its rooms and paths, and what the client reads rofi's and XDG's variables from.
#if canImport(Glibc)
import Glibc
#endif

public enum ProcessEnvironment {
    /// Every `NAME=value` entry of `environ` (an entry without `=` is not a variable).
    public static func current() -> [String: String] {
        var env: [String: String] = [:]
        for text in entries() {
            if let eq = text.firstIndex(of: "=") { env[String(text[..<eq])] = String(text[text.index(after: eq)...]) }
        }
        return env
    }

    /// The entries of `environ` as they stand, in their order: what a child started with our
    /// environment and a few changes gets.
    public static func entries() -> [String] {
        var out: [String] = []
        var p = environ
        while let entry = p.pointee {
            out.append(String(cString: entry))
            p += 1
        }
        return out
    }
}
