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
        /// Above 0 inside `withOneCommit`: commits wait for its end.
        var held = 0
    }

    let display: WindowSystem
    let presenter: WindowPresenter
    /// Where the logic reads the time (the monotonic clock; a hand-moved one in tests).
    let clock: DaemonClock
    let logger: Logger
    /// Receives every event, for `watch` clients.
    var onEvent: (OverlayEvent, OverlayID) -> Void = { _, _ in }
    /// Receives a notification's events, typed (the NotificationService sets it).
    var onNotificationEvent: (NotificationEvent) -> Void = { _ in }
    /// Carries out what the user asked in the notification center (the NotificationService sets it).
    var onCenterCommand: (CenterCommand) -> Void = { _ in }

    var scene = Scene()
    var pending = Pending()
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
        rooms = Rooms(display: display, ours: presenter.owns, painter: painter, menuPainter: menuPainter, pickPainter: pickPainter, icons: icons, logger: logger,
                      environment: environment)
    }

    // Narrow, read-only lookups for the notification center and the Daemon.
    /// The loaded configuration and scale (the notification center reads its rules).
    var config: Config { settings.config }
    /// The largest scale a notification may be drawn at (its picture is kept for it).
    var scaleFactor: Double { settings.largestScale(on: rooms.sources.allMonitors) }
    var configPath: String? { settings.path }
    /// What matches rules' regular expressions.
    var ruleRegex: RegexMatching { settings.regex }
    /// A container's settings, its defaults filled in.
    func containerConfig(_ name: String) -> ContainerConfig { settings.container(name) }
    /// Whether an overlay waits in its container's queue (not on screen yet).
    func isQueued(_ id: OverlayID) -> Bool { rooms.containers.isQueued(id) }
    /// What the rooms keep only for a next window, for the Daemon's quiet-time release (`Rooms+Spares`).
    var keepsSpares: Bool { rooms.keepsSpares }
    func releaseSpares() { rooms.releaseSpares() }
    /// A fresh client id (`p1`, `p2`, …) for a request the Daemon answers before it opens.
    func newID() -> OverlayID { scene.makeID() }
    /// The overlay a request's `--id` names, else a fresh one.
    func clientID(_ id: String?) -> OverlayID { id.map(OverlayID.named) ?? scene.makeID() }
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
        [scene.nextDeadline, rooms.nextDeadline(after: clock.now())].compactMap { $0 }.min()
    }

    /// Handles one parsed request and returns its reply.
    func handle(_ request: Request, now: Instant) -> JSONValue {
        switch request {
        case .show(let ownID, let requested):
            guard case .success(let spec) = settings.applyingPresets(requested) else { return presetError(requested) }
            let id = ownID ?? settings.presetID(requested)
            // A client's --id is its own: never a notification's or a container's overlay.
            if let id, scene[.named(id)] != nil { return update(id: .named(id), spec: spec, now: now) }
            return show(id: clientID(id), spec: spec, now: now)
        case .update(let name, let requested):
            guard let id = lookup(name) else { return Reply.error("no such overlay: \(name)") }
            guard case .success(let spec) = settings.applyingPresets(requested) else { return presetError(requested) }
            return update(id: id, spec: spec, now: now)
        case .dismiss(let target):
            return dismiss(target)
        case .menu(let id, let spec, let items):
            return openMenu(id: clientID(id), spec: spec, items: items, now: now)
        case .pickColor(let id, let spec):
            return open(clientID(id), in: rooms.colors, .init(spec: spec), now: now)
        case .dialog(let id, let spec):
            return open(clientID(id), in: rooms.dialogs, .init(spec: spec), now: now)
        case .dialogUpdate(let name, let change):
            return updateDialog(name, change)
        case .launch(let spec):
            return openLauncher(id: scene.makeID(), spec: spec, now: now)
        case .pick:
            // Its rows follow on the socket: the Daemon reads them, then calls openPick.
            return Reply.error("pick: only on the socket (its rows follow the request line)")
        case .theme:
            // Its text follows on the socket: the Daemon reads it into the pick room's themes.
            return Reply.error("theme: only on the socket (its text follows the request line)")
        case .replace(let oldName, let id, let requested):
            return replace(oldName, with: id, requested, now: now)
        case .clearStack(let name):
            let ids = rooms.modals.ids(of: name)
            for id in ids.reversed() { dismiss(id, reason: .request) }
            commit()
            return Reply.ok([("dismissed", .int(ids.count))])
        case .list:
            commit()
            return Reply.ok([("overlays", .array(scene.order.compactMap { id in
                rooms.describe(id, in: scene, mode: mode(on: screen(of: id)), window: presenter.window(for:), lookup: self)
            }))])
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
            commit()
            return display.screenshot(to: path, screen: screen)
        }
    }
}
