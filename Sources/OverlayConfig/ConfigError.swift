// ConfigError: why a config file was refused, naming the file, the line and the key path.

/// A config file that cannot be used. Its description reads
/// `config.toml:12: style.dark.corner-radius: expected an integer, got "8px"`.
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path the file was read from, as given.
    public var file: String
    /// 1-based line of the offending key or token; 0 when the whole file is at fault
    /// (it cannot be read, or is not UTF-8).
    public var line: Int
    /// Where in the document, e.g. `style.dark.corner-radius` or `rule[0].match.urgency`;
    /// nil when the error is not about one key.
    public var keyPath: String?
    /// What is wrong, e.g. `expected an integer, got "8px"`.
    public var message: String

    public init(file: String, line: Int, keyPath: String? = nil, message: String) {
        self.file = file; self.line = line; self.keyPath = keyPath; self.message = message
    }

    public var description: String {
        var s = line > 0 ? "\(file):\(line): " : "\(file): "
        if let keyPath { s += "\(keyPath): " }
        return s + message
    }
}
