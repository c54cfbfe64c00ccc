// NotificationService: desktop notifications (org.freedesktop.Notifications) turned into
// overlays in the `notifications` container, with rules, do-not-disturb, history and
// actions, and the NotificationClosed / ActionInvoked signals back to applications.
import Logging
import OverlayCore
import OverlayDBus
import OverlayProtocol

final class NotificationService: NotificationBusDelegate {
    /// The connection; nil while the session bus is gone (see `Daemon.processBus`).
    /// Notifications on screen stay; their signals have nobody to go to.
    var bus: NotificationBus? {
        didSet {
            bus?.delegate = self
            bus?.control = dunstControl
            signals = bus
        }
    }
    /// Where the signals go: the bus (nil while it is gone), a recorder in the tests.
    var signals: (any NotificationSignalSink)?
    let host: any NotificationHost
    let logger: Logger
    /// The notifications shown, waiting and closed, their ids and the pause level.
    var queue = DesktopNotificationQueue()
    /// The rules as switched at run time (`rule NAME enable|disable|toggle`).
    let rules: NotificationRules
    /// Who is closing notifications right now: a client's `dismiss` or `clear-stack` closes
    /// them by a call (reason 3), not as the user.
    private(set) var closer = Closer.user
    /// While above 0, property changes are announced once at the end (`batch`).
    private var batchDepth = 0
    /// The notifications' own menu: the context menu, or a reply prompt and what it answers.
    let menus: NotificationMenus
    /// Rule scripts and opened links: children the poll loop reaps (`Daemon` asks it each turn).
    let scripts: ScriptRunner
    /// Where a persisted history is kept (`history-persist`); nil: nowhere.
    let persisted: PersistedHistory?
    /// Opens links and a gone sender's desktop entry.
    let opener: NotificationOpener
    /// What dunstctl's calls do here (the bus holds it weakly).
    private(set) lazy var dunstControl = DunstControl(service: self, rules: rules, host: host)

    enum Closer { case user, client }

    /// A service answering `bus`; without one (the tests), signals go to `signals` alone. With
    /// `stateDirectory` and `history-persist` on, the history is read from there and kept there.
    init(bus: NotificationBus?, controller host: any NotificationHost, logger: Logger, stateDirectory: String? = nil) {
        self.host = host
        self.logger = logger
        self.bus = bus
        menus = NotificationMenus(host: host, logger: logger)
        rules = NotificationRules(host: host)
        persisted = stateDirectory.map { PersistedHistory(file: HistoryFile(directory: $0), logger: logger, host: host) }
        scripts = ScriptRunner(logger: logger, clock: host.clock)
        opener = NotificationOpener(scripts: scripts, logger: logger, schemes: { [host] in host.config.notifications.linkSchemes })
        signals = bus
        bus?.delegate = self
        bus?.control = dunstControl
        persisted?.start(writing: { [weak self] in self?.queue.history ?? [] }, restoringInto: &queue, historyLength: historyLength)
        host.onCenterCommand = { [weak self] command in self?.panelCommand(command) }
        host.onNotificationEvent = { [weak self] event in self?.observe(event) }
    }

    /// The history kept as the configured `history-length` says.
    var historyLength: Int { host.config.notifications.historyLength }

    /// The history changed: a write becomes due (when persisting).
    func historyChanged() { persisted?.changed() }

    /// For `stats`: the scripts (ScriptRunner) and the links opened and refused.
    var stats: [(String, JSONValue)] {
        [("scripts", .object(scripts.stats)),
         ("links", opener.stats)]
    }

    // MARK: NotificationBusDelegate

    /// The config's rules for a notification (later rules win).
    func outcome(_ request: NotificationRequest) -> RuleOutcome { rules.outcome(request) }

    func notify(_ request: NotificationRequest) -> UInt32 {
        var request = request
        defer { publish() }
        let outcome = outcome(request)
        // Shrunk once, on arrival: the overlay, the queue and the history keep only this copy.
        let look = host.config.style(named: outcome.style).scaled(by: host.scaleFactor)
        // At its own size (icon-min-size, icon-max-size) it is kept up to the largest size drawn.
        let side = look.iconBounds.map { $0.max > 0 ? max(look.iconSize, $0.max) : 256 } ?? look.iconSize
        request.hints.image = request.hints.image?.scaledToFit(maxSide: min(NotificationImage.largestKept, max(32, 2 * side)))
        let tag = outcome.stackTag ?? request.hints.stackTag
        let id = queue.assignID(replacing: request.replacesID, stackTag: tag)
        let urgency = outcome.urgency ?? Urgency(request.hints.urgency)
        let timeout: Int64?
        switch request.expiry {
        case .never: timeout = 0
        case .milliseconds(let ms): timeout = Int64(ms)
        case .serverDefault: timeout = outcome.timeoutMs ?? (urgency == .critical ? 0 : nil)
        }
        var entry = NotificationEntry(id: id, request: request, history: outcome.history ?? !request.hints.transient,
                                      urgency: urgency, timestamp: MonotonicClock.microseconds(), stackTag: tag, timeoutMs: timeout,
                                      arrived: host.clock.now(), wallMs: WallClock.milliseconds(), unread: true)
        entry.plainBody = NotificationMarkup.parse(request.body).plainText
        entry.thumbnail = NotificationEntry.thumbnailSource(request)?.premultipliedARGB()
        if !outcome.scripts.isEmpty {
            // dunst runs them for every matching notification, shown or skipped; here at most
            // `max-scripts` at once, the rest queued or dropped (ScriptRunner).
            let subject = dunstRecord.scriptSubject(entry)
            let limits = host.config.notifications.scripts
            for argv in outcome.scripts { scripts.run(argv, for: subject, limits: limits) }
        }
        if outcome.skip == true {
            signals?.emitClosed(id: id, reason: .undefined)
            return id
        }
        let repeated = stackDuplicate(&entry)
        defer { if let repeated { dismiss(repeated) } }
        switch queue.arrive(entry) {
        case .show: show(entry, inPlaceOf: repeated)
        // Replacing one that is shown takes it off the screen to wait with the rest.
        case .wait(let takenOff): if takenOff { hide([id]) }
        }
        return id
    }

    func closeNotification(id: UInt32) {
        defer { publish() }
        if queue.takeWaiting(id) != nil {
            signals?.emitClosed(id: id, reason: .closedByCall)
            return
        }
        guard queue.live[id] != nil else { return }
        queue.closeRequested(id, reason: .closedByCall)
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

    /// Runs a client's request (`overlayctl dismiss`, `clear-stack`): a notification it
    /// dismisses is closed by a call (NotificationClosed reason 3), as CloseNotification does.
    func asClientRequest<T>(_ request: () -> T) -> T {
        closer = .client
        defer { closer = .user }
        return request()
    }
}
