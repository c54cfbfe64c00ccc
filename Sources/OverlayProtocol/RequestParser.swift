// RequestParser: words → Request. The one parser behind overlayctl's command line,
// the FIFO and the socket, so all three accept exactly the same requests.
import OverlayCore

/// A request that does not follow the grammar. `overlayctl` exits 2 on it.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

public enum RequestParser {
    /// Requests longer than this are refused whole (the FIFO and socket limit).
    public static let maxLineBytes = 64 * 1024

    /// Parses one request line: raw bytes as read, without the newline.
    public static func parse(line bytes: some Collection<UInt8>) throws(UsageError) -> Request {
        guard bytes.count <= maxLineBytes else {
            throw UsageError("request too long: \(bytes.count) bytes (limit \(maxLineBytes))")
        }
        guard !bytes.contains(0) else { throw UsageError("request contains a NUL byte") }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw UsageError("request is not valid UTF-8")
        }
        let words: [String]
        do { words = try ShellWords.split(text) } catch { throw UsageError("bad quoting: \(error)") }
        return try parse(words: words)
    }

    public static func parse(words: [String]) throws(UsageError) -> Request {
        guard let verb = words.first else { throw UsageError("empty request") }
        var args = Arguments(Array(words.dropFirst()))
        let request: Request
        switch verb {
        case "show":
            var id: String?
            let spec = try parseSpec(&args, id: &id, allowText: true)
            request = .show(id: id, spec: spec)
        case "menu":
            var id: String?
            var spec = try parseSpec(&args, id: &id, allowText: false)
            if spec.kind == nil { spec.kind = .menu }
            let items = args.takeAll()
            guard !items.isEmpty else { throw UsageError("menu: no items (give them as arguments, or one per line on stdin)") }
            request = .menu(id: id, spec: spec, items: items)
        case "replace":
            guard let old = args.positional() else { throw UsageError("replace: missing the id of the popover to replace") }
            try checkID(old)
            var id: String?
            let spec = try parseSpec(&args, id: &id, allowText: true)
            request = .replace(old: old, id: id, spec: spec)
        case "alert":
            // A centred dialog whose buttons answer (`overlayctl alert` prints the key):
            // Enter presses the default (the first), Escape cancels.
            var id: String?
            var spec = try parseSpec(&args, id: &id, allowText: true)
            guard let buttons = spec.actions, !buttons.isEmpty else { throw UsageError("alert: give at least one --button KEY:Label") }
            if spec.defaultAction == nil { spec.defaultAction = buttons[0].key }
            if spec.dismiss == nil { spec.dismiss = [.escape] }
            if spec.kind == nil { spec.kind = .utility }
            if spec.aboveAll == nil { spec.aboveAll = true }
            request = .show(id: id, spec: spec)
        case "tooltip":
            // A show that waits for the pointer to rest in its region (default 500 ms).
            var id: String?
            var spec = try parseSpec(&args, id: &id, allowText: true)
            if spec.hoverDelayMs == nil { spec.hoverDelayMs = 500 }
            if spec.kind == nil { spec.kind = .tooltip }
            request = .show(id: id, spec: spec)
        case "update":
            guard let id = args.positional() else { throw UsageError("update: missing overlay id") }
            try checkID(id)
            var renamed: String?
            let spec = try parseSpec(&args, id: &renamed, allowText: false)
            if renamed != nil { throw UsageError("update: --id cannot change an overlay's id") }
            request = .update(id: id, spec: spec)
        case "dismiss":
            if args.flag("--all") {
                request = .dismiss(.all)
            } else if args.flag("--top") {
                guard let name = args.positional() else { throw UsageError("dismiss --top: missing stack name") }
                try checkID(name)
                request = .dismiss(.top(name))
            } else if let id = args.positional() {
                try checkID(id)
                request = .dismiss(.id(id))
            } else {
                throw UsageError("dismiss: give an overlay id or --all")
            }
        case "list": request = .list
        case "reload": request = .reload
        case "presets": request = .presets
        case "stats": request = .stats
        case "clear-stack":
            guard let name = args.positional() else { throw UsageError("clear-stack: missing stack name") }
            try checkID(name)
            request = .clearStack(name)
        case "notifications":
            request = .notifications(try parseNotificationCommand(&args))
        case "sync": request = .sync
        case "ping": request = .ping
        case "version": request = .version
        case "watch": request = .watch
        case "region":
            request = try parseRegion(&args)
        case "screenshot":
            guard let path = args.positional(), !path.isEmpty else { throw UsageError("screenshot: missing file path") }
            request = .screenshot(path: path)
        default:
            throw UsageError("unknown command: \(verb)")
        }
        if let extra = args.remaining.first {
            throw UsageError("\(verb): unexpected argument: \(extra)")
        }
        return request
    }

    static func checkID(_ id: String) throws(UsageError) {
        guard Scene.isValidID(id) else {
            throw UsageError("bad overlay id: \(id) (1-64 of A-Z a-z 0-9 . _ -)")
        }
    }

    /// Every option `show` accepts (and `update`, but for `--id`), for completions and docs.
    public static let showOptionNames: Set<String> = [
        "--id", "--text", "--title", "--attach", "--anchor", "--gravity", "--offset", "--timeout", "--max-width",
        "--click-through", "--frame", "--above-all", "--urgency", "--inset", "--region", "--adjust", "--padding",
        "--position", "--within", "--monitor", "--kind", "--style", "--preset", "--value", "--dismiss", "--exclude", "--outside-includes-popovers",
        "--pause-on-hover", "--draggable", "--modal", "--backdrop-dismiss", "--delay", "--follow-pointer", "--container", "--action", "--default-action", "--button", "--stack", "--transition", "--duration", "--easing", "--z", "--icon",
        "--connector",
    ]

    /// The options shared by `show` and `update`.
    static func parseSpec(_ args: inout Arguments, id: inout String?, allowText: Bool) throws(UsageError) -> OverlaySpec {
        var spec = OverlaySpec()
        while let option = args.nextOption() {
            switch option.name {
            case "--id":
                let v = try args.value(for: option)
                try checkID(v)
                id = v
            case "--text": spec.text = try args.value(for: option)
            case "--title": spec.title = try args.value(for: option)
            case "--attach":
                let v = try args.value(for: option)
                guard let t = AttachTarget(parsing: v) else {
                    throw UsageError("--attach: expected 0xWINDOW, active, pointer, root, class:NAME, title:GLOB, rect:X,Y,W,H or region:NAME: \(v)")
                }
                spec.attach = t
            case "--anchor": spec.anchor = try position(args.value(for: option), option.name)
            case "--gravity": spec.gravity = try position(args.value(for: option), option.name)
            case "--offset":
                let v = try args.value(for: option)
                let parts = v.split(separator: ",", omittingEmptySubsequences: false)
                guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]),
                      abs(x) <= 100_000, abs(y) <= 100_000 else {
                    throw UsageError("--offset: expected X,Y: \(v)")
                }
                spec.offset = Point(x: x, y: y)
            case "--timeout":
                let v = try args.value(for: option)
                guard let ms = DurationParser.milliseconds(v) else {
                    throw UsageError("--timeout: expected a duration such as 3s or 500ms: \(v)")
                }
                spec.timeoutMs = ms
            case "--max-width":
                let v = try args.value(for: option)
                guard let n = Int(v), (40...4000).contains(n) else {
                    throw UsageError("--max-width: expected pixels from 40 to 4000: \(v)")
                }
                spec.maxWidth = n
            case "--click-through":
                try args.noValue(for: option)
                spec.clickThrough = true
            case "--frame":
                try args.noValue(for: option)
                spec.frame = true
            case "--above-all":
                try args.noValue(for: option)
                spec.aboveAll = true
            case "--urgency":
                let v = try args.value(for: option)
                guard let u = Urgency(rawValue: v) else { throw UsageError("--urgency: expected low, normal or critical: \(v)") }
                spec.urgency = u
            case "--inset":
                let v = try args.value(for: option)
                guard let i = insets(v) else { throw UsageError("--inset: expected N, V,H or T,R,B,L pixels: \(v)") }
                spec.sourceInset = i
            case "--region":
                let v = try args.value(for: option)
                guard let r = Rect(parsing: v), !r.isEmpty else { throw UsageError("--region: expected X,Y,W,H: \(v)") }
                spec.sourceRegion = r
            case "--adjust":
                let v = try args.value(for: option)
                guard let a = ConstraintAdjustment(parsing: v) else {
                    throw UsageError("--adjust: expected none or a list of flip-x, flip-y, slide-x, slide-y, resize-x, resize-y: \(v)")
                }
                spec.adjust = a
            case "--padding":
                let v = try args.value(for: option)
                guard let n = Int(v), (0...1000).contains(n) else { throw UsageError("--padding: expected pixels from 0 to 1000: \(v)") }
                spec.padding = n
            case "--position":
                let v = try args.value(for: option)
                let list = v.split(separator: ",").map { Position(parsing: String($0)) }
                guard !list.isEmpty, list.allSatisfy({ $0 != nil }) else {
                    throw UsageError("--position: expected a list of positions such as top-right,bottom-right: \(v)")
                }
                spec.positions = list.compactMap { $0 }
            case "--within":
                let v = try args.value(for: option)
                guard let c = Container(rawValue: v) else { throw UsageError("--within: expected monitor or window: \(v)") }
                spec.within = c
            case "--monitor":
                let v = try args.value(for: option)
                guard let m = MonitorChoice(parsing: v) else {
                    throw UsageError("--monitor: expected primary, pointer, focused, a number or a name")
                }
                spec.monitor = m
            case "--value":
                let v = try args.value(for: option)
                guard let n = Int(v), (0...100).contains(n) else { throw UsageError("--value: expected 0 to 100: \(v)") }
                spec.value = n
            case "--dismiss":
                let v = try args.value(for: option)
                guard let m = DismissModes(parsing: v) else {
                    throw UsageError("--dismiss: expected none or a list of tap-outside, click, drag-down, drag-up, escape: \(v)")
                }
                spec.dismiss = m
            case "--exclude":
                let v = try args.value(for: option)
                guard let a = ExcludeArea(parsing: v) else { throw UsageError("--exclude: expected rect:X,Y,W,H, region:NAME or window:0xID: \(v)") }
                spec.exclude = (spec.exclude ?? []) + [a]
            case "--outside-includes-popovers":
                try args.noValue(for: option)
                spec.outsideIncludesPopovers = true
            case "--pause-on-hover":
                try args.noValue(for: option)
                spec.pauseOnHover = true
            case "--draggable":
                try args.noValue(for: option)
                spec.draggable = true
            case "--modal":
                try args.noValue(for: option)
                spec.modal = true
            case "--backdrop-dismiss":
                let v = try args.value(for: option)
                guard v == "yes" || v == "no" else { throw UsageError("--backdrop-dismiss: expected yes or no: \(v)") }
                spec.backdropDismiss = v == "yes"
            case "--delay":
                let v = try args.value(for: option)
                guard let ms = DurationParser.milliseconds(v) else { throw UsageError("--delay: expected a duration such as 500ms: \(v)") }
                spec.hoverDelayMs = ms
            case "--follow-pointer":
                try args.noValue(for: option)
                spec.followPointer = true
            case "--action", "--button":
                let v = try args.value(for: option)
                guard let b = ButtonRow.Button(spec: v), !b.key.isEmpty, !b.label.isEmpty else {
                    throw UsageError("\(option.name): expected KEY:Label: \(v)")
                }
                guard (spec.actions?.count ?? 0) < 8 else { throw UsageError("\(option.name): at most 8 buttons") }
                spec.actions = (spec.actions ?? []) + [b]
            case "--default-action":
                spec.defaultAction = try args.value(for: option)
            case "--transition":
                let v = try args.value(for: option)
                guard let t = TransitionSpec(parsing: v) else {
                    throw UsageError("--transition: expected none or a list of fade, scale, scale:F, slide, slide-top, slide-bottom, slide-left, slide-right: \(v)")
                }
                spec.transition = t
            case "--duration":
                let v = try args.value(for: option)
                guard let ms = DurationParser.milliseconds(v), ms <= 10_000 else { throw UsageError("--duration: expected up to 10s, such as 200ms: \(v)") }
                spec.transitionMs = ms
            case "--easing":
                let v = try args.value(for: option)
                guard let e = Easing(parsing: v) else { throw UsageError("--easing: expected linear, ease, ease-in, ease-out, ease-in-out or cubic-bezier(a,b,c,d): \(v)") }
                spec.easing = e
            case "--icon":
                let v = try args.value(for: option)
                guard !v.isEmpty, v.utf8.count <= 4096 else { throw UsageError("--icon: expected a PNG path or an icon name") }
                spec.icon = v
            case "--connector":
                let v = try args.value(for: option)
                guard let c = ConnectorStyle(rawValue: v) else { throw UsageError("--connector: expected curve or none: \(v)") }
                spec.connector = c
            case "--z":
                let v = try args.value(for: option)
                guard let n = Int(v), abs(n) <= 1000 else { throw UsageError("--z: expected a number from -1000 to 1000: \(v)") }
                spec.z = n
            case "--stack":
                let v = try args.value(for: option)
                try checkID(v)
                spec.stack = v
            case "--container":
                let v = try args.value(for: option)
                try checkID(v)
                spec.container = v
            case "--style":
                let v = try args.value(for: option)
                guard !v.isEmpty else { throw UsageError("--style: missing name") }
                spec.style = v
            case "--preset":
                let v = try args.value(for: option)
                guard !v.isEmpty else { throw UsageError("--preset: missing name") }
                spec.presets = (spec.presets ?? []) + [v]
            case "--kind":
                let v = try args.value(for: option)
                guard let k = OverlayKind(rawValue: v) else {
                    let all = OverlayKind.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError("--kind: expected one of \(all): \(v)")
                }
                spec.kind = k
            default:
                throw UsageError("unknown option: \(option.name)")
            }
        }
        if allowText, spec.text == nil, let t = args.positional() { spec.text = t }
        return spec
    }

    /// `region set NAME --window W --rect X,Y,W,H`, `region unset NAME`, `region list`.
    static func parseRegion(_ args: inout Arguments) throws(UsageError) -> Request {
        guard let verb = args.positional() else { throw UsageError("region: expected set, unset or list") }
        switch verb {
        case "list":
            return .regionList
        case "unset":
            guard let name = args.positional() else { throw UsageError("region unset: missing name") }
            try checkID(name)
            return .regionUnset(name: name)
        case "set":
            guard let name = args.positional() else { throw UsageError("region set: missing name") }
            try checkID(name)
            var window: AttachTarget?
            var rect: Rect?
            while let option = args.nextOption() {
                switch option.name {
                case "--window":
                    let v = try args.value(for: option)
                    guard let t = AttachTarget(parsing: v) else { throw UsageError("--window: expected 0xWINDOW, active, pointer, class:NAME or title:GLOB: \(v)") }
                    switch t {
                    case .root, .rect, .region: throw UsageError("--window: a region needs a window: \(v)")
                    default: window = t
                    }
                case "--rect":
                    let v = try args.value(for: option)
                    guard let r = Rect(parsing: v), !r.isEmpty else { throw UsageError("--rect: expected X,Y,W,H: \(v)") }
                    rect = r
                default:
                    throw UsageError("unknown option: \(option.name)")
                }
            }
            guard let window else { throw UsageError("region set: missing --window") }
            guard let rect else { throw UsageError("region set: missing --rect") }
            return .regionSet(name: name, window: window, rect: rect)
        default:
            throw UsageError("region: expected set, unset or list: \(verb)")
        }
    }

    /// `notifications pause|resume|toggle|status|history|history-pop|close-all|count|action [ID] [KEY]`.
    static func parseNotificationCommand(_ args: inout Arguments) throws(UsageError) -> NotificationCommand {
        let verbs = "pause, resume, toggle, status, history, history-pop, close-all, count or action"
        guard let verb = args.positional() else { throw UsageError("notifications: expected \(verbs)") }
        switch verb {
        case "pause": return .pause
        case "resume": return .resume
        case "toggle": return .toggle
        case "status": return .status
        case "history": return .history
        case "history-pop": return .historyPop
        case "close-all": return .closeAll
        case "count": return .count
        case "action":
            var id: UInt32?
            var key: String?
            if let first = args.positional() {
                if let n = UInt32(first) { id = n; key = args.positional() } else { key = first }
            }
            return .action(id: id, key: key)
        default:
            throw UsageError("notifications: expected \(verbs): \(verb)")
        }
    }

    /// `N`, `V,H` or `T,R,B,L` (CSS order), in pixels; negative values grow.
    static func insets(_ v: String) -> Insets? {
        let n = v.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard n.allSatisfy({ $0 != nil && abs($0 ?? 0) <= 10_000 }) else { return nil }
        let i = n.compactMap { $0 }
        switch i.count {
        case 1: return Insets(all: i[0])
        case 2: return Insets(top: i[0], left: i[1], bottom: i[0], right: i[1])
        case 4: return Insets(top: i[0], left: i[3], bottom: i[2], right: i[1])
        default: return nil
        }
    }

    static func position(_ v: String, _ name: String) throws(UsageError) -> Position {
        guard let p = Position(parsing: v) else {
            let all = Position.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("\(name): expected one of \(all): \(v)")
        }
        return p
    }
}
