// ScriptRunner: runs rule scripts (at most `max-scripts` at once, the rest queued) and opened
// links as child processes the poll loop reaps, so the loop never waits and no zombie stays.
#if canImport(Glibc)
import Glibc
#endif
import CLinux
import Logging
import OverlayCore
import OverlayProcess
import OverlayProtocol

/// Starts programs with `posix_spawnp` (argv, no shell) in their own process group, with the
/// daemon's stderr as stdout and stderr (their output is in the daemon's log) and stdin from
/// /dev/null. No thread waits for them: each child's pidfd is in the poll set and wakes the
/// loop when it ends; `process` then reaps it (`waitpid`, WNOHANG) and starts the next
/// waiting script. Which scripts run, wait or are dropped is `ScriptQueue`'s (Core) alone.
/// A script still running after `timeLimitMs` is killed with its process group (SIGKILL); an
/// opened link (xdg-open, which may run the browser itself) is reaped but never killed.
final class ScriptRunner {
    /// How long a script may run: 10 s, documented in the README.
    static let timeLimitMs: Int64 = 10_000
    /// How often a child without a pidfd (pidfd_open refused) is looked at.
    static let recheckMs: Int64 = 100

    /// A script waiting for its turn: what to start.
    struct Job {
        var argv: [String]
        var environment: [(String, String)]
        var about: String
    }

    /// A started child, until it is reaped.
    private struct Child {
        var pid: pid_t
        /// -1 without one: looked at every `recheckMs` instead.
        var pidfd: Int32
        var program: String
        /// A rule script (counted in the queue, time-limited), or a link's opener.
        var isScript: Bool
        /// Past it, a script is killed; nil for a link.
        var deadline: Instant?
        var killed = false
    }

    private let logger: Logger
    private let clock: DaemonClock
    private var queue = ScriptQueue<Job>()
    private var children: [Child] = []
    /// Dropped scripts are logged a burst a second at most; `stats` counts all of them.
    private var dropLog = LogThrottle()
    private(set) var killed = 0
    private(set) var failed = 0
    private(set) var linksOpened = 0
    /// What opens a link (the tests give another program).
    var linkOpener = "xdg-open"

    init(logger: Logger, clock: DaemonClock) {
        self.logger = logger
        self.clock = clock
    }

    /// Runs `argv + subject.arguments` now, later (queued) or never (dropped, logged), under `limits`.
    func run(_ argv: [String], for subject: ScriptSubject, limits: ScriptLimits) {
        queue.setLimits(limits)
        let job = Job(argv: argv + subject.arguments, environment: subject.environment, about: "notification \(subject.id)")
        switch queue.submit(job) {
        case .start:
            if !start(job.argv, environment: job.environment, about: job.about, isScript: true) { queue.finish() }
            startWaiting()
        case .wait:
            logger.debug("notification script waits (\(queue.running) running, \(queue.waiting) waiting): \(argv.first ?? "") \(job.about)")
        case .drop:
            if case .write(let heldBack) = dropLog.decide(now: clock.now()) {
                if heldBack > 0 { logger.warning("notification scripts dropped: \(heldBack) more not logged (overlayctl stats counts them)") }
                let program = argv.first ?? ""
                logger.warning("notification script dropped, \(queue.running) running and \(queue.waiting) waiting (\(queue.counts.dropped) dropped since start): \(program) \(job.about)")
            }
        }
    }

    /// Starts a desktop entry the notification center launches (`gio launch`), reaped, never killed.
    func launch(_ argv: [String]) {
        _ = start(argv, environment: [], about: "desktop entry", isScript: false)
    }

    /// Opens `link` with xdg-open at once (a user's choice waits for no script). The caller
    /// checked its scheme.
    func open(link: String) {
        if start([linkOpener, link], environment: [], about: "link", isScript: false) { linksOpened += 1 }
    }

    /// Each child's pidfd: readable once it ended.
    var pollDescriptors: [pollfd] {
        children.filter { $0.pidfd >= 0 }.map { pollfd(fd: $0.pidfd, events: Int16(POLLIN), revents: 0) }
    }

    /// When `process` must run even if no pidfd wakes the loop: a script's time limit, or the
    /// next look at a child without a pidfd.
    var nextDeadline: Instant? {
        var due = children.compactMap { $0.killed ? nil : $0.deadline }.min()
        if children.contains(where: { $0.pidfd < 0 }) {
            let recheck = clock.now() + Self.recheckMs
            due = min(due ?? recheck, recheck)
        }
        return due
    }

    /// Reaps the children that ended, kills scripts past their time, starts those waiting
    /// while slots are free (`limits` may have changed with a reload). Every loop turn.
    func process(limits: ScriptLimits) {
        queue.setLimits(limits)
        guard !children.isEmpty || queue.waiting > 0 else { return }
        let now = clock.now()
        var i = 0
        while i < children.count {
            var status: Int32 = 0
            let r = waitpid(children[i].pid, &status, WNOHANG)
            if r == 0 || (r < 0 && errno == EINTR) {
                if let deadline = children[i].deadline, !children[i].killed, now >= deadline {
                    kill(-children[i].pid, SIGKILL)
                    children[i].killed = true
                    killed += 1
                }
                i += 1
                continue
            }
            // Ended (or, ECHILD, not ours to wait for any more): either way it is gone.
            let child = children.remove(at: i)
            if child.pidfd >= 0 { close(child.pidfd) }
            if child.isScript { queue.finish() }
            if r == child.pid { report(child, status: status) }
        }
        startWaiting()
    }

    /// For `stats`: scripts running, waiting, started, dropped, killed, failed, the peaks and
    /// the limits; links opened.
    var stats: [(String, JSONValue)] {
        let c = queue.counts
        return [("running", .int(queue.running)), ("waiting", .int(queue.waiting)), ("started", .int(c.started)),
                ("dropped", .int(c.dropped)), ("killed", .int(killed)), ("failed", .int(failed)),
                ("peak_running", .int(c.peakRunning)), ("peak_waiting", .int(c.peakWaiting)),
                ("max", .int(queue.limits.running)), ("queue", .int(queue.limits.waiting))]
    }

    /// Starts the waiting scripts that slots are free for.
    private func startWaiting() {
        while let job = queue.next() {
            if !start(job.argv, environment: job.environment, about: job.about, isScript: true) { queue.finish() }
        }
    }

    private func report(_ child: Child, status: Int32) {
        let what = child.isScript ? "notification script" : "link opener"
        if child.killed {
            logger.warning("notification script killed after \(Self.timeLimitMs / 1000) s: \(child.program) (pid \(child.pid))")
        } else if status & 0x7f != 0 {
            failed += 1
            logger.warning("\(what) ended by signal \(status & 0x7f): \(child.program) (pid \(child.pid))")
        } else if (status >> 8) & 0xff != 0 {
            failed += 1
            logger.warning("\(what) failed with status \((status >> 8) & 0xff): \(child.program) (pid \(child.pid))")
        } else {
            logger.debug("\(what) done: \(child.program) (pid \(child.pid))")
        }
    }

    /// Starts `args` with `environment` over the daemon's; false (logged) when it could not.
    private func start(_ args: [String], environment: [(String, String)], about: String, isScript: Bool) -> Bool {
        guard let program = args.first, !program.isEmpty else { return false }
        let overrides = Dictionary(environment, uniquingKeysWith: { $1 })
        var env: [String] = overrides.map { "\($0.key)=\($0.value)" }
        for entry in ProcessEnvironment.entries() {
            let name = entry.split(separator: "=", maxSplits: 1).first.map(String.init) ?? entry
            if overrides[name] == nil { env.append(entry) }
        }
        let pid: pid_t
        do {
            pid = try Self.spawner.spawn(args, environment: env)
        } catch {
            failed += 1
            logger.warning("\(isScript ? "notification script" : "link opener") did not start: \(error)")
            return false
        }
        logger.debug("\(isScript ? "notification script" : "link opener") started: \(program) (pid \(pid)) \(about)")
        let fd = clinux_pidfd_open(pid)
        if fd < 0 { logger.warning("pidfd_open \(pid): \(String(cString: strerror(errno))): looked at every \(Self.recheckMs) ms") }
        children.append(Child(pid: pid, pidfd: fd, program: program, isScript: isScript, deadline: isScript ? clock.now() + Self.timeLimitMs : nil))
        return true
    }

    /// Each child in its own process group (a script past its time is killed with its
    /// children), its output in the daemon's log; the loop blocks SIGTERM, SIGINT and SIGHUP
    /// (signalfd) and ignores SIGPIPE: a script gets them back.
    private static let spawner = ProcessSpawner(output: .standardError, grouping: .processGroup,
                                                signals: .reset([SIGPIPE, SIGTERM, SIGINT, SIGHUP]))
}
