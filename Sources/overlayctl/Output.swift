// Output: writing lines to stdout/stderr and reading stdin, with plain system calls.
#if canImport(Glibc)
import Glibc
#endif

func say(_ text: String, fd: Int32 = 1) {
    var bytes = Array((text + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes[offset...].withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
        if n < 0, errno == EINTR { continue }
        if n <= 0 { return }
        offset += n
    }
}

/// Prints a usage error and exits 2.
func usageError(_ message: String) -> Never {
    say("overlayctl: \(message)", fd: 2)
    exit(2)
}

/// The non-empty lines of stdin.
func stdinLines() -> [String] {
    var input: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if n < 0, errno == EINTR { continue }
        if n <= 0 { break }
        input += chunk[..<n]
    }
    return String(decoding: input, as: UTF8.self).split(separator: "\n").map(String.init)
}
