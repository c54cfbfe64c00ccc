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
        fd = try UnixSocket.connect(path: path)
    }

    deinit { close(fd) }

    /// A connection that hears every event (`watch`), its request sent and not waited for, so a
    /// dialog's request goes out at once: the watch's reply comes first among the events, and a
    /// reader of events skips it (it names no overlay). The daemon reads this line before any
    /// key or click on the dialog asked for after it, so no answer of the dialog is missed.
    public static func watching(path: String) throws(ConnectionError) -> DaemonConnection {
        let connection = try DaemonConnection(path: path)
        try connection.send("watch")
        return connection
    }

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
        try UnixSocket.sendAll(fd, data)
    }

    /// The next line from the daemon, without its newline. `timeoutMs` < 0 waits forever.
    public func readLine(timeoutMs: Int32 = -1) throws(ConnectionError) -> String {
        while true {
            if let nl = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<nl], as: UTF8.self)
                buffer.removeSubrange(...nl)
                return line
            }
            buffer.append(contentsOf: try UnixSocket.receive(fd, timeoutMs: timeoutMs))
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
