// NotificationService+Show: a notification put on the screen as an overlay (its spec from the
// rules and style: OverlaySpec+Notification), and taken off again (dismissed, or hidden to
// wait while do-not-disturb is on).
import OverlayCore
import OverlayProtocol

extension NotificationService {
    /// `inPlaceOf`: a shown one it repeats, whose place in its container it takes.
    func show(_ entry: NotificationEntry, inPlaceOf repeated: UInt32? = nil) {
        let outcome = outcome(entry.request)
        let container = outcome.container ?? "notifications"
        var spec = OverlaySpec.notification(entry, outcome: outcome, config: host.config, gestures: host.containerConfig(container),
                                            countPrefix: indicators(entry),
                                            screen: { self.host.containerScreen($0, container) })
        spec.inPlaceOf = repeated.map(OverlayID.notification)
        queue.display(entry)
        let reply = host.show(notification: entry.id, spec: spec, now: host.clock.now())
        if reply["ok"]?.boolValue != true {
            logger.warning("notification not shown: \(reply["error"]?.stringValue ?? "")")
            queue.drop(entry.id)
            signals?.emitClosed(id: entry.id, reason: .undefined)
        }
    }

    func dismiss(_ id: UInt32) {
        host.dismiss(notification: id, now: host.clock.now())
    }

    /// Takes shown notifications off the screen without closing them, with one layout of
    /// what remains (`Controller.dismiss(notifications:)`). The queue has already moved them
    /// to wait, so their overlays' dismissals close nothing.
    func hide(_ ids: [UInt32]) {
        host.dismiss(notifications: ids, now: host.clock.now())
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
