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
    var closingByCall = Set<UInt32>()
    /// While a client's `dismiss` or `clear-stack` runs: the notifications it closes were
    /// closed by a call (reason 3), not by the user.
    var clientRequestRunning = false
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
    /// Entries read in the open panel: it shows them marked until it closes.
    var readWhileOpen = Set<UInt32>()

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
        let look = controller.config.style(named: outcome.style).scaled(by: controller.scaleFactor)
        // At its own size (icon-min-size, icon-max-size) it is kept up to the largest size drawn.
        let side = look.iconBounds.map { $0.max > 0 ? max(look.iconSize, $0.max) : 256 } ?? look.iconSize
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
                          arrived: controller.clock.now(), wallMs: WallClock.milliseconds(), unread: true)
        entry.plainBody = NotificationMarkup.parse(request.body).plainText
        entry.thumbnail = Entry.thumbnailSource(request)?.premultipliedARGB()
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
            lastID = lastID == UInt32.max ? 1 : lastID + 1
        } while live[lastID] != nil || held.contains { $0.id == lastID } || history.contains { $0.id == lastID }
        return lastID
    }
}
