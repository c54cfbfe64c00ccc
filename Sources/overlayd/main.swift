// overlayd: the daemon's entry point: parse options, set up logging, run the loop.
#if canImport(Glibc)
import Glibc
#endif
import Logging
import OverlayDaemon

/// Does what the options ask: import a dunstrc, check the config, or run the daemon.
func run(_ options: DaemonOptions) -> Never {
    var env: [String: String] = [:]
    for key in ["XDG_CONFIG_HOME", "XDG_CONFIG_DIRS", "HOME", "JOURNAL_STREAM"] {
        if let v = getenv(key) { env[key] = String(cString: v) }
    }
    if let dunstrc = options.importDunstrc {
        let (text, status) = DunstrcImportCommand.run(dunstrc, environment: env)
        var bytes = Array((status == 0 ? text : text + "\n").utf8)
        _ = bytes.withUnsafeMutableBytes { write(status == 0 ? 1 : 2, $0.baseAddress, $0.count) }
        exit(status)
    }
    if let check = options.checkConfig {
        let (message, status) = ConfigCheck.run(check, environment: env)
        var bytes = Array((message + "\n").utf8)
        _ = bytes.withUnsafeMutableBytes { write(status == 0 ? 1 : 2, $0.baseAddress, $0.count) }
        exit(status)
    }
    let level = options.logLevel
    // journald stamps each line itself.
    let timestamps = env["JOURNAL_STREAM"] == nil
    LoggingSystem.bootstrap { _ in StderrLogHandler(level: level, timestamps: timestamps) }
    let logger = Logger(label: "overlayd")
    do {
        let daemon = try Daemon(options: options, logger: logger)
        exit(daemon.run())
    } catch {
        logger.critical("cannot start: \(error)")
        exit(1)
    }
}

let options: DaemonOptions
do throws(DaemonOptions.Exit) {
    options = try DaemonOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    let out = error.status == 0 ? 1 : 2
    var bytes = Array((error.message + "\n").utf8)
    _ = bytes.withUnsafeMutableBytes { write(Int32(out), $0.baseAddress, $0.count) }
    exit(error.status)
}
run(options)
