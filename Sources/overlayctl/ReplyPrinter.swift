// ReplyPrinter: a reply (and, for --wait, menus and alerts, the events after it) → stdout
// and the exit code.
#if canImport(Glibc)
import Glibc
#endif
import OverlayClient
import OverlayProtocol

struct ReplyPrinter {
    var request: Request
    var reply: JSONValue
    var line: String
    var connection: DaemonConnection
    var watcher: DaemonConnection?
    var alert: Bool
    /// `notifications … --json`: the reply as it came.
    var json = false

    func print() throws(ConnectionError) {
        switch request {
        case .show, .update, .replace, .menu, .pickColor:
            let id = reply["id"]?.stringValue ?? ""
            guard let watcher else { say(id); return }
            try waitForEnd(of: id, watcher)
        case .list:
            for o in reply["overlays"]?.arrayValue ?? [] { say(o.serialized) }
        case .version:
            say(reply["version"]?.stringValue ?? "")
        case .ping:
            say("pong")
        case .screenshot:
            say(reply["path"]?.stringValue ?? "")
        case .watch:
            while true { say(try connection.readLine()) }
        case .regionList:
            for r in reply["regions"]?.arrayValue ?? [] { say(r.serialized) }
        case .presets:
            for p in reply["presets"]?.arrayValue ?? [] {
                let words = p["words"]?.arrayValue?.compactMap(\.stringValue) ?? []
                say((p["name"]?.stringValue ?? "") + "\t" + ShellWords.join(words))
            }
        case .notifications(let command):
            if json { say(line) } else { printPlain(command) }
        case .stats:
            say(line)
        case .reload:
            say(reply["config"]?.stringValue ?? "built-in defaults")
        case .dismiss, .sync, .regionSet, .regionUnset, .clearStack, .pick, .launch, .theme, .dialog, .dialogUpdate:
            break
        }
    }

    /// What scripts and bars read: `true`, a number, an id, one JSON object a line for the history.
    func printPlain(_ command: NotificationCommand) {
        func int(_ key: String) -> String { String(reply[key]?.intValue ?? 0) }
        switch command {
        case .isPaused: say(reply["paused"]?.boolValue == true ? "true" : "false")
        case .pauseLevel(nil): say(int("level"))
        case .count(let kind?): say(int(kind.rawValue))
        case .count(nil): for kind in NotificationCount.allCases { say("\(kind.rawValue) \(int(kind.rawValue))") }
        case .historyPop: say(int("id"))
        case .history: for n in reply["history"]?.arrayValue ?? [] { say(n.serialized) }
        case .rules:
            for r in reply["rules"]?.arrayValue ?? [] {
                say((r["name"]?.stringValue ?? "") + "\t" + (r["enabled"]?.boolValue == true ? "enabled" : "disabled"))
            }
        case .status: say(line)
        case .pause, .resume, .toggle, .pauseLevel, .close, .closeAll, .historyRemove, .historyClear, .action, .context, .rule, .center:
            break
        }
    }

    /// Waits for the overlay's action (prints the key) or dismissal (prints the reason;
    /// a dismissed alert or menu exits 1).
    func waitForEnd(of id: String, _ watcher: DaemonConnection) throws(ConnectionError) {
        while true {
            let text = try watcher.readLine()
            guard let event = try? JSONReader.parse(text), event["id"]?.stringValue == id else { continue }
            if event["event"]?.stringValue == "action" {
                // The button pressed: what the script asked for.
                let key = event["key"]?.stringValue ?? ""
                if case .pickColor = request { ColorFiles.remember(key) }
                say(key)
                exit(0)
            }
            if event["event"]?.stringValue == "dismissed" {
                if event["reason"]?.stringValue == "grab-failed" {
                    say("overlayctl: the menu cannot take the pointer and keyboard: another program holds them", fd: 2)
                    exit(1)
                }
                if alert { exit(1) } // cancelled
                say(event["reason"]?.stringValue ?? "")
                return
            }
        }
    }
}
