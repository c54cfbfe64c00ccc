// NotificationCenter: desktop notifications (org.freedesktop.Notifications) turned into
// overlays in the `notifications` container, with rules, do-not-disturb, history and
// actions, and the NotificationClosed / ActionInvoked signals back to applications.
import Logging
import OverlayCore
import OverlayDBus
import OverlayProtocol

final class NotificationCenter: NotificationBusDelegate {
    /// The connection; nil while the session bus is gone (see `Daemon.processBus`).
    /// Notifications on screen stay; their signals have nobody to go to.
    var bus: NotificationBus? {
        didSet {
            bus?.delegate = self
            bus?.control = self
            signals = bus
        }
    }
    /// Where the signals go: the bus (nil while it is gone), a recorder in the tests.
    var signals: (any NotificationSignalSink)?
    let controller: Controller
    let logger: Logger
    /// Notifications on screen (or in their container's queue), by notification id.
    var live: [UInt32: Entry] = [:]
    /// Held back while do-not-disturb is on, in arrival order.
    var held: [Entry] = []
    /// Closed notifications, newest last (at most `[notifications] history-length`).
    var history: [Entry] = []
    private var lastID: UInt32 = 0
    /// dunst's pause level: 0 shows everything; above 0 holds back all but critical ones.
    var pauseLevel: UInt32 = 0
    var paused: Bool { pauseLevel > 0 }
    /// Rules enabled or disabled at run time (`rule NAME enable|disable|toggle`), by name.
    var ruleOverrides: [String: Bool] = [:]
    /// Overlays the center closed itself (CloseNotification): their signal is already sent.
    private var closingByCall = Set<UInt32>()
    /// While a client's `dismiss` or `clear-stack` runs: the notifications it closes were
    /// closed by a call (reason 3), not by the user.
    private var clientRequestRunning = false
    /// Overlays taken off the screen to wait (do-not-disturb): no signal, no history.
    var hiding = Set<UInt32>()
    /// While above 0, property changes are announced once at the end (`batch`).
    private var batchDepth = 0
    /// The notification whose inline-reply prompt is open.
    var replyingTo: UInt32?
    /// Rule scripts and opened links: children the poll loop reaps (`Daemon` asks it each turn).
    let scripts: ScriptRunner
    /// Links asked for whose scheme is not in `link-schemes`: never passed on.
    var linksRefused = 0

    /// Where a persisted history is kept (`history-persist`); nil: nowhere.
    let historyFile: HistoryFile?

    /// Starts a program for the panel (a desktop entry); the tests record it instead.
    var launch: ([String]) -> Void
    /// The environment a desktop entry is looked up in.
    var launchEnvironment: [String: String] = [:]
    /// The unread count watchers last heard.
    var announcedUnread = 0
    /// What was unread when the panel opened: it shows them marked until it closes.
    var unreadAtOpen = Set<UInt32>()

    /// A center answering `bus`; without one (the tests), signals go to `signals` alone. With
    /// `stateDirectory` and `history-persist` on, the history is read from there and kept there.
    init(bus: NotificationBus?, controller: Controller, logger: Logger, stateDirectory: String? = nil) {
        self.controller = controller
        self.logger = logger
        self.bus = bus
        historyFile = stateDirectory.map(HistoryFile.init(directory:))
        scripts = ScriptRunner(logger: logger, clock: controller.clock)
        launch = { [scripts] argv in scripts.launch(argv) }
        signals = bus
        bus?.delegate = self
        bus?.control = self
        startPersisting()
        controller.onCenterCommand = { [weak self] command in self?.panelCommand(command) }
    }

    /// The notification an event names (the daemon passes only notifications' events here,
    /// shown to clients as `nN`; a client's own `--id n3` is another overlay, `OverlayID`).
    static func notificationID(_ overlay: String) -> UInt32? {
        overlay.hasPrefix("n") ? UInt32(overlay.dropFirst()) : nil
    }

    /// For `stats`: the scripts (ScriptRunner) and the links opened and refused.
    var stats: [(String, JSONValue)] {
        [("scripts", .object(scripts.stats)),
         ("links", .object([("opened", .int(scripts.linksOpened)), ("refused", .int(linksRefused))]))]
    }

    // MARK: NotificationBusDelegate

    /// The config's rules for a notification (later rules win).
    func outcome(_ request: NotificationRequest) -> RuleOutcome {
        controller.config.outcome(for: RuleSubject(
            appName: request.appName, summary: request.summary, body: request.body, category: request.hints.category,
            urgency: Urgency(request.hints.urgency), desktopEntry: request.hints.desktopEntry), overrides: ruleOverrides,
            regex: controller.ruleRegex)
    }

    func notify(_ request: NotificationRequest) -> UInt32 {
        var request = request
        defer { publish() }
        let outcome = outcome(request)
        // Shrunk once, on arrival: the overlay, the queue and the history keep only this copy.
        let side = controller.config.style(named: outcome.style).scaled(by: controller.scaleFactor).iconSize
        request.hints.image = request.hints.image?.scaledToFit(maxSide: min(NotificationImage.largestKept, max(32, 2 * side)))
        let tag = outcome.stackTag ?? request.hints.stackTag
        let id = assignID(request, stackTag: tag)
        let urgency = outcome.urgency ?? Urgency(request.hints.urgency)
        let timeout: Int64?
        switch request.expiry {
        case .never: timeout = 0
        case .milliseconds(let ms): timeout = Int64(ms)
        case .serverDefault: timeout = outcome.timeoutMs ?? (urgency == .critical ? 0 : nil)
        }
        var entry = Entry(id: id, request: request, history: outcome.history ?? !request.hints.transient,
                          urgency: urgency, timestamp: MonotonicClock.microseconds(), stackTag: tag, timeoutMs: timeout,
                          arrived: controller.clock.now(), wallMs: WallClock.milliseconds(), unread: !controller.isCenterOpen)
        entry.plainBody = NotificationMarkup.parse(request.body).plainText
        if !outcome.scripts.isEmpty {
            // dunst runs them for every matching notification, shown or skipped; here at most
            // `max-scripts` at once, the rest queued or dropped (ScriptRunner).
            let subject = scriptSubject(entry)
            let limits = controller.config.notifications.scripts
            for argv in outcome.scripts { scripts.run(argv, for: subject, limits: limits) }
        }
        if outcome.skip == true {
            signals?.emitClosed(id: id, reason: .undefined)
            return id
        }
        if paused && urgency != .critical {
            // Replacing one that is shown takes it off the screen to wait with the rest.
            if live[id] != nil { hide(id) }
            held.append(entry)
            return id
        }
        show(entry)
        return id
    }

    func closeNotification(id: UInt32) {
        defer { publish() }
        if let i = held.firstIndex(where: { $0.id == id }) {
            held.remove(at: i)
            signals?.emitClosed(id: id, reason: .closedByCall)
            return
        }
        guard live[id] != nil else { return }
        closingByCall.insert(id)
        dismiss(id)
    }

    func notificationBusLostName() {
        logger.warning("another notification daemon took org.freedesktop.Notifications: notifications stop here")
    }

    /// Announces changed dunst properties (PropertiesChanged), unless a batch is running.
    func publish() {
        guard batchDepth == 0 else { return }
        signals?.publishDunstState()
        refreshPanel()
        announceUnread()
    }

    /// Runs `body`, announcing the property changes it makes once, at its end.
    func batch<T>(_ body: () -> T) -> T {
        batchDepth += 1
        let result = body()
        batchDepth -= 1
        publish()
        return result
    }

    // MARK: Ids

    /// The id a Notify gets. A `replaces_id` is kept whether or not that notification is
    /// still here (dunst and `dunstify -r`/`notify-send -r` scripts rely on it); a stack tag
    /// takes the id of the one it replaces; otherwise a fresh id that no notification uses.
    private func assignID(_ request: NotificationRequest, stackTag: String?) -> UInt32 {
        if request.replacesID != 0 {
            held.removeAll { $0.id == request.replacesID }
            return request.replacesID
        }
        if let tag = stackTag {
            if let same = live.values.first(where: { $0.stackTag == tag }) { return same.id }
            if let i = held.firstIndex(where: { $0.stackTag == tag }) { return held.remove(at: i).id }
        }
        return freshID()
    }

    /// The next id after the last one given, skipping ids in use (on screen, waiting, in the
    /// history): a `replaces_id` may have taken one ahead of the counter.
    func freshID() -> UInt32 {
        repeat {
            // UInt32.max is the center's own overlay (`CenterRoom.id`).
            lastID = lastID >= UInt32.max - 1 ? 1 : lastID + 1
        } while live[lastID] != nil || held.contains { $0.id == lastID } || history.contains { $0.id == lastID }
        return lastID
    }

    // MARK: Showing

    func show(_ entry: Entry) {
        let r = entry.request
        let outcome = outcome(r)
        var spec = OverlaySpec()
        let look = controller.config.style(named: outcome.style)
        let body = NotificationMarkup.sanitize(r.body, linkSchemes: controller.config.notifications.linkSchemes)
        var fields = NotificationFormat(appName: r.appName, summary: r.summary, body: body,
                                        icon: r.hints.imagePath.flatMap { $0.isEmpty ? nil : $0 } ?? r.appIcon,
                                        progress: r.hints.progress)
        if look.ignoreNewline { fields = fields.onOneLine }
        spec.title = fields.summary.isEmpty ? nil : fields.summary
        spec.text = fields.body
        if !look.format.isEmpty {
            // dunst's format: one text of the fields, its markup as the format writes it.
            spec.text = fields.expand(look.format)
            spec.title = nil
        }
        spec.kind = .notification
        spec.urgency = entry.urgency
        spec.style = outcome.style
        // Set either way, so a replacement without colour hints drops the old ones.
        spec.colors = r.hints.colors ?? StyleColors()
        spec.value = r.hints.progress
        // Set either way (a replacement keeps nothing of the old one's): its container's gestures.
        let gestures = controller.containerConfig(outcome.container ?? "notifications")
        spec.dismiss = gestures.dismiss
        if !controller.config.notifications.leftClickIsOverlayds {
            // The left button runs its list (`[notifications] mouse-left-click`): a click no
            // longer closes it by itself; the held gestures (swipes, drags, long press) still do.
            spec.dismiss?.subtract([.click, .doubleClick])
        }
        spec.longPressMs = gestures.longPressMs ?? DismissModes.defaultLongPressMs
        switch r.picture {
        case .pixels(let image)?: spec.iconImage = image.premultipliedARGB()
        case .file(let path)?: spec.icon = path
        case .themeIcon(let name)?: spec.icon = name
        case nil: break
        }
        let buttons = r.actions.filter { $0.key != "default" }.map { ButtonRow.Button(key: $0.key, label: $0.label) }
        if !buttons.isEmpty { spec.actions = buttons }
        // Resident: an action leaves it up; a click that invokes `default` does too (a click
        // on a resident notification without one still dismisses it). Set either way, so a
        // replacement without the hint does not inherit it.
        // An inline reply opens its prompt from a button, with the notification still up.
        spec.keepOnAction = r.hints.resident || r.offersInlineReply
        if r.hints.resident, r.defaultAction != nil { spec.dismiss = [] }
        spec.timeoutMs = entry.timeoutMs
        if let x = r.hints.x, let y = r.hints.y {
            // The bubble points at the spot the application named.
            spec.attach = .rect(Rect(x: x, y: y, width: 1, height: 1))
            spec.aboveAll = true
            // On the screen its column would be on (the config's, or the pointer's).
            spec.screen = controller.containerScreen(spec, outcome.container ?? "notifications")
        } else {
            spec.container = outcome.container ?? "notifications"
        }
        if spec.timeoutMs == nil, spec.container == nil { spec.timeoutMs = 10_000 }
        live[entry.id] = entry
        let reply = controller.show(notification: entry.id, spec: spec, now: controller.clock.now())
        if reply["ok"]?.boolValue != true {
            logger.warning("notification not shown: \(reply["error"]?.stringValue ?? "")")
            live[entry.id] = nil
            signals?.emitClosed(id: entry.id, reason: .undefined)
        }
    }

    func dismiss(_ id: UInt32) {
        controller.dismiss(notification: id, now: controller.clock.now())
    }

    /// Runs a client's request (`overlayctl dismiss`, `clear-stack`): a notification it
    /// dismisses is closed by a call (NotificationClosed reason 3), as CloseNotification does.
    func asClientRequest<T>(_ request: () -> T) -> T {
        clientRequestRunning = true
        defer { clientRequestRunning = false }
        return request()
    }

    /// Takes a shown notification off the screen without closing it (it waits in `held`).
    func hide(_ id: UInt32) { hide([id]) }

    /// Takes several off the screen with one layout of what remains (`Controller.dismiss(notifications:)`).
    func hide(_ ids: [UInt32]) {
        hiding.formUnion(ids)
        controller.dismiss(notifications: ids, now: controller.clock.now())
        hiding.subtract(ids)
        for id in ids { live[id] = nil }
    }

    // MARK: Events from the overlays

    /// Clicks run the button's mouse actions; a dismissal closes the notification.
    func observe(_ event: OverlayEvent) {
        switch event {
        case .action(let overlay, let key):
            guard let id = NotificationCenter.notificationID(overlay) else { return }
            if id == NotificationCenter.contextMenuID { return contextMenuChose(key) }
            guard let entry = live[id] else { return }
            if key == NotificationRequest.inlineReplyKey { return openReply(to: id) }
            invoke(id, key: key)
            // keepOnAction kept it up for the reply button; another action closes it as usual.
            if entry.request.offersInlineReply && !entry.request.hints.resident { dismiss(id) }
        case .picked(let overlay, _, let text, let exit, _, _):
            guard NotificationCenter.notificationID(overlay) == NotificationCenter.contextMenuID else { return }
            replied(text, exit: exit)
        case .clicked(let overlay, let button):
            guard let id = NotificationCenter.notificationID(overlay), live[id] != nil,
                  let button = MouseButton(rawValue: button) else { return }
            clicked(id, button: button)
        case .dismissed(let overlay, let reason):
            if NotificationCenter.notificationID(overlay) == NotificationCenter.contextMenuID { replyingTo = nil }
            guard let id = NotificationCenter.notificationID(overlay), !hiding.contains(id),
                  let entry = live.removeValue(forKey: id) else { return }
            defer { publish() }
            remember(entry)
            if closingByCall.remove(id) != nil || (clientRequestRunning && reason == .request) {
                signals?.emitClosed(id: id, reason: .closedByCall)
                return
            }
            signals?.emitClosed(id: id, reason: NotificationCenter.closeReason(reason))
        default:
            break
        }
    }

    static func closeReason(_ reason: DismissReason) -> NotificationCloseReason {
        switch reason {
        case .timeout: return .expired
        case .click, .doubleClick, .longPress, .outside, .escape, .drag, .swipe, .request, .action: return .dismissed
        case .sourceGone, .replaced, .grabFailed: return .undefined
        }
    }

    /// Sends the activation token, then the action (the order the specification asks).
    func invoke(_ id: UInt32, key: String) {
        signals?.emitActivationToken(id: id, token: "overlayd-\(id)-\(MonotonicClock.microseconds())")
        signals?.emitActionInvoked(id: id, key: key)
    }
}

extension Urgency {
    init(_ u: NotificationUrgency) {
        switch u {
        case .low: self = .low
        case .normal: self = .normal
        case .critical: self = .critical
        }
    }
}
