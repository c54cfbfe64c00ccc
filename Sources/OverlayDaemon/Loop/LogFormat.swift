// LogFormat: log lines on stderr as `overlayd: LEVEL: problem: value`, with a timestamp
// unless journald (JOURNAL_STREAM) adds its own.
#if canImport(Glibc)
import Glibc
#endif
import Logging

public struct StderrLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    private let timestamps: Bool

    public init(level: Logger.Level, timestamps: Bool) {
        logLevel = level
        self.timestamps = timestamps
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var text = "overlayd: \(event.level): \(event.message)\n"
        if timestamps { text = StderrLogHandler.now() + " " + text }
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// Local time as `2026-11-23T09:26:18`.
    static func now() -> String {
        var t = time(nil)
        var parts = tm()
        localtime_r(&t, &parts)
        var buf = [CChar](repeating: 0, count: 32)
        let n = strftime(&buf, buf.count, "%Y-%m-%dT%H:%M:%S", &parts)
        return String(decoding: buf.prefix(n).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
