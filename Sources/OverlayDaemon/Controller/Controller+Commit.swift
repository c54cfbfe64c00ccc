// Controller+Commit: dismissing, expiring, and the commit that lays out what changed and
// pushes the windows.
import OverlayCore
import OverlayProtocol
import OverlayRender

extension Controller {
    /// Tells the notification service (for a notification) and watchers what happened.
    /// For one overlay `shown` always goes first: an event of an overlay never announced
    /// (one that ended while its request placed it) is not sent, and that request's reply
    /// says why instead (`endedReply`).
    func emit(_ event: OverlayEvent, for id: OverlayID) {
        guard announcements.admit(event, for: id) else { return }
        // Only a notification's own overlay speaks for it: a client's `--id n3` is not notification 3.
        if case .notification(let n) = id, let typed = NotificationEvent(event, notification: n) { onNotificationEvent(typed) }
        onEvent(event, id)
    }

    /// The reply to a request whose overlay ended at once (its source went while it was
    /// placed): an error, with the id and the reason `--wait` prints.
    func endedReply(_ id: OverlayID, _ spec: OverlaySpec) -> JSONValue {
        let source = spec.attach.map { "\($0)" } ?? "the source"
        return Reply.ended(id: id.description, reason: DismissReason.sourceGone.rawValue,
                           message: "\(id): \(source) went before the overlay could be shown (source-gone)")
    }

    /// Shows, updates or removes the "+N more" overlay of a container.
    func updateMore(_ name: String, count: Int) {
        let id = OverlayID.more(container: name)
        guard count > 0 else {
            if scene[id] != nil { dismiss(id, reason: .request, announce: false) }
            return
        }
        let spec = ContainerRoom.moreSpec(count: count)
        if rooms.popovers[id] == nil { rooms.popovers.add(id, content: PopoverRoom.content(of: spec)) }
        else { rooms.popovers.setContent(id, PopoverRoom.content(of: spec)) }
        scene.upsert(id: id, spec: spec, now: clock.now())
        pending.dirty.insert(id)
    }

    /// Removes an overlay and tells watchers why. Its exit plays unless `exit` is false (a
    /// replacement takes its place at once).
    func dismiss(_ id: OverlayID, reason: DismissReason, announce: Bool = true, exit: Bool = true, at when: Instant? = nil) {
        let leaving = !exit || pending.push.contains(.overlay(id)) ? [] : assembly.leaving(id)
        let copyKeys = rooms.containers.copies(of: id).dropFirst().map { WindowKey.copy(id, monitor: $0.monitor) }
        guard let removed = scene.remove(id) else { return }
        let now = clock.now()
        // Every copy goes with it, playing the same exit where there is one.
        let exits = rooms.animations.startExits(leaving, spec: removed.spec, composited: { self.mode(on: $0) == .argb },
                                                desktop: rooms.sources.desktop, now: now)
        for (key, playing) in exits {
            presenter.rekey(key, to: playing)
            pending.push.insert(playing)
        }
        pending.removed.formUnion(copyKeys)
        pending.dirty.remove(id)
        pending.push.remove(.overlay(id))
        let effects = rooms.all.flatMap { $0.forget(id, now: when ?? now) }
        pending.removed.formUnion([WindowKey.overlay(id), .backdrop(id)].filter { key in !exits.contains { $0.from == key } })
        // The last overlay went: hand freed heap back to the system (after a flood, RSS
        // would otherwise stay at its peak).
        if scene.count == 0 { returnFreedMemory() }
        announcements.countDismissal()
        if announce { emit(.dismissed(id: id.description, reason: reason), for: id) }
        apply(effects)
    }

    /// Starts an overlay's entrance, before its window is first pushed.
    func startEntrance(_ id: OverlayID, now: Instant) {
        let assembly = self.assembly
        guard let spec = scene[id]?.spec, let layout = assembly.restingLayout(id) else { return }
        let screen = screen(of: id)
        rooms.animations.enter(id, spec: spec, layout: layout, hasBackground: assembly.background(of: id) != nil,
                               composited: mode(on: screen) == .argb, desktop: rooms.sources.desktop(screen), now: now)
    }

    /// Dismisses whatever timed out by `now`, shows tooltips whose delay passed, steps
    /// transitions and retries grabs.
    func expire(now: Instant) {
        let due = scene.expired(at: now).map { ($0, scene[$0]?.deadline ?? now) }
        // A container counts the delay after a timeout from when it was due, not from a late tick.
        for (id, deadline) in due { dismiss(id, reason: .timeout, at: deadline) }
        for room in rooms.all { apply(room.tick(now: now)) }
        if !due.isEmpty || !pending.dirty.isEmpty || !pending.push.isEmpty || !pending.removed.isEmpty { commit() }
    }

    /// Runs `body` and commits once at its end: showing 700 notifications a resume let through
    /// laid their column out and pushed it 700 times.
    func withOneCommit(_ body: () -> Void) {
        pending.held += 1
        body()
        pending.held -= 1
        if pending.held == 0 { commit() }
    }

    /// Lays out what changed and pushes the scene to the window system.
    func commit() {
        guard pending.held == 0 else { return }
        defer { rooms.containers.endCommit() }
        // A layout can dirty others (a container's column moves up): a few rounds at most.
        for _ in 0..<4 where !pending.dirty.isEmpty {
            let batch = pending.dirty
            pending.dirty.removeAll()
            for id in batch {
                do throws(Refusal) { try relayout(id) } catch { logger.warning("layout failed: \(id): \(error)") }
            }
        }
        display.watchPointerMotion(rooms.pointer.wantsMotion)
        guard !pending.push.isEmpty || !pending.removed.isEmpty || pending.restack else { return }
        // In show order, so new windows stack as they were shown.
        let ids = scene.inShowOrder(pending.push.compactMap {
            switch $0 {
            case .overlay(let id), .backdrop(let id): return id // a backdrop's fade frame pushes its overlay's windows
            default: return nil
            }
        })
        let now = clock.now()
        let assembly = self.assembly  // one for the whole push, not one per overlay
        let changed = ids.flatMap { assembly.animated($0, now: now) } + rooms.animations.leavingWindows(pending.push, now: now)
        presenter.apply(changed: changed, removed: pending.removed,
                        restack: pending.restack ? scene.stackingOrder.flatMap(assembly.atRest) : nil)
        pending.push.removeAll()
        pending.removed.removeAll()
        pending.restack = false
        display.flush()
    }
}
