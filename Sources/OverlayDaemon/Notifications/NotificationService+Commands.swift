// NotificationService+Commands: `overlayctl notifications …`, answered with JSON replies
// (overlayctl prints them as plain text unless --json).
import OverlayCore
import OverlayDBus
import OverlayProtocol

extension NotificationService {
    func handle(_ command: NotificationCommand) -> JSONValue {
        batch { answer(command) }
    }

    private func answer(_ command: NotificationCommand) -> JSONValue {
        switch command {
        case .pause: setPauseLevel(NotificationBus.maxPauseLevel)
        case .resume: setPauseLevel(0)
        case .toggle: setPauseLevel(queue.paused ? 0 : NotificationBus.maxPauseLevel)
        case .pauseLevel(let level?): setPauseLevel(min(level, NotificationBus.maxPauseLevel))
        case .status, .isPaused, .pauseLevel(nil): break
        case .count:
            let c = counts
            return Reply.ok([("displayed", .int(Int(c.displayed))), ("waiting", .int(Int(c.waiting))),
                             ("history", .int(Int(c.history))), ("unread", .int(unreadCount))])
        case .center(let verb):
            return panel(verb)
        case .history:
            return Reply.ok([("history", .array(queue.history.reversed().map(describe)))])
        case .historyPop(let id):
            guard let shown = popHistory(id: id) else {
                return Reply.error(id.map { "not in the history: \($0)" } ?? "the history is empty")
            }
            return Reply.ok([("id", .int(Int(shown)))])
        case .historyRemove(let id):
            guard removeFromHistory(id) else { return Reply.error("not in the history: \(id)") }
            signals?.emitHistoryRemoved(id: id)
            return Reply.ok([("id", .int(Int(id)))])
        case .historyClear:
            let n = clearHistory()
            signals?.emitHistoryCleared(count: n)
            return Reply.ok([("cleared", .int(Int(n)))])
        case .close(let id):
            guard let target = id ?? queue.displayOrder.first?.id else { return Reply.error("no notification is shown") }
            guard queue.isCurrent(target) else {
                return Reply.error("no such notification: \(target)")
            }
            close(target)
            return Reply.ok([("id", .int(Int(target)))])
        case .closeAll:
            return Reply.ok([("closed", .int(closeAll()))])
        case .action(let id, let key):
            guard let target = id ?? queue.live.keys.max() else { return Reply.error("no notification is shown") }
            guard let entry = queue.live[target] else { return Reply.error("no such notification: \(target)") }
            let k = key ?? "default"
            guard entry.request.actions.contains(where: { $0.key == k }) else {
                return Reply.error("notification \(target) has no action: \(k)")
            }
            invoke(target, key: k)
            if !entry.request.hints.resident { dismiss(target) }
            return Reply.ok([("id", .int(Int(target))), ("action", .string(k))])
        case .context:
            do throws(DunstControlError) { try menus.openContextMenu(contextMenuLines) } catch { return Reply.error(error.message) }
            return Reply.ok()
        case .rules:
            return Reply.ok([("rules", rules.list())])
        case .rule(let name, let change):
            let state: Int32 = change == .disable ? 0 : change == .enable ? 1 : 2
            do throws(DunstControlError) { try rules.set(name, state: state) } catch { return Reply.error(error.message) }
            return Reply.ok([("name", .string(name)), ("enabled", .bool(rules.isEnabled(name)))])
        }
        return Reply.ok([("paused", .bool(queue.paused)), ("level", .int(Int(queue.pauseLevel))), ("waiting", .int(queue.waiting.count))])
    }

    /// Closes a notification as the user would (NotificationClosed reason 2), shown or waiting.
    func close(_ id: UInt32) {
        if let entry = queue.takeWaiting(id) {
            remember(entry)
            signals?.emitClosed(id: id, reason: .dismissed)
        } else {
            dismiss(id)
        }
    }

    private func describe(_ e: NotificationEntry) -> JSONValue {
        .object([("id", .int(Int(e.id))), ("app", .string(e.request.appName)), ("summary", .string(e.request.summary)),
                 ("body", .string(e.request.body)), ("urgency", .string(e.urgency.rawValue))])
    }
}
