// ScriptQueue: how many rule scripts run at once, which wait (first in, first out) and which are dropped.

/// The admission of rule scripts, without processes: at most `limits.running` run at once;
/// the rest wait in arrival order, at most `limits.waiting` of them; one arriving when that
/// many wait is dropped (the newcomer, so those waiting keep their order). The daemon starts
/// what `submit` and `next` hand it and calls `finish` once per started job when it ended (or
/// did not start). Every job is counted once as started or dropped, so `submitted ==
/// started + dropped + waiting` at all times.
public struct ScriptQueue<Job> {
    /// What to do with a submitted job.
    public enum Admission: Equatable, Sendable {
        /// Start it now: it holds a running slot until `finish`.
        case start
        /// It waits; `next` hands it out when a slot frees.
        case wait
        /// Too many wait: it never runs.
        case drop
    }

    /// Counts since the daemon started, for `overlayctl stats`.
    public struct Counts: Hashable, Sendable {
        public var submitted = 0
        public var started = 0
        public var dropped = 0
        /// The most that ran at once.
        public var peakRunning = 0
        /// The most that waited at once.
        public var peakWaiting = 0
        public init() {}
    }

    public private(set) var limits: ScriptLimits
    /// Jobs holding a running slot.
    public private(set) var running = 0
    public private(set) var counts = Counts()
    /// Waiting jobs are `queue[head...]`; the taken prefix is cut off once it is half the array.
    private var queue: [Job] = []
    private var head = 0

    public init(limits: ScriptLimits = .standard) { self.limits = limits }

    /// Jobs waiting for a slot.
    public var waiting: Int { queue.count - head }

    /// Admits `job`: `.start` when a slot is free and nobody waits before it.
    public mutating func submit(_ job: Job) -> Admission {
        counts.submitted += 1
        if running < limits.running && waiting == 0 {
            take()
            return .start
        }
        guard waiting < limits.waiting else {
            counts.dropped += 1
            return .drop
        }
        queue.append(job)
        counts.peakWaiting = max(counts.peakWaiting, waiting)
        return .wait
    }

    /// The oldest waiting job, when a slot is free: it now holds that slot.
    public mutating func next() -> Job? {
        guard running < limits.running, head < queue.count else { return nil }
        let job = queue[head]
        head += 1
        if head * 2 >= queue.count {
            queue.removeFirst(head)
            head = 0
        }
        take()
        return job
    }

    /// A started job ended (or could not start): its slot is free.
    public mutating func finish() {
        running = max(0, running - 1)
    }

    /// New limits (a config reload). Those running keep running; those waiting keep waiting
    /// (a lower `waiting` only drops newcomers); a higher `running` lets `next` hand out more.
    public mutating func setLimits(_ new: ScriptLimits) {
        limits = new
    }

    private mutating func take() {
        running += 1
        counts.started += 1
        counts.peakRunning = max(counts.peakRunning, running)
    }
}

extension ScriptQueue: Sendable where Job: Sendable {}

/// How many run at once and how many wait (`[notifications] max-scripts`, `script-queue`).
public struct ScriptLimits: Hashable, Sendable {
    public var running: Int
    public var waiting: Int
    /// 8 at once; 64 waiting: a full queue behind 8 scripts that use their whole 10 s
    /// drains in 80 s, and a burst larger than that is a flood, not a user's day.
    public static let standard = ScriptLimits(running: 8, waiting: 64)
    public init(running: Int, waiting: Int) {
        self.running = max(1, running)
        self.waiting = max(0, waiting)
    }
}

