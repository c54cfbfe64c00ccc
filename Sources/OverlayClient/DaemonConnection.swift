// DaemonConnection: a blocking client of the daemon's socket, one request line → one reply line.
#if canImport(Glibc)
import Glibc
#endif
import OverlayProtocol

public enum ConnectionError: Error, CustomStringConvertible {
    case connect(path: String, errno: Int32)
    case io(String)
    case closed
    case timeout

    public var description: String {
        switch self {
        case .connect(let path, let e): return "cannot connect to overlayd at \(path): \(String(cString: strerror(e))) (is overlayd running?)"
        case .io(let what): return "socket error: \(what)"
        case .closed: return "overlayd closed the connection"
        case .timeout: return "overlayd did not answer in time"
        }
    }
}

/// One connection to `overlayd`'s socket.
public final class DaemonConnection {
    private let fd: Int32
    private var buffer: [UInt8] = []

    public init(path: String) throws(ConnectionError) {
        let s = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard s >= 0 else { throw .io("socket: errno \(errno)") }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: addr.sun_path) else {
            close(s)
            throw .io("socket path too long: \(path)")
        }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(s, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        if rc != 0 {
            let e = errno
            close(s)
            throw .connect(path: path, errno: e)
        }
        fd = s
    }

    deinit { close(fd) }

    /// The socket, to poll beside other input (lines already read are not in it: `readLine(timeoutMs: 0)` first).
    public var fileDescriptor: Int32 { fd }

    /// Sends one request line (a newline is added).
    public func send(_ line: String) throws(ConnectionError) {
        var data = Array(line.utf8)
        data.append(UInt8(ascii: "\n"))
        try sendRaw(data)
    }

    /// Sends bytes as they are: for tests of malformed input.
    public func sendRaw(_ data: [UInt8]) throws(ConnectionError) {
        var offset = 0
        while offset < data.count {
            let n = data[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .io("send: errno \(errno)")
            }
            offset += n
        }
    }

    /// The next line from the daemon, without its newline. `timeoutMs` < 0 waits forever.
    public func readLine(timeoutMs: Int32 = -1) throws(ConnectionError) -> String {
        while true {
            if let nl = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<nl], as: UTF8.self)
                buffer.removeSubrange(...nl)
                return line
            }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let r = poll(&p, 1, timeoutMs)
            if r == 0 { throw .timeout }
            if r < 0 { if errno == EINTR { continue }; throw .io("poll: errno \(errno)") }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n == 0 { throw .closed }
            if n < 0 { if errno == EINTR { continue }; throw .io("recv: errno \(errno)") }
            buffer.append(contentsOf: chunk[..<n])
        }
    }

    /// Sends a request and returns its reply line.
    public func request(_ line: String, timeoutMs: Int32 = 10_000) throws(ConnectionError) -> String {
        try send(line)
        return try readLine(timeoutMs: timeoutMs)
    }

    /// Sends an argument list, quoted for the daemon's shell-like splitter.
    public func request(words: [String], timeoutMs: Int32 = 10_000) throws(ConnectionError) -> String {
        try request(ShellWords.join(words), timeoutMs: timeoutMs)
    }
}
