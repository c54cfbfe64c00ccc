// ScriptRunner: runs a rule's `script` for a notification as dunst does — its arguments and
// DUNST_* environment — without a shell and without ever blocking the event loop.
#if canImport(Glibc)
import Glibc
#endif
import CLinux
import Logging

/// What a script is told about one notification (dunst's arguments and environment).
struct ScriptSubject {
    var id: UInt32
    var appName: String
    var summary: String
    var body: String
    /// `app_icon` as the client sent it (dunst's legacy fourth argument).
    var icon: String
    /// The picture's file, when it is one.
    var iconPath: String
    var urgency: String
    /// -1 without a `value` hint.
    var progress: Int
    var category: String
    var stackTag: String
    /// Links in the body, one per line.
    var urls: String
    /// Milliseconds; 0: until closed.
    var timeoutMs: Int64
    /// When it arrived, monotonic milliseconds.
    var timestampMs: Int64
    var desktopEntry: String

    /// The arguments after the script's own: app name, summary, body, icon, urgency.
    var arguments: [String] { [appName, summary, body, icon, urgency] }

    /// DUNST_* variables, urgency as LOW, NORMAL or CRITICAL.
    var environment: [(String, String)] {
        [("DUNST_APP_NAME", appName), ("DUNST_SUMMARY", summary), ("DUNST_BODY", body), ("DUNST_ICON_PATH", iconPath),
         ("DUNST_URGENCY", urgency), ("DUNST_ID", String(id)), ("DUNST_PROGRESS", String(progress)),
         ("DUNST_CATEGORY", category), ("DUNST_STACK_TAG", stackTag), ("DUNST_URLS", urls),
         ("DUNST_TIMEOUT", String(timeoutMs)), ("DUNST_TIMESTAMP", String(timestampMs)),
         ("DUNST_DESKTOP_ENTRY", desktopEntry)]
    }
}

/// Starts scripts with `posix_spawnp` (argv, no shell) in their own process group, with the
/// daemon's stderr as stdout and stderr (their output is in the daemon's log) and stdin from
/// /dev/null. A watcher thread per script waits for it on a pidfd, reaps it and logs how it
/// ended; one still running after `timeLimitMs` is killed with its process group (SIGKILL).
struct ScriptRunner {
    /// How long a script may run: 10 s, documented in the README.
    static let timeLimitMs: Int32 = 10_000
    let logger: Logger

    /// Starts `argv + subject.arguments`; returns the pid, or nil (logged) when it could not start.
    @discardableResult
    func run(_ argv: [String], for subject: ScriptSubject) -> pid_t? {
        run(argv + subject.arguments, environment: subject.environment, about: "notification \(subject.id)")
    }

    /// Starts `argv` with `environment` over the daemon's (a link opened with xdg-open, say).
    @discardableResult
    func run(_ args: [String], environment: [(String, String)], about: String = "") -> pid_t? {
        guard let program = args.first, !program.isEmpty else { return nil }
        let overrides = Dictionary(environment, uniquingKeysWith: { $1 })
        var env: [String] = overrides.map { "\($0.key)=\($0.value)" }
        var e = environ
        while let p = e.pointee {
            let entry = String(cString: p)
            let name = entry.split(separator: "=", maxSplits: 1).first.map(String.init) ?? entry
            if overrides[name] == nil { env.append(entry) }
            e += 1
        }
        var pid: pid_t = 0
        let r = Self.spawn(program, args, env, &pid)
        guard r == 0 else {
            logger.warning("notification script did not start: \(program): \(String(cString: strerror(r)))")
            return nil
        }
        logger.debug("notification script started: \(program) (pid \(pid)) \(about)")
        watch(pid, program: program)
        return pid
    }

    private static func spawn(_ program: String, _ args: [String], _ env: [String], _ pid: inout pid_t) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        var attr = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attr)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attr)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, 2, 1)
        // The loop blocks SIGTERM, SIGINT and SIGHUP (signalfd) and ignores SIGPIPE: a script
        // gets them back.
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attr, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for s in [SIGPIPE, SIGTERM, SIGINT, SIGHUP] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attr, &defaults)
        posix_spawnattr_setpgroup(&attr, 0)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        let cArgs = args.map { strdup($0) }
        let cEnv = env.map { strdup($0) }
        defer {
            cArgs.forEach { free($0) }
            cEnv.forEach { free($0) }
        }
        return posix_spawnp(&pid, program, &actions, &attr, cArgs + [nil], cEnv + [nil])
    }

    /// A detached thread that reaps `pid` (killing it past the time limit) and logs the end.
    private func watch(_ pid: pid_t, program: String) {
        let job = ScriptWatch(pid: pid, program: program, logger: logger)
        let box = Unmanaged.passRetained(job).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<ScriptWatch>.fromOpaque(raw).takeRetainedValue().wait()
            return nil
        }, box)
        if made == 0 {
            pthread_detach(thread)
        } else {
            // No thread: reap it when it ends, whenever that is, without waiting here.
            Unmanaged<ScriptWatch>.fromOpaque(box).release()
            logger.warning("notification script \(program) (pid \(pid)): no watcher thread: \(String(cString: strerror(made)))")
        }
    }
}

/// One running script, waited for off the loop.
private final class ScriptWatch: @unchecked Sendable {
    let pid: pid_t
    let program: String
    let logger: Logger

    init(pid: pid_t, program: String, logger: Logger) {
        self.pid = pid; self.program = program; self.logger = logger
    }

    func wait() {
        let fd = clinux_pidfd_open(pid)
        var killed = false
        if fd >= 0 {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            var r: Int32
            repeat { r = poll(&p, 1, ScriptRunner.timeLimitMs) } while r < 0 && errno == EINTR
            close(fd)
            if r == 0 {
                kill(-pid, SIGKILL)
                killed = true
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if killed {
            logger.warning("notification script killed after \(ScriptRunner.timeLimitMs / 1000) s: \(program) (pid \(pid))")
        } else if status & 0x7f != 0 {
            logger.warning("notification script ended by signal \(status & 0x7f): \(program) (pid \(pid))")
        } else if (status >> 8) & 0xff != 0 {
            logger.warning("notification script failed with status \((status >> 8) & 0xff): \(program) (pid \(pid))")
        } else {
            logger.debug("notification script done: \(program) (pid \(pid))")
        }
    }
}
