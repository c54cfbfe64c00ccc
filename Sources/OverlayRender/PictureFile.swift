// PictureFile: reads a picture file without ever waiting on something that is not a file:
// opened O_NONBLOCK (a FIFO with no writer does not block the open), checked with fstat to
// be a regular file, refused past a size cap, and given up when reading takes too long.
#if canImport(Glibc)
import Glibc
#endif

/// Why a picture could not be shown; the text is what the log says after the name.
public struct PictureError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ why: String) { description = why }
}

enum PictureFile {
    /// Files larger than this are refused (a picture beside a notification needs far less).
    static let sizeLimit = 32 << 20
    /// A read that has not finished after this many seconds is given up (slow or hung file
    /// systems); the loader thread moves on and the overlay stays without its picture.
    static let timeoutSeconds = 5.0

    /// All the bytes of the regular file at `path`, or why not.
    static func read(_ path: String, limit: Int = sizeLimit, timeout: Double = timeoutSeconds) -> Result<[UInt8], PictureError> {
        let start = monotonicSeconds()
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return .failure(PictureError(String(cString: strerror(errno)))) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return .failure(PictureError(String(cString: strerror(errno)))) }
        guard st.st_mode & S_IFMT == S_IFREG else { return .failure(PictureError("not a regular file (\(kind(st.st_mode)))")) }
        guard st.st_size <= limit else { return .failure(PictureError("too large: \(st.st_size) bytes (limit \(limit))")) }
        var bytes = [UInt8](repeating: 0, count: Int(st.st_size))
        var filled = 0
        while true {
            if filled == bytes.count {
                // The file may have grown since fstat: keep reading up to the limit.
                guard bytes.count < limit else { return .failure(PictureError("too large: over \(limit) bytes")) }
                bytes.append(contentsOf: repeatElement(0, count: min(limit + 1 - bytes.count, 65536)))
            }
            let n = bytes.withUnsafeMutableBytes { buf in
                Glibc.read(fd, buf.baseAddress.map { $0 + filled }, min(buf.count - filled, 1 << 20))
            }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failure(PictureError(String(cString: strerror(errno))))
            }
            filled += n
            if monotonicSeconds() - start > timeout {
                return .failure(PictureError("reading took over \(Int(timeout)) s"))
            }
        }
        bytes.removeSubrange(filled...)
        return .success(bytes)
    }

    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a file"
        }
    }
}

/// Seconds on CLOCK_MONOTONIC (the loader's deadlines; Core takes time as an argument instead).
func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
