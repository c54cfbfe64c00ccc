// NotificationCenter+Panel: the notification center's panel seen from the notifications:
// what it lists (shown, waiting and past notifications, newest first), opening and closing
// it (`overlayctl notifications center`), and carrying out what the user does in it.
import OverlayCore
import OverlayDBus
import OverlayProtocol

extension NotificationCenter {
    /// Everything the panel lists, newest first: shown and waiting ones, then the history.
    func panelEntries() -> [CenterEntry] {
        let current = (Array(live.values) + held).sorted { ($0.arrived, $0.id) > ($1.arrived, $1.id) }
        return current.map { panelEntry($0, live: true) } + history.reversed().map { panelEntry($0, live: false) }
    }

    private func panelEntry(_ e: Entry, live: Bool) -> CenterEntry {
        let r = e.request
        let buttons = r.actions.filter { $0.key != "default" && $0.key != NotificationRequest.inlineReplyKey }
        return CenterEntry(id: e.id, app: r.appName, summary: r.summary, body: e.plainBody,
                           actions: buttons, hasDefault: r.defaultAction != nil, arrived: e.arrived, live: live,
                           unread: e.unread || unreadAtOpen.contains(e.id), desktopEntry: r.hints.desktopEntry,
                           icon: Self.iconName(r))
    }

    func panel(_ verb: CenterVerb) -> JSONValue {
        let open = controller.isCenterOpen
        let wantOpen = verb == .toggle ? !open : verb == .open
        guard wantOpen != open else { return Reply.ok([("open", .bool(open))]) }
        guard wantOpen else {
            controller.closeCenter()
            return Reply.ok([("open", .bool(false))])
        }
        unreadAtOpen = Set((Array(live.values) + held + history).lazy.filter(\.unread).map(\.id))
        let reply = controller.openCenter(entries: panelEntries(), paused: paused, now: controller.clock.now())
        if reply["ok"]?.boolValue == true { markAllRead() }
        return reply
    }

    /// The list changed: an open panel shows it again.
    func refreshPanel() {
        guard controller.isCenterOpen else { return }
        controller.centerChanged(entries: panelEntries(), paused: paused, now: controller.clock.now())
    }

    /// What the user asked in the panel.
    func panelCommand(_ command: CenterCommand) {
        batch {
            switch command {
            case .invoke(let id): activate(id, key: nil)
            case .action(let id, let key): activate(id, key: key)
            case .remove(let id):
                if live[id] != nil || held.contains(where: { $0.id == id }) { close(id) }
                if dunstRemoveFromHistory(id: id) { signals?.emitHistoryRemoved(id: id) }
            case .setPaused(let on): dunstSetPauseLevel(on ? NotificationBus.maxPauseLevel : 0)
            case .clearAll:
                closeAll()
                let n = dunstClearHistory()
                signals?.emitHistoryCleared(count: n)
            }
        }
    }

    /// Enter or a click: a live sender hears the action (its token first); a sender that is
    /// gone gets its desktop entry started. The panel closes once something happened.
    private func activate(_ id: UInt32, key: String?) {
        if let entry = live[id], let k = key ?? entry.request.defaultAction?.key {
            invoke(id, key: k)
            if !entry.request.hints.resident { dismiss(id) }
            controller.closeCenter()
            return
        }
        let entry = live[id] ?? held.first { $0.id == id } ?? history.last { $0.id == id }
        guard let desktop = entry?.request.hints.desktopEntry else {
            logger.info("notification \(id): no action to invoke and no desktop-entry hint to launch")
            return
        }
        guard let argv = DesktopEntryLauncher.command(for: desktop, environment: launchEnvironment) else {
            logger.warning("no desktop file for desktop-entry: \(desktop)")
            return
        }
        launch(argv)
        controller.closeCenter()
    }

    /// What the panel draws for `r`: its image path or icon, else its app icon.
    static func iconName(_ r: NotificationRequest) -> String? {
        switch r.picture {
        case .file(let path)?: return path
        case .themeIcon(let name)?: return name
        case .pixels?, nil: return r.appIcon.isEmpty || r.appIcon.hasPrefix("file://") ? nil : r.appIcon
        }
    }
}
