// CenterRoom: the notification center's panel (`overlayctl notifications center`), a grabbing
// room: the list (`CenterModel`), where it sits (the pointer's monitor, one edge of its work
// area, the area's full height), its picture, and the keys, clicks and wheel on it (the wheel
// glides, `CenterGlide`). What the user asks of a notification, and which unread entries have
// been on screen, go out as `Effect.center`; the NotificationService acts on them.
import OverlayCore
import OverlayProtocol
import OverlayRender

final class CenterRoom: SingleOpenRoom, OpeningRoom {
    /// The center's overlay: `center` in `list` and `watch`, in a namespace of its own, so no
    /// client's `--id` and no notification's id is taken.
    static let id = OverlayID.center

    struct Placement: Equatable {
        var edge: CenterEdge
        var width: Int
        var closesOutside = true
    }

    struct OpenCenter {
        var model: CenterModel
        /// Where the pointer was: the monitor it opens on.
        let anchor: Rect
        let placement: Placement
        var layout: PopoverLayout?
        var rendered: RenderedOverlay?
        var revision = 0
        /// When an age on screen next reads differently.
        var agesChange: Instant?
        /// The wheel's scroll still gliding.
        var glide: CenterGlide?
        /// Unread entries already reported seen (`CenterCommand.seen`) in this opening.
        var reported = Set<UInt32>()
    }

    /// The slide in from its edge and out to it (`center-slide`, "0" for none), as containers' transitions.
    static func slide(edge: CenterEdge, ms: Int) -> TransitionSpec? {
        guard ms > 0 else { return nil }
        return TransitionSpec(effects: [.slide(.edge(edge == .right ? .right : .left))], durationMs: Int64(ms), easing: .easeOut)
    }

    /// The panel's overlay: a utility window holding the input, sliding out to its edge as it closes.
    static func spec(edge: CenterEdge, slideMs: Int) -> OverlaySpec {
        var spec = OverlaySpec.grabbing(.utility, style: "notification-center")
        spec.transition = slide(edge: edge, ms: slideMs)
        return spec
    }

    private(set) var open: OpenCenter?
    /// The latest time the room heard (ages are painted as of then).
    private var now = Instant(milliseconds: 0)
    /// Made when the center first opens: a daemon that never opens it loads nothing for it.
    private var painter: CenterPainter?
    private let icons: IconCache

    /// `icons` is the daemon's picture cache (entries show their icons from it).
    init(icons: IconCache = IconCache(loader: nil)) { self.icons = icons }

    let grabName = "notification center"
    var isOpen: Bool { open != nil }
    var openID: OverlayID? { open == nil ? nil : CenterRoom.id }
    /// Its pictures go with it.
    func close() {
        open = nil
        painter?.forgetPictures()
    }

    /// What the center opens with: the entries, the pause, and its place from the config.
    struct Opening {
        let entries: [CenterEntry]
        let paused: Bool
        let placement: Placement
        let slideMs: Int

        /// The panel where and as the `[notifications]` settings `n` place it.
        init(entries: [CenterEntry], paused: Bool, settings n: NotificationConfig) {
            self.entries = entries
            self.paused = paused
            placement = Placement(edge: n.centerEdge, width: n.centerWidth, closesOutside: n.centerClosesOutside)
            slideMs = n.centerSlideMs
        }
    }

    let requestName = "notifications center"
    let entersAsItOpens = true
    /// On the pointer's monitor.
    func location(of opening: Opening) -> OverlaySpec { OverlaySpec() }
    func replyFields(_ opening: Opening) -> [(String, JSONValue)] { [("entries", .int(opening.entries.count))] }

    func prepare(_ id: OverlayID, _ opening: Opening, at spot: OpeningAnchor, now: Instant) throws(Refusal) -> OverlaySpec {
        try open(entries: opening.entries, paused: opening.paused, anchor: spot.rect, placement: opening.placement, now: now)
        return CenterRoom.spec(edge: opening.placement.edge, slideMs: opening.slideMs)
    }

    /// Opens the panel on the monitor of `anchor` (the pointer), listing `entries` newest first.
    func open(entries: [CenterEntry], paused: Bool, anchor: Rect, placement: Placement, now: Instant) throws(Refusal) {
        do {
            painter = try painter ?? CenterPainter(icons: icons)
        } catch {
            throw Refusal("notifications center: cannot draw: \(error)")
        }
        self.now = now
        var model = CenterModel(entries: entries)
        model.paused = paused
        open = OpenCenter(model: model, anchor: anchor, placement: placement)
    }

    /// The notifications or the pause changed while open: the list follows.
    func update(entries: [CenterEntry], paused: Bool, now: Instant) -> [Effect] {
        guard var c = open, c.model.entries != entries || c.model.paused != paused else { return [] }
        self.now = now
        c.model.setEntries(entries)
        c.model.paused = paused
        open = c
        return [.relayout(CenterRoom.id)]
    }

    func layout(_ id: OverlayID, _ context: GrabLayout) -> Result<[Effect], Refusal> {
        guard var c = open, holds(id), let painter else { return .success([]) }
        var style = context.style
        style.arrowWidth = 0
        style.arrowHeight = 0
        let area = context.workArea(c.anchor)
        let width = min(area.width, Int((Double(c.placement.width) * style.fontScale).rounded()))
        let x = c.placement.edge == .right ? area.maxX - width : area.minX
        let margins = context.composited ? style.shadowMargins : Insets(top: 0, left: 0, bottom: 0, right: 0)
        let body = Rect(x: x, y: area.minY, width: width, height: area.height)
        let frame = body.inset(by: margins.negated)
        let layout = PopoverLayout(frame: frame, body: Rect(x: margins.left, y: margins.top, width: width, height: area.height),
                                   arrow: nil, anchor: .topLeft, gravity: .bottomRight)
        do {
            c.model.metrics = try painter.metrics(style: style)
            c.model.listHeight = max(0, body.height - c.model.metrics.headerHeight)
            // Only bodies just expanded are measured: every other row's height is known without text.
            for e in c.model.needsMeasuring {
                c.model.setBodyLines(e.id, try painter.bodyLines(of: e, rowWidth: width, metrics: c.model.metrics, style: style))
            }
            // The last frame's pixels are let go first, so the painter draws the change into them.
            open?.rendered = nil
            c.rendered = nil
            let painted = try painter.paint(c.model, now: now, style: style, layout: layout, composited: context.composited)
            c.rendered = painted.rendered
            c.model.clamped = painted.clamped
        } catch {
            return .failure("cannot draw the notification center: \(error)")
        }
        c.layout = layout
        c.revision += 1
        c.agesChange = c.model.visibleRows.compactMap { r -> Instant? in
            guard case .entry(let i) = c.model.rows[r.row] else { return nil }
            return CenterAge.nextChange(arrived: c.model.entries[i].arrived, now: now)
        }.min()
        // Unread entries now on screen count as read (once each per opening).
        let seen = c.model.visibleRows.compactMap { r -> UInt32? in
            guard case .entry(let i) = c.model.rows[r.row], c.model.entries[i].unread, !c.reported.contains(c.model.entries[i].id) else { return nil }
            return c.model.entries[i].id
        }
        c.reported.formUnion(seen)
        open = c
        return .success([.push(.overlay(id))] + (seen.isEmpty ? [] : [.center(.seen(seen))]))
    }

    /// The panel slides out to its edge (its spec's `center-slide`).
    func exitWindow(_ id: OverlayID, mode: SurfaceMode) -> DesiredWindow? { windows(id, mode: mode).first }

    var openWindow: OpenWindow? {
        guard let c = open, let layout = c.layout, let rendered = c.rendered else { return nil }
        return OpenWindow(frame: layout.frame, kind: .utility, rendered: rendered, revision: c.revision)
    }

    // MARK: Input

    func key(_ id: OverlayID, _ name: String, text: String, modifiers: KeyModifiers, now: Instant) -> [Effect] {
        guard var c = open, holds(id) else { return [] }
        self.now = now
        let outcome = c.model.key(name, text: text, modifiers: modifiers)
        open = c
        return effects(outcome)
    }

    /// A press: a part of the panel acts; outside the panel it closes (unless configured not to).
    func pointer(_ id: OverlayID, at p: Point, press: Bool) -> [Effect] {
        guard press, var c = open, holds(id), let layout = c.layout else { return [] }
        let body = layout.bodyOnRoot
        guard body.contains(p) else { return c.placement.closesOutside ? [.dismiss(id, .outside)] : [] }
        let outcome = c.model.click(c.model.hit(Point(x: p.x - body.minX, y: p.y - body.minY), width: body.width))
        open = c
        return effects(outcome)
    }

    /// A notch glides the list by GTK's step over `CenterGlide.durationMs`; a notch during a glide adds to it.
    func wheel(_ id: OverlayID, up: Bool, now: Instant) -> [Effect] {
        guard var c = open, holds(id) else { return [] }
        let step = CenterGlide.step(listHeight: c.model.listHeight, lineHeight: c.model.metrics.lineHeight) * (up ? -1 : 1)
        if c.glide == nil { c.glide = CenterGlide(distance: step, now: now) } else { c.glide?.add(step, now: now) }
        open = c
        return []
    }

    /// Shows `text` in the panel's header until the next key (what Enter did when it could do nothing else).
    func say(_ text: String) -> [Effect] {
        guard open != nil else { return [] }
        open?.model.notice = text
        return [.relayout(CenterRoom.id)]
    }

    /// Shows an entry's whole body; nil when its body was not cut (nothing to show).
    func expand(_ entry: UInt32) -> [Effect]? {
        guard open?.model.setExpanded(entry, true) == .changed else { return nil }
        return [.relayout(CenterRoom.id)]
    }

    private func effects(_ outcome: CenterModel.Outcome) -> [Effect] {
        switch outcome {
        case .none: return []
        case .changed: return [.relayout(CenterRoom.id)]
        case .close: return [.dismiss(CenterRoom.id, .escape)]
        case .command(let command): return [.center(command)]
        }
    }

    // MARK: Room

    /// An age on screen changed, or the wheel's glide has a frame due: paint again.
    func tick(now: Instant) -> [Effect] {
        guard var c = open else { return [] }
        var changed = false
        if let due = c.agesChange, due <= now {
            c.agesChange = nil
            changed = true
        }
        if var glide = c.glide, glide.nextFrame(after: glide.start) <= now {
            let (delta, done) = glide.step(now: now)
            let moved = c.model.scroll(pixels: delta)
            // Done, or stopped by an end of the list.
            c.glide = done || moved != delta ? nil : glide
            changed = changed || moved != 0
        }
        guard changed else {
            open = c
            return []
        }
        self.now = now
        open = c
        return [.relayout(CenterRoom.id)]
    }

    func nextDeadline(after now: Instant) -> Instant? {
        guard let c = open else { return nil }
        let frame = c.glide.map { $0.nextFrame(after: max(now, $0.start)) }
        return [c.agesChange, frame].compactMap { $0 }.min()
    }

    /// The center, when an entry on screen shows one of these pictures.
    func showing(anyOf names: Set<String>) -> [OverlayID] {
        guard let m = open?.model else { return [] }
        let shown = m.visibleRows.contains { r in
            guard case .entry(let i) = m.rows[r.row], let icon = m.entries[i].icon else { return false }
            return names.contains(icon)
        }
        return shown ? [CenterRoom.id] : []
    }

    /// `list`'s view: its frame, the entries it holds, the selected one, the rows on screen,
    /// where the switch and "Clear all" are.
    func describe(_ id: OverlayID, window: WindowID?, grabbed: Bool) -> JSONValue? {
        guard let c = open, holds(id), let layout = c.layout else { return nil }
        let m = c.model
        let shown = m.visibleRows.map { r -> JSONValue in
            switch m.rows[r.row] {
            case .group(let app, let n, let collapsed):
                return .object([("group", .string(app)), ("count", .int(n)), ("collapsed", .bool(collapsed))])
            case .entry(let i):
                let e = m.entries[i]
                return .object([("notification", .int(Int(e.id))), ("summary", .string(e.summary)), ("y", .int(r.y)),
                                ("height", .int(m.height(ofRow: r.row))), ("expanded", .bool(m.expanded.contains(e.id))),
                                ("cut", .bool(m.clamped.contains(e.id))), ("unread", .bool(e.unread))])
            }
        }
        var fields: [(String, JSONValue)] = [
            ("id", .string(id.description)), ("center", .bool(true)), ("grabbed", .bool(grabbed)),
            ("frame", .rect(layout.frame)), ("body", .rect(layout.bodyOnRoot)), ("entries", .int(m.entries.count)),
            ("list", .rect(Rect(x: layout.bodyOnRoot.minX, y: layout.bodyOnRoot.minY + m.metrics.headerHeight,
                                width: layout.bodyOnRoot.width, height: m.listHeight))),
            ("filter", .string(m.filter)), ("paused", .bool(m.paused)), ("rows", .array(shown)),
            ("switch", .rect(m.metrics.doNotDisturbSwitch(width: layout.body.width).offsetBy(layout.bodyOnRoot.origin))),
            ("clear-all", .rect(m.metrics.clearAllButton(width: layout.body.width).offsetBy(layout.bodyOnRoot.origin))),
        ]
        fields.append(("scroll", .int(m.scrollPosition)))
        fields.append(("gliding", .bool(c.glide != nil)))
        if let notice = m.notice { fields.append(("notice", .string(notice))) }
        if let e = m.selectedEntry { fields.append(("selected", .int(Int(e.id)))) }
        if let window { fields.append(("window", .string(window.description))) }
        return .object(fields)
    }
}
