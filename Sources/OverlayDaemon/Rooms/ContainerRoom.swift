// ContainerRoom: the containers room. Overlays that queue and line up in a config
// container (a notification column): each container's queue decides which show, its
// arrangement where they go (on every monitor of its screen under all-monitors; under
// `screen = "follow"` one column per X screen), and a "+N more" counts the ones waiting.
// The queues keep their members' timeouts and start them when they show; the scene times them.
import OverlayCore
import OverlayProtocol
import OverlayRender

/// A container's arrangement by overlay id: each member's body and the "+N more" body, in
/// root coordinates, on each monitor it shows on (the home monitor first), and the scale it is
/// drawn at there.
struct ContainerSlots {
    typealias Placed = [(monitor: String, body: Rect, scale: Double)]
    var bodies: [OverlayID: Placed]
    var more: Placed
    /// In a joined column, where each member (and "+N more") meets the others.
    var joins: [OverlayID: PanelJoin] = [:]
}

/// Where one copy of an overlay's window sits (root coordinates), and at what scale it is drawn.
struct MonitorCopy: Equatable {
    /// The monitor's RandR name.
    var monitor: String
    var frame: Rect
    var body: Rect
    /// The factor its monitor's style is scaled by: the home copy's except under a per-monitor
    /// scale, where a copy on a monitor of another DPI is laid out and drawn at its own.
    var scale: Double
}

/// The scales an all-monitors column is drawn at on its monitors.
struct ColumnScales {
    /// The home monitor's factor: what the member being laid out was measured at.
    var home: Double
    /// Each monitor's factor by RandR name (under a per-monitor scale); missing: the home's.
    var monitors: [String: Double] = [:]
    /// The member's style at a factor: its frame's shadow margins and border there.
    var style: (Double) -> Style

    /// One scale on every monitor: every copy is the home copy's picture.
    static func one(_ style: Style) -> ColumnScales { ColumnScales(home: style.fontScale, style: { _ in style }) }

    func of(_ monitor: String) -> Double { monitors[monitor] ?? home }
}


final class ContainerRoom: Room {
    /// Queues of the containers in use, by name.
    private var queues: [String: ContainerQueue] = [:]
    /// Each member's container, and whether it waits in the queue.
    private var members: [OverlayID: (container: String, queued: Bool)] = [:]
    /// Under an all-monitors container: each shown member's window on each monitor, home first.
    private var copies: [OverlayID: [MonitorCopy]] = [:]
    /// What "+N more" says per container (0: not shown).
    private var moreCounts: [String: Int] = [:]
    /// Each column's monitor, resolved once per commit (`focused` costs round trips).
    private var homeMonitors: [Column: Int] = [:]
    /// The X screen each container is on: its newest member's, and its "+N more"'s.
    private var screens: [String: Int] = [:]
    /// Each member's X screen. One for all a container's members, except under `follow`,
    /// where each stays on the screen it arrived on: one column per screen.
    private var memberScreens: [OverlayID: Int] = [:]
    /// Each column's arrangement, computed once for all its members' layouts; dropped
    /// when a member or "+N more" changes size, the shown set changes, and after each commit.
    private var arrangements: [Column: ContainerSlots] = [:]

    /// A container's column on one X screen.
    private struct Column: Hashable {
        var name: String
        var screen: Int
    }

    /// The container an overlay (or a "+N more") is in.
    func container(of id: OverlayID) -> String? {
        if case .more(let name) = id { return name }
        return members[id]?.container
    }

    /// Whether it waits in its queue (no window until the queue shows it).
    func isQueued(_ id: OverlayID) -> Bool { members[id]?.queued ?? false }

    /// Its windows on each monitor under all-monitors, the home one first (else empty).
    func copies(of id: OverlayID) -> [MonitorCopy] { copies[id] ?? [] }

    func nextDeadline(after now: Instant) -> Instant? { queues.values.compactMap(\.nextDeadline).min() }

    /// A container's members: those shown (oldest first) and those waiting (next first);
    /// empty when it is not in use.
    func members(of name: String) -> (shown: [OverlayID], waiting: [OverlayID]) {
        (queues[name]?.shown ?? [], queues[name]?.waiting ?? [])
    }

    /// The screen a container is on (its newest member's); nil before its first member.
    func screen(of name: String) -> Int? { screens[name] }

    /// The screen a member (or a "+N more") is on; nil outside every container.
    func screen(ofMember id: OverlayID) -> Int? {
        guard let name = container(of: id) else { return nil }
        return memberScreens[id] ?? screens[name]
    }

    /// Puts newcomer `id` on `screen` (the config's, or under `follow` the pointer's). A
    /// container that keeps one column moves it whole there: every member and its "+N more"
    /// are laid out again (their windows move to the new screen). Under `follow` (`perScreen`)
    /// the others stay where they are, a column per screen; "+N more" goes with the newest.
    func place(_ id: OverlayID, in name: String, on screen: Int, perScreen: Bool) -> [Effect] {
        let old = screens.updateValue(screen, forKey: name)
        // Members are walked only when the container changes screen (rare, even under follow).
        let all = old == screen ? [] : (queues[name]?.shown ?? []) + (queues[name]?.waiting ?? [])
        if perScreen {
            // The others stay on the screen they are on (a config that just became `follow`).
            if let old { for m in all where m != id && memberScreens[m] == nil { memberScreens[m] = old } }
            memberScreens[id] = screen
        } else {
            memberScreens[id] = nil
            for m in all { memberScreens[m] = nil }
        }
        guard old != screen, let q = queues[name] else { return [] }
        forget(name)
        return q.shown.map(Effect.relayout) + [.relayout(.more(container: name))]
    }

    /// Drops a container's cached arrangements and home monitors, on every screen.
    private func forget(_ name: String) {
        arrangements = arrangements.filter { $0.key.name != name }
        homeMonitors = homeMonitors.filter { $0.key.name != name }
    }

    /// Puts an overlay in its container's queue, which starts its timeout when it shows (and,
    /// under `urgency-first`, shows the more urgent first).
    func enqueue(_ id: OverlayID, in name: String, config: ContainerConfig, timeoutMs: Int64?, urgency: Urgency? = nil,
                 inPlaceOf old: OverlayID? = nil, now: Instant) -> [Effect] {
        members[id] = (name, true)
        return update(name, config: config) { $0.enqueue(id, timeoutMs: timeoutMs, urgency: urgency, inPlaceOf: old, now: now) }
    }

    /// An update set a member's timeout: a waiting one gets it when it shows (a shown one's
    /// timer was restarted by the scene).
    func retime(_ id: OverlayID, timeoutMs: Int64, now: Instant) {
        guard let name = members[id]?.container else { return }
        _ = queues[name]?.enqueue(id, timeoutMs: timeoutMs, now: now)
    }

    /// An overlay went: its queue moves up.
    func forget(_ id: OverlayID, now: Instant) -> [Effect] {
        copies[id] = nil
        memberScreens[id] = nil
        if case .more(let name) = id { moreCounts[name] = nil }
        guard let name = members.removeValue(forKey: id)?.container, queues[name]?.contains(id) == true else { return [] }
        return update(name, config: nil) { $0.remove(id, now: now) }
    }

    /// Waiting members whose turn came (the delay after one left has passed).
    func tick(now: Instant) -> [Effect] {
        // Names first: changing a queue while iterating `queues` would copy it.
        let due = queues.compactMap { name, q in q.nextDeadline.map { $0 <= now } ?? false ? name : nil }
        return due.flatMap { name in update(name, config: nil) { $0.tick(now: now) } }
    }

    /// Changes a container's queue in place (a copy would copy every waiting overlay on each
    /// call), then turns what it decided into effects. A newcomer that only waits moves
    /// nobody: the cost of a notification does not grow with the number already up.
    private func update(_ name: String, config: ContainerConfig?,
                       _ change: (inout ContainerQueue) -> [ContainerQueue.Change]) -> [Effect] {
        let shownBefore = queues[name]?.shown ?? []
        let changes = change(&queues[name, default: ContainerQueue(config: config ?? ContainerConfig())])
        var effects: [Effect] = []
        for change in changes {
            switch change {
            case .show(let id):
                members[id]?.queued = false
                // Its timeout starts now that it shows.
                effects.append(.setTimeout(id, ms: queues[name]?.timeout(of: id) ?? 0))
            case .dismiss(let id, _):
                effects.append(.dismiss(id, .replaced))
            case .hide(let id):
                // A more urgent one took its place: it waits again, its timer stopped, unmapped.
                members[id]?.queued = true
                effects += (copies.removeValue(forKey: id) ?? []).dropFirst().map { .remove(.copy(id, monitor: $0.monitor)) }
                effects += [.setTimeout(id, ms: 0), .relayout(id)]
            case .moreCount(let n):
                // "+N more" coming or going changes the room the shown ones have: line them up again.
                if (n > 0) != ((moreCounts[name] ?? 0) > 0) {
                    forget(name)
                    effects += (queues[name]?.shown ?? []).map(Effect.relayout)
                }
                moreCounts[name] = n > 0 ? n : nil
                effects.append(.moreCount(container: name, count: n))
            }
        }
        let shown = queues[name]?.shown ?? []
        if shown != shownBefore {
            forget(name)
            effects += shown.map(Effect.relayout) + [.relayout(.more(container: name))]
        }
        if queues[name]?.isEmpty ?? false { queues[name] = nil }
        return effects
    }

    /// A shown member changed size: the others and "+N more" line up again (not `id`,
    /// which is being laid out).
    func sizeChanged(_ name: String, except id: OverlayID) -> [Effect] {
        forget(name)
        return ((queues[name]?.shown ?? []) + [.more(container: name)]).filter { $0 != id }.map(Effect.relayout)
    }

    /// Forgets the per-commit caches.
    func endCommit() {
        homeMonitors.removeAll(keepingCapacity: true)
        arrangements.removeAll(keepingCapacity: true)
    }

    /// Where a member (or its "+N more") goes: its slot in the arrangement of its column
    /// (the members on `desktop`'s screen) on the container's monitor, and under all-monitors
    /// its window frame on every monitor (the home monitor's first), each at its monitor's
    /// scale in `scales`. Nil while it waits. `measure` gives a member's body size at a scale
    /// (nil: the home monitor's); `ownSize` is the one being laid out at the home scale (its new
    /// size is not stored yet). Returns the copies' windows that are no longer wanted, and the
    /// layout of each copy drawn at another scale than the home one (one per scale).
    func layout(_ id: OverlayID, _ name: String, config cfg: ContainerConfig, style: Style, scales: ColumnScales? = nil,
                ownSize: Size, desktop: any DesktopView, urgency: (OverlayID) -> Urgency? = { _ in nil },
                measure: (OverlayID, Double?) throws(RenderError) -> Size?)
        throws(RenderError) -> (layout: PopoverLayout, retired: [WindowKey], scaled: [ScaledCopy])? {
        let scales = scales ?? .one(style)
        guard let q = queues[name] else { return nil }
        let column = Column(name: name, screen: desktop.number)
        let slots: ContainerSlots
        if let cached = arrangements[column] {
            slots = cached
        } else {
            slots = try arrange(column, q, cfg, ownID: id, ownSize: ownSize, style: style, scales: scales, desktop: desktop,
                                urgency: urgency, measure: measure)
            arrangements[column] = slots
        }
        let bodies = (id == .more(container: name) ? slots.more : slots.bodies[id]) ?? []
        guard let body = bodies.first?.body else { return nil }
        let frame = body.inset(by: style.shadowMargins.negated)
        var layout = PopoverLayout(frame: frame, body: body.offsetBy(Point(x: -frame.x, y: -frame.y)), arrow: nil,
                                   anchor: cfg.anchor, gravity: .center)
        layout.join = slots.joins[id]
        var scaled: [ScaledCopy] = []
        let new: [MonitorCopy] = !cfg.allMonitors ? [] : bodies.map { placed in
            let s = placed.scale == scales.home ? style : scales.style(placed.scale)
            let copy = MonitorCopy(monitor: placed.monitor, frame: placed.body.inset(by: s.shadowMargins.negated),
                                   body: placed.body, scale: placed.scale)
            if placed.scale != scales.home, !scaled.contains(where: { $0.scale == placed.scale }) {
                var l = PopoverLayout(frame: copy.frame, body: copy.body.offsetBy(Point(x: -copy.frame.x, y: -copy.frame.y)),
                                      arrow: nil, anchor: cfg.anchor, gravity: .center)
                l.join = layout.join
                scaled.append(ScaledCopy(scale: placed.scale, layout: l, style: s))
            }
            return copy
        }
        // The copies on monitors that are no longer there go.
        let kept = Set(new.dropFirst().map(\.monitor))
        let retired = (copies[id] ?? []).dropFirst().filter { !kept.contains($0.monitor) }
            .map { WindowKey.copy(id, monitor: $0.monitor) }
        copies[id] = new.isEmpty ? nil : new
        return (layout, retired, scaled)
    }

    private func arrange(_ column: Column, _ q: ContainerQueue, _ cfg: ContainerConfig, ownID id: OverlayID, ownSize: Size,
                         style: Style, scales: ColumnScales, desktop: any DesktopView, urgency: (OverlayID) -> Urgency?,
                         measure: (OverlayID, Double?) throws(RenderError) -> Size?) throws(RenderError) -> ContainerSlots {
        let name = column.name
        var members: [OverlayID] = []
        var sizes: [Size] = []
        // dunst's `sort`: the more urgent are placed as if newer (above, under oldest-on-top).
        let shown = cfg.urgencyFirst ? cfg.order.urgencyFirst(q.shown, urgency: urgency) : q.shown
        for member in shown where screen(ofMember: member) == column.screen {
            let size = member == id ? ownSize : try measure(member, nil)
            guard let size else { continue }
            members.append(member)
            sizes.append(size)
        }
        let moreID = OverlayID.more(container: name)
        let moreHere = screens[name] == column.screen
        let moreSize = !moreHere ? nil : id == moreID ? ownSize : q.moreCount > 0 ? try measure(moreID, nil) : nil
        let padding = Insets(all: style.screenPadding)
        var areas = desktop.monitorAreas().map { (monitor: $0.monitor, area: $0.area.inset(by: padding)) }
        if areas.isEmpty { areas = [(monitor: "", area: desktop.rect.inset(by: padding))] }
        // Under all-monitors the home copy stays on the primary monitor, so focus moving between
        // monitors never swaps windows around.
        let home = cfg.allMonitors ? desktop.primaryIndex : homeMonitor(column, cfg, desktop)
        // Under a per-monitor scale each monitor of another DPI has its members measured at its
        // own (once per scale: monitors of equal DPI share them).
        var held = [scales.home: ColumnItems(sizes: sizes, more: moreSize, border: style.borderWidth)]
        for scale in Set(areas.map { scales.of($0.monitor) }) where held[scale] == nil {
            held[scale] = ColumnItems(sizes: try zip(members, sizes).map { m, home throws(RenderError) in try measure(m, scale) ?? home },
                                      more: try moreSize.map { home throws(RenderError) in try measure(moreID, scale) ?? home },
                                      border: scales.style(scale).borderWidth)
        }
        let placed = ContainerArrangement.arrange(config: cfg, on: areas, home: areas.indices.contains(home) ? home : 0) { i in
            held[scales.of(areas[i].monitor)] ?? held[scales.home] ?? ColumnItems(sizes: sizes)
        }
        var bodies: [OverlayID: ContainerSlots.Placed] = [:]
        for (i, member) in members.enumerated() where bodies[member] == nil {
            bodies[member] = placed.compactMap { p in
                i < p.arrangement.frames.count ? (p.monitor, p.arrangement.frames[i], scales.of(p.monitor)) : nil
            }
        }
        let more: ContainerSlots.Placed = placed.compactMap { p in p.arrangement.more.map { (p.monitor, $0, scales.of(p.monitor)) } }
        var joins: [OverlayID: PanelJoin] = [:]
        if let first = placed.first?.arrangement {
            for (i, member) in members.enumerated() where i < first.joins.count { joins[member] = first.joins[i] }
            joins[moreID] = first.moreJoin
        }
        return ContainerSlots(bodies: bodies, more: more, joins: joins)
    }

    /// The monitor a container's column is on (the primary one under all-monitors, where its
    /// home copy stays): the one whose DPI a per-monitor scale reads. Nil when the screen has none.
    func homeMonitor(of name: String, config cfg: ContainerConfig, on desktop: any DesktopView) -> Monitor? {
        let i = cfg.allMonitors ? desktop.primaryIndex : homeMonitor(Column(name: name, screen: desktop.number), cfg, desktop)
        return desktop.monitors.indices.contains(i) ? desktop.monitors[i] : nil
    }

    /// The index of the monitor a column is on, resolved once per commit.
    private func homeMonitor(_ column: Column, _ cfg: ContainerConfig, _ desktop: any DesktopView) -> Int {
        if let i = homeMonitors[column] { return i }
        let i = desktop.monitorIndex(cfg.monitor) ?? desktop.primaryIndex
        homeMonitors[column] = i
        return i
    }
}

extension ContainerRoom {
    /// A container's "+N more" line: a notification that clicks through and has no gestures.
    static func moreSpec(count: Int) -> OverlaySpec {
        var spec = OverlaySpec()
        spec.text = "+\(count) more"
        spec.kind = .notification
        spec.clickThrough = true
        spec.dismiss = []
        return spec
    }
}
