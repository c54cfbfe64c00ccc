// Reply and Event: the JSON lines the socket sends back.
import OverlayCore

/// One reply line per request: `{"ok":true,…}` or `{"ok":false,"error":"…"}`.
public enum Reply {
    public static func ok(_ fields: [(String, JSONValue)] = []) -> JSONValue {
        .object([("ok", .bool(true))] + fields)
    }
    public static func error(_ message: String) -> JSONValue {
        .object([("ok", .bool(false)), ("error", .string(message))])
    }
    /// A request whose overlay ended at once (its source went while it was placed): an
    /// error that also names the overlay and why it ended, as its `dismissed` event would.
    public static func ended(id: String, reason: String, message: String) -> JSONValue {
        .object([("ok", .bool(false)), ("error", .string(message)), ("id", .string(id)), ("reason", .string(reason))])
    }
}

/// Why an overlay went away.
public enum DismissReason: String, Sendable, CaseIterable {
    case timeout, click, request
    case sourceGone = "source-gone"
    /// A tap outside it (or on its modal backdrop).
    case outside
    case escape
    /// The Enter key (`enter`), with no button for it to press.
    case enter
    /// Dragged past the dismiss threshold.
    case drag
    /// Swiped past half its size (`swipe-left` … `swipe-down`).
    case swipe
    /// Clicked twice (`double-click`).
    case doubleClick = "double-click"
    /// Held pressed (`long-press`).
    case longPress = "long-press"
    /// A newer overlay took its place (a one-by-one container).
    case replaced
    /// One of its buttons was pressed (an `action` event came first).
    case action
    /// A menu could not take the pointer and keyboard: another client holds them.
    case grabFailed = "grab-failed"
}

/// What `watch` streams, one JSON object per line.
public enum OverlayEvent: Equatable, Sendable {
    case shown(id: String)
    case updated(id: String)
    /// Clicked with `button` (1 left, 2 middle, 3 right; only notifications hear 2 and 3).
    case clicked(id: String, button: Int = 1)
    /// A button of the overlay was pressed.
    case action(id: String, key: String)
    case dismissed(id: String, reason: DismissReason)
    /// A pick menu's answer: input indices of the rows chosen (none: the typed `text` is the
    /// answer), rofi's exit code (0, or 10 + N for -kb-custom-N), and whether the menu stays
    /// open (dmenu's Ctrl+Enter). A `dismissed` with reason `action` follows unless it stays.
    /// `alternate`: Shift was held (rofi's kb-accept-alt: a launcher runs it in a terminal).
    case picked(id: String, rows: [Int], text: String, exit: Int, more: Bool, alternate: Bool = false)
    /// A launcher's choice: the client starts `argv` detached, in `directory` when given.
    case launch(id: String, argv: [String], directory: String?)
    /// How many notifications arrived while the notification center was closed and are not
    /// seen yet changed (`notifications count unread`): a status bar's badge.
    case unread(count: Int)
    /// A dialog's answer (`button` "ok" or "cancel") or, with no button, its scale's value
    /// changing (`--partial`); `value` is what zenity prints for it.
    case dialog(id: String, button: String?, value: String)

    public var json: JSONValue {
        switch self {
        case .shown(let id): return .object([("event", .string("shown")), ("id", .string(id))])
        case .updated(let id): return .object([("event", .string("updated")), ("id", .string(id))])
        case .clicked(let id, let button):
            // A left click carries no button, as before buttons 2 and 3 were told apart.
            return .object([("event", .string("clicked")), ("id", .string(id))] + (button == 1 ? [] : [("button", .int(button))]))
        case .action(let id, let key):
            return .object([("event", .string("action")), ("id", .string(id)), ("key", .string(key))])
        case .dismissed(let id, let reason):
            return .object([("event", .string("dismissed")), ("id", .string(id)), ("reason", .string(reason.rawValue))])
        case .picked(let id, let rows, let text, let exit, let more, let alternate):
            return .object([("event", .string("picked")), ("id", .string(id)), ("rows", .array(rows.map(JSONValue.int))),
                            ("text", .string(text)), ("exit", .int(exit)), ("more", .bool(more))]
                           + (alternate ? [("alternate", .bool(true))] : []))
        case .launch(let id, let argv, let directory):
            return .object([("event", .string("launch")), ("id", .string(id)), ("argv", .array(argv.map(JSONValue.string)))]
                           + (directory.map { [("dir", .string($0))] } ?? []))
        case .unread(let count): return .object([("event", .string("unread")), ("count", .int(count))])
        case .dialog(let id, let button, let value):
            return .object([("event", .string("dialog")), ("id", .string(id))] + (button.map { [("button", .string($0))] } ?? [])
                           + [("value", .string(value))])
        }
    }
}

extension JSONValue {
    /// `[x, y, w, h]`.
    public static func rect(_ r: Rect) -> JSONValue { .array([.int(r.x), .int(r.y), .int(r.width), .int(r.height)]) }
    public static func point(_ p: Point) -> JSONValue { .array([.int(p.x), .int(p.y)]) }
}

/// The daemon's and client's version.
public let overlaydVersion = "0.1.0"
