// PointerRoom: the pointer-input room. What the user does to overlays with the pointer
// and keys: clicks and buttons, taps outside, Escape, an alert's keys (Tab and the arrows
// move the focus between its buttons, Enter presses the focused one), dragging
// (snap, rubber band, drag to dismiss), hovering (pause) and tooltips waiting for the
// pointer to rest. It owns drags, drag offsets, hover trackers and the keyboard's focused
// buttons; it reads the overlays and the desktop through `OverlayLookup` (no other room)
// and answers with effects.
import OverlayCore
import OverlayProtocol
import OverlayRender

/// What the pointer room may read of the overlays (the Controller implements it).
protocol OverlayLookup: AnyObject {
    /// Overlays in the order they were shown.
    var showOrder: [OverlayID] { get }
    func spec(of id: OverlayID) -> OverlaySpec?
    /// Whether it is up and not hidden (its source hidden, a tooltip waiting…).
    func isShown(_ id: OverlayID) -> Bool
    /// Where it is laid out (before any drag) and what was drawn; nil while it has no window.
    func placement(of id: OverlayID) -> (layout: PopoverLayout, rendered: RenderedOverlay?)?
    /// Its copies' bodies on other monitors (root coordinates), following its own body `own`.
    func copyBodies(of id: OverlayID, own: Rect) -> [Rect]
    /// The style it is drawn with.
    func style(of id: OverlayID) -> Style
    /// The X screen it is on (its coordinates are that screen's).
    func screen(of id: OverlayID) -> Int
    /// The monitors and work areas of the screen it is on.
    func desktop(of id: OverlayID) -> any DesktopView
    /// Another client's window on root (its frame's rectangle), for `--exclude`; nil when gone.
    func windowRect(_ w: WindowID) -> Rect?
    /// A named region's rectangle on root now; nil when there is none or its window went.
    func regionRect(_ name: String) -> Rect?
}

final class PointerRoom: Room {
    /// The fraction of the monitor's height a drag must cover to dismiss.
    static let dragDismissFraction = 0.25

    private var drags: [OverlayID: DragState] = [:]
    /// When a press held on an overlay with `long-press` dismisses it (dropped when the
    /// pointer moves or the button is let go first).
    private var longPresses: [OverlayID: Instant] = [:]
    /// The last click on an overlay with `double-click`: when and where.
    private var lastClicks: [OverlayID: (at: Instant, point: Point)] = [:]
    /// Where the user dragged each overlay, relative to where layout puts it.
    private var offsets: [OverlayID: Point] = [:]
    /// Tooltips waiting for the pointer to rest in their region: raw motion is watched only
    /// while there are some.
    private var hovers: [OverlayID: HoverTracker] = [:]
    /// The pointer, for `--follow-pointer`.
    private var pointers: [OverlayID: Point] = [:]
    /// The button the keyboard moved to in each alert (a key, so an update that reorders the
    /// buttons keeps it). Until Tab or an arrow is pressed the default button has the focus
    /// and no ring is drawn.
    private var focusedKeys: [OverlayID: String] = [:]

    /// A new overlay: a tooltip (`--hover-delay`) waits for the pointer.
    func track(_ id: OverlayID, hoverDelayMs: Int64?) {
        if let ms = hoverDelayMs { hovers[id] = HoverTracker(delayMs: ms) }
    }

    func forget(_ id: OverlayID, now: Instant) -> [Effect] {
        drags[id] = nil
        longPresses[id] = nil
        lastClicks[id] = nil
        offsets[id] = nil
        hovers[id] = nil
        pointers[id] = nil
        focusedKeys[id] = nil
        return []
    }

    func offset(of id: OverlayID) -> Point { offsets[id] ?? .zero }

    /// A tooltip still waiting for the pointer: hidden.
    func isWaiting(_ id: OverlayID) -> Bool { hovers[id].map { !$0.revealed } ?? false }

    /// Where the pointer is, for a tooltip that follows it.
    func pointer(for id: OverlayID) -> Point? { pointers[id] }

    /// Whether raw pointer motion is needed (a tooltip waits).
    var wantsMotion: Bool { !hovers.isEmpty }

    /// Only tooltips have hover deadlines: looking at them, not at every overlay, keeps a
    /// loop turn's cost independent of how many notifications are up.
    func nextDeadline(after now: Instant) -> Instant? { (hovers.values.compactMap(\.deadline) + longPresses.values).min() }

    /// Tooltips whose delay has passed show; presses held long enough dismiss.
    func tick(now: Instant) -> [Effect] {
        var effects: [Effect] = []
        for (id, due) in longPresses where due <= now {
            longPresses[id] = nil
            drags[id] = nil
            effects.append(.dismiss(id, .longPress))
        }
        for (id, h) in hovers where h.deadline.map({ $0 <= now }) ?? false {
            if hovers[id]?.tick(now: now) == true { effects.append(.relayout(id)) }
        }
        return effects
    }

    /// Feeds the pointer to every tooltip (or just `only`). `region` is where a tooltip waits.
    func pointerMoved(to p: Point, now: Instant, only: OverlayID? = nil, lookup: OverlayLookup,
                      region: (OverlayID) -> Rect?) -> [Effect] {
        var effects: [Effect] = []
        for id in only.map({ [$0] }) ?? Array(hovers.keys) {
            guard hovers[id] != nil, let spec = lookup.spec(of: id), let r = region(id) else { continue }
            let changed = hovers[id]?.pointer(inside: r.contains(p), now: now) ?? false
            let follows = spec.followPointer == true && hovers[id]?.revealed == true && pointers[id] != p
            if spec.followPointer == true { pointers[id] = p }
            if changed || follows { effects.append(.relayout(id)) }
        }
        return effects
    }

    // MARK: bodies

    /// An overlay's bodies on root (its own, moved by any drag, then its copies').
    private func bodies(_ id: OverlayID, _ lookup: OverlayLookup) -> [Rect] {
        guard let p = lookup.placement(of: id) else { return [] }
        let body = p.layout.bodyOnRoot.offsetBy(offset(of: id))
        return [body] + lookup.copyBodies(of: id, own: body)
    }

    /// A shown body of ours under `p`, topmost first.
    private func overlayBody(at p: Point, _ lookup: OverlayLookup, screen: Int) -> OverlayID? {
        lookup.showOrder.reversed().first { id in
            guard lookup.isShown(id), lookup.screen(of: id) == screen else { return false }
            return bodies(id, lookup).contains { $0.contains(p) }
        }
    }

    private func modes(_ id: OverlayID, _ lookup: OverlayLookup) -> DismissModes {
        lookup.spec(of: id)?.dismiss ?? .standard
    }

    // MARK: buttons

    /// A press of `button` on an overlay's window (or its backdrop) at `p`, in the own
    /// window's frame of reference (a copy's press is moved onto it).
    func pressed(_ id: OverlayID, backdrop: Bool, button: Int, at p: Point, now: Instant, lookup: OverlayLookup) -> [Effect] {
        guard let spec = lookup.spec(of: id) else { return [] }
        if backdrop {
            // A modal's backdrop dismisses unless told not to; a --background one only when told to.
            let dismisses = spec.modal == true ? spec.backdropDismiss != false : spec.backgroundDismiss == true
            return dismisses ? [.dismiss(id, .outside)] : []
        }
        if button != 1, Self.takesButtons(id) {
            // dunst's middle and right clicks act on the whole notification, buttons and all:
            // the notification center runs that button's list. A wheel does nothing.
            return button <= 3 ? [.emit(.clicked(id: id.description, button: button), id)] : []
        }
        let placement = lookup.placement(of: id)
        if let layout = placement?.layout,
           let key = placement?.rendered?.button(at: p - (layout.frame.origin + offset(of: id))) {
            return press(key, of: id, lookup)
        }
        let modes = modes(id, lookup)
        if modes.contains(.longPress) {
            longPresses[id] = now + (spec.longPressMs ?? DismissModes.defaultLongPressMs)
        }
        // The press is held: it becomes a drag, a swipe or a long press, or a click when let go.
        if spec.draggable == true || !modes.isDisjoint(with: DismissModes.held) {
            drags[id] = DragState(pointerStart: p, frameStart: (placement?.layout.frame.origin ?? .zero) + offset(of: id))
            return []
        }
        return clicked(id, at: p, now: now, lookup)
    }

    /// A click: watchers hear it; `click` dismisses, and so does the second of a
    /// `double-click` (within `DismissModes.doubleClickMs`, at most 4 pixels from the first).
    private func clicked(_ id: OverlayID, at p: Point, now: Instant, _ lookup: OverlayLookup) -> [Effect] {
        let modes = modes(id, lookup)
        var effects: [Effect] = [.emit(.clicked(id: id.description), id)]
        if modes.contains(.click) { return effects + [.dismiss(id, .click)] }
        if modes.contains(.doubleClick) {
            if let last = lastClicks[id], now.milliseconds - last.at.milliseconds <= DismissModes.doubleClickMs, !DragState.isDrag(from: last.point, to: p) {
                lastClicks[id] = nil
                effects.append(.dismiss(id, .doubleClick))
            } else {
                lastClicks[id] = (now, p)
            }
        }
        return effects
    }

    /// A button was pressed: watchers (and applications, for notifications) hear which.
    /// The overlay goes unless it keeps its place on an action (a resident notification).
    func press(_ key: String, of id: OverlayID, _ lookup: OverlayLookup) -> [Effect] {
        [.emit(.action(id: id.description, key: key), id)] + (lookup.spec(of: id)?.keepOnAction == true ? [] : [.dismiss(id, .action)])
    }

    /// Whether an overlay tells its buttons apart: desktop notifications, as dunst's
    /// `mouse_middle_click` and `mouse_right_click`. Any button clicks any other overlay.
    static func takesButtons(_ id: OverlayID) -> Bool {
        if case .notification = id { return true }
        return false
    }

    // MARK: dragging

    func dragged(_ id: OverlayID, to p: Point, lookup: OverlayLookup) -> [Effect] {
        guard var drag = drags[id], let spec = lookup.spec(of: id), let layout = lookup.placement(of: id)?.layout else {
            return []
        }
        if !drag.moved, !DragState.isDrag(from: drag.pointerStart, to: p) { return [] }
        drag.moved = true
        drags[id] = drag
        longPresses[id] = nil // it moved: no long press
        // Drag and swipe to dismiss move only along their axis; a long press alone not at all.
        let modes = modes(id, lookup)
        let alongX = spec.draggable == true || !modes.isDisjoint(with: [.swipeLeft, .swipeRight])
        let alongY = spec.draggable == true || !modes.isDisjoint(with: [.dragDown, .dragUp, .swipeUp, .swipeDown])
        guard alongX || alongY else { return [] }
        let dx = alongX ? p.x - drag.pointerStart.x : 0
        let dy = alongY ? p.y - drag.pointerStart.y : 0
        let monitor = lookup.desktop(of: id).monitorRect(for: layout.bodyOnRoot)
        let target = Point(x: drag.frameStart.x + dx, y: drag.frameStart.y + dy)
        let body = layout.body
        // Beyond the monitor's edges it follows at half speed: a rubber band.
        let x = DragState.rubberBand(target.x, lower: monitor.minX - body.minX, upper: monitor.maxX - body.maxX)
        let y = DragState.rubberBand(target.y, lower: monitor.minY - body.minY, upper: monitor.maxY - body.maxY)
        offsets[id] = Point(x: x - layout.frame.x, y: y - layout.frame.y)
        return [.push(.overlay(id))]
    }

    func released(_ id: OverlayID, button: Int, at p: Point, now: Instant, lookup: OverlayLookup) -> [Effect] {
        // Only the left button holds gestures on a notification.
        if button != 1, Self.takesButtons(id) { return [] }
        longPresses[id] = nil
        guard let drag = drags.removeValue(forKey: id), let spec = lookup.spec(of: id),
              let layout = lookup.placement(of: id)?.layout else { return [] }
        guard drag.moved else { return clicked(id, at: p, now: now, lookup) }
        let desktop = lookup.desktop(of: id)
        let monitor = desktop.monitorRect(for: layout.bodyOnRoot)
        let dx = p.x - drag.pointerStart.x
        let dy = p.y - drag.pointerStart.y
        let threshold = Int(Double(monitor.height) * PointerRoom.dragDismissFraction)
        let modes = modes(id, lookup)
        if (modes.contains(.dragDown) && dy > threshold) || (modes.contains(.dragUp) && -dy > threshold) {
            return [.dismiss(id, .drag)]
        }
        // A swipe goes past half the body's size in its direction.
        let (sx, sy) = (PointerRoom.swipeThreshold(layout.body.width), PointerRoom.swipeThreshold(layout.body.height))
        if (modes.contains(.swipeRight) && dx > sx) || (modes.contains(.swipeLeft) && -dx > sx)
            || (modes.contains(.swipeDown) && dy > sy) || (modes.contains(.swipeUp) && -dy > sy) {
            return [.dismiss(id, .swipe)]
        }
        let dropped = layout.frame.offsetBy(offset(of: id))
        if let positions = spec.positions, !positions.isEmpty {
            // Picture in picture: snap to the anchor nearest to where it was dropped.
            let center = layout.bodyOnRoot.offsetBy(offset(of: id))
            let container = desktop.workArea(containing: Point(x: center.midX, y: center.midY)) ?? monitor
            let padding = spec.padding ?? lookup.style(of: id).screenPadding
            guard let nearest = RelativePlacement.nearest(to: Point(x: center.midX, y: center.midY), size: center.size,
                                                          in: container, padding: padding, positions: positions) else { return [] }
            offsets[id] = nil
            // It settles into the corner from where it was dropped.
            return [.snap(id, positions: [nearest] + positions.filter { $0 != nearest }, droppedAt: dropped)]
        } else if spec.draggable != true {
            offsets[id] = nil // drag or swipe to dismiss not far enough: back into place
            return [.push(.overlay(id))]
        }
        return []
    }

    /// How far a swipe must go along an axis: half the body's size that way, at least 40 px.
    static func swipeThreshold(_ size: Int) -> Int { max(40, size / 2) }

    // MARK: anywhere

    /// A click anywhere (at `p` on `screen`): overlays with tap-outside go unless it landed on
    /// them, on an excluded area, or (without --outside-includes-popovers) on another overlay.
    /// A click on another screen is outside every overlay of this one.
    func tapped(at p: Point, screen: Int, lookup: OverlayLookup) -> [Effect] {
        let onBody = overlayBody(at: p, lookup, screen: screen)
        var effects: [Effect] = []
        for id in lookup.showOrder where modes(id, lookup).contains(.tapOutside) {
            guard let spec = lookup.spec(of: id), lookup.isShown(id), lookup.placement(of: id) != nil else { continue }
            let here = lookup.screen(of: id) == screen
            if here, bodies(id, lookup).contains(where: { $0.contains(p) }) { continue }
            if let other = onBody, other != id, spec.outsideIncludesPopovers != true { continue }
            if here, isExcluded(p, spec.exclude ?? [], lookup) { continue }
            effects.append(.dismiss(id, .outside))
        }
        return effects
    }

    private func isExcluded(_ p: Point, _ areas: [ExcludeArea], _ lookup: OverlayLookup) -> Bool {
        areas.contains { area in
            switch area {
            case .rect(let r): return r.contains(p)
            case .window(let raw): return lookup.windowRect(WindowID(UInt(raw)))?.contains(p) ?? false
            case .region(let name): return lookup.regionRect(name)?.contains(p) ?? false
            }
        }
    }

    /// Escape dismisses the most recent overlay that allows it, Enter the most recent one that holds
    /// the keyboard and goes on Enter when no button took it. The keys of `ButtonKey` go to
    /// the most recent alert (or modal popover) with buttons: Tab, Shift-Tab and the arrows
    /// move its focus, Enter presses the focused button (the default until moved).
    func keyPressed(_ key: String, lookup: OverlayLookup) -> [Effect] {
        let buttonKey = ButtonKey(keysym: key)
        if let buttonKey {
            let effects = buttonKeyPressed(buttonKey, lookup: lookup)
            // An Enter that pressed no button may still close an overlay that goes on Enter.
            if buttonKey != .press || !effects.isEmpty { return effects }
        }
        if key == "Escape",
           let id = lookup.showOrder.last(where: { modes($0, lookup).contains(.escape) && lookup.isShown($0) }) {
            return [.dismiss(id, .escape)]
        }
        // Only an overlay that holds the keyboard: raw keys come from every window.
        if buttonKey == .press, let id = lookup.showOrder.last(where: {
            modes($0, lookup).contains(.enter) && lookup.spec(of: $0)?.takesKeyboard == true && lookup.isShown($0)
        }) {
            return [.dismiss(id, .enter)]
        }
        return []
    }

    private func buttonKeyPressed(_ key: ButtonKey, lookup: OverlayLookup) -> [Effect] {
        if key == .press {
            guard let id = lookup.showOrder.last(where: { lookup.isShown($0) && focusedButton(of: $0, lookup: lookup) != nil }),
                  let button = focusedButton(of: id, lookup: lookup) else { return [] }
            return press(button, of: id, lookup)
        }
        guard let id = lookup.showOrder.last(where: { lookup.isShown($0) && !buttonKeys(of: $0, lookup).isEmpty }) else { return [] }
        let keys = buttonKeys(of: id, lookup)
        let from = focusedButton(of: id, lookup: lookup).flatMap { keys.firstIndex(of: $0) }
        guard let to = ButtonFocus.moved(from: from, count: keys.count, by: key) else { return [] }
        let ringShown = focusedKeys[id] != nil
        focusedKeys[id] = keys[to]
        // The ring appears with the first key, and moves with the focus.
        return to != from || !ringShown ? [.repaint(id)] : []
    }

    /// The keys of the buttons the keyboard reaches: an alert's, or a modal popover's. Nothing
    /// is grabbed, so keys typed in another program must not reach a notification's buttons.
    private func buttonKeys(of id: OverlayID, _ lookup: OverlayLookup) -> [String] {
        guard let spec = lookup.spec(of: id), spec.modal == true || spec.kind == .utility else { return [] }
        return spec.actions?.map(\.key) ?? []
    }

    /// The key of the button that has the keyboard's focus: where Tab or an arrow moved it,
    /// else the default button; nil for overlays whose buttons the keyboard does not reach.
    func focusedButton(of id: OverlayID, lookup: OverlayLookup) -> String? {
        let keys = buttonKeys(of: id, lookup)
        if let key = focusedKeys[id], keys.contains(key) { return key }
        return lookup.spec(of: id)?.defaultAction.flatMap { keys.contains($0) ? $0 : nil }
    }

    /// The button drawn with a focus ring: only once the keyboard moved the focus, as GTK
    /// shows focus only after a key.
    func focusRing(of id: OverlayID) -> String? { focusedKeys[id] }

    /// The pointer entered or left an overlay: `--pause-on-hover` stops its timeout.
    func hovered(_ id: OverlayID, inside: Bool, lookup: OverlayLookup) -> [Effect] {
        lookup.spec(of: id)?.pauseOnHover == true ? [.pause(id, inside)] : []
    }
}
