// NotificationCenter+Commands: `overlayctl notifications …`, answered with JSON replies.
import OverlayCore
import OverlayDBus
import OverlayProtocol

extension NotificationCenter {
    func handle(_ command: NotificationCommand) -> JSONValue {
        batch { answer(command) }
    }

    private func answer(_ command: NotificationCommand) -> JSONValue {
        switch command {
        case .pause: dunstSetPauseLevel(NotificationBus.maxPauseLevel)
        case .resume: dunstSetPauseLevel(0)
        case .toggle: dunstSetPauseLevel(paused ? 0 : NotificationBus.maxPauseLevel)
        case .status: break
        case .count:
            let c = dunstCounts
            return Reply.ok([("displayed", .int(Int(c.displayed))), ("waiting", .int(Int(c.waiting))),
                             ("history", .int(Int(c.history)))])
        case .history:
            return Reply.ok([("history", .array(history.reversed().map(describe)))])
        case .historyPop:
            guard let id = popHistory(id: nil) else { return Reply.error("the history is empty") }
            return Reply.ok([("id", .int(Int(id)))])
        case .closeAll:
            return Reply.ok([("closed", .int(closeAll()))])
        case .action(let id, let key):
            guard let target = id ?? live.keys.max() else { return Reply.error("no notification is shown") }
            guard let entry = live[target] else { return Reply.error("no such notification: \(target)") }
            let k = key ?? "default"
            guard entry.request.actions.contains(where: { $0.key == k }) else {
                return Reply.error("notification \(target) has no action: \(k)")
            }
            invoke(target, key: k)
            if !entry.request.hints.resident { dismiss(target) }
            return Reply.ok([("id", .int(Int(target))), ("action", .string(k))])
        }
        return Reply.ok([("paused", .bool(paused)), ("waiting", .int(held.count))])
    }

    private func describe(_ e: Entry) -> JSONValue {
        .object([("id", .int(Int(e.id))), ("app", .string(e.request.appName)), ("summary", .string(e.request.summary)),
                 ("body", .string(e.request.body))])
    }
}
