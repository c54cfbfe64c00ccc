// FileReplacement: the one way the daemon and the client replace a small file whole (the
// notification history, the launcher's use counts, rofi's ssh history, the recent colours):
// written to a temporary file beside it, then renamed over it, so a reader or a crash finds the
// old file or the new one, never part of one.
#if canImport(Glibc)
import Glibc
#endif

public enum FileReplacement {
    /// Why a file was not replaced: the file or folder that failed, and the system's reason.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }

        init(_ path: String, errno code: Int32) {
            self.path = path
            reason = String(cString: strerror(code))
        }
    }

    /// Replaces the file at `path` with `text`. On a failure nothing is left behind and the old
    /// file, if any, stands as it was.
    /// - Parameters:
    ///   - mode: the new file's permissions, exactly (set on the temporary file, whatever the umask).
    ///   - folderMode: when given, the missing folders above the file are made with it; without
    ///     it a missing folder is a failure.
    ///   - durable: synced to the disk before the rename, so a power cut just after leaves the
    ///     new text (a history worth keeping); without it the rename alone orders nothing on disk.
    public static func replace(_ path: String, with text: String, mode: mode_t = 0o600,
                               folderMode: mode_t? = nil, durable: Bool = false) throws(Failure) {
        let folder = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        if let folderMode { try makeFolders(folder, mode: folderMode) }
        // mkstemp: a name no other writer (another client, an older crash's leftover) holds,
        // created O_EXCL, so two writers never write into the same temporary file.
        var template = Array((path + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { throw Failure(folder, errno: errno) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let temp = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failed: Int32 = 0
        if fchmod(fd, mode) != 0 { failed = errno }
        var bytes = Array(text.utf8)[...]
        while failed == 0 && !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { failed = n < 0 ? errno : EIO; break }
            bytes = bytes.dropFirst(n)
        }
        if failed == 0 && durable && fsync(fd) != 0 { failed = errno }
        if close(fd) != 0 && failed == 0 { failed = errno }
        if failed == 0 && rename(temp, path) != 0 { failed = errno }
        guard failed != 0 else { return }
        unlink(temp)
        throw Failure(path, errno: failed)
    }

    /// Makes each missing folder of `folder`, from the root down.
    private static func makeFolders(_ folder: String, mode: mode_t) throws(Failure) {
        var prefix = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            prefix += "/" + part
            if mkdir(prefix, mode) != 0 && errno != EEXIST { throw Failure(prefix, errno: errno) }
        }
    }
}
