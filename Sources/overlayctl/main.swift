// overlayctl: the client. Checks a request with the daemon's own parser, sends it over
// the socket, and turns the reply into stdout and an exit code (0 ok, 1 error, 2 usage).
// It links no Foundation and no argument parser: a call costs about what a C tool's does.
//
// One binary, several programs: it runs as the program its name (argv[0]) says. A new
// mode (a dmenu-compatible `dmenu`, say) is one entry in `modes`.
#if canImport(Glibc)
import Glibc
#endif

let modes: [String: ([String]) -> Never] = [
    "overlayctl": Overlayctl.run,
    "dmenu": { PickCommand.run(.dmenu, $0, runtimeDir: nil) },
    "rofi": { PickCommand.run(.rofi, $0, runtimeDir: nil) },
    "zenity": ZenityCommand.run,
]

let arguments = CommandLine.arguments
let program = arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
(modes[program] ?? Overlayctl.run)(Array(arguments.dropFirst()))
