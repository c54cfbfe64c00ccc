// NotifySocket: the harness's end of sd_notify(3): a unix datagram socket a child sends READY=1 to.
#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A bound `SOCK_DGRAM` unix socket; pass `path` to a child as `NOTIFY_SOCKET`.
final class NotifySocket {
    let path: String
    let fd: Int32
    /// Every datagram received so far, in order ("READY=1", "STATUS=…", "STOPPING=1").
    private(set) var messages: [String] = []

    init(path: String) throws {
        let s = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard s >= 0 else { throw HarnessError.io("socket(AF_UNIX, SOCK_DGRAM): \(String(cString: strerror(errno)))") }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: addr.sun_path) else {
            close(s)
            throw HarnessError.io("notify socket path too long: \(path)")
        }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(s, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard rc == 0 else {
            let e = errno
            close(s)
            throw HarnessError.io("bind \(path): \(String(cString: strerror(e)))")
        }
        self.path = path
        fd = s
    }

    deinit {
        close(fd)
        unlink(path)
    }

    /// Reads every datagram waiting now, without blocking.
    func receiveAvailable() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return }
            messages.append(String(decoding: buffer[..<n], as: UTF8.self))
        }
    }

    /// Waits until a datagram not yet in `messages` when called has a line equal to
    /// `assignment` (like "READY=1"). Throws `abortReason` if `abortFD` (a child's exit pipe)
    /// becomes readable first.
    func waitFor(
        _ assignment: String, timeout: TimeInterval, abortFD: Int32? = nil, abortReason: @autoclosure () -> String = ""
    ) throws {
        let deadline = Deadline(seconds: timeout)
        var seen = messages.count
        func arrived() -> Bool {
            receiveAvailable()
            defer { seen = messages.count }
            return messages[seen...].contains { $0.split(separator: "\n").contains(Substring(assignment)) }
        }
        let fds = [fd] + (abortFD.map { [$0] } ?? [])
        while !arrived() {
            guard let ready = try waitForReadable(fds, until: deadline) else {
                throw HarnessError.timeout("\(assignment) on \(path)")
            }
            // The child may have sent it just before exiting.
            if ready == 1 && !arrived() { throw HarnessError.process(abortReason()) }
        }
    }
}
