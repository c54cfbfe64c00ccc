// LineSplitter: bytes read from a pipe in, whole lines out: how the client reads its stdin line
// by line (a menu's items, zenity's progress lines and --listen commands, a text dialog's text).
// A line is decoded as UTF-8 with each invalid sequence read as U+FFFD (String(decoding:)'s
// rule); a line longer than `limit` keeps its first `limit` bytes, cut where a character starts,
// and the rest of it is dropped, so a sender that never writes a newline cannot make the client
// hold all it sends.
#if canImport(Glibc)
import Glibc
#endif

public struct LineSplitter {
    /// The most bytes a line keeps.
    public let limit: Int
    /// The line read so far.
    private var pending: [UInt8] = []
    /// Inside a line already cut at `limit`: its bytes are dropped until its newline.
    private var skipping = false
    private var chunk: [UInt8] = []

    public init(limit: Int = 1 << 20) { self.limit = max(1, limit) }

    /// The lines `bytes` completes, without their newlines (a cut line as soon as it passes `limit`).
    public mutating func lines(_ bytes: some Collection<UInt8>) -> [String] {
        var out: [String] = []
        var rest = bytes[...]
        while let nl = rest.firstIndex(of: 10) {
            if let cut = add(rest[..<nl]) { out.append(cut) }
            if !skipping { out.append(String(decoding: pending, as: UTF8.self)) }
            pending.removeAll(keepingCapacity: true)
            skipping = false
            rest = rest[rest.index(after: nl)...]
        }
        if let cut = add(rest) { out.append(cut) }
        return out
    }

    /// The last line when the input ends without a newline; nil when there is none (or it was cut already).
    public mutating func finish() -> String? {
        defer {
            pending.removeAll()
            skipping = false
        }
        return skipping || pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
    }

    /// Reads once from `fd` (again when a signal interrupted it) and returns the lines that
    /// completes; nil at the end of the input or on an error.
    public mutating func read(from fd: Int32, chunkSize: Int = 4096) -> [String]? {
        if chunk.count != chunkSize { chunk = [UInt8](repeating: 0, count: chunkSize) }
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            return n > 0 ? lines(chunk[..<n]) : nil
        }
    }

    /// Adds part of the current line; the line's kept start when this part takes it past `limit`.
    private mutating func add(_ part: some Collection<UInt8>) -> String? {
        guard !skipping else { return nil }
        guard pending.count + part.count > limit else {
            pending.append(contentsOf: part)
            return nil
        }
        // One byte past the limit says whether a character straddles the cut.
        pending.append(contentsOf: part.prefix(limit + 1 - pending.count))
        var cut = limit
        while cut > 0, limit - cut < 3, pending[cut] & 0xC0 == 0x80 { cut -= 1 }
        let kept = String(decoding: pending[..<cut], as: UTF8.self)
        pending.removeAll(keepingCapacity: false)
        skipping = true
        return kept
    }
}
