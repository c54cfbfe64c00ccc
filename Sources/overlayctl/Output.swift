// Output: writing lines to stdout/stderr and reading stdin, with plain system calls.
#if canImport(Glibc)
import Glibc
#endif
import OverlayClient

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
    var input = LineSplitter()
    var lines: [String] = []
    while let more = input.read(from: 0, chunkSize: 65536) { lines += more }
    if let last = input.finish() { lines.append(last) }
    return lines.filter { !$0.isEmpty }
}
