// LongOptionReader: GLib's GOption reading of an argv (`--name value`, `--name=value`, `--`
// ending the options, every other word a positional), for programs whose command line is
// GOption's (zenity), walked through the one `ArgvReader`. A table lookup says which names
// exist and whether they take a value.

import OverlayProtocol

/// One argv read as GOption reads it: the options in the order given, and the positionals.
public struct LongOptionReader {
    /// What a name takes, as its table says.
    public enum Arity: Sendable { case flag, value }

    public struct Occurrence: Equatable, Sendable {
        public var name: String
        /// Empty for a flag.
        public var value: String
    }

    public enum Failure: Error, Equatable {
        /// A name the table does not know (long or short).
        case unknown(String)
        /// A value option at the end of argv.
        case missingValue(String)
        /// `--flag=value`.
        case unexpectedValue(String)
    }

    public private(set) var options: [Occurrence] = []
    public private(set) var positionals: [String] = []

    /// Reads `argv` (without argv[0]); `arity` answers for a name without its dashes, nil when unknown.
    public init(_ argv: [String], arity: (String) -> Arity?) throws(Failure) {
        var words = ArgvReader(argv)
        while let word = words.next() {
            if word == "--" {
                while let rest = words.next() { positionals.append(rest) }
                return
            }
            if word.hasPrefix("--") {
                let body = word.dropFirst(2)
                let eq = body.firstIndex(of: "=")
                let name = String(body[..<(eq ?? body.endIndex)])
                guard let kind = arity(name) else { throw .unknown(word) }
                switch (kind, eq) {
                case (.flag, nil): options.append(Occurrence(name: name, value: ""))
                case (.flag, _?): throw .unexpectedValue(word)
                case (.value, let eq?): options.append(Occurrence(name: name, value: String(body[body.index(after: eq)...])))
                case (.value, nil):
                    // GOption takes the next word whatever it looks like (`--text --help` is the text "--help").
                    guard let value = words.value() else { throw .missingValue(word) }
                    options.append(Occurrence(name: name, value: value))
                }
            } else if word.hasPrefix("-"), word.count > 1 {
                // Short options: a program with none still refuses them, as GOption does.
                guard arity(String(word.dropFirst())) != nil else { throw .unknown(word) }
                options.append(Occurrence(name: String(word.dropFirst()), value: ""))
            } else {
                positionals.append(word)
            }
        }
    }
}
