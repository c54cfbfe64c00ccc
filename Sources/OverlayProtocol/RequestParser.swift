// RequestParser: words → Request. The one parser behind overlayctl's command line,
// the FIFO and the socket, so all three accept exactly the same requests. What each
// command and option means is in the table (`Commands`, `ShowOptions`).
import OverlayCore

/// A request that does not follow the grammar. `overlayctl` exits 2 on it.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

public enum RequestParser {
    /// Requests longer than this are refused whole (the FIFO and socket limit).
    public static let maxLineBytes = 64 * 1024
    /// At most this many bytes of an uploaded theme (rofi's own themes flattened are 2–12 KB).
    public static let maxThemeBytes = 4 * 1024 * 1024

    /// Parses one request line: raw bytes as read, without the newline.
    public static func parse(line bytes: some Collection<UInt8>) throws(UsageError) -> Request {
        guard bytes.count <= maxLineBytes else {
            throw UsageError("request too long: \(bytes.count) bytes (limit \(maxLineBytes))")
        }
        guard !bytes.contains(0) else { throw UsageError("request contains a NUL byte") }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw UsageError("request is not valid UTF-8")
        }
        let words: [String]
        do { words = try ShellWords.split(text) } catch { throw UsageError("bad quoting: \(error)") }
        return try parse(words: words)
    }

    public static func parse(words: [String]) throws(UsageError) -> Request {
        guard let verb = words.first else { throw UsageError("empty request") }
        guard let command = Commands.named(verb) else { throw UsageError("unknown command: \(verb)") }
        var args = Arguments(Array(words.dropFirst()))
        return try command.parse(&args, verb: verb)
    }

    /// Every option `show` accepts (and `update`, but for `--id`).
    public static var showOptionNames: Set<String> { Set(ShowOptions.all.map(\.name)) }
}
