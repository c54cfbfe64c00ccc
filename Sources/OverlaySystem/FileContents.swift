// FileContents: the one way the daemon and the client read a small file whole (the notification
// history, overlayd.toml, a palette and the recent colours): opened, read to its end through
// interruptions, and held to a size, with a failure that says which step failed and why.
#if canImport(Glibc)
import Glibc
#endif

public enum FileContents {
    /// Why a file was not read: the path, the step that failed and the system's reason.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public enum Step: Equatable, Sendable {
            case open, read
            /// Longer than the limit the caller set.
            case tooLarge(limit: Int)
        }
        public let path: String
        public let step: Step
        /// The system's words for it (`strerror`), or the limit passed.
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// What a file longer than the limit gives.
    public enum OverLimit {
        /// A `.tooLarge` failure.
        case fails
        /// Its first bytes, up to the limit: what a reader of a list shows of a huge one.
        case cut
    }

    /// The bytes of the file at `path`; nil when there is no such file.
    /// - Parameters:
    ///   - limit: the most bytes read; what a longer file gives is `overLimit`'s.
    ///   - followLinks: false refuses a symbolic link (`O_NOFOLLOW`), for a file overlayd keeps itself.
    public static func read(_ path: String, limit: Int = .max, overLimit: OverLimit = .fails,
                            followLinks: Bool = true) throws(Failure) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | (followLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw Failure(path: path, step: .open, reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, step: .read, reason: String(cString: strerror(errno)))
            }
            if n == 0 { return bytes }
            bytes += chunk[..<n]
            guard bytes.count > limit else { continue }
            if overLimit == .cut { return Array(bytes.prefix(limit)) }
            throw Failure(path: path, step: .tooLarge(limit: limit), reason: "larger than \(limit) bytes")
        }
    }
}
