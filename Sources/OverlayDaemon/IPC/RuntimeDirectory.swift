// RuntimeDirectory: creates the private runtime directory, the FIFO and the listening
// socket; reclaims a stale socket; removes both on a clean exit.
#if canImport(Glibc)
import Glibc
#endif
import CLinux
import OverlayProtocol

final class RuntimeDirectory {
    let paths: RuntimePaths
    private(set) var fifoFD: Int32
    /// Our own write end, so the FIFO never reports end-of-file when writers close it
    /// (otherwise poll() would spin on POLLHUP).
    private var fifoKeepAlive: Int32
    private(set) var socketFD: Int32
    /// Descriptors handed over by systemd socket activation: their files are systemd's.
    private let inheritedSocket: Bool
    private let inheritedFIFO: Bool

    /// Uses `activated` descriptors (from `sd_listen_fds`) where given, else creates the
    /// FIFO and the socket itself.
    init(paths: RuntimePaths, activated: ActivatedDescriptors = ActivatedDescriptors()) throws(DaemonError) {
        self.paths = paths
        inheritedSocket = activated.socket != nil
        inheritedFIFO = activated.fifo != nil
        let dir = paths.directory
        if mkdir(dir, 0o700) != 0, errno != EEXIST { throw .system("mkdir \(dir)", errno) }
        var st = stat()
        guard lstat(dir, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR else {
            throw .setup("runtime directory is not a directory: \(dir)")
        }
        guard st.st_uid == getuid() else { throw .setup("runtime directory belongs to another user: \(dir)") }
        chmod(dir, 0o700)

        if activated.socket == nil, RuntimeDirectory.socketIsLive(paths.socket) {
            throw .alreadyRunning("its socket answers at \(paths.socket)")
        }
        if let fd = activated.fifo {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            let w = open(paths.fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            guard w >= 0 else { throw .system("open \(paths.fifo) for writing", errno) }
            (fifoFD, fifoKeepAlive) = (fd, w)
        } else {
            (fifoFD, fifoKeepAlive) = try RuntimeDirectory.makeFIFO(paths.fifo)
        }

        if let fd = activated.socket {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            socketFD = fd
            return
        }
        unlink(paths.socket) // stale, left by a daemon that crashed
        socketFD = try RuntimeDirectory.makeSocket(paths.socket)
    }

    /// Creates the FIFO (mode 0600) and opens its read end and our keep-alive write end.
    static func makeFIFO(_ path: String) throws(DaemonError) -> (Int32, Int32) {
        unlink(path)
        guard mkfifo(path, 0o600) == 0 else { throw .system("mkfifo \(path)", errno) }
        chmod(path, 0o600)
        let r = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard r >= 0 else { throw .system("open \(path)", errno) }
        let w = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard w >= 0 else { close(r); throw .system("open \(path) for writing", errno) }
        return (r, w)
    }

    /// Binds and listens on a fresh socket (mode 0600) at `path`.
    static func makeSocket(_ path: String) throws(DaemonError) -> Int32 {
        let s = socket(AF_UNIX, CLINUX_SOCK_STREAM | CLINUX_SOCK_NONBLOCK | CLINUX_SOCK_CLOEXEC, 0)
        guard s >= 0 else { throw .system("socket", errno) }
        var addr = try RuntimeDirectory.address(path)
        let old = umask(0o177)
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(s, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        umask(old)
        guard bound == 0 else { let e = errno; close(s); throw .system("bind \(path)", e) }
        chmod(path, 0o600)
        guard listen(s, 64) == 0 else { let e = errno; close(s); throw .system("listen", e) }
        return s
    }

    /// Recreates whatever was deleted from under us (the directory, the FIFO, the socket)
    /// and returns what it recreated. Clients already connected keep their connections.
    func repair() throws(DaemonError) -> [String] {
        var fixed: [String] = []
        var st = stat()
        if stat(paths.directory, &st) != 0 {
            if mkdir(paths.directory, 0o700) != 0, errno != EEXIST { throw .system("mkdir \(paths.directory)", errno) }
            fixed.append(paths.directory)
        }
        if stat(paths.fifo, &st) != 0 || (st.st_mode & S_IFMT) != S_IFIFO {
            let (r, w) = try RuntimeDirectory.makeFIFO(paths.fifo)
            close(fifoFD)
            close(fifoKeepAlive)
            (fifoFD, fifoKeepAlive) = (r, w)
            fixed.append(paths.fifo)
        }
        if stat(paths.socket, &st) != 0 || (st.st_mode & S_IFMT) != S_IFSOCK {
            let s = try RuntimeDirectory.makeSocket(paths.socket)
            close(socketFD)
            socketFD = s
            fixed.append(paths.socket)
        }
        return fixed
    }

    /// Removes the socket and FIFO (only on a clean exit; a crash leaves them to be reclaimed).
    func remove() {
        if !inheritedSocket { unlink(paths.socket) }
        if !inheritedFIFO { unlink(paths.fifo) }
    }

    deinit {
        close(fifoFD)
        close(fifoKeepAlive)
        close(socketFD)
    }

    static func address(_ path: String) throws(DaemonError) -> sockaddr_un {
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: addr.sun_path) else { throw .setup("socket path too long: \(path)") }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return addr
    }

    /// Whether a daemon answers on `path` (connect succeeds).
    static func socketIsLive(_ path: String) -> Bool {
        guard var addr = try? address(path) else { return false }
        let s = socket(AF_UNIX, CLINUX_SOCK_STREAM | CLINUX_SOCK_CLOEXEC, 0)
        guard s >= 0 else { return false }
        defer { close(s) }
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(s, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        return rc == 0
    }
}
