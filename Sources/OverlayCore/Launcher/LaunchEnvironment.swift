// LaunchEnvironment: the variables that decide what drun and run list (the XDG data dirs, HOME,
// PATH, the language and the desktop), which the client sends with its launch request so the
// launcher lists the caller's applications, not the daemon's.

public enum LaunchEnvironment {
    /// The names the client sends, each only when set.
    public static let names = ["XDG_DATA_HOME", "XDG_DATA_DIRS", "HOME", "PATH", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG",
                               "XDG_CURRENT_DESKTOP"]

    /// The part of `environment` a launcher's index depends on.
    public static func picked(from environment: [String: String]) -> [String: String] {
        environment.filter { names.contains($0.key) }
    }
}
