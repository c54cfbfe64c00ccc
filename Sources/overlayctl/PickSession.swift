// PickSession: one pick menu on the daemon, as the client sees it: the `pick` request, the
// rows streamed after it, then the events until the menu ends with a choice or goes.
// `dmenu`, `rofi -dmenu`, `prompt` and rofi's script modes all open their menus through it.
#if canImport(Glibc)
import Glibc
#endif
import OverlayClient
import OverlayCore
import OverlayProtocol

enum PickSession {
    enum End {
        /// The last choice (the menu closed with it).
        case picked(PickChoice)
        /// The menu went without one; the reason (`escape`, `grab-failed`, `replaced`…).
        case dismissed(String?)
    }

    /// Opens a menu of `input` and waits for its end; `more` hears each choice that leaves
    /// the menu open (dmenu's Ctrl+Enter). Throws what the socket throws; a refusal is an `Error`.
    static func run(_ spec: PickSpec, input: [UInt8], runtimeDir: String?, theme: ClientTheme? = nil,
                    more: (PickChoice) -> Void = { _ in }) throws -> End {
        let connection = try DaemonConnection(path: RuntimePaths.client(runtimeDir: runtimeDir).socket)
        return try run(spec, input: input, on: connection, theme: theme, more: more).end
    }

    /// The same on a connection the caller keeps (a script mode's menus, each call's rows in
    /// the window the last one held); with the menu's id.
    static func run(_ spec: PickSpec, input: [UInt8], on connection: DaemonConnection, theme: ClientTheme? = nil,
                    more: (PickChoice) -> Void = { _ in }) throws -> (id: String, end: End) {
        var spec = spec
        var themeAnswerDue = false
        if let theme { (spec.theme, themeAnswerDue) = try theme.send(on: connection) }
        try connection.send(ShellWords.join(["pick"] + PickRequest.words(spec, byteCount: input.count)))
        if themeAnswerDue { try ClientTheme.checkStored(on: connection) }
        let accepted = try JSONReader.parse(try connection.readLine(timeoutMs: 10_000))
        guard accepted["ok"]?.boolValue == true, let id = accepted["id"]?.stringValue else {
            throw PickRefused(message: accepted["error"]?.stringValue ?? "pick refused")
        }
        if !input.isEmpty { try connection.sendRaw(input) }
        while true {
            // The reply to the rows (ok, or why the menu cannot open) and the events of this pick.
            let event = try JSONReader.parse(try connection.readLine())
            if event["ok"]?.boolValue == false { throw PickRefused(message: event["error"]?.stringValue ?? "pick refused") }
            guard event["id"]?.stringValue == id else { continue }
            switch event["event"]?.stringValue {
            case "picked"?:
                let choice = PickChoice(rows: event["rows"]?.arrayValue?.compactMap(\.intValue) ?? [],
                                        text: event["text"]?.stringValue ?? "",
                                        exitCode: Int32(event["exit"]?.intValue ?? 0))
                guard event["more"]?.boolValue == true else { return (id, .picked(choice)) }
                more(choice)
            case "dismissed"?:
                return (id, .dismissed(event["reason"]?.stringValue))
            default:
                continue
            }
        }
    }

    struct PickRefused: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
