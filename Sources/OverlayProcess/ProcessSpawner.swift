// ProcessSpawner: the one way overlayd and overlayctl start another program (posix_spawnp:
// argv looked up on PATH, no shell, no fork of a large process). Each caller says what the
// child gets: where its output goes, its process group or session, which signals it gets
// back, which of our descriptors it keeps, its directory and environment.
#if canImport(Glibc)
import Glibc
#endif
import CLinux

public struct ProcessSpawner: Sendable {
    /// Where the child's standard output (and error) go; its stdin is always /dev/null.
    public enum Output: Sendable {
        /// stdout and stderr on /dev/null: a launched program owes us nothing.
        case discarded
        /// stdout onto our stderr, stderr ours: a daemon's script writes into the daemon's log.
        case standardError
        /// stdout into a pipe's write end (the caller reads the other), stderr ours; the child
        /// keeps neither end of the pipe, so the reader sees the end when the child exits.
        case pipe(read: Int32, write: Int32)
    }

    /// Whom the child is grouped with.
    public enum Grouping: Sendable {
        /// Ours.
        case inherited
        /// A process group of its own (setpgid 0), so a kill of -pid ends it and its children.
        case processGroup
        /// A session of its own (setsid): detached, a terminal's hangup never reaches it.
        case session
    }

    /// What the child does with signals.
    public enum Signals: Sendable {
        /// Our mask and handlers as they are.
        case inherited
        /// An empty mask and the default action for these (a blocked or ignored signal of ours
        /// is not the child's).
        case reset([Int32])
        /// An empty mask and the default action for every signal.
        case resetAll
    }

    public var output: Output
    public var grouping: Grouping
    public var signals: Signals
    /// Close every descriptor but 0, 1 and 2 in the child (glibc's closefrom).
    public var closesOtherDescriptors: Bool
    /// The child's working directory; ours when nil.
    public var directory: String?

    public init(output: Output, grouping: Grouping = .inherited, signals: Signals = .inherited,
                closesOtherDescriptors: Bool = false, directory: String? = nil) {
        self.output = output
        self.grouping = grouping
        self.signals = signals
        self.closesOtherDescriptors = closesOtherDescriptors
        self.directory = directory
    }

    /// Starts `argv` (argv[0] looked up on PATH) with `environment` ("NAME=value" words; ours
    /// when nil) and gives its pid; nobody waits for it here.
    public func spawn(_ argv: [String], environment: [String]? = nil) throws(SpawnError) -> pid_t {
        guard let program = argv.first else { throw SpawnError(program: "", reason: "nothing to run") }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        switch output {
        case .discarded:
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        case .standardError:
            posix_spawn_file_actions_adddup2(&actions, 2, 1)
        case .pipe(let read, let write):
            posix_spawn_file_actions_adddup2(&actions, write, 1)
            posix_spawn_file_actions_addclose(&actions, read)
            posix_spawn_file_actions_addclose(&actions, write)
        }
        if closesOtherDescriptors { posix_spawn_file_actions_addclosefrom_np(&actions, 3) }
        if let directory { posix_spawn_file_actions_addchdir_np(&actions, directory) }

        var flags: Int32 = 0
        switch signals {
        case .inherited: break
        case .reset(let some):
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for s in some { sigaddset(&defaults, s) }
            flags |= Self.emptyMask(&attributes, defaults: &defaults)
        case .resetAll:
            var defaults = sigset_t()
            sigfillset(&defaults)
            flags |= Self.emptyMask(&attributes, defaults: &defaults)
        }
        switch grouping {
        case .inherited: break
        case .processGroup:
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        case .session:
            flags |= Int32(CLINUX_POSIX_SPAWN_SETSID)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = environment.map { $0.map { strdup($0) } + [nil] }
        defer {
            cArgs.forEach { free($0) }
            cEnv?.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = cEnv.map { posix_spawnp(&pid, program, &actions, &attributes, cArgs, $0) }
            ?? posix_spawnp(&pid, program, &actions, &attributes, cArgs, environ)
        guard status == 0 else { throw SpawnError(program: program, reason: String(cString: strerror(status))) }
        return pid
    }

    /// An empty mask, and the default action for `defaults`: the flags that make them count.
    private static func emptyMask(_ attributes: inout posix_spawnattr_t, defaults: inout sigset_t) -> Int32 {
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        return Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    }
}

/// Why a program did not start: `program: reason`, as the caller prints or logs it.
public struct SpawnError: Error, Equatable, CustomStringConvertible {
    public let program: String
    public let reason: String
    public var description: String { program.isEmpty ? reason : "\(program): \(reason)" }
}
