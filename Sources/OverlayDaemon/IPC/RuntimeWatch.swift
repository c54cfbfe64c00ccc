// RuntimeWatch: tells the loop (through inotify, so an idle daemon still sleeps) when
// something deletes or moves our runtime files, so they can be recreated at once.
#if canImport(Glibc)
import Glibc
#endif
import CLinux

final class RuntimeWatch {
    let fd: Int32
    private let directory: String
    private var watch: Int32 = -1

    init(directory: String) throws(DaemonError) {
        let f = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard f >= 0 else { throw .system("inotify_init1", errno) }
        fd = f
        self.directory = directory
        rearm()
    }

    deinit { close(fd) }

    /// Watches the directory again (after it was deleted and recreated).
    func rearm() {
        if watch >= 0 { inotify_rm_watch(fd, watch) }
        watch = inotify_add_watch(fd, directory, UInt32(IN_DELETE | IN_MOVED_FROM | IN_DELETE_SELF | IN_MOVE_SELF))
    }

    /// Drains pending notifications; true when any arrived.
    func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var any = false
        while buffer.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }) > 0 { any = true }
        return any
    }
}
