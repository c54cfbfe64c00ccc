// overlayctl: the client. Checks a request with the daemon's own parser, sends it over
// the socket, and turns the reply into stdout and an exit code (0 ok, 1 error, 2 usage).
#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import OverlayClient
import OverlayProtocol

func say(_ text: String, fd: Int32 = 1) {
    var bytes = Array((text + "\n").utf8)
    _ = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
}

let usage = """
    usage: overlayctl [--runtime-dir DIR] COMMAND [OPTIONS]
    commands:
      show [--id ID] [--text MARKUP] [--title TEXT]
           [--attach 0xWINDOW|active|pointer|root|class:NAME|title:GLOB|rect:X,Y,W,H|region:NAME]
           [--frame] [--above-all] [--urgency low|normal|critical]
           [--anchor POS] [--gravity POS] [--offset X,Y] [--timeout 3s|500ms] [--max-width PX]
           [--click-through] [--kind popover|tooltip|notification|menu|dropdown|utility]
           [--wait: block until dismissed, print the reason]
      update ID [show options]     dismiss ID | --all       list
           [--inset N] [--region X,Y,W,H] [--adjust LIST] [--padding PX] [--monitor M]
           [--position LIST] [--within monitor|window] [--style NAME] [--preset NAME]
      menu [--attach W] [ITEM…]     (items: label[TAB value[TAB shortcut]], TAB-indented submenus,
                                     --- separators, ~ disabled, [x]/( ) marks; from stdin when none)
      alert --title T --text X --button KEY:Label… [--modal]      tooltip --attach W --region R --text X
      replace OLD [show options]    notifications pause|resume|…   stats   clear-stack NAME
      region set NAME --window W --rect X,Y,W,H | region unset NAME | region list
      reload    presets
      sync    ping    version      watch                    screenshot FILE.png
    POS is one of: center top bottom left right top-left top-right bottom-left bottom-right
    """

var args = Array(CommandLine.arguments.dropFirst())
var runtimeDir: String?
if args.first == "--runtime-dir" {
    guard args.count >= 2 else { say("--runtime-dir: missing value", fd: 2); exit(2) }
    runtimeDir = args[1]
    args.removeFirst(2)
}
if args.isEmpty || ["--help", "-h", "help"].contains(args[0]) {
    say(usage, fd: args.isEmpty ? 2 : 1)
    exit(args.isEmpty ? 2 : 0)
}
if args == ["--version"] { args = ["version"] }
if args.first == "--generate-completion-script" {
    let shell = args.count > 1 ? args[1] : "bash"
    guard let kind = CompletionShell(rawValue: shell) else { say("overlayctl: unknown shell: \(shell)", fd: 2); exit(2) }
    say(OverlayctlCommand.completionScript(for: kind))
    exit(0)
}
// `show --wait` is the client's own: it watches events and prints how the popover ended.
// `menu` with no items reads them from stdin, one per line (as dmenu does).
if args.first == "menu", isatty(0) == 0, !args.contains("--") {
    var input: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if n <= 0 { break }
        input += chunk[..<n]
    }
    let lines = String(decoding: input, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let items = lines.map(String.init).filter { !$0.isEmpty }
    if !items.isEmpty { args += ["--"] + items }
}
let menu = args.first == "menu"
let alert = args.first == "alert" || menu
let wait = (args.first == "show" && args.contains("--wait")) || alert
args.removeAll { $0 == "--wait" && wait }

let request: Request
do {
    request = try RequestParser.parse(words: args)
} catch {
    say("overlayctl: \(error.message)", fd: 2)
    exit(2)
}

var env: [String: String] = [:]
for key in ["OVERLAYD_RUNTIME_DIR", "XDG_RUNTIME_DIR"] {
    if let v = getenv(key) { env[key] = String(cString: v) }
}
let paths = runtimeDir.map(RuntimePaths.init(directory:)) ?? RuntimePaths(environment: env, uid: getuid())

do {
    let connection = try DaemonConnection(path: paths.socket)
    var watcher: DaemonConnection?
    if wait {
        watcher = try DaemonConnection(path: paths.socket)
        _ = try watcher?.request("watch")
    }
    let line = try connection.request(words: args, timeoutMs: 30_000)
    guard let reply = try? JSONReader.parse(line) else {
        say("overlayctl: unreadable reply: \(line)", fd: 2)
        exit(1)
    }
    guard reply["ok"]?.boolValue == true else {
        say("overlayctl: \(reply["error"]?.stringValue ?? line)", fd: 2)
        exit(1)
    }
    switch request {
    case .show, .update, .replace, .menu:
        let id = reply["id"]?.stringValue ?? ""
        guard let watcher else { say(id); break }
        while true {
            let event = try JSONReader.parse(try watcher.readLine())
            guard event["id"]?.stringValue == id else { continue }
            if event["event"]?.stringValue == "action" {
                // The button pressed: what the script asked for.
                say(event["key"]?.stringValue ?? "")
                exit(0)
            }
            if event["event"]?.stringValue == "dismissed" {
                if event["reason"]?.stringValue == "grab-failed" {
                    say("overlayctl: the menu cannot take the pointer and keyboard: another program holds them", fd: 2)
                    exit(1)
                }
                if alert { exit(1) } // cancelled
                say(event["reason"]?.stringValue ?? "")
                break
            }
        }
    case .list:
        for o in reply["overlays"]?.arrayValue ?? [] { say(o.serialized) }
    case .version:
        say(reply["version"]?.stringValue ?? "")
    case .ping:
        say("pong")
    case .screenshot:
        say(reply["path"]?.stringValue ?? "")
    case .watch:
        while true {
            let event = try connection.readLine()
            say(event)
        }
    case .regionList:
        for r in reply["regions"]?.arrayValue ?? [] { say(r.serialized) }
    case .presets:
        for p in reply["presets"]?.arrayValue ?? [] {
            let words = p["words"]?.arrayValue?.compactMap(\.stringValue) ?? []
            say((p["name"]?.stringValue ?? "") + "\t" + ShellWords.join(words))
        }
    case .stats, .notifications:
        if case .notifications(.history) = request {
            for n in reply["history"]?.arrayValue ?? [] { say(n.serialized) }
        } else {
            say(line)
        }
    case .reload:
        say(reply["config"]?.stringValue ?? "built-in defaults")
    case .dismiss, .sync, .regionSet, .regionUnset, .clearStack:
        break
    }
} catch ConnectionError.closed where request == .watch {
    exit(0)
} catch {
    say("overlayctl: \(error)", fd: 2)
    exit(1)
}
