// RofiTheming: overlayctl linked as `rofi` reads what rofi 1.7.3 reads at start — config.rasi, the
// theme, -theme-str, key bindings — stops as rofi stops when something is wrong (its error window,
// and its text on stderr, then exit 65), and names options it does not carry.
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore
import OverlayProcess
import OverlayProtocol

enum RofiTheming {
    /// Reads and checks; exits 65 after rofi's error window on a missing or broken theme, config or binding.
    /// Returns the arguments with the carried config options in front as rofi's own flags.
    static func start(_ args: [String], dmenu: Bool, runtimeDir: String?) -> (RofiStartup, [String]) {
        let env = environment()
        let startup = RofiStartup(arguments: args, environment: env, files: PosixRasiFiles())
        // rofi answers -v first, then its dumps (errors or not), and exits 0.
        if !args.contains("-v"), !args.contains("-version") {
            if args.contains("-dump-theme") { PickCommand.writeAll(Array(startup.themeDump.utf8)); exit(0) }
            if args.contains("-dump-config") { PickCommand.writeAll(Array(startup.configDump(environment: env).utf8)); exit(0) }
            if args.contains("-h") || args.contains("-help") {
                PickCommand.writeAll(Array(RofiHelp.text(startup.configuration, arguments: args).utf8))
                exit(0)
            }
        }
        // rofi answers -v, -help and the dumps without opening a window, so without its error window.
        let answersAtOnce = args.contains { ["-v", "-version", "-h", "-help", "--help", "-dump-theme", "-dump-config"].contains($0) }
        if !startup.problems.isEmpty, !answersAtOnce { RofiErrorWindow.fail(startup.problems, runtimeDir: runtimeDir) }
        for line in startup.configuration.notCarriedLines + startup.notCarriedBindingLines { say(line, fd: 2) }
        return (startup, startup.carriedFlags(userArguments: args, dmenu: dmenu) + args)
    }

    /// The flags read now leave no "ignoring" line; the theme itself goes to the daemon whole
    /// (`ClientTheme`), which draws the pick with it.
    static func apply(_ startup: RofiStartup, to inv: inout PickInvocation, arguments args: [String]) {
        dropReadWarnings(&inv.warnings)
        inv.spec.keyBindings = startup.pickKeyBindings
    }

    /// The flag readers' "ignoring" lines for what was read at start (-theme, -config, key bindings).
    static func dropReadWarnings(_ warnings: inout [String]) {
        let read = ["-theme", "-theme-str", "-config", "-no-config", "-no-default-config", "-kb-", "-me-", "-ml-"]
        warnings.removeAll { w in read.contains { w.hasPrefix("rofi: ignoring " + $0) } }
    }

    static func environment() -> [String: String] { ProcessEnvironment.current() }
}

/// The disk as the icon theme lookup asks it (a theme's url() names), through the rasi loader's calls.
struct PosixIconFiles: IconThemeFiles {
    func contents(of path: String) -> String? {
        guard case .success(let text) = PosixRasiFiles().read(path) else { return nil }
        return text
    }

    func exists(_ path: String) -> Bool { PosixRasiFiles().isRegularFile(path) }
}

/// The disk as the rasi loader asks it, through POSIX calls.
struct PosixRasiFiles: RasiFileSystem {
    func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0
    }

    func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }

    func read(_ path: String) -> Result<String, RasiLoadFailure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(RasiLoadFailure(path: path, reason: String(cString: strerror(errno)))) }
        defer { close(fd) }
        let bytes = PickCommand.readAll(fd)
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    var currentDirectory: String {
        guard let raw = getcwd(nil, 0) else { return "/" }
        defer { free(raw) }
        return String(cString: raw)
    }
}
