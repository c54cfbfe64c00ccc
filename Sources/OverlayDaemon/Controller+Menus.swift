// Controller+Menus: `overlayctl menu`: one window per open level (the menu, its submenus),
// the pointer and keyboard grabbed while it is open, keys and hover driving MenuNavigator,
// and the choice reported as an `action` event.
import OverlayCore
import OverlayProtocol
import OverlayRender
import OverlayX11

/// An open menu.
struct MenuState {
    var navigator: MenuNavigator
    /// Where the top level opens from, in root coordinates.
    var anchorRect: Rect
    var layouts: [PopoverLayout] = []
    var rendered: [RenderedMenu] = []
    var revision = 0
    var grabbed = false
    var grabAttempts = 0
    /// How many level windows were pushed, so closed submenus' windows go.
    var pushedLevels = 0
}

extension Controller {
    /// Grab tries, 20 ms apart, before a menu gives up (another client holds the input).
    static let grabAttempts = 25

    func openMenu(id: OverlayID, spec requested: OverlaySpec, items lines: [String], now: Instant) -> JSONValue {
        let items: [MenuItem]
        do { items = try MenuParser.parse(lines: lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }) }
        catch { return Reply.error("menu: \(error)") }
        guard !items.isEmpty else { return Reply.error("menu: no items") }
        if scene[id] != nil { dismiss(id, reason: .replaced) }
        var spec = requested
        spec.timeoutMs = 0
        spec.dismiss = []
        let anchor: Rect
        if let target = spec.attach, target != .root {
            guard case .success(let w, let a) = resolve(target) else {
                if case .failure(let m) = resolve(target) { return Reply.error(m) }
                return Reply.error("menu: cannot attach")
            }
            var probe = LiveOverlay(content: PopoverContent(title: nil, text: ""))
            probe.source = w
            probe.anchoring = a
            guard let r = sourceRect(for: probe, spec: spec) else { return Reply.error("menu: the window is gone") }
            anchor = r
            if spec.anchor == nil { spec.anchor = .bottomLeft }
        } else {
            // At the pointer, like xmenu: the top-left corner under the cursor.
            let p = display.pointerPosition() ?? .zero
            anchor = Rect(x: p.x, y: p.y, width: 1, height: 1)
            if spec.anchor == nil { spec.anchor = .topLeft }
        }
        if spec.gravity == nil { spec.gravity = .bottomRight }
        scene.upsert(id: id, spec: spec, now: now)
        live[id] = LiveOverlay(content: PopoverContent(title: nil, text: ""))
        menus[id] = MenuState(navigator: MenuNavigator(items: items), anchorRect: anchor)
        if let error = layoutMenu(id) {
            dismiss(id, reason: .request, announce: false)
            return Reply.error(error)
        }
        emit(.shown(id: id.description), for: id)
        shownCount += 1
        commit()
        tryGrab(id, now: now)
        return Reply.ok([("id", .string(id.description))])
    }

    /// Places and paints every open level: the top one at its anchor, each submenu beside
    /// its parent row (flipping sideways at the monitor's edge), scrolling when too long.
    func layoutMenu(_ id: OverlayID) -> String? {
        guard var m = menus[id], let spec = scene[id]?.spec else { return nil }
        var style = self.style(for: spec)
        style.arrowWidth = 0
        style.arrowHeight = 0
        let composited = presenter.effectiveMode(mode) == .argb
        var layouts: [PopoverLayout] = [], rendered: [RenderedMenu] = []
        do {
            for k in m.navigator.levels.indices {
                var anchorRect = m.anchorRect
                var anchor = spec.effectiveAnchor, gravity = spec.effectiveGravity
                var adjust = spec.adjust ?? .default
                if k > 0, let row = m.navigator.levels[k].parentPath.last, let parent = rendered[k - 1].frame(ofRow: row) {
                    anchorRect = parent.offsetBy(layouts[k - 1].frame.origin)
                    anchor = .topRight
                    gravity = .bottomRight
                    adjust = [.flipX, .slideX, .slideY]
                }
                let (_, workArea) = constraintMonitor(for: anchorRect, spec: spec)
                let padding = spec.padding ?? style.screenPadding
                var size = try menuPainter.measure(m.navigator.levels[k], style: style)
                let room = workArea.height - 2 * padding
                if size.height > room {
                    let rows = try menuPainter.visibleRows(fitting: room, items: m.navigator.levels[k].items, style: style)
                    m.navigator.setVisibleRows(rows, level: k)
                    size = try menuPainter.measure(m.navigator.levels[k], style: style)
                }
                let input = PositionerInput(sourceFrame: anchorRect, bodySize: size, metrics: PopoverMetrics(style),
                                            anchor: anchor, gravity: gravity, adjustments: adjust, workArea: workArea,
                                            screenPadding: padding)
                let layout = Positioner.place(input).layout
                layouts.append(layout)
                rendered.append(try menuPainter.paint(m.navigator.levels[k], style: style, layout: layout, composited: composited))
            }
        } catch {
            return "cannot draw menu \(id): \(error)"
        }
        m.layouts = layouts
        m.rendered = rendered
        m.revision += 1
        for k in layouts.count..<max(layouts.count, m.pushedLevels) { removedSet.insert(menuWindowID(id, level: k)) }
        m.pushedLevels = layouts.count
        menus[id] = m
        pushSet.insert(.overlay(id))
        return nil
    }

    func menuWindowID(_ id: OverlayID, level: Int) -> WindowKey {
        level == 0 ? .overlay(id) : .menuLevel(id, level: level)
    }

    /// The windows of an open menu, one per level.
    func menuWindows(_ id: OverlayID) -> [DesiredWindow] {
        guard let m = menus[id] else { return [] }
        let mode = presenter.effectiveMode(self.mode)
        return m.rendered.indices.map { k in
            DesiredWindow(key: menuWindowID(id, level: k), frame: m.layouts[k].frame, kind: .menu, mode: mode,
                          clickThrough: false, rendered: m.rendered[k].overlay, revision: m.revision, stacking: .top)
        }
    }

    /// The menu and level a window of ours shows.
    func menuLevel(of w: WindowID) -> (id: OverlayID, level: Int)? {
        switch presenter.key(for: w) {
        case .overlay(let id)? where menus[id] != nil: return (id, 0)
        case .menuLevel(let id, let k)? where menus[id] != nil: return (id, k)
        default: return nil
        }
    }

    /// The open menu holding the grab (the newest).
    var activeMenu: OverlayID? { scene.order.last { menus[$0] != nil } }

    func tryGrab(_ id: OverlayID, now: Instant) {
        guard var m = menus[id], !m.grabbed else { return }
        display.sync()
        m.grabAttempts += 1
        m.grabbed = display.grabInput(presenter.window(for: .overlay(id)) ?? .none)
        menus[id] = m
        if !m.grabbed && m.grabAttempts >= Controller.grabAttempts {
            logger.warning("menu cannot grab the pointer and keyboard: \(id)")
            dismiss(id, reason: .grabFailed)
        }
    }

    /// The next grab retry of a menu still waiting for the input.
    var nextGrabRetry: Instant? {
        menus.values.contains { !$0.grabbed } ? clock.now() + 20 : nil
    }

    func retryGrabs(now: Instant) {
        for (id, m) in menus where !m.grabbed { tryGrab(id, now: now) }
    }

    // MARK: input

    func menuKey(_ key: String, text: String, now: Instant) {
        guard let id = activeMenu, var m = menus[id] else { return }
        let k: MenuKey
        switch key {
        case "Up", "KP_Up": k = .up
        case "Down", "KP_Down": k = .down
        case "Home", "KP_Home": k = .home
        case "End", "KP_End": k = .end
        case "Return", "KP_Enter", "space": k = .enter
        case "Escape": k = .escape
        case "Left", "KP_Left": k = .left
        case "Right", "KP_Right": k = .right
        default:
            guard let c = text.first, !c.isWhitespace, !(c.asciiValue.map { $0 < 32 } ?? false) else { return }
            k = .typeAhead(c, now: now)
        }
        let out = m.navigator.key(k)
        menus[id] = m
        menuOutput(id, out, dismissal: .escape)
    }

    func menuPointer(_ w: WindowID, at p: Point, press: Bool) {
        guard let id = activeMenu, var m = menus[id] else { return }
        // With the grab, presses outside our windows arrive on the menu's own window.
        let hit: (level: Int, MenuHit)? = m.layouts.indices.reversed().lazy.compactMap { k -> (Int, MenuHit)? in
            let local = p - m.layouts[k].frame.origin
            return m.rendered[k].hit(local).map { (k, $0) }
        }.first
        let out: MenuOutput
        switch hit {
        case nil:
            out = press ? m.navigator.clickOutside() : m.navigator.hover(nil)
        case (let k, .row(let i))?:
            let path = m.navigator.levels[k].parentPath + [i]
            out = press ? m.navigator.click(path) : m.navigator.hover(path)
        case (let k, .scrollUp)?:
            if press { m.navigator.scroll(level: k, by: -1) }
            out = .none
        case (let k, .scrollDown)?:
            if press { m.navigator.scroll(level: k, by: 1) }
            out = .none
        case (_, .panel)?:
            out = press ? .none : m.navigator.hover(nil)
        }
        let changed = m.navigator != menus[id]?.navigator
        menus[id] = m
        if changed || out != .none { menuOutput(id, out, dismissal: .outside) }
    }

    private func menuOutput(_ id: OverlayID, _ out: MenuOutput, dismissal: DismissReason) {
        switch out {
        case .chosen(let value):
            emit(.action(id: id.description, key: value), for: id)
            dismiss(id, reason: .action)
        case .dismissed:
            dismiss(id, reason: dismissal)
        case .none, .openSubmenu, .closeSubmenu:
            if let error = layoutMenu(id) { logger.warning("\(error)") }
        }
        commit()
    }

    /// A dismissed menu's windows go and its grab is released.
    func closeMenu(_ id: OverlayID) {
        guard let m = menus.removeValue(forKey: id) else { return }
        for k in 0..<max(1, m.pushedLevels) { removedSet.insert(menuWindowID(id, level: k)) }
        if m.grabbed { display.ungrabInput() }
    }
}
