// ClientConnection: one accepted socket client: its input lines, its pending output,
// what it waits for and what it took on.
#if canImport(Glibc)
import Glibc
#endif

final class ClientConnection {
    let fd: Int32
    var input = LineBuffer()
    /// Lines read but not yet answered; a few are answered per loop turn so that one
    /// flooding client cannot starve the others (or a `ping`).
    var backlog = RequestBacklog()
    private(set) var output: [UInt8] = []
    var closed = false
    /// The peer finished sending: its waiting lines are still answered, then it is closed.
    var endOfInput = false
    /// What it waits for before it goes on (a held reply, the launcher's index, a pick's rows).
    var waiting: ConnectionWait?
    /// The menus it owns and the events it hears.
    var claims = ConnectionClaims()
    /// A watcher that stops reading is cut off past this much unsent output.
    static let maxOutput = 8 * 1024 * 1024

    init(fd: Int32) { self.fd = fd }
    deinit { close(fd) }

    /// The peer's uid (SO_PEERCRED), nil if the kernel does not say.
    var peerUID: UInt32? {
        // struct ucred { pid_t pid; uid_t uid; gid_t gid; } (glibc hides it without _GNU_SOURCE).
        var cred: (Int32, UInt32, UInt32) = (0, 0, 0)
        var len = socklen_t(MemoryLayout<(Int32, UInt32, UInt32)>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) == 0 else { return nil }
        return cred.1
    }

    /// Queues a line and writes what the socket takes now.
    func send(line: String) {
        guard !closed else { return }
        output.append(contentsOf: line.utf8)
        output.append(UInt8(ascii: "\n"))
        if output.count > Self.maxOutput { closed = true; return }
        flush()
    }

    var wantsWrite: Bool { !output.isEmpty && !closed }

    /// Its lines wait behind a held reply or request.
    var isHeld: Bool { waiting?.holdsLines == true }

    /// A client that finished sending is closed once every line it sent is answered.
    func closeIfDone() {
        if endOfInput && backlog.isEmpty && !isHeld { closed = true }
    }

    func flush() {
        while !output.isEmpty {
            let n = output.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            if n > 0 { output.removeFirst(n); continue }
            if n < 0, errno == EINTR { continue }
            if n < 0, errno == EAGAIN || errno == EWOULDBLOCK { return }
            closed = true
            return
        }
    }

    /// Reads what is available. Returns false when the peer closed or failed.
    func read(into chunk: inout [UInt8]) -> [UInt8]? {
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if n > 0 { return Array(chunk[..<n]) }
        if n < 0, errno == EAGAIN || errno == EINTR || errno == EWOULDBLOCK { return [] }
        return nil
    }
}
