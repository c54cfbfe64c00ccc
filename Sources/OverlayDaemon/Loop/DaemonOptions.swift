// DaemonOptions: overlayd's own command line.
import Logging
import OverlayProtocol

public struct DaemonOptions: Sendable {
    public var display: String?
    public var runtimeDir: String?
    public var logLevel: Logger.Level = .info
    /// Take org.freedesktop.Notifications over from another daemon (`--replace`).
    public var replace = false
    /// Do not serve desktop notifications at all (`--no-notifications`).
    public var notifications = true
    /// `--check-config [FILE]`: check and exit.
    public var checkConfig: CheckConfig?
    /// `--import-dunstrc [FILE]`: print the dunstrc as an overlayd.toml and exit.
    public var importDunstrc: CheckConfig?

    public enum CheckConfig: Sendable {
        case located
        case file(String)
    }

    public static let usage = """
        usage: overlayd [--display NAME] [--runtime-dir DIR] [--log-level trace|debug|info|notice|warning|error|critical]
                        [--check-config [FILE]] [--import-dunstrc [FILE]] [--replace] [--no-notifications]
                        [--version] [--help]
        Shows popovers, tooltips and notifications on X11. Requests arrive on
        $XDG_RUNTIME_DIR/overlayd/fifo and $XDG_RUNTIME_DIR/overlayd/socket (see overlayctl).
        """

    /// The command line ends the program before the daemon runs: `--help` and `--version` (status
    /// 0, the message on stdout) or a usage error (status 2, on stderr), as swift-argument-parser
    /// throws its CleanExit.
    public struct Exit: Error {
        public let message: String
        public let status: Int32
    }

    public static func parse(_ args: [String]) throws(Exit) -> DaemonOptions {
        var o = DaemonOptions()
        var words = ArgvReader(args)
        /// `--option [FILE]`: the next word unless it is another option.
        func optionalFile() -> CheckConfig {
            words.value(if: { !$0.hasPrefix("--") }).map(CheckConfig.file) ?? .located
        }
        while let a = words.next() {
            switch a {
            case "--display":
                guard let v = words.value() else { throw Exit(message: "--display: missing value\n" + usage, status: 2) }
                o.display = v
            case "--runtime-dir":
                guard let v = words.value() else { throw Exit(message: "--runtime-dir: missing value\n" + usage, status: 2) }
                o.runtimeDir = v
            case "--log-level":
                guard let v = words.value(), let level = Logger.Level(rawValue: v) else {
                    throw Exit(message: "--log-level: expected trace, debug, info, notice, warning, error or critical\n", status: 2)
                }
                o.logLevel = level
            case "--check-config":
                o.checkConfig = optionalFile()
            case "--import-dunstrc":
                o.importDunstrc = optionalFile()
            case "--replace":
                o.replace = true
            case "--no-notifications":
                o.notifications = false
            case "--version":
                throw Exit(message: "overlayd \(overlaydVersion)", status: 0)
            case "--help", "-h":
                throw Exit(message: usage, status: 0)
            default:
                throw Exit(message: "unknown option: \(a)\n" + usage, status: 2)
            }
        }
        return o
    }
}
