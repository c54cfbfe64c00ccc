// NotificationCenter: desktop notifications (org.freedesktop.Notifications) turned into
// overlays in the `notifications` container, with rules, do-not-disturb, history and
// actions, and the NotificationClosed / ActionInvoked signals back to applications.
import Logging
import OverlayCore
import OverlayDBus
import OverlayProtocol

final class NotificationCenter: NotificationBusDelegate {
    struct Entry {
        var id: UInt32
        var request: NotificationRequest
        var history: Bool
    }

    /// The connection; nil while the session bus is gone (see `Daemon.processBus`).
    /// Notifications on screen stay; their signals have nobody to go to.
    var bus: NotificationBus? {
        didSet { bus?.delegate = self }
    }
    private let controller: Controller
    private let logger: Logger
    /// Notifications on screen (or in their container's queue), by notification id.
    private var live: [UInt32: Entry] = [:]
    /// Held back while do-not-disturb is on, in arrival order.
    private var held: [Entry] = []
    /// Closed notifications, newest last (at most `historyLimit`).
    private(set) var history: [Entry] = []
    static let historyLimit = 100
    private var nextID: UInt32 = 1
    private(set) var paused = false
    /// Overlays the center closed itself (CloseNotification): their signal is already sent.
    private var closingByCall = Set<UInt32>()

    init(bus: NotificationBus, controller: Controller, logger: Logger) {
        self.controller = controller
        self.logger = logger
        self.bus = bus
        bus.delegate = self
    }

    static func overlayID(_ id: UInt32) -> String { "n\(id)" }
    static func notificationID(_ overlay: String) -> UInt32? {
        overlay.hasPrefix("n") ? UInt32(overlay.dropFirst()) : nil
    }

    // MARK: NotificationBusDelegate

    /// The config's rules for a notification (later rules win).
    private func outcome(_ request: NotificationRequest) -> RuleOutcome {
        controller.config.outcome(for: RuleSubject(
            appName: request.appName, summary: request.summary, body: request.body, category: request.hints.category,
            urgency: Urgency(request.hints.urgency), desktopEntry: request.hints.desktopEntry))
    }

    func notify(_ request: NotificationRequest) -> UInt32 {
        var request = request
        let outcome = outcome(request)
        // Shrunk once, on arrival: the overlay, the queue and the history keep only this copy.
        let side = controller.config.style(named: outcome.style).scaled(by: controller.scaleFactor).iconSize
        request.hints.image = request.hints.image?.scaledToFit(maxSide: min(512, max(32, 2 * side)))
        let id = assignID(request)
        let entry = Entry(id: id, request: request, history: outcome.history ?? !request.hints.transient)
        if outcome.skip == true {
            bus?.emitClosed(id: id, reason: .undefined)
            return id
        }
        let critical = (outcome.urgency ?? Urgency(request.hints.urgency)) == .critical
        if paused && !critical {
            held.append(entry)
            return id
        }
        show(entry)
        return id
    }

    func closeNotification(id: UInt32) {
        if let i = held.firstIndex(where: { $0.id == id }) {
            held.remove(at: i)
            bus?.emitClosed(id: id, reason: .closedByCall)
            return
        }
        guard live[id] != nil else { return }
        closingByCall.insert(id)
        controller.dismiss(notification: id, now: controller.clock.now())
    }

    func notificationBusLostName() {
        logger.warning("another notification daemon took org.freedesktop.Notifications: notifications stop here")
    }

    // MARK: Showing

    /// The id a Notify gets: its `replaces_id` or stack tag when that one is still here.
    private func assignID(_ request: NotificationRequest) -> UInt32 {
        if request.replacesID != 0, live[request.replacesID] != nil || held.contains(where: { $0.id == request.replacesID }) {
            held.removeAll { $0.id == request.replacesID }
            return request.replacesID
        }
        if let tag = request.hints.stackTag, let same = live.values.first(where: { $0.request.hints.stackTag == tag }) {
            return same.id
        }
        defer { nextID = nextID == UInt32.max ? 1 : nextID + 1 }
        return nextID
    }

    private func show(_ entry: Entry) {
        let r = entry.request
        let outcome = outcome(r)
        var spec = OverlaySpec()
        spec.title = r.summary.isEmpty ? nil : r.summary
        spec.text = NotificationMarkup.sanitize(r.body)
        spec.kind = .notification
        spec.urgency = outcome.urgency ?? Urgency(r.hints.urgency)
        spec.style = outcome.style
        spec.value = r.hints.progress
        spec.dismiss = .standard
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
        spec.keepOnAction = r.hints.resident
        if r.hints.resident, r.defaultAction != nil { spec.dismiss = [] }
        switch r.expiry {
        case .never: spec.timeoutMs = 0
        case .milliseconds(let ms): spec.timeoutMs = Int64(ms)
        case .serverDefault: spec.timeoutMs = outcome.timeoutMs ?? (spec.urgency == .critical ? 0 : nil)
        }
        if let x = r.hints.x, let y = r.hints.y {
            // The bubble points at the spot the application named.
            spec.attach = .rect(Rect(x: x, y: y, width: 1, height: 1))
            spec.aboveAll = true
        } else {
            spec.container = outcome.container ?? "notifications"
        }
        if spec.timeoutMs == nil, spec.container == nil { spec.timeoutMs = 10_000 }
        live[entry.id] = entry
        let reply = controller.show(notification: entry.id, spec: spec, now: controller.clock.now())
        if reply["ok"]?.boolValue != true {
            logger.warning("notification not shown: \(reply["error"]?.stringValue ?? "")")
            live[entry.id] = nil
            bus?.emitClosed(id: entry.id, reason: .undefined)
        }
    }

    // MARK: Events from the overlays

    /// Clicks invoke the default action; a dismissal closes the notification.
    func observe(_ event: OverlayEvent) {
        switch event {
        case .action(let overlay, let key):
            guard let id = NotificationCenter.notificationID(overlay), live[id] != nil else { return }
            invoke(id, key: key)
        case .clicked(let overlay):
            guard let id = NotificationCenter.notificationID(overlay), let entry = live[id],
                  entry.request.defaultAction != nil else { return }
            invoke(id, key: "default")
        case .dismissed(let overlay, let reason):
            guard let id = NotificationCenter.notificationID(overlay), let entry = live.removeValue(forKey: id) else { return }
            if entry.history {
                history.append(entry)
                if history.count > NotificationCenter.historyLimit { history.removeFirst() }
            }
            if closingByCall.remove(id) != nil {
                bus?.emitClosed(id: id, reason: .closedByCall)
                return
            }
            bus?.emitClosed(id: id, reason: NotificationCenter.closeReason(reason))
        default:
            break
        }
    }

    static func closeReason(_ reason: DismissReason) -> NotificationCloseReason {
        switch reason {
        case .timeout: return .expired
        case .click, .outside, .escape, .drag, .request, .action: return .dismissed
        case .sourceGone, .replaced, .grabFailed: return .undefined
        }
    }

    /// Sends the activation token, then the action (the order the specification asks).
    private func invoke(_ id: UInt32, key: String) {
        bus?.emitActivationToken(id: id, token: "overlayd-\(id)-\(MonotonicClock.microseconds())")
        bus?.emitActionInvoked(id: id, key: key)
    }

    // MARK: overlayctl notifications …

    func handle(_ command: NotificationCommand) -> JSONValue {
        switch command {
        case .pause: paused = true
        case .resume: resume()
        case .toggle: if paused { resume() } else { paused = true }
        case .status: break
        case .count:
            return Reply.ok([("displayed", .int(live.count)), ("waiting", .int(held.count)), ("history", .int(history.count))])
        case .history:
            return Reply.ok([("history", .array(history.reversed().map(describe)))])
        case .historyPop:
            guard let last = history.popLast() else { return Reply.error("the history is empty") }
            var again = last
            again.id = assignID(NotificationRequest())
            show(again)
            return Reply.ok([("id", .int(Int(again.id)))])
        case .closeAll:
            let ids = Array(live.keys)
            for id in ids {
                controller.dismiss(notification: id, now: controller.clock.now())
            }
            return Reply.ok([("closed", .int(ids.count))])
        case .action(let id, let key):
            guard let target = id ?? live.keys.max() else { return Reply.error("no notification is shown") }
            guard let entry = live[target] else { return Reply.error("no such notification: \(target)") }
            let k = key ?? "default"
            guard entry.request.actions.contains(where: { $0.key == k }) else {
                return Reply.error("notification \(target) has no action: \(k)")
            }
            invoke(target, key: k)
            if !entry.request.hints.resident {
                controller.dismiss(notification: target, now: controller.clock.now())
            }
            return Reply.ok([("id", .int(Int(target))), ("action", .string(k))])
        }
        return Reply.ok([("paused", .bool(paused)), ("waiting", .int(held.count))])
    }

    private func resume() {
        paused = false
        let waiting = held
        held.removeAll()
        for entry in waiting { show(entry) }
    }

    private func describe(_ e: Entry) -> JSONValue {
        .object([("id", .int(Int(e.id))), ("app", .string(e.request.appName)), ("summary", .string(e.request.summary)),
                 ("body", .string(e.request.body))])
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
