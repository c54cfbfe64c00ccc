// DetachedSpawn: starts what a launcher chose as rofi does, detached: its own session
// (setsid), stdin and output on /dev/null, no descriptor of ours but 0, 1 and 2, our
// environment and PATH, in the entry's Path when it has one. Nobody waits for it.
#if canImport(Glibc)
import Glibc
#endif
import CLinux

enum DetachedSpawn {
    /// Starts `argv` (argv[0] looked up on PATH); nil, or why it could not start.
    static func start(_ argv: [String], directory: String?) -> String? {
        guard let program = argv.first else { return "nothing to run" }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        if let directory { posix_spawn_file_actions_addchdir_np(&actions, directory) }
        // A new session, default signal handling and an empty mask: nothing of ours carries over.
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(CLINUX_POSIX_SPAWN_SETSID) | Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var cargs = argv.map { strdup($0) } + [nil]
        defer { for p in cargs { free(p) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, program, &actions, &attributes, &cargs, environ)
        return status == 0 ? nil : "\(program): \(String(cString: strerror(status)))"
    }
}
