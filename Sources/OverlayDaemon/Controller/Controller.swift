// Controller: keeps the scene (the overlays that should exist and what was drawn for each),
// answers requests, and carries out the effects the rooms return; `commit` lays out what
// changed and hands the result to the WindowPresenter. The rooms own everything else:
// SourceTracker (what overlays follow), ContainerRoom (queues, columns, copies),
// AnimationRoom (transitions), MenuRoom (open menus, grabs), PointerRoom (drag, hover,
// clicks, keys), ModalRoom (modal stacks, backdrops) and Settings (config, styles).
import Logging
import OverlayConfig
import OverlayCore
import OverlayProtocol
import OverlayRender

final class Controller {
    /// What the next commit must do.
    struct Pending {
        /// Overlays whose inputs changed: laid out again.
        var dirty = Set<OverlayID>()
        /// Windows whose state must be pushed (`.overlay(id)` pushes all of an overlay's).
        var push = Set<WindowKey>()
        /// Windows to destroy.
        var removed = Set<WindowKey>()
        /// Other windows were restacked: put ours back in place.
        var restack = false
    }

    let display: WindowSystem
    let presenter: WindowPresenter
    /// Where the logic reads the time (the monotonic clock; a hand-moved one in tests).
    let clock: DaemonClock
    let logger: Logger
    /// Receives every event, for `watch` clients (and, for notifications, the center).
    var onEvent: (OverlayEvent, OverlayID) -> Void = { _, _ in }
    /// Carries out what the user asked in the notification center (the NotificationCenter sets it).
    var onCenterCommand: (CenterCommand) -> Void = { _ in }

    var scene = Scene()
    var pending = Pending()
    /// Above 0 inside `withOneCommit`: commits wait for its end.
    var commitsHeld = 0
    /// Overlays whose `shown` event went out (see `emit`).
    var announcements = Announcements()

    let settings: Settings
    let rooms: Rooms

    init(display: WindowSystem, presenter: WindowPresenter, clock: DaemonClock, painter: PopoverPainter,
         menuPainter: MenuPainter, pickPainter: PickPainter, icons: IconCache = IconCache(loader: nil), logger: Logger,
         environment: [String: String] = [:]) {
        self.display = display
        self.presenter = presenter
        self.clock = clock
        self.logger = logger
        settings = Settings(environment: environment)
        rooms = Rooms(display: display, painter: painter, menuPainter: menuPainter, pickPainter: pickPainter, icons: icons, logger: logger,
                      environment: environment)
    }

    // Narrow, read-only lookups for the notification center and the Daemon.
    /// The loaded configuration and scale (the notification center reads its rules).
    var config: Config { settings.config }
    var scaleFactor: Double { settings.scaleFactor }
    var configPath: String? { settings.path }
    /// What matches rules' regular expressions.
    var ruleRegex: RegexMatching { settings.regex }
    /// A container's settings, its defaults filled in.
    func containerConfig(_ name: String) -> ContainerConfig { settings.container(name) }
    /// Whether an overlay waits in its container's queue (not on screen yet).
    func isQueued(_ id: OverlayID) -> Bool { rooms.containers.isQueued(id) }
    /// A fresh client id (`p1`, `p2`, …) for a request the Daemon answers before it opens.
    func newID() -> OverlayID { scene.makeID() }
    /// When the notification center's persisted history is next written.
    var historySaver: HistorySaver { rooms.history }
    /// Each screen's surface mode.
    var surfaceModes: [SurfaceMode] { rooms.compositor.modes }
    /// Counts XSETTINGS changes: the Daemon applies the icon theme again when it moved.
    var desktopRevision: Int { settings.desktopRevision }

    /// Overlay counters for `stats`.
    var stats: [(String, JSONValue)] {
        [("shown", .int(announcements.shown)), ("dismissed", .int(announcements.dismissed)), ("live", .int(scene.count)),
         ("limit", .int(Controller.maxOverlays)), ("animating", .int(rooms.animations.count)),
         ("wakeup_pending", .bool(nextDeadline != nil)), ("modes", .array(surfaceModes.map { .string($0.rawValue) }))]
    }

    /// The earliest time something is due: a timeout, a frame, a tooltip, a grab retry.
    var nextDeadline: Instant? {
        let now = clock.now()
        var due = scene.nextDeadline
        for room in rooms.all {
            if let d = room.nextDeadline(after: now), due.map({ d < $0 }) ?? true { due = d }
        }
        return due
    }

    /// Handles one parsed request and returns its reply.
    func handle(_ request: Request, now: Instant) -> JSONValue {
        switch request {
        case .show(let ownID, let requested):
            guard case .success(let spec) = settings.applyingPresets(requested) else { return presetError(requested) }
            let id = ownID ?? settings.presetID(requested)
            // A client's --id is its own: never a notification's or a container's overlay.
            if let id, scene[.named(id)] != nil { return update(id: .named(id), spec: spec, now: now) }
            return show(id: id.map(OverlayID.named) ?? scene.makeID(), spec: spec, now: now)
        case .update(let name, let requested):
            guard let id = lookup(name) else { return Reply.error("no such overlay: \(name)") }
            guard case .success(let spec) = settings.applyingPresets(requested) else { return presetError(requested) }
            return update(id: id, spec: spec, now: now)
        case .dismiss(let target):
            return dismiss(target)
        case .menu(let id, let spec, let items):
            return openMenu(id: id.map(OverlayID.named) ?? scene.makeID(), spec: spec, items: items, now: now)
        case .pickColor(let id, let spec):
            return openColorChooser(id: id.map(OverlayID.named) ?? scene.makeID(), spec: spec, now: now)
        case .launch(let spec):
            return openLauncher(id: scene.makeID(), spec: spec, now: now)
        case .pick:
            // Its rows follow on the socket: the Daemon reads them, then calls openPick.
            return Reply.error("pick: only on the socket (its rows follow the request line)")
        case .replace(let oldName, let id, let requested):
            return replace(oldName, with: id, requested, now: now)
        case .clearStack(let name):
            let ids = rooms.modals.ids(of: name)
            for id in ids.reversed() { dismiss(id, reason: .request) }
            commit()
            return Reply.ok([("dismissed", .int(ids.count))])
        case .list:
            commit()
            return Reply.ok([("overlays", .array(scene.order.compactMap(describe)))])
        case .sync:
            display.sync()
            drainEvents()
            // A warped pointer (xdotool, XWarpPointer) makes no raw motion: look at it now.
            if rooms.pointer.wantsMotion, let p = display.pointerLocation() { pointerMoved(to: p, now: now) }
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
            let (reply, effects) = rooms.sources.handleRegion(request, inShowOrder: scene.inShowOrder)
            apply(effects)
            if case .regionList = request { return reply }
            commit()
            return reply
        case .reload:
            return reloadConfig()
        case .presets:
            return Reply.ok([("presets", settings.presetList)])
        case .screenshot(let path, let screen):
            if let n = screen, n >= display.screenCount {
                return Reply.error("screenshot: no such screen: \(n) (the display has \(display.screenCount))")
            }
            commit()
            display.sync()
            guard let image = display.captureScreen(screen ?? display.defaultScreen) else {
                return Reply.error("screenshot: the X server returned no image")
            }
            do { try PNGWriter.write(image, to: path) } catch { return Reply.error("screenshot: \(error)") }
            return Reply.ok([("path", .string(path))])
        }
    }

    private func presetError(_ spec: OverlaySpec) -> JSONValue {
        if case .failure(let message) = settings.applyingPresets(spec) { return Reply.error(message) }
        return Reply.error("presets do not apply")
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
        guard case .success(let spec) = settings.applyingPresets(requested) else { return presetError(requested) }
        return scene[id] != nil ? update(id: id, spec: spec, now: now) : show(id: id, spec: spec, now: now)
    }

    /// Dismisses desktop notification `n`'s overlay, if it is up.
    func dismiss(notification n: UInt32, now: Instant) {
        guard scene[.notification(n)] != nil else { return }
        dismiss(.notification(n), reason: .request)
        commit()
    }

    /// Dismisses several notifications, in this order, and lays out what remains once: a
    /// commit after each would show, lay out and paint every waiting one in turn only to
    /// dismiss it next (closing 700 queued ones cost 350 ms of CPU, issue 24).
    func dismiss(notifications ns: [UInt32], now: Instant) {
        for n in ns where scene[.notification(n)] != nil { dismiss(.notification(n), reason: .request) }
        commit()
    }

    /// Live overlays are capped, so a flood is refused explicitly instead of eating memory.
    static let maxOverlays = 1000

    private func show(id: OverlayID, spec requested: OverlaySpec, now: Instant) -> JSONValue {
        guard scene.count < Controller.maxOverlays else {
            return Reply.error("too many overlays: \(scene.count) live (limit \(Controller.maxOverlays))")
        }
        let source: WindowID?
        let anchoring: Anchoring
        switch rooms.sources.resolve(requested.attach ?? .root) {
        case .success(let w, let a): source = w; anchoring = a
        case .failure(let message): return Reply.error(message)
        }
        guard let ruled = settings.applyingRules(requested, windowClass: source.flatMap { display.windowClass(of: $0) }) else {
            return Reply.error("skipped by a rule")
        }
        let spec = settings.applyingContainerDefaults(ruled)
        if let error = screenError(spec) { return Reply.error(error) }
        scene.upsert(id: id, spec: spec, now: now)
        rooms.popovers.add(id, content: PopoverRoom.content(of: spec))
        rooms.pointer.track(id, hoverDelayMs: spec.hoverDelayMs)
        if let name = spec.container {
            scene.clearDeadline(id)
            apply(rooms.containers.enqueue(id, in: name, config: settings.container(name), timeoutMs: spec.timeoutMs, now: now))
            apply(rooms.containers.place(id, in: name, on: containerScreen(spec, name),
                                   perScreen: spec.screen == nil && settings.container(name).screen == .follow))
        }
        if let name = spec.stack { apply(rooms.modals.push(id, onto: name)) }
        rooms.sources.attach(id, to: source, anchoring: anchoring, screen: spec.screen ?? display.defaultScreen)
        if spec.hoverDelayMs != nil, let p = display.pointerLocation() { pointerMoved(to: p, now: now, only: id) }
        if let error = relayout(id) {
            dismiss(id, reason: .request, announce: false)
            return Reply.error(error)
        }
        // Its source went between resolving and placing it: no event, the reply says so.
        guard scene[id] != nil else { commit(); return endedReply(id, spec) }
        startEntrance(id, now: now)
        // A new window maps on top: with --z in play, put everyone back in order.
        if scene.zInUse { pending.restack = true }
        emit(.shown(id: id.description), for: id)
        commit()
        return Reply.ok([("id", .string(id.description))])
    }

    private func update(id: OverlayID, spec: OverlaySpec, now: Instant) -> JSONValue {
        if let error = screenError(spec) { return Reply.error(error) }
        if let target = spec.attach {
            switch rooms.sources.resolve(target) {
            case .success(let w, let a): rooms.sources.attach(id, to: w, anchoring: a, screen: spec.screen ?? rooms.sources.attachment(id).screen)
            case .failure(let message): return Reply.error(message)
            }
        } else if let screen = spec.screen, rooms.sources.attachment(id).source == nil {
            let a = rooms.sources.attachment(id)
            rooms.sources.attach(id, to: nil, anchoring: a.anchoring, screen: screen)
        }
        scene.upsert(id: id, spec: spec, now: now)
        // A member still waiting in its container gets its new timeout when it shows.
        if let t = spec.timeoutMs, rooms.containers.isQueued(id) {
            scene.clearDeadline(id)
            rooms.containers.retime(id, timeoutMs: t, now: now)
        }
        if let o = scene[id] { rooms.popovers.setContent(id, PopoverRoom.content(of: o.spec)) }
        if let error = relayout(id) { return Reply.error(error) }
        // Its (new) source is gone: `dismissed` went out, no `updated` after it.
        guard scene[id] != nil else { commit(); return endedReply(id, spec) }
        emit(.updated(id: id.description), for: id)
        commit()
        return Reply.ok([("id", .string(id.description))])
    }

    /// `replace OLD`: the new overlay takes the old one's place, growing out of its frame.
    private func replace(_ oldName: String, with id: String?, _ requested: OverlaySpec, now: Instant) -> JSONValue {
        guard let old = lookup(oldName), let from = desiredWindow(old) else { return Reply.error("no such overlay: \(oldName)") }
        guard case .success(let spec) = settings.applyingPresets(requested) else { return presetError(requested) }
        let newID = id.map(OverlayID.named) ?? scene.makeID()
        guard newID != old else { return update(id: old, spec: spec, now: now) }
        dismiss(old, reason: .replaced, exit: false)
        let reply = show(id: newID, spec: spec, now: now)
        if reply["ok"]?.boolValue == true, let layout = rooms.popovers[newID]?.layout {
            rooms.animations.startReplacement(newID, from: from, to: layout, spec: spec, now: now)
            pending.push.insert(.overlay(newID))
            commit()
        }
        return reply
    }

    /// `overlayctl menu`: a menu at the pointer, or attached like a popover.
    func openMenu(id: OverlayID, spec requested: OverlaySpec, items lines: [String], now: Instant) -> JSONValue {
        let items: [MenuItem]
        switch MenuRoom.parse(lines) {
        case .success(let parsed): items = parsed
        case .failure(let message): return Reply.error(message)
        }
        replaceOpenMenus()
        if scene[id] != nil { dismiss(id, reason: .replaced) }
        var spec = requested
        spec.timeoutMs = 0
        spec.dismiss = []
        if let error = screenError(spec) { return Reply.error(error) }
        let anchor: Rect
        let screen: Int
        let centred: Bool
        switch rooms.sources.openingAnchor(spec.attach, screen: spec.screen, monitor: spec.monitor, frame: spec.frame == true, what: "menu") {
        case .success(let at): (anchor, screen, centred) = (at.rect, at.screen, at.centred)
        case .failure(let message): return Reply.error(message)
        }
        let attached = spec.attach != nil && spec.attach != .root
        if spec.anchor == nil { spec.anchor = centred ? .center : attached ? .bottomLeft : .topLeft }
        if spec.gravity == nil { spec.gravity = centred ? .center : .bottomRight }
        rooms.popovers.add(id, content: PopoverContent(title: nil, text: ""))
        rooms.menus.open(id, items: items, anchor: anchor)
        return openGrabbing(id, in: rooms.menus, spec: spec, anchor: anchor, screen: screen, now: now)
    }

    /// Opens what `room` has just made ready under `id`: in the scene as `spec` (a menu's
    /// kind, no timeout, no dismiss gestures unless given), at `anchor` on `screen` with nothing
    /// to follow, then laid out, announced and given the input.
    func openGrabbing(_ id: OverlayID, in room: GrabbingRoom, spec: OverlaySpec = .grabbing(), anchor: Rect, screen: Int,
                      now: Instant, extra: [(String, JSONValue)] = [], laidOut: (() -> Void)? = nil) -> JSONValue {
        scene.upsert(id: id, spec: spec, now: now)
        // Nothing to follow: the attachment only says which screen it opens on.
        rooms.sources.attach(id, to: nil, anchoring: .fixed(anchor), screen: screen)
        return finishOpening(id, in: room, extra: extra, laidOut: laidOut)
    }

    /// The end of opening a menu, pick or picker: laid out, announced, then the input grabbed.
    func finishOpening(_ id: OverlayID, in room: GrabbingRoom, extra: [(String, JSONValue)] = [],
                       laidOut: (() -> Void)? = nil) -> JSONValue {
        if let error = relayout(id) {
            dismiss(id, reason: .request, announce: false)
            return Reply.error(error)
        }
        // Before its window is first pushed (an entrance starts from the first frame).
        laidOut?()
        emit(.shown(id: id.description), for: id)
        commit()
        apply(rooms.grab.open(id, in: room))
        return Reply.ok([("id", .string(id.description))] + extra)
    }

    /// `reload` and SIGHUP: visible overlays restyle live.
    func reloadConfig() -> JSONValue {
        if let error = loadConfig() {
            logger.error("config refused, keeping the previous one: \(error)")
            return Reply.error("config refused, keeping the previous one: \(error)")
        }
        logger.info("config loaded: \(settings.path ?? "built-in defaults")")
        commit()
        return Reply.ok([("config", settings.path.map(JSONValue.string) ?? .null)])
    }

    /// Loads the config the environment points at; on an error the current one stays.
    @discardableResult
    func loadConfig() -> ConfigError? {
        if let error = settings.load(xftDPI: display.xftDPI()) { return error }
        restyleAll()
        return nil
    }

    /// The desktop's settings changed: a new DPI rescales every overlay shown, as the next
    /// ones (the settings manager changes `Xft/DPI` when the user changes the scale).
    func desktopSettingsDidChange() {
        settings.desktopRevision += 1
        guard settings.rescale(xftDPI: display.xftDPI()) else { return }
        logger.info("desktop DPI changed: scale \(settings.scaleFactor)")
        restyleAll()
    }

    /// Measures and lays out every overlay again (style or scale changed).
    private func restyleAll() {
        rooms.popovers.invalidateAll()
        pending.dirty.formUnion(scene.order)
    }

    /// Loads the fonts before the daemon says it is ready (`PopoverRoom.loadFonts`).
    func loadFonts() { rooms.popovers.loadFonts(style: settings.style(for: OverlaySpec())) }
}
