// NotificationService+Control: what dunstctl (org.dunstproject.cmd0) and `overlayctl
// notifications` ask of the notifications: close, history, pause level, actions, rules.
import OverlayCore
import OverlayDBus
import OverlayProtocol

extension NotificationService: DunstControlDelegate {
    // MARK: Closing

    func dunstCloseLast() {
        guard let first = queue.displayOrder.first else { return }
        dismiss(first.id)
    }

    /// Closes every notification, shown or waiting (dunst closes both, as dismissed by the user,
    /// the shown ones first, in display order).
    @discardableResult
    func closeAll() -> Int {
        batch {
            let shown = queue.displayOrder.map(\.id), waiting = queue.waiting.map(\.id)
            // One layout for all (the queue would show each waiting one before it goes).
            host.dismiss(notifications: shown, now: host.clock.now())
            waiting.forEach(close)
            return shown.count + waiting.count
        }
    }

    func dunstCloseAll() { closeAll() }

    // MARK: History

    /// Keeps a closed notification, if it is one to keep.
    func remember(_ entry: NotificationEntry) {
        guard entry.history else { return }
        queue.remember(entry, historyLength: historyLength)
        historyChanged()
    }

    func dunstHistory() -> [BusRecord] { queue.history.reversed().map(historyRecord) }

    /// Shows a closed notification again, with its id (as dunst does) unless another took it
    /// meanwhile, until dismissed. nil: the newest. Returns the id it has now.
    @discardableResult
    func popHistory(id: UInt32?) -> UInt32? {
        guard let (again, arrival) = queue.popHistory(id: id) else { return nil }
        historyChanged()
        if arrival == .show { show(again) }
        return again.id
    }

    func dunstPopHistory(id: UInt32?) { popHistory(id: id) }

    func dunstRemoveFromHistory(id: UInt32) -> Bool {
        guard queue.removeFromHistory(id) else { return false }
        historyChanged()
        refreshPanel()
        return true
    }

    func dunstClearHistory() -> UInt32 {
        let n = UInt32(queue.clearHistory())
        historyChanged()
        refreshPanel()
        return n
    }

    /// One history entry with dunst's keys and types (busctl prints them as dunst's do).
    func historyRecord(_ e: NotificationEntry) -> BusRecord {
        let r = e.request
        let body = NotificationMarkup.parse(r.body, linkSchemes: host.config.notifications.linkSchemes)
        let progress: Int32 = r.hints.progress.map { Int32($0) } ?? -1
        let timeout = e.timeoutMs ?? defaultTimeoutMs
        // dunst's `message` is its default format, "<b>%s</b>\n%b", filled in.
        let message = (r.summary.isEmpty ? "" : "<b>\(NotificationMarkup.escape(r.summary))</b>\n") + body.markup
        return [
            ("body", .string(r.body)),
            ("message", .string(message)),
            ("summary", .string(r.summary)),
            ("appname", .string(r.appName)),
            ("category", .string(r.hints.category ?? "")),
            ("default_action_name", .string("default")),
            ("icon_path", .string(r.picture.flatMap { if case .file(let p) = $0 { p } else { nil } } ?? "")),
            ("id", .int32(Int32(bitPattern: e.id))),
            ("timestamp", .int64(e.timestamp)),
            ("timeout", .int64(timeout * 1000)),
            ("progress", .int32(progress)),
            ("urgency", .string(e.urgency.rawValue.uppercased())),
            ("stack_tag", .string(e.stackTag ?? "")),
            ("urls", .string(body.links.map(\.href).joined(separator: "\n"))),
        ]
    }

    /// What a rule's script is told about `e`.
    func scriptSubject(_ e: NotificationEntry) -> ScriptSubject {
        let r = e.request
        let record = Dictionary(historyRecord(e).map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        func text(_ key: String) -> String { if case .string(let s)? = record[key] { s } else { "" } }
        return ScriptSubject(
            id: e.id, appName: r.appName, summary: r.summary, body: r.body, icon: r.appIcon, iconPath: text("icon_path"),
            urgency: e.urgency.rawValue.uppercased(), progress: r.hints.progress ?? -1, category: r.hints.category ?? "",
            stackTag: e.stackTag ?? "", urls: text("urls"), timeoutMs: e.timeoutMs ?? defaultTimeoutMs,
            timestampMs: e.timestamp / 1000, desktopEntry: r.hints.desktopEntry ?? "")
    }

    /// How long a notification without a timeout of its own stays: its container's timeout.
    var defaultTimeoutMs: Int64 { host.config.containers["notifications"]?.timeoutMs ?? 0 }

    // MARK: Pause

    var dunstPauseLevel: UInt32 { queue.pauseLevel }

    /// Pausing takes the shown notifications off the screen to wait with the new ones
    /// (critical ones stay and still come through); resuming shows them all again.
    func dunstSetPauseLevel(_ level: UInt32) {
        switch queue.setPauseLevel(level) {
        case .takeOff(let ids): hide(ids)
        case .show(let waiting): host.withOneCommit { waiting.forEach { show($0) } }
        case .nothing: break
        }
        // dunstctl's calls come here outside a batch: the switch in the center follows.
        publish()
    }

    /// Displayed: on screen; waiting: held back by the pause, or queued in a container
    /// behind its "+N more" (dunst's notification_limit).
    var dunstCounts: DunstCounts {
        let queued = queue.live.keys.filter { host.isQueued(.notification($0)) }.count
        return DunstCounts(displayed: UInt32(queue.live.count - queued), waiting: UInt32(queue.waiting.count + queued),
                           history: UInt32(queue.history.count))
    }

    // MARK: Actions

    /// dunst's "do action" (`NotificationService.doAction`) on the notification at `position`.
    func dunstAction(position: UInt32) throws(DunstControlError) {
        let shown = queue.displayOrder
        guard Int(position) < shown.count else {
            // Position 0 with nothing shown is no error (a key bound to `dunstctl action`).
            if position == 0 { return }
            throw .invalidArgs("Couldn't activate action for notification in position \(position), \(shown.count) notifications currently open")
        }
        doAction(shown[Int(position)])
    }

    // MARK: Rules

    func dunstEnableRule(name: String, state: Int32) throws(DunstControlError) {
        guard let rule = host.config.rules.last(where: { $0.name == name }) else {
            throw .invalidArgs("There is no rule named \"\(name)\"")
        }
        let now = rule.isEnabled(ruleOverrides)
        ruleOverrides[name] = state == 2 ? !now : state == 1
    }

    func dunstRules() -> [BusRecord] {
        host.config.rules.enumerated().map { i, rule in
            var r: BusRecord = [("name", .string(rule.name ?? "rule\(i + 1)")), ("enabled", .bool(rule.isEnabled(ruleOverrides)))]
            let m = rule.match
            if let v = m.urgency { r.append(("msg_urgency", .string(v))) }
            if let v = m.appName { r.append(("appname", .string(v))) }
            if let v = m.desktopEntry { r.append(("desktop_entry", .string(v))) }
            if let v = m.summary { r.append(("summary", .string(v))) }
            if let v = m.body { r.append(("body", .string(v))) }
            if let v = m.category { r.append(("category", .string(v))) }
            if let v = rule.timeoutMs { r.append(("timeout", .int64(v * 1000))) }
            if let v = rule.urgency { r.append(("urgency", .string(v.rawValue))) }
            if let v = rule.history { r.append(("history_ignore", .bool(!v))) }
            if let v = rule.skip { r.append(("skip_display", .bool(v))) }
            if let v = rule.style { r.append(("style", .string(v))) }
            if let v = rule.container { r.append(("container", .string(v))) }
            if let v = rule.script { r.append(("script", .string(v.joined(separator: " ")))) }
            if let v = rule.stackTag { r.append(("set_stack_tag", .string(v))) }
            return r
        }
    }

    // MARK: Reload

    func dunstReload(configs: [String]) throws(DunstControlError) -> [String] {
        guard configs.isEmpty else {
            throw .failed("overlayd reads overlayd.toml, not a dunstrc: convert it with overlayd --import-dunstrc")
        }
        let reply = host.reloadConfig()
        guard reply["ok"]?.boolValue == true else { throw .failed(reply["error"]?.stringValue ?? "reload failed") }
        return reply["config"]?.stringValue.map { [$0] } ?? []
    }

}
