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

    func print() throws(ConnectionError) {
        switch request {
        case .show, .update, .replace, .menu:
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
        case .notifications(.history):
            for n in reply["history"]?.arrayValue ?? [] { say(n.serialized) }
        case .stats, .notifications:
            say(line)
        case .reload:
            say(reply["config"]?.stringValue ?? "built-in defaults")
        case .dismiss, .sync, .regionSet, .regionUnset, .clearStack:
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
                return
            }
        }
    }
}
