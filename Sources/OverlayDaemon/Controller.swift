// Controller: turns requests and X events into changes of the scene, then lays out,
// renders and hands the result to the Presenter (the one place that talks to X).
import Logging
import OverlayCore
import OverlayProtocol
import OverlayRender
import OverlayX11

final class Controller {
    /// Per-overlay state beyond the spec: what it is attached to and what was drawn.
    struct LiveOverlay {
        var source: WindowID?
        /// The source's top-level ancestor (a WM frame): real ConfigureNotify arrives there.
        var frameWindow: WindowID?
        var anchoring: Anchoring = .monitor
        /// Hidden because its source is (iconified, on another desktop…) or a fullscreen
        /// window covers its monitor.
        var hidden = false
        var content: PopoverContent
        var bodySize = Size.zero
        var layout: PopoverLayout?
        var rendered: RenderedOverlay?
        var renderedMode: SurfaceMode?
        var revision = 0
        var contentChanged = true
        /// The container it belongs to, and whether it is waiting in its queue.
        var container: String?
        var queued = false
        /// Below the top of its modal stack: drawn dimmed, takes no input.
        var dimmed = false
        /// A tooltip's wait for the pointer to rest in its region.
        var hover: HoverTracker?
        /// The pointer, for `--follow-pointer`.
        var pointer: Point?
        /// Where the user dragged it, relative to where layout puts it.
        var dragOffset = Point.zero
        var drag: DragState?
        /// Under an all-monitors container: its window on each monitor, the home one first.
        var copies: [MonitorCopy] = []
    }

    let display: WindowSystem
    let presenter: WindowPresenter
    /// Where the logic reads the time (the monotonic clock; a hand-moved one in tests).
    let clock: DaemonClock
    let painter: PopoverPainter
    let logger: Logger
    var scene = Scene()
    var live: [OverlayID: LiveOverlay] = [:]
    var monitors: [Monitor]
    var mode: SurfaceMode
    /// The loaded configuration (built-in defaults until a file loads).
    var config = Config.defaults
    /// Where the config came from; nil for the built-in defaults.
    var configPath: String?
    /// `scale` resolved against the X server's `Xft.dpi`.
    var scaleFactor = 1.0
    /// Receives every event, for `watch` clients (and, for notifications, the center).
    var onEvent: (OverlayEvent, OverlayID) -> Void = { _, _ in }
    /// Overlays whose inputs changed since the last commit.
    var dirty = Set<OverlayID>()
    /// Overlays whose window must be updated at the next commit, and those to destroy.
    var pushSet = Set<WindowKey>()
    var removedSet = Set<WindowKey>()
    /// Transitions under way, by presenter id.
    var animations: [WindowKey: Animation] = [:]
    var finishedEntrances = Set<WindowKey>()
    var exitCounter = 0
    /// Overlays whose window goes without an exit (replaced by another that takes over).
    var suppressExit = Set<OverlayID>()
    /// Dropped picture-in-picture overlays and where they were dropped: they animate home.
    var settling: [OverlayID: Rect] = [:]
    /// Some overlay asked for a --z: new windows trigger a restack.
    var zInUse = false
    var frameCounter = 0
    /// Open menus (`overlayctl menu`).
    var menus: [OverlayID: MenuState] = [:]
    let menuPainter: MenuPainter
    /// Named modal stacks (`--stack`).
    var stacks = ModalStacks()
    /// Queues of the containers in use, by name.
    var containers: [String: ContainerQueue] = [:]
    /// Each container's monitor, resolved once per commit (`focused` costs round trips).
    var containerMonitors: [String: Int] = [:]
    /// Each container's arrangement, computed once for all its members' layouts; dropped
    /// when a member or "+N more" changes size, the shown set changes, and after each commit.
    var containerArrangements: [String: ContainerSlots] = [:]
    /// The overlays that follow each watched window (as source or as its frame).
    var followers: [WindowID: Set<OverlayID>] = [:]
    /// Overlays shown and dismissed since start, for `stats`.
    var shownCount = 0
    var dismissedCount = 0
    /// Tooltips waiting for the pointer: raw motion is watched only while there are some.
    var tooltipIDs = Set<OverlayID>()
    /// Other windows were restacked: put ours back in place at the next commit.
    var restackNeeded = false
    var regions: [String: NamedRegion] = [:]
    /// Per-monitor work areas (monitor less panels); emptied when panels or monitors change.
    var workAreas: [Rect] = []
    var currentDesktop: Int?
    /// Rectangles of fullscreen windows, read when a notification needs them.
    var fullscreenCache: [Rect]?
    /// The dim image of a modal backdrop, for the last monitor size used.
    var backdropCache: [Size: PixelImage] = [:]

    /// The daemon's environment, for finding the config file.
    let environment: [String: String]

    init(display: WindowSystem, presenter: WindowPresenter, clock: DaemonClock, painter: PopoverPainter,
         menuPainter: MenuPainter, logger: Logger, environment: [String: String] = [:]) {
        self.display = display
        self.environment = environment
        self.presenter = presenter
        self.clock = clock
        self.painter = painter
        self.menuPainter = menuPainter
        self.logger = logger
        self.monitors = display.monitors()
        self.mode = display.compositorRunning ? .argb : .shaped
        self.currentDesktop = display.currentDesktop()
    }

    /// Overlay counters for `stats`.
    var stats: [(String, JSONValue)] {
        [("shown", .int(shownCount)), ("dismissed", .int(dismissedCount)), ("live", .int(scene.count)),
         ("limit", .int(Controller.maxOverlays)), ("animating", .int(animations.count)),
         ("wakeup_pending", .bool(nextDeadline != nil))]
    }

    var nextDeadline: Instant? {
        // Only tooltips have hover deadlines: looking at them, not at every overlay, keeps a
        // loop turn's cost independent of how many notifications are up.
        ([scene.nextDeadline, nextFrame, nextGrabRetry] + tooltipIDs.map { live[$0]?.hover?.deadline }
            + containers.values.map(\.nextDeadline))
            .compactMap { $0 }.min()
    }

    /// Handles one parsed request and returns its reply.
    func handle(_ request: Request, now: Instant) -> JSONValue {
        switch request {
        case .show(let id, let requested):
            let spec: OverlaySpec
            switch applyingPresets(requested) {
            case .success(let s): spec = s
            case .failure(let message): return Reply.error(message)
            }
            // A client's --id is its own: never a notification's or a container's overlay.
            if let id, scene[.named(id)] != nil { return update(id: .named(id), spec: spec, now: now) }
            return show(id: id.map(OverlayID.named) ?? scene.makeID(), spec: spec, now: now)
        case .update(let name, let requested):
            guard let id = lookup(name) else { return Reply.error("no such overlay: \(name)") }
            switch applyingPresets(requested) {
            case .success(let spec): return update(id: id, spec: spec, now: now)
            case .failure(let message): return Reply.error(message)
            }
        case .dismiss(.id(let name)):
            guard let id = lookup(name) else { return Reply.error("no such overlay: \(name)") }
            dismiss(id, reason: .request)
            commit()
            return Reply.ok([("id", .string(id.description))])
        case .dismiss(.top(let name)):
            guard let top = stacks[name].top else { return Reply.error("stack is empty: \(name)") }
            dismiss(top, reason: .request)
            commit()
            return Reply.ok([("id", .string(top.description))])
        case .menu(let id, let spec, let items):
            return openMenu(id: id.map(OverlayID.named) ?? scene.makeID(), spec: spec, items: items, now: now)
        case .replace(let oldName, let id, let requested):
            guard let old = lookup(oldName), let from = desiredWindow(old) else {
                return Reply.error("no such overlay: \(oldName)")
            }
            let spec: OverlaySpec
            switch applyingPresets(requested) {
            case .success(let s): spec = s
            case .failure(let message): return Reply.error(message)
            }
            let newID = id.map(OverlayID.named) ?? scene.makeID()
            guard newID != old else { return update(id: old, spec: spec, now: now) }
            suppressExit.insert(old)
            dismiss(old, reason: .replaced)
            suppressExit.remove(old)
            let reply = show(id: newID, spec: spec, now: now)
            if reply["ok"]?.boolValue == true {
                startReplacement(newID, from: from, spec: spec, now: now)
                pushSet.insert(.overlay(newID))
                commit()
            }
            return reply
        case .clearStack(let name):
            let ids = stacks[name].ids
            for id in ids.reversed() { dismiss(id, reason: .request) }
            commit()
            return Reply.ok([("dismissed", .int(ids.count))])
        case .dismiss(.all):
            let ids = scene.order
            for id in ids { dismiss(id, reason: .request) }
            commit()
            return Reply.ok([("dismissed", .int(ids.count))])
        case .list:
            commit()
            return Reply.ok([("overlays", .array(scene.order.compactMap(describe)))])
        case .sync:
            display.sync()
            drainEvents()
            // A warped pointer (xdotool, XWarpPointer) makes no raw motion: look at it now.
            if !tooltipIDs.isEmpty, let p = display.pointerPosition() { pointerMoved(to: p, now: now) }
            if let due = nextDeadline, due <= now { expire(now: now) }
            commit()
            display.sync()
            return Reply.ok()
        case .ping:
            return Reply.ok()
        case .stats:
            return Reply.ok(stats)
        case .notifications:
            return Reply.error("notifications are off: no session bus, or another daemon owns org.freedesktop.Notifications")
        case .version:
            return Reply.ok([("version", .string(overlaydVersion))])
        case .watch:
            return Reply.ok([("watching", .bool(true))])
        case .regionSet, .regionUnset, .regionList:
            return handleRegion(request)
        case .reload:
            return reloadConfig()
        case .presets:
            let list = config.presetNames.map { name -> JSONValue in
                .object([("name", .string(name)), ("words", .array((config.presets[name] ?? []).map(JSONValue.string)))])
            }
            return Reply.ok([("presets", .array(list))])
        case .screenshot(let path):
            commit()
            display.sync()
            guard let image = display.captureScreen() else { return Reply.error("screenshot: the X server returned no image") }
            do { try PNGWriter.write(image, to: path) } catch { return Reply.error("screenshot: \(error)") }
            return Reply.ok([("path", .string(path))])
        }
    }

    /// The overlay a client's word names: its own `--id` first, else a notification's
    /// (`n3`) or a container's "+N more" as `list` shows them.
    func lookup(_ name: String) -> OverlayID? {
        if scene[.named(name)] != nil { return .named(name) }
        guard let id = OverlayID.parsing(name), scene[id] != nil else { return nil }
        return id
    }

    /// Shows or updates desktop notification `n` (the notification center's overlays live
    /// apart from clients' ids).
    func show(notification n: UInt32, spec requested: OverlaySpec, now: Instant) -> JSONValue {
        let id = OverlayID.notification(n)
        let spec: OverlaySpec
        switch applyingPresets(requested) {
        case .success(let s): spec = s
        case .failure(let message): return Reply.error(message)
        }
        return scene[id] != nil ? update(id: id, spec: spec, now: now) : show(id: id, spec: spec, now: now)
    }

    /// Dismisses desktop notification `n`'s overlay, if it is up.
    func dismiss(notification n: UInt32, now: Instant) {
        guard scene[.notification(n)] != nil else { return }
        dismiss(.notification(n), reason: .request)
        commit()
    }

    /// Tells watchers (and, for a notification, the notification center) what happened.
    func emit(_ event: OverlayEvent, for id: OverlayID) { onEvent(event, id) }

    /// Live overlays are capped, so a flood is refused explicitly instead of eating memory.
    static let maxOverlays = 1000

    private func show(id: OverlayID, spec requested: OverlaySpec, now: Instant) -> JSONValue {
        guard scene.count < Controller.maxOverlays else {
            return Reply.error("too many overlays: \(scene.count) live (limit \(Controller.maxOverlays))")
        }
        let source: WindowID?
        let anchoring: Anchoring
        switch resolve(requested.attach ?? .root) {
        case .success(let w, let a): source = w; anchoring = a
        case .failure(let message): return Reply.error(message)
        }
        guard let spec = applyingRules(requested, source: source) else { return Reply.error("skipped by a rule") }
        scene.upsert(id: id, spec: spec, now: now)
        live[id] = LiveOverlay(content: content(of: spec))
        live[id]?.hover = spec.hoverDelayMs.map(HoverTracker.init(delayMs:))
        if spec.hoverDelayMs != nil { tooltipIDs.insert(id) }
        if let name = spec.container { enqueue(id, in: name, timeoutMs: spec.timeoutMs, now: now) }
        if let name = spec.stack { apply(stacks.push(id, onto: name)) }
        attach(id, to: source, anchoring: anchoring)
        if live[id]?.hover != nil, let p = display.pointerPosition() { pointerMoved(to: p, now: now, only: id) }
        if let error = relayout(id) {
            dismiss(id, reason: .request, announce: false)
            return Reply.error(error)
        }
        startEntrance(id, now: now)
        // A new window maps on top: with --z in play, put everyone back in order.
        if spec.z != nil || zInUse { restackNeeded = true; zInUse = true }
        emit(.shown(id: id.description), for: id)
        shownCount += 1
        commit()
        return Reply.ok([("id", .string(id.description))])
    }

    private func update(id: OverlayID, spec: OverlaySpec, now: Instant) -> JSONValue {
        if let target = spec.attach {
            switch resolve(target) {
            case .success(let w, let a): attach(id, to: w, anchoring: a)
            case .failure(let message): return Reply.error(message)
            }
        }
        scene.upsert(id: id, spec: spec, now: now)
        if let o = scene[id] {
            let newContent = content(of: o.spec)
            if live[id]?.content != newContent { live[id]?.content = newContent }
            live[id]?.contentChanged = true
        }
        if let error = relayout(id) { return Reply.error(error) }
        emit(.updated(id: id.description), for: id)
        commit()
        return Reply.ok([("id", .string(id.description))])
    }

    /// Removes an overlay and tells watchers why.
    func dismiss(_ id: OverlayID, reason: DismissReason, announce: Bool = true) {
        let leavingWindow = pushSet.contains(.overlay(id)) || suppressExit.contains(id) ? nil : desiredWindow(id)
        let leavingCopies = leavingWindow.map { copyWindows(of: $0, id: id) } ?? []
        let copyKeys = live[id].map { l in l.copies.dropFirst().map { WindowKey.copy(id, monitor: $0.monitor) } } ?? []
        guard let removed = scene.remove(id) else { return }
        let gone = live.removeValue(forKey: id)
        let now = clock.now()
        let exits = startExit(.overlay(id), spec: removed.spec, window: leavingWindow, now: now)
        // Every copy goes with it, playing the same exit where there is one.
        for c in leavingCopies { _ = startExit(c.key, spec: removed.spec, window: c, now: now) }
        removedSet.formUnion(copyKeys)
        for w in Set([gone?.source, gone?.frameWindow].compactMap({ $0 })) {
            followers[w]?.remove(id)
            if followers[w]?.isEmpty == true { followers[w] = nil }
            if !isWatched(w) { display.unwatch(w) }
        }
        dirty.remove(id)
        pushSet.remove(.overlay(id))
        if let name = gone?.container { removeFromContainer(id, name, now: now) }
        if stacks.stackName(of: id) != nil { apply(stacks.remove(id)) }
        closeMenu(id)
        tooltipIDs.remove(id)
        removedSet.formUnion(exits ? [.backdrop(id)] : [.overlay(id), .backdrop(id)])
        // The last overlay went: hand freed heap back to the system (after a flood, RSS
        // would otherwise stay at its peak).
        if scene.count == 0 { returnFreedMemory() }
        animations[.overlay(id)] = nil
        dismissedCount += 1
        if announce { emit(.dismissed(id: id.description, reason: reason), for: id) }
    }

    /// Dismisses whatever timed out by `now`.
    func expire(now: Instant) {
        let due = scene.expired(at: now)
        for id in due { dismiss(id, reason: .timeout) }
        for id in tooltipIDs where live[id]?.hover?.deadline.map({ $0 <= now }) ?? false {
            if live[id]?.hover?.tick(now: now) == true { dirty.insert(id) }
        }
        // Names first: changing a queue while iterating `containers` would copy it.
        let dueContainers = containers.compactMap { name, q in q.nextDeadline.map { $0 <= now } ?? false ? name : nil }
        for name in dueContainers { updateQueue(name, now: now) { $0.tick(now: now) } }
        if !animations.isEmpty { stepAnimations(now: now) }
        if menus.values.contains(where: { !$0.grabbed }) { retryGrabs(now: now) }
        if !due.isEmpty || !dirty.isEmpty || !pushSet.isEmpty || !removedSet.isEmpty { commit() }
    }

    /// Lays out what changed and pushes the scene to X.
    func commit() {
        defer {
            containerMonitors.removeAll(keepingCapacity: true)
            containerArrangements.removeAll(keepingCapacity: true)
        }
        // A layout can dirty others (a container's column moves up): a few rounds at most.
        for _ in 0..<4 where !dirty.isEmpty {
            let batch = dirty
            dirty.removeAll()
            for id in batch {
                if let error = relayout(id) { logger.warning("layout failed: \(id): \(error)") }
            }
        }
        display.watchPointerMotion(!tooltipIDs.isEmpty)
        guard !pushSet.isEmpty || !removedSet.isEmpty || restackNeeded else { return }
        // In show order, so new windows stack as they were shown.
        let ids = scene.inShowOrder(pushSet.compactMap { if case .overlay(let id) = $0 { id } else { nil } })
        let now = clock.now()
        let changed = ids.flatMap { animatedWindows($0, now: now) } + leavingWindows(now: now)
        presenter.apply(changed: changed, removed: removedSet,
                        restack: restackNeeded ? stackingOrder().flatMap(allWindows) : nil)
        pushSet.removeAll()
        removedSet.removeAll()
        restackNeeded = false
        display.flush()
    }

    private func content(of spec: OverlaySpec) -> PopoverContent {
        let row = spec.actions.map { buttons in
            ButtonRow(buttons: buttons, defaultIndex: spec.defaultAction.flatMap { key in buttons.firstIndex { $0.key == key } })
        }
        var content = PopoverContent(title: spec.title, text: spec.text ?? "", value: spec.value, buttons: row)
        if let pixels = spec.iconImage {
            content.icon = .pixels(pixels)
        } else if let icon = spec.icon {
            content.icon = icon.hasPrefix("/") ? .file(icon) : .themeName(icon)
        }
        return content
    }

    private func describe(_ id: OverlayID) -> JSONValue? {
        if let m = menus[id] {
            return .object([("id", .string(id.description)), ("menu", .bool(true)), ("grabbed", .bool(m.grabbed)),
                            ("levels", .array(m.layouts.indices.map { k in
                                .object([("frame", .rect(m.layouts[k].frame)),
                                         ("rows", .array(m.rendered[k].rows.map {
                                             .object([("index", .int($0.index)), ("rect", .rect($0.frame.offsetBy(m.layouts[k].frame.origin)))])
                                         }))])
                            }))])
        }
        if let o = live[id], o.queued {
            return .object([("id", .string(id.description)), ("queued", .bool(true)), ("container", o.container.map(JSONValue.string) ?? .null)])
        }
        guard let o = live[id], let layout = o.layout.map({ moved($0, by: o.dragOffset) }) else { return nil }
        var fields: [(String, JSONValue)] = [
            ("id", .string(id.description)),
            ("frame", .rect(layout.frame)),
            ("body", .rect(layout.bodyOnRoot)),
            ("arrow", layout.arrowTipOnRoot.map(JSONValue.point) ?? .null),
            ("anchor", .string(layout.anchor.rawValue)),
            ("gravity", .string(layout.gravity.rawValue)),
            ("mode", .string(o.renderedMode?.rawValue ?? mode.rawValue)),
            ("visible", .bool(!o.hidden)),
            ("paused", .bool(scene[id]?.pausedRemaining != nil)),
        ]
        if let buttons = o.rendered?.buttons, !buttons.isEmpty {
            fields.append(("buttons", .array(buttons.map {
                .object([("key", .string($0.key)), ("rect", .rect($0.frame.offsetBy(layout.frame.origin)))])
            })))
        }
        if let w = presenter.window(for: .overlay(id)) { fields.append(("window", .string(w.description))) }
        if let copies = describeCopies(id, layout: layout) { fields.append(("monitors", copies)) }
        if let c = layout.connector {
            fields.append(("connector", .object([("from", .point(c.start + layout.frame.origin)),
                                                 ("to", .point(c.end + layout.frame.origin))])))
        }
        if let s = o.source { fields.append(("source", .string(s.description))) }
        return .object(fields)
    }
}
