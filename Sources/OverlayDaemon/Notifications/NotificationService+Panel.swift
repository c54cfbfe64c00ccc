// NotificationService+Panel: the notification center's panel seen from the notifications:
// what it lists (shown, waiting and past notifications, newest first), opening and closing
// it (`overlayctl notifications center`), and carrying out what the user does in it. Enter
// never does nothing: a gone sender's entry opens its desktop entry, else its first link,
// else shows its whole body, else the panel says why nothing opened.
import OverlayCore
import OverlayDBus
import OverlayProtocol

extension NotificationService {
    /// Everything the panel lists, newest first: shown and waiting ones, then the history.
    func panelEntries() -> [CenterEntry] {
        queue.newestFirst.map { CenterEntry($0.entry, live: $0.live, unread: queue.showsUnread($0.entry)) }
    }

    func panel(_ verb: CenterVerb) -> JSONValue {
        let open = host.isCenterOpen
        let wantOpen = verb == .toggle ? !open : verb == .open
        guard wantOpen != open else { return Reply.ok([("open", .bool(open))]) }
        guard wantOpen else {
            host.closeCenter()
            return Reply.ok([("open", .bool(false))])
        }
        queue.beginReading()
        // The entries on screen are marked read as it paints them (`CenterCommand.seen`).
        return host.openCenter(entries: panelEntries(), paused: queue.paused, now: host.clock.now())
    }

    /// The list changed: an open panel shows it again.
    func refreshPanel() {
        guard host.isCenterOpen else { return }
        host.centerChanged(entries: panelEntries(), paused: queue.paused, now: host.clock.now())
    }

    /// What the user asked in the panel.
    func panelCommand(_ command: CenterCommand) {
        // Reported while the panel paints: only the count changes, the list it paints does not.
        if case .seen(let ids) = command { return markRead(ids) }
        batch {
            switch command {
            case .invoke(let id): activate(id, key: nil)
            case .action(let id, let key): activate(id, key: key)
            case .remove(let id):
                if queue.isCurrent(id) { close(id) }
                if removeFromHistory(id) { signals?.emitHistoryRemoved(id: id) }
            case .setPaused(let on): setPauseLevel(on ? NotificationBus.maxPauseLevel : 0)
            case .clearAll:
                closeAll()
                let n = clearHistory()
                signals?.emitHistoryCleared(count: n)
            case .seen: break
            }
        }
    }

    /// Enter or a click: a live sender hears the action (its token first); a sender that is
    /// gone gets its desktop entry started. The panel closes once something happened.
    private func activate(_ id: UInt32, key: String?) {
        if let entry = queue.live[id], let k = key ?? entry.request.defaultAction?.key {
            invoke(id, key: k)
            if !entry.request.hints.resident { dismiss(id) }
            host.closeCenter()
            return
        }
        guard let entry = queue.entry(id) else { return }
        guard let desktop = entry.request.hints.desktopEntry, !desktop.isEmpty else { return fallBack(entry) }
        guard opener.start(desktopEntry: desktop) else { return fallBack(entry, why: "No application \(desktop) to open") }
        host.closeCenter()
    }

    /// Enter on an entry with no sender to hear it and nothing to launch: its first link opens
    /// (as dunst's `open_url`, only the schemes `link-schemes` allows; the panel closes), else a
    /// body cut at 3 lines is shown whole, else the panel says so: never a silent nothing.
    private func fallBack(_ entry: NotificationEntry, why: String? = nil) {
        if let link = menus.openableLinks(entry).first {
            opener.open(link: link.href)
            host.closeCenter()
            return
        }
        if host.expandInCenter(entry.id) { return }
        let app = entry.request.appName.isEmpty ? "Its sender" : entry.request.appName
        // A sender still there that offers no default action is not gone.
        let stillThere = queue.isCurrent(entry.id)
        let text = why ?? (stillThere ? "\(app) offers nothing to open" : "\(app) has gone: nothing to open")
        logger.info("notification \(entry.id): \(text)")
        host.sayInCenter(text)
    }
}
