// TemporaryDirectory: a fresh private directory under /tmp, removed with its contents on deinit.
#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A mode-0700 directory made by mkdtemp(3). Kept under /tmp (not `$TMPDIR`) so that socket
/// paths inside it stay well below the 108-byte `sun_path` limit.
final class TemporaryDirectory {
    let path: String

    init(prefix: String = "overlayd-test") throws {
        var template = Array("/tmp/\(prefix).XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buf -> String? in
            guard let base = buf.baseAddress, let p = mkdtemp(base) else { return nil }
            return String(cString: p)
        }
        guard let made else {
            throw HarnessError.io("mkdtemp /tmp/\(prefix).XXXXXX: \(String(cString: strerror(errno)))")
        }
        path = made
    }

    /// `path/name`.
    func file(_ name: String) -> String { path + "/" + name }

    /// Makes a mode-0700 subdirectory and returns its path.
    func makeSubdirectory(_ name: String) throws -> String {
        let sub = file(name)
        guard mkdir(sub, 0o700) == 0 else {
            throw HarnessError.io("mkdir \(sub): \(String(cString: strerror(errno)))")
        }
        return sub
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
