// SignalSource: SIGTERM, SIGINT and SIGHUP as a readable descriptor (signalfd), so the
// event loop handles them between requests rather than inside a handler.
#if canImport(Glibc)
import Glibc
#endif
import CLinux

final class SignalSource {
    enum Received { case terminate, reload }
    let fd: Int32

    init() throws(DaemonError) {
        var set = sigset_t()
        sigemptyset(&set)
        for s in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, s) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        // A client that goes away mid-reply must not kill us.
        signal(SIGPIPE, SIG_IGN)
        let f = signalfd(-1, &set, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
        guard f >= 0 else { throw .system("signalfd", errno) }
        fd = f
    }

    deinit { close(fd) }

    func read() -> [Received] {
        var out: [Received] = []
        var info = signalfd_siginfo()
        while Glibc.read(fd, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
            out.append(Int32(info.ssi_signo) == SIGHUP ? .reload : .terminate)
        }
        return out
    }
}

public enum DaemonError: Error, CustomStringConvertible {
    case system(String, Int32)
    case alreadyRunning(String)
    case setup(String)

    public var description: String {
        switch self {
        case .system(let call, let e): return "\(call): \(String(cString: strerror(e)))"
        case .alreadyRunning(let why): return "another overlayd is running: \(why)"
        case .setup(let why): return why
        }
    }
}
