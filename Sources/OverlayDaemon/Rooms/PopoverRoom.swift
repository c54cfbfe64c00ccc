// PopoverRoom: the ordinary overlays — popovers, tooltips, alerts, notifications and a
// container's "+N more" — and what was measured, laid out and painted for each. The
// Controller gathers what a layout reads from the other rooms (`PopoverPlacement`, and a
// member's `ColumnSlot`); the room measures, places (the xdg_positioner engine, or the
// slot), paints when anything visible changed, and answers with effects.
import OverlayCore
import OverlayRender

final class PopoverRoom: Room {
    /// What was laid out and drawn for one overlay.
    struct LiveOverlay {
        var content: PopoverContent
        var bodySize = Size.zero
        var layout: PopoverLayout?
        var rendered: RenderedOverlay?
        var renderedMode: SurfaceMode?
        /// The own picture's revision.
        var revision = 0
        /// Pictures painted for it so far, own and scaled copies': each picture's revision is
        /// this count when it was painted, so a copy that changes scale is always painted again.
        var paints = 0
        /// Under a per-monitor scale, what an all-monitors member's copies on monitors of other
        /// DPIs measure and show, by scale: dropped when its content changes.
        var scaled: [Double: ScaledPicture] = [:]
        var contentChanged = true
        /// Hidden because its source is (iconified, on another desktop…), a fullscreen
        /// window covers its monitor, or a tooltip waits for the pointer.
        var hidden = false
        /// When it was shown, for its age (`show-age-after`); nil: no age.
        var shownAt: Instant?
        /// Its style's `show-age-after`, as of its last layout.
        var ageAfterMs: Int64?
        /// " (5s old)" after its text once it is old enough; "" before.
        var ageText = ""
        /// The font scale it was measured at: a per-monitor scale changes it when it moves to
        /// a monitor of another DPI, and it is measured and painted again at once.
        var measuredScale = 0.0

        /// Counts a new picture and gives its revision.
        mutating func painted() -> Int {
            paints += 1
            return paints
        }

        /// New content, or a new age, style or dimming: every picture goes stale.
        mutating func changed() {
            contentChanged = true
            scaled.removeAll()
        }

        /// What is measured and painted: the content with its age after the text.
        var shown: PopoverContent {
            guard !ageText.isEmpty else { return content }
            var c = content
            c.text += ageText
            return c
        }
    }

    private(set) var live: [OverlayID: LiveOverlay] = [:]
    let painter: PopoverPainter
    /// The overlays whose style shows their age: the ones `tick` looks at.
    private var aging = Set<OverlayID>()

    init(painter: PopoverPainter) { self.painter = painter }

    subscript(id: OverlayID) -> LiveOverlay? { live[id] }

    /// A new overlay with its content (measured and painted at its first layout), shown at
    /// `now` (its age counts from then; nil: it shows none).
    func add(_ id: OverlayID, content: PopoverContent, now: Instant? = nil) {
        live[id] = LiveOverlay(content: content, shownAt: now)
    }

    /// New content (an update): measured and painted again at the next layout. An overlay
    /// that shows its age counts it again from `now` (a replaced notification is a new one,
    /// as dunst times it).
    func setContent(_ id: OverlayID, _ content: PopoverContent, now: Instant? = nil) {
        guard live[id] != nil else { return }
        if live[id]?.content != content { live[id]?.content = content }
        live[id]?.changed()
        if let now, live[id]?.shownAt != nil {
            live[id]?.shownAt = now
            live[id]?.ageText = ""
        }
    }

    /// Measure and paint again at the next layout (its style, scale or dimming changed).
    /// False when it is not one of this room's.
    @discardableResult
    func invalidate(_ id: OverlayID) -> Bool {
        guard live[id] != nil else { return false }
        live[id]?.changed()
        return true
    }

    func invalidateAll() {
        for id in live.keys { live[id]?.changed() }
    }

    /// The overlays that show one of these pictures (paths or icon names just loaded).
    func showing(anyOf names: Set<String>) -> [OverlayID] {
        live.compactMap { id, l in l.content.icon?.loadName.map(names.contains) == true ? id : nil }
    }

    func forget(_ id: OverlayID, now: Instant) -> [Effect] {
        live[id] = nil
        // Emptied, its storage goes: it would keep the capacity of the busiest moment.
        if live.isEmpty { live = [:] }
        aging.remove(id)
        return []
    }

    // MARK: age

    /// The overlays whose age text changed by `now` are measured and painted again: once a
    /// second past `show-age-after`, not every frame.
    func tick(now: Instant) -> [Effect] {
        var effects: [Effect] = []
        for id in aging {
            guard let l = live[id], let since = l.shownAt, let after = l.ageAfterMs else { continue }
            let text = NotificationAge.text(shownMs: now.milliseconds - since.milliseconds, thresholdMs: after)
            guard text != l.ageText else { continue }
            live[id]?.ageText = text
            effects.append(.repaint(id))
        }
        return effects
    }

    func nextDeadline(after now: Instant) -> Instant? {
        aging.compactMap { id in
            live[id].flatMap { l in
                l.shownAt.flatMap { since in l.ageAfterMs.map { NotificationAge.nextChange(since: since, thresholdMs: $0, now: now) } }
            }
        }.min()
    }

    // MARK: layout

    /// Measures a container member at `p` when its content changed, before its container
    /// finds its slot; true when its size changed (the column's other members move). Nil
    /// when it is not one of this room's; or why it cannot be drawn.
    func measure(_ id: OverlayID, _ p: PopoverPlacement) -> Result<Bool, Refusal> {
        guard var l = live[id] else { return .success(false) }
        let limits = prepare(&l, id, p)
        let resized: Bool
        do {
            resized = try measured(&l, p, limits)
        } catch {
            return .failure("cannot draw overlay \(id): \(error)")
        }
        live[id] = l
        return .success(resized)
    }

    /// Lays an overlay out at `p` and paints it when anything visible changed. `column` is
    /// where its container put it when it is a member (measured first with `measure`); nil
    /// for any other overlay, which the positioner places. Answers the effects (its window
    /// pushed, retired copies removed) or why it cannot be drawn.
    func layout(_ id: OverlayID, _ p: PopoverPlacement, column: ColumnSlot?) -> Result<[Effect], Refusal> {
        guard var l = live[id] else { return .success([]) }
        let limits = prepare(&l, id, p)
        var effects: [Effect] = []
        do {
            let layout: PopoverLayout
            switch column {
            case nil:
                _ = try measured(&l, p, limits)
                var body = l.bodySize
                body.width = min(body.width, max(1, limits.area.width))
                body.height = min(body.height, limits.maxHeight)
                layout = PopoverRoom.place(p.spec, hasSource: p.hasSource, unattached: p.unattached, style: p.style, anchorRect: p.anchorRect, workArea: p.workArea,
                                           padding: limits.padding, body: body)
            case .queued?, .unplaced?:
                // Waiting in its container's queue (or no place in its column): no window yet,
                // or none any more for one a more urgent member sent back to wait.
                let hidden = column == .queued && l.layout != nil
                if hidden { (l.layout, l.rendered) = (nil, nil) }
                live[id] = l
                return .success(hidden ? [.remove(.overlay(id))] : [])
            case .placed(let slot, let retired, let scaled)?:
                layout = slot
                effects += retired.map(Effect.remove)
                try paintCopies(&l, scaled, mode: p.mode, dimmed: p.dimmed, focusRing: p.focusRing)
                // A long column runs past the screen: what is wholly off it stays unmapped, so
                // moving the column down costs the X server only the windows one can see.
                if layout.frame.intersection(p.desktop.rect).area == 0 { l.hidden = true }
            }
            if layout.picture != l.layout?.picture || l.contentChanged || l.renderedMode != p.mode || l.rendered == nil {
                var content = l.shown
                content.dimmed = p.dimmed
                content.buttons?.focus(p.focusRing)
                l.rendered = try painter.paint(content, style: p.style, layout: layout, maxWidth: limits.maxWidth,
                                               maxHeight: limits.maxHeight, composited: p.mode == .argb)
                l.renderedMode = p.mode
                l.revision = l.painted()
            }
            l.layout = layout
            l.contentChanged = false
        } catch {
            return .failure("cannot draw overlay \(id): \(error)")
        }
        live[id] = l
        return .success(effects + [.push(.overlay(id))])
    }

    /// What bounds an overlay's body at `p`.
    private struct Limits {
        var padding: Int
        /// The work area less the padding.
        var area: Rect
        var maxWidth: Int
        var maxHeight: Int
    }

    /// Takes what `p` says of the overlay (hidden, whether it shows its age) and the limits
    /// of its body there.
    private func prepare(_ l: inout LiveOverlay, _ id: OverlayID, _ p: PopoverPlacement) -> Limits {
        l.hidden = p.hidden
        if l.measuredScale != p.style.fontScale {
            l.measuredScale = p.style.fontScale
            l.contentChanged = true
        }
        l.ageAfterMs = l.shownAt == nil ? nil : p.style.showAgeAfterMs
        if l.ageAfterMs == nil { aging.remove(id); l.ageText = "" } else { aging.insert(id) }
        let padding = p.spec.padding ?? p.style.screenPadding
        let area = p.workArea.inset(by: Insets(all: padding))
        return Limits(padding: padding, area: area, maxWidth: min(p.spec.maxWidth ?? p.style.widest, max(40, area.width)),
                      maxHeight: p.style.heightLimit(areaHeight: area.height, notification: p.spec.kind == .notification))
    }

    /// Measures the body again when its content changed; true when its size changed.
    private func measured(_ l: inout LiveOverlay, _ p: PopoverPlacement, _ limits: Limits) throws(RenderError) -> Bool {
        guard l.contentChanged else { return false }
        let before = l.bodySize
        l.bodySize = try painter.measure(l.shown, style: p.style, maxWidth: limits.maxWidth, maxHeight: limits.maxHeight)
        return l.bodySize != before
    }

    /// Another container member's body size, measured again when its content changed (nil
    /// when it is gone).
    func measuredSize(_ member: OverlayID, spec: OverlaySpec, style: Style, maxHeight: Int) throws(RenderError) -> Size? {
        guard let l = live[member] else { return nil }
        if l.contentChanged || l.bodySize == .zero || l.measuredScale != style.fontScale {
            live[member]?.bodySize = try painter.measure(l.shown, style: style, maxWidth: spec.maxWidth ?? style.widest,
                                                         maxHeight: style.heightLimit(areaHeight: maxHeight,
                                                                                      notification: spec.kind == .notification))
        }
        return live[member]?.bodySize ?? l.bodySize
    }

    // MARK: copies at other scales

    /// A member's body size at `scale` (`style` is its style there), measured once per scale
    /// until its content changes (nil when it is gone).
    func scaledSize(_ member: OverlayID, spec: OverlaySpec, style: Style, scale: Double, maxHeight: Int) throws(RenderError) -> Size? {
        guard let l = live[member] else { return nil }
        if let size = l.scaled[scale]?.size { return size }
        let maxWidth = spec.maxWidth ?? style.widest
        let limit = style.heightLimit(areaHeight: maxHeight, notification: spec.kind == .notification)
        let size = try painter.measure(l.shown, style: style, maxWidth: maxWidth, maxHeight: limit)
        live[member]?.scaled[scale, default: ScaledPicture()].measured(size, maxWidth: maxWidth, maxHeight: limit)
        return size
    }

    /// Paints the pictures its copies at other scales show, where their layout or mode changed
    /// since (monitors of equal DPI share one); the pictures of scales no copy shows now go.
    private func paintCopies(_ l: inout LiveOverlay, _ copies: [ScaledCopy], mode: SurfaceMode, dimmed: Bool,
                             focusRing: String?) throws(RenderError) {
        for scale in l.scaled.keys where !copies.contains(where: { $0.scale == scale }) { l.scaled[scale]?.drop() }
        for copy in copies {
            var picture = l.scaled[copy.scale] ?? ScaledPicture()
            guard picture.rendered == nil || picture.layout != copy.layout.picture || picture.mode != mode else { continue }
            var content = l.shown
            content.dimmed = dimmed
            content.buttons?.focus(focusRing)
            let body = copy.layout.body.size
            picture.rendered = try painter.paint(content, style: copy.style, layout: copy.layout,
                                                 maxWidth: picture.maxWidth ?? body.width, maxHeight: picture.maxHeight ?? body.height,
                                                 composited: mode == .argb)
            picture.layout = copy.layout.picture
            picture.mode = mode
            picture.revision = l.painted()
            l.scaled[copy.scale] = picture
        }
    }

    /// The picture its copies at `scale` show and its revision; nil when none is painted there.
    func scaledPicture(_ id: OverlayID, scale: Double) -> (rendered: RenderedOverlay, revision: Int)? {
        guard let p = live[id]?.scaled[scale], let rendered = p.rendered else { return nil }
        return (rendered, p.revision)
    }

    /// Pixels between a connected popover and its anchor point when no --offset is given.
    static let connectorGap = 40

    /// The popover's layout: picture-in-picture when `--position` is given, else the
    /// xdg_positioner engine against the monitor's work area.
    static func place(_ spec: OverlaySpec, hasSource: Bool, unattached: Bool, style: Style, anchorRect: Rect, workArea: Rect, padding: Int,
                      body: Size) -> PopoverLayout {
        if let positions = spec.positions, !positions.isEmpty {
            let container = spec.within == .window && hasSource ? anchorRect : workArea
            let placed = RelativePlacement.place(size: body, in: container, padding: padding, preferences: positions)
            let bodyRect = placed?.frame ?? RelativePlacement.frame(at: positions[0], size: body, in: container, padding: padding)
            let frame = bodyRect.inset(by: style.shadowMargins.negated)
            return PopoverLayout(frame: frame, body: bodyRect.offsetBy(Point(x: -frame.x, y: -frame.y)), arrow: nil,
                                 anchor: placed?.position ?? positions[0], gravity: .center)
        }
        let connected = spec.connector == .curve
        var metrics = PopoverMetrics(style)
        var offset = spec.offset ?? .zero
        if connected {
            // The line replaces the arrow; without an offset the body keeps a gap for it.
            metrics.arrowWidth = 0
            metrics.arrowHeight = 0
            let g = spec.effectiveGravity
            if spec.offset == nil { offset = Point(x: g.dx * connectorGap, y: g.dy * connectorGap) }
        }
        var input = PositionerInput(
            sourceFrame: unattached ? workArea : anchorRect, sourceRegion: spec.sourceRegion,
            sourceInset: spec.sourceInset ?? .zero, bodySize: body, metrics: metrics,
            anchor: spec.effectiveAnchor, gravity: spec.effectiveGravity, offset: offset,
            adjustments: spec.adjust ?? .default, workArea: workArea, screenPadding: padding)
        input.arrowMayEnterPadding = !unattached
        let result = Positioner.place(input)
        guard connected else { return result.layout }
        // The line ends on the source's anchor point (after any flip), not the offset one.
        return result.layout.connected(to: result.anchor.point(in: result.anchorRect), margin: PopoverPainter.connectorMargin)
    }

    // MARK: windows

    /// The overlay's own window as laid out (moved by `offset`, a drag), or nil before its
    /// first layout.
    func window(_ id: OverlayID, spec: OverlaySpec, screen: Int, offset: Point, stacking: Stacking, clickThrough: Bool)
        -> DesiredWindow? {
        guard let l = live[id], var layout = l.layout, let rendered = l.rendered, let m = l.renderedMode else { return nil }
        layout.frame = layout.frame.offsetBy(offset)
        return DesiredWindow(key: .overlay(id), screen: screen, frame: layout.frame, kind: spec.kind ?? .popover, mode: m,
                             clickThrough: clickThrough, rendered: rendered, revision: l.revision, visible: !l.hidden,
                             stacking: stacking, title: spec.windowTitle.map(WindowName.named) ?? .overlayd, windowClass: spec.windowClass)
    }

    /// What a request's spec shows: title, text, progress value, buttons, icon; the text cut
    /// to `TextBounds` (a title or text from the socket or the FIFO as a notification's), so
    /// no layout costs more than a few ms.
    static func content(of spec: OverlaySpec) -> PopoverContent {
        let row = spec.actions.map { buttons in
            ButtonRow(buttons: buttons.map { ButtonRow.Button(key: $0.key, label: TextBounds.cut($0.label, maxBytes: TextBounds.labelBytes)) },
                      defaultIndex: spec.defaultAction.flatMap { key in buttons.firstIndex { $0.key == key } })
        }
        var content = PopoverContent(title: spec.title.map { TextBounds.cut($0, maxBytes: TextBounds.summaryBytes) },
                                     text: TextBounds.cutMarkup(spec.text ?? "", maxBytes: TextBounds.bodyBytes),
                                     value: spec.value, buttons: row)
        if let pixels = spec.iconImage {
            content.icon = .pixels(pixels)
        } else if let icon = spec.icon {
            content.icon = icon.hasPrefix("/") ? .file(icon) : .themeName(icon)
        }
        return content
    }

    /// Matches the default style's fonts once, so fontconfig and Pango load their caches
    /// (about 0.4 s on a cold machine) before the daemon says it is ready, not while the first
    /// popover, and every request behind it, waits. The title's font too: its own fontset,
    /// sorted by fontconfig, would otherwise be the first notification's wait. The font files
    /// are opened by the first text (`FontMatching`: 5 ms more for the first notification,
    /// 2.6 MB less idle RSS).
    func loadFonts(style: Style) {
        FontMatching.load(font: style.font)
        if style.titleFont != style.font { FontMatching.load(font: style.titleFont) }
    }
}

/// What an all-monitors member measures and shows at a scale other than its own window's (a
/// monitor of another DPI under a per-monitor scale).
struct ScaledPicture {
    var size: Size?
    /// The limits it was measured within, which its picture is painted within too.
    var maxWidth: Int?
    var maxHeight: Int?
    /// What it was painted for (the layout without its position) and the picture.
    var layout: PopoverLayout?
    var mode: SurfaceMode?
    var rendered: RenderedOverlay?
    var revision = 0

    mutating func measured(_ size: Size, maxWidth: Int, maxHeight: Int) {
        (self.size, self.maxWidth, self.maxHeight) = (size, maxWidth, maxHeight)
    }

    /// No copy shows it now: its picture goes (its size stays until the content changes).
    mutating func drop() {
        (layout, mode, rendered) = (nil, nil, nil)
    }
}

/// Where a container member goes, as its container's room answered the Controller.
enum ColumnSlot: Equatable {
    /// Waiting in its container's queue: no window until the queue shows it.
    case queued
    /// Shown, but with no place in its column on this screen.
    case unplaced
    /// Its place in the column, its copies' windows on monitors no longer there, and the
    /// layout of its copies drawn at other scales (one per scale).
    case placed(PopoverLayout, retired: [WindowKey], scaled: [ScaledCopy] = [])
}

/// What one popover's layout reads from the scene and the other rooms, gathered by the
/// Controller.
struct PopoverPlacement {
    var spec: OverlaySpec
    /// It follows a window of another client (`--within window` places it inside that window).
    var hasSource: Bool
    /// Attached to nothing: it points at no rectangle and is placed on the work area.
    var unattached: Bool
    /// The rectangle it points at (its source, the cursor, a fixed rectangle), root coordinates.
    var anchorRect: Rect
    var desktop: any DesktopView
    var workArea: Rect
    var hidden: Bool
    var style: Style
    /// The monitor it is drawn on, whose DPI a per-monitor scale read (nil: none known).
    var monitor: Monitor?
    var mode: SurfaceMode
    var dimmed: Bool
    var focusRing: String?
    var containerConfig: ContainerConfig
}
