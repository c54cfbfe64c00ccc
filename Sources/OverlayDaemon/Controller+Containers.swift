// Controller+Containers: overlays that queue and line up in a config container (a
// notification column): the queue decides which show, the arrangement where they go,
// and a "+N more" overlay counts the ones waiting.
import OverlayCore
import OverlayProtocol
import OverlayRender

extension Controller {
    static let morePrefix = "+more:"

    func containerConfig(_ name: String) -> ContainerConfig {
        config.containers[name] ?? ContainerConfig()
    }

    /// Puts an overlay in its container's queue, which now owns its timeout.
    func enqueue(_ id: String, in name: String, timeoutMs: Int64?, now: Instant) {
        var q = containers[name] ?? ContainerQueue(config: containerConfig(name))
        live[id]?.container = name
        live[id]?.queued = true
        scene.clearDeadline(id)
        let changes = q.enqueue(id, timeoutMs: timeoutMs, now: now)
        containers[name] = q
        apply(changes, container: name, now: now)
    }

    func removeFromContainer(_ id: String, _ name: String, now: Instant) {
        guard var q = containers[name], q.contains(id) else { return }
        let changes = q.remove(id, now: now)
        containers[name] = q
        apply(changes, container: name, now: now)
    }

    /// Carries out what the queue decided, then lines the container up again.
    func apply(_ changes: [ContainerQueue.Change], container name: String, now: Instant) {
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
        dirty.formUnion(containers[name]?.shown ?? [])
        dirty.insert(Controller.morePrefix + name)
        if containers[name].map({ $0.shown.isEmpty && $0.waiting.isEmpty }) ?? false { containers[name] = nil }
    }

    /// Shows, updates or removes the "+N more" overlay of a container.
    func updateMore(_ name: String, count: Int, now: Instant) {
        let id = Controller.morePrefix + name
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
    func containerLayout(_ id: String, _ name: String, style: Style,
                         ownSize: Size) throws(RenderError) -> (PopoverLayout, [MonitorCopy])? {
        guard let q = containers[name] else { return nil }
        let cfg = containerConfig(name)
        var sizes: [Size] = []
        for member in q.shown {
            if member == id { sizes.append(ownSize); continue }
            guard var l = live[member], let o = scene[member] else { continue }
            if l.contentChanged || l.bodySize == .zero {
                let s = self.style(for: o.spec)
                l.bodySize = try painter.measure(l.content, style: s, maxWidth: o.spec.maxWidth ?? s.maxWidth)
                live[member] = l
            }
            sizes.append(l.bodySize)
        }
        let moreID = Controller.morePrefix + name
        var moreSize: Size?
        if id == moreID {
            moreSize = ownSize
        } else if var m = live[moreID], q.moreCount > 0 {
            if m.contentChanged || m.bodySize == .zero {
                m.bodySize = try painter.measure(m.content, style: style, maxWidth: style.maxWidth)
                live[moreID] = m
            }
            moreSize = m.bodySize
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
        let home = cfg.allMonitors ? primary : monitorIndex(cfg.monitor) ?? primary
        let placed = ContainerArrangement.arrange(sizes, more: moreSize, config: cfg, on: areas,
                                                  home: areas.indices.contains(home) ? home : 0)
        let bodies: [(monitor: String, body: Rect)] = placed.compactMap { p in
            if id == moreID { return p.arrangement.more.map { (p.monitor, $0) } }
            guard let i = q.shown.firstIndex(of: id), i < p.arrangement.frames.count else { return nil }
            return (p.monitor, p.arrangement.frames[i])
        }
        guard let body = bodies.first?.body else { return nil }
        let frame = body.inset(by: style.shadowMargins.negated)
        let layout = PopoverLayout(frame: frame, body: body.offsetBy(Point(x: -frame.x, y: -frame.y)), arrow: nil,
                                   anchor: cfg.anchor, gravity: .center)
        let copies = cfg.allMonitors
            ? bodies.map { MonitorCopy(monitor: $0.monitor, frame: $0.body.inset(by: style.shadowMargins.negated)) } : []
        return (layout, copies)
    }
}
