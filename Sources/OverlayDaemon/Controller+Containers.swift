// Controller+Containers: overlays that queue and line up in a config container (a
// notification column): the queue decides which show, the arrangement where they go,
// and a "+N more" overlay counts the ones waiting.
import OverlayCore
import OverlayProtocol
import OverlayRender

/// A container's arrangement by overlay id: each member's body and the "+N more" body, in
/// root coordinates, on each monitor it shows on (the home monitor first).
struct ContainerSlots {
    typealias Placed = [(monitor: String, body: Rect)]
    var bodies: [OverlayID: Placed]
    var more: Placed
}

extension Controller {
    func containerConfig(_ name: String) -> ContainerConfig {
        config.containers[name] ?? ContainerConfig()
    }

    /// Puts an overlay in its container's queue, which now owns its timeout.
    func enqueue(_ id: OverlayID, in name: String, timeoutMs: Int64?, now: Instant) {
        live[id]?.container = name
        live[id]?.queued = true
        scene.clearDeadline(id)
        updateQueue(name, now: now) { $0.enqueue(id, timeoutMs: timeoutMs, now: now) }
    }

    func removeFromContainer(_ id: OverlayID, _ name: String, now: Instant) {
        guard containers[name]?.contains(id) == true else { return }
        updateQueue(name, now: now) { $0.remove(id, now: now) }
    }

    /// Changes a container's queue in place (a copy would copy every waiting overlay on each
    /// call), then carries out what it decided.
    func updateQueue(_ name: String, now: Instant, _ change: (inout ContainerQueue) -> [ContainerQueue.Change]) {
        let shownBefore = containers[name]?.shown ?? []
        let changes = change(&containers[name, default: ContainerQueue(config: containerConfig(name))])
        apply(changes, container: name, shownBefore: shownBefore, now: now)
    }

    /// Carries out what the queue decided, then lines the container up again when the
    /// overlays shown changed. A newcomer that only waits moves nobody: the cost of a
    /// notification does not grow with the number already up.
    func apply(_ changes: [ContainerQueue.Change], container name: String, shownBefore: [OverlayID], now: Instant) {
        for change in changes {
            switch change {
            case .show(let id):
                live[id]?.queued = false
            case .dismiss(let id, let reason):
                dismiss(id, reason: reason == .timeout ? .timeout : .replaced)
            case .moreCount(let n):
                updateMore(name, count: n, now: now)
            }
        }
        let shown = containers[name]?.shown ?? []
        if shown != shownBefore {
            containerArrangements[name] = nil
            dirty.formUnion(shown)
            dirty.insert(.more(container: name))
        }
        if containers[name]?.isEmpty ?? false { containers[name] = nil }
    }

    /// Lines up a container's shown overlays and its "+N more" again (one of them changed size).
    func relayoutContainer(_ name: String, except id: OverlayID) {
        containerArrangements[name] = nil
        dirty.formUnion(containers[name]?.shown ?? [])
        dirty.insert(.more(container: name))
        dirty.remove(id)
    }

    /// The index of the monitor a container is on, resolved once per commit.
    func containerMonitorIndex(_ name: String, _ cfg: ContainerConfig) -> Int {
        if let i = containerMonitors[name] { return i }
        let i = monitorIndex(cfg.monitor) ?? monitors.firstIndex { $0.primary } ?? 0
        containerMonitors[name] = i
        return i
    }

    /// Shows, updates or removes the "+N more" overlay of a container.
    func updateMore(_ name: String, count: Int, now: Instant) {
        let id = OverlayID.more(container: name)
        // "+N more" coming or going changes the room the shown ones have: line them up again.
        if (count > 0) != (scene[id] != nil) {
            containerArrangements[name] = nil
            dirty.formUnion(containers[name]?.shown ?? [])
        }
        guard count > 0 else {
            if scene[id] != nil { dismiss(id, reason: .request, announce: false) }
            return
        }
        var spec = OverlaySpec()
        spec.text = "+\(count) more"
        spec.kind = .notification
        spec.clickThrough = true
        spec.dismiss = []
        if scene[id] == nil {
            scene.upsert(id: id, spec: spec, now: now)
            live[id] = LiveOverlay(content: PopoverContent(title: nil, text: spec.text ?? ""))
            live[id]?.container = name
        } else {
            scene.upsert(id: id, spec: spec, now: now)
            live[id]?.content = PopoverContent(title: nil, text: spec.text ?? "")
            live[id]?.contentChanged = true
        }
        dirty.insert(id)
    }

    /// Where a container member (or its "+N more") goes: its slot in the arrangement on the
    /// container's monitor, and under all-monitors its window frame on every monitor (the
    /// home monitor's first). Nil while it waits in the queue.
    func containerLayout(_ id: OverlayID, _ name: String, style: Style,
                         ownSize: Size) throws(RenderError) -> (PopoverLayout, [MonitorCopy])? {
        guard let q = containers[name] else { return nil }
        let slots: ContainerSlots
        if let cached = containerArrangements[name] {
            slots = cached
        } else {
            slots = try arrangeContainer(name, q, ownID: id, ownSize: ownSize, style: style)
            containerArrangements[name] = slots
        }
        let cfg = containerConfig(name)
        let bodies = (id == .more(container: name) ? slots.more : slots.bodies[id]) ?? []
        guard let body = bodies.first?.body else { return nil }
        let frame = body.inset(by: style.shadowMargins.negated)
        let layout = PopoverLayout(frame: frame, body: body.offsetBy(Point(x: -frame.x, y: -frame.y)), arrow: nil,
                                   anchor: cfg.anchor, gravity: .center)
        let copies = cfg.allMonitors
            ? bodies.map { MonitorCopy(monitor: $0.monitor, frame: $0.body.inset(by: style.shadowMargins.negated)) } : []
        return (layout, copies)
    }

    /// Arranges a container's shown overlays and its "+N more" on its monitor (on every
    /// monitor under all-monitors), with `ownSize` for the one being laid out (its new size
    /// is not stored yet).
    private func arrangeContainer(_ name: String, _ q: ContainerQueue, ownID id: OverlayID, ownSize: Size,
                                  style: Style) throws(RenderError) -> ContainerSlots {
        let cfg = containerConfig(name)
        var members: [OverlayID] = []
        var sizes: [Size] = []
        for member in q.shown {
            if member == id { members.append(member); sizes.append(ownSize); continue }
            guard let l = live[member], let o = scene[member] else { continue }
            if l.contentChanged || l.bodySize == .zero {
                let s = self.style(for: o.spec)
                live[member]?.bodySize = try painter.measure(l.content, style: s, maxWidth: o.spec.maxWidth ?? s.maxWidth)
            }
            members.append(member)
            sizes.append(live[member]?.bodySize ?? l.bodySize)
        }
        let moreID = OverlayID.more(container: name)
        var moreSize: Size?
        if id == moreID {
            moreSize = ownSize
        } else if let m = live[moreID], q.moreCount > 0 {
            if m.contentChanged || m.bodySize == .zero {
                live[moreID]?.bodySize = try painter.measure(m.content, style: style, maxWidth: style.maxWidth)
            }
            moreSize = live[moreID]?.bodySize ?? m.bodySize
        }
        let screen = Rect(origin: .zero, size: display.screenSize)
        if workAreas.count != monitors.count { _ = constraintMonitor(for: screen, spec: OverlaySpec()) }
        let padding = Insets(all: style.screenPadding)
        var areas = monitors.indices.map { i in
            (monitor: monitors[i].name, area: (i < workAreas.count ? workAreas[i] : monitors[i].rect).inset(by: padding))
        }
        if areas.isEmpty { areas = [(monitor: "", area: screen.inset(by: padding))] }
        // Under all-monitors the home copy stays on the primary monitor, so focus moving between
        // monitors never swaps windows around.
        let primary = monitors.firstIndex { $0.primary } ?? 0
        let home = cfg.allMonitors ? primary : containerMonitorIndex(name, cfg)
        let placed = ContainerArrangement.arrange(sizes, more: moreSize, config: cfg, on: areas,
                                                  home: areas.indices.contains(home) ? home : 0)
        var bodies: [OverlayID: ContainerSlots.Placed] = [:]
        for (i, member) in members.enumerated() where bodies[member] == nil {
            bodies[member] = placed.compactMap { p in
                i < p.arrangement.frames.count ? (p.monitor, p.arrangement.frames[i]) : nil
            }
        }
        let more: ContainerSlots.Placed = placed.compactMap { p in p.arrangement.more.map { (p.monitor, $0) } }
        return ContainerSlots(bodies: bodies, more: more)
    }
}
