// overlayd: the daemon's entry point: parse options, set up logging, run the loop.
#if canImport(Glibc)
import Glibc
#endif
import Logging
import OverlayDaemon

switch DaemonOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .exit(let message, let status):
    let out = status == 0 ? 1 : 2
    var bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeMutableBytes { write(Int32(out), $0.baseAddress, $0.count) }
    exit(status)
case .run(let options):
    let level = options.logLevel
    LoggingSystem.bootstrap { label in
        var h = StreamLogHandler.standardError(label: label)
        h.logLevel = level
        return h
    }
    let logger = Logger(label: "overlayd")
    do {
        let daemon = try Daemon(options: options, logger: logger)
        exit(daemon.run())
    } catch {
        logger.critical("cannot start: \(error)")
        exit(1)
    }
}
