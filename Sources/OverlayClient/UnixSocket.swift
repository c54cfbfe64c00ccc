// UnixSocket: the blocking AF_UNIX stream calls both of the client's connections make (the
// daemon's socket, the session bus): connect by path or abstract name, send all, receive with a timeout.
#if canImport(Glibc)
import Glibc
#endif

enum UnixSocket {
    /// A connected socket to `path`; `abstract` names Linux's abstract namespace (a leading NUL).
    static func connect(path: String, abstract: Bool = false) throws(ConnectionError) -> Int32 {
        let s = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard s >= 0 else { throw .io("socket: errno \(errno)") }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = (abstract ? [0] : []) + Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: addr.sun_path) else {
            close(s)
            throw .io("socket path too long: \(path)")
        }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        // An abstract name is exactly its bytes long: no terminating NUL counts.
        let length = abstract ? MemoryLayout<sa_family_t>.size + bytes.count : MemoryLayout<sockaddr_un>.size
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(s, $0, socklen_t(length)) }
        }
        if rc != 0 {
            let e = errno
            close(s)
            throw .connect(path: path, errno: e)
        }
        return s
    }

    static func sendAll(_ fd: Int32, _ data: [UInt8]) throws(ConnectionError) {
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

    /// The bytes that came next, waiting at most `timeoutMs` (< 0: forever).
    static func receive(_ fd: Int32, timeoutMs: Int32) throws(ConnectionError) -> ArraySlice<UInt8> {
        while true {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let r = poll(&p, 1, timeoutMs)
            if r == 0 { throw .timeout }
            if r < 0 { if errno == EINTR { continue }; throw .io("poll: errno \(errno)") }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n == 0 { throw .closed }
            if n < 0 { if errno == EINTR { continue }; throw .io("recv: errno \(errno)") }
            return chunk[..<n]
        }
    }
}
