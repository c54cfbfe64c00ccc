// Daemon: the event loop. How events flow, to understand everything else:
//
// One thread owns the X connection and blocks in poll() on the X socket, the FIFO, the
// listening socket and its clients, and a signalfd. The timeout is the earliest overlay
// deadline; with none, poll() waits forever, so an idle daemon makes no wake-ups.
// Every ready input is read and handled; X events only mark overlays dirty, so a drag
// that sends fifty ConfigureNotify events costs one layout. Before blocking again the
// controller commits (lays out what is dirty and pushes the scene to X), the X output
// is flushed, and Xlib's queue is checked, since round trips can pull events into it.
#if canImport(Glibc)
import Glibc
#endif
import CSystemd
import Logging
import OverlayConfig
import OverlayCore
import OverlayDBus
import OverlayProtocol
import OverlayRender
import OverlayX11

public final class Daemon {
    let logger: Logger
    private let display: XDisplay
    /// When freed heap and spare frames go back to the system.
    private var memory = MemoryRelease()
    let runtime: RuntimeDirectory
    private let runtimeWatch: RuntimeWatch
    private let signals: SignalSource
    let controller: Controller
    let clock = DaemonClock.monotonic
    /// Pictures, loaded off the loop: its descriptor wakes the loop when some are ready.
    private let icons: IconCache
    /// The launcher's applications and programs, one index per caller environment, scanned
    /// off the loop and followed with inotify.
    let launchIndexes: LaunchIndexes
    /// Failed pictures are logged a burst a second at most.
    private var pictureLog = LogThrottle()
    private var fifoLines = LineBuffer()
    private var fifoBacklog = RequestBacklog()
    /// Refused FIFO lines are logged a burst a second at most (a flood would flood the log).
    private var fifoRefusalLog = LogThrottle()
    /// Lines answered per source per loop turn.
    private static let turn = 8
    /// Parses and answers each line, and says what the loop does with the answer.
    private(set) lazy var router = RequestRouter(controller: controller, services: self)
    /// Desktop notifications; nil without a session bus (the X side works regardless).
    private var notifications: NotificationService?
    /// AT-SPI2 for screen readers; nil with `NO_AT_BRIDGE=1`.
    private var accessibility: AccessibilityLink?
    private let options: DaemonOptions
    var clients: [Int32: ClientConnection] = [:]
    private var running = true
    /// The controller's `desktopRevision` when the icon theme was last applied.
    private var desktopRevision = 0
    var readChunk = [UInt8](repeating: 0, count: 65536)

    public init(options: DaemonOptions, logger: Logger) throws {
        self.logger = logger
        self.options = options
        signals = try SignalSource()
        display = try XDisplay(name: options.display)
        guard display.claimInstanceSelection() else {
            throw DaemonError.alreadyRunning("an OVERLAYD_S<screen> selection on this display is taken")
        }
        let env = Daemon.environment()
        // OVERLAYD_NO_SHM=1 uploads frames through the socket, as on a remote display;
        // OVERLAYD_WHOLE_FRAMES=1 paints and uploads each frame whole, not only what changed.
        display.partialFrames = env["OVERLAYD_WHOLE_FRAMES"] != "1"
        memory = MemoryRelease(environment: env)
        let path = display.choosePixelPath(allowSharedMemory: env["OVERLAYD_NO_SHM"] != "1")
        logger.info("pixels: \(path)\(display.partialFrames ? "" : ", whole frames")")
        let paths = options.runtimeDir.map(RuntimePaths.init(directory:)) ?? RuntimePaths(environment: env, uid: getuid())
        runtime = try RuntimeDirectory(paths: paths, activated: ActivatedDescriptors.fromSystemd())
        runtimeWatch = try RuntimeWatch(directory: paths.directory)
        launchIndexes = try LaunchIndexes(environment: env, logger: logger)
        do {
            icons = IconCache(loader: try PictureLoader(environment: env))
        } catch {
            logger.error("pictures off: \(error)")
            icons = IconCache(loader: nil)
        }
        controller = Controller(display: display, presenter: Presenter(display: display), clock: clock,
                                painter: try PopoverPainter(icons: icons), menuPainter: try MenuPainter(icons: icons),
                                pickPainter: try PickPainter(icons: icons, wholeFrames: !display.partialFrames), icons: icons,
                                logger: logger, environment: env)
        do throws(ConfigError) {
            try controller.loadConfig()
            logger.info("config: \(controller.configPath ?? "built-in defaults")")
        } catch {
            logger.error("config refused, using the built-in defaults: \(error)")
        }
        applyIconTheme()
        display.watchRoot()
        controller.loadFonts()
        controller.onEvent = { [unowned self] event, id in self.broadcast(event, about: id) }
        if options.notifications { try connectNotifications(atStart: true) }
        accessibility = AccessibilityLink(controller: controller, logger: logger, environment: env,
                                          rootProperty: { [display] in display.accessibilityBusAddress() })
        // Keys go to the accessibility bus only when there is one: without, none is decoded for it.
        if accessibility != nil { display.keyObserver = { [unowned self] key in self.accessibility?.keyStroke(key) } }
        display.flush()
        logger.info("ready: display \(options.display ?? env["DISPLAY"] ?? ""), socket \(paths.socket), mode \(controller.surfaceModes.map(\.rawValue).joined(separator: ","))")
        _ = sd_notify(0, "READY=1")
    }

    /// Serves org.freedesktop.Notifications. Another owner at start is fatal (say so, exit
    /// non-zero, unless `--replace`); no session bus is not: popovers work without one.
    ///
    /// The policy when the bus goes away (`processBus`): log it, keep the notifications on
    /// screen (they expire and are dismissed as usual, unreported) and everything else
    /// running; SIGHUP or `overlayctl reload` connects again (the center, its ids, history
    /// and do-not-disturb carry over). Without a bus nothing is retried on its own: an idle
    /// daemon makes no wake-ups, and a session bus that died usually means the session did.
    private func connectNotifications(atStart: Bool) throws {
        do {
            // A bus started again at the same place has a new guid: do not insist on the old one.
            let address = atStart ? nil : Daemon.environment()["DBUS_SESSION_BUS_ADDRESS"].map(Daemon.withoutGUID)
            // `--replace` takes the name at start only: a daemon that took it over while our
            // bus was gone keeps it when SIGHUP reloads the config.
            let bus = try NotificationBus(replace: atStart && options.replace, address: address)
            if let center = notifications {
                center.bus = bus
            } else {
                notifications = NotificationService(bus: bus, controller: controller, logger: logger,
                                                   stateDirectory: HistoryFile.directory(environment: Daemon.environment()))
            }
            logger.info("serving org.freedesktop.Notifications")
        } catch NotificationBusError.nameTaken(let owner, let replaceTried) where atStart {
            throw DaemonError.setup(NotificationBusError.nameTaken(owner: owner, replaceTried: replaceTried).description)
        } catch {
            logger.warning("notifications off: \(error)")
        }
    }

    /// SIGHUP and `reload`: a daemon that should serve notifications but has no bus tries again.
    private func reconnectNotificationsIfOff() {
        guard options.notifications, notifications?.bus == nil else { return }
        try? connectNotifications(atStart: false)
    }

    /// Runs until SIGTERM or SIGINT. Returns the exit status.
    public func run() -> Int32 {
        while running {
            controller.commit()
            if controller.desktopRevision != desktopRevision {
                desktopRevision = controller.desktopRevision
                applyIconTheme(onlyIfChanged: true)
            }
            display.flush()
            if display.queuedEvents > 0 {
                controller.drainEvents()
                continue
            }
            accessibility?.endTurn(windowEvents: display.eventsTaken)
            var fds = pollSet()
            let polledAt = MonotonicClock.microseconds()
            let timeout = memory.pollTimeout(others: pollTimeout(), now: polledAt, keepsSpares: keepsSpares)
            let n = poll(&fds, nfds_t(fds.count), timeout)
            if n < 0 {
                if errno == EINTR { continue }
                logger.error("poll failed: \(String(cString: strerror(errno)))")
                return 1
            }
            releaseMemory(ready: n)
            accessibility?.loopWoke(by: fds, ready: n, timeout: timeout, polledAt: polledAt)
            for p in fds where p.revents != 0 { service(p) }
            // Hang-ups first: a menu whose client died lets go of the keyboard before any
            // request read in the same turn (a `sync` included) is answered.
            closeClientsThatWent()
            processBus()
            processScripts()
            collectPictures()
            accessibility?.processDue(nowMicroseconds: MonotonicClock.microseconds())
            processBacklogs()
            controller.drainEvents()
            controller.expire(now: clock.now())
            closeClientsThatWent()
        }
        _ = sd_notify(0, "STOPPING=1")
        controller.historySaver.flush()
        runtime.remove()
        logger.info("stopped")
        return 0
    }

    private func pollSet() -> [pollfd] {
        let input = Int16(POLLIN)
        var fds = [
            pollfd(fd: display.fileDescriptor, events: input, revents: 0),
            pollfd(fd: runtime.fifoFD, events: fifoBacklog.isFull ? 0 : input, revents: 0),
            pollfd(fd: runtime.socketFD, events: input, revents: 0),
            pollfd(fd: signals.fd, events: input, revents: 0),
            pollfd(fd: runtimeWatch.fd, events: input, revents: 0),
        ] + launchIndexes.pollDescriptors
        if icons.fileDescriptor >= 0 { fds.append(pollfd(fd: icons.fileDescriptor, events: input, revents: 0)) }
        if let bus = notifications?.bus { fds.append(pollfd(fd: bus.fileDescriptor, events: bus.events, revents: 0)) }
        fds += notifications?.scripts.pollDescriptors ?? []
        fds += accessibility?.pollDescriptors ?? []
        for (fd, c) in clients {
            let read = c.backlog.isFull || c.endOfInput ? 0 : input
            fds.append(pollfd(fd: fd, events: read | (c.wantsWrite ? Int16(POLLOUT) : 0), revents: 0))
        }
        return fds
    }

    /// A turn that read something starts the memory deadlines again; a quiet one past them
    /// gives back what they cover.
    private func releaseMemory(ready: Int32) {
        let now = MonotonicClock.microseconds()
        guard ready == 0 else { return memory.worked(at: now, keepsSpares: keepsSpares) }
        let due = memory.due(at: now)
        if due.spares {
            display.releaseSpares()
            controller.releaseSpares()
        }
        if due.trim || due.spares {
            // After a burst of text, the fonts it opened first: what they free is trimmed too.
            FontCaches.releaseAfterBurst()
            returnFreedMemory()
        }
    }

    /// Whether the display or the rooms keep anything only for a next window.
    private var keepsSpares: Bool { display.keepsSpares || controller.keepsSpares }

    private func pollTimeout() -> Int32 {
        if !fifoBacklog.isEmpty || clients.values.contains(where: { !$0.backlog.isEmpty && !$0.isHeld }) { return 0 }
        var wait: Int64? = controller.nextDeadline.map { $0.milliseconds - clock.now().milliseconds }
        if let due = notifications?.scripts.nextDeadline {
            let ms = due.milliseconds - clock.now().milliseconds
            wait = min(wait ?? ms, ms)
        }
        if let s = icons.secondsToTimeout {
            let ms = Int64((s * 1000).rounded(.up)) + 1
            wait = min(wait ?? ms, ms)
        }
        for busDue in [notifications?.bus?.timeoutMicroseconds, accessibility?.deadlineMicroseconds].compactMap({ $0 }) {
            let ms = (Int64(clamping: busDue) - MonotonicClock.microseconds() + 999) / 1000
            wait = min(wait ?? ms, ms)
        }
        guard let w = wait else { return -1 }
        return Int32(clamping: max(0, w))
    }

    private func service(_ p: pollfd) {
        if accessibility?.service(p) == true || serviceLaunchIndexes(p.fd) { return }
        switch p.fd {
        case icons.fileDescriptor:
            break // collectPictures, every turn
        case display.fileDescriptor:
            // XPending reads the socket; on a lost connection Xlib's IO error handler exits.
            controller.drainEvents()
        case runtime.fifoFD:
            readFIFO()
        case runtime.socketFD:
            acceptClients()
        case runtimeWatch.fd:
            guard runtimeWatch.drain() else { return }
            do {
                let fixed = try runtime.repair()
                if !fixed.isEmpty {
                    runtimeWatch.rearm()
                    logger.warning("recreated deleted runtime files: \(fixed.joined(separator: ", "))")
                }
            } catch {
                logger.error("cannot recreate runtime files: \(error)")
            }
        case signals.fd:
            for s in signals.read() {
                switch s {
                case .terminate: running = false
                case .reload:
                    _ = controller.reloadConfig()
                    applyIconTheme()
                    reconnectNotificationsIfOff()
                }
            }
        default:
            guard let c = clients[p.fd] else { return }
            if p.revents & Int16(POLLOUT) != 0 { c.flush() }
            if p.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 { readClient(c) }
        }
    }

    /// Reads what the FIFO holds (64 KiB at most); false when it held nothing.
    @discardableResult
    private func readFIFO() -> Bool {
        let n = readChunk.withUnsafeMutableBytes { read(runtime.fifoFD, $0.baseAddress, $0.count) }
        guard n > 0 else { return false }
        fifoBacklog.append(fifoLines.append(readChunk[..<n]))
        return true
    }

    /// A `sync` on the socket first serves every line already written to the FIFO, whatever
    /// a turn's share (`echo show … > fifo; overlayctl sync; overlayctl list` lists it). A
    /// megabyte at most, so a writer that never stops cannot hold the sync.
    func drainFIFO() {
        for _ in 0..<16 {
            let more = readFIFO()
            answerFIFO(fifoBacklog.count)
            if !more { return }
        }
    }

    /// Answers a turn's worth of waiting lines from the FIFO and from each client.
    private func processBacklogs() {
        answerFIFO(Daemon.turn)
        for c in clients.values where !c.backlog.isEmpty && !c.closed && !c.isHeld {
            var taken = 0
            while taken < Daemon.turn, let item = c.backlog.take(1).first {
                taken += 1
                guard carryOut(router.answerSocket(item), for: c) else { break }
            }
            c.closeIfDone()
        }
    }

    /// Answers up to `limit` waiting FIFO lines; the FIFO has no reply channel, so a refusal is logged.
    private func answerFIFO(_ limit: Int) {
        for item in fifoBacklog.take(limit) {
            let reply = router.answerFIFO(item)
            guard reply["ok"]?.boolValue == false else { continue }
            // The FIFO has no reply channel: the log says why, a burst a second at most.
            if case .write(let heldBack) = fifoRefusalLog.decide(now: clock.now()) {
                if heldBack > 0 { logger.warning("fifo requests refused: \(heldBack) more not logged (overlayctl stats counts them)") }
                logger.warning("fifo request refused: \(reply["error"]?.stringValue ?? "")")
            }
        }
    }

    /// The icon theme for names: the config's `icon-theme`, else the desktop's (XSETTINGS
    /// `Net/IconThemeName`), else none (hicolor). Read at start, on every reload and when the
    /// xsettings manager changes its settings.
    private func applyIconTheme(onlyIfChanged: Bool = false) {
        let configured = controller.config.iconTheme
        let theme = configured.isEmpty ? display.xsettingsStrings()["Net/IconThemeName"] : configured
        if onlyIfChanged && theme == icons.theme { return }
        icons.reload(theme: theme)
    }

    /// Takes loaded pictures in (repainting what shows them), logs failures, and answers
    /// the `sync` requests that waited for them.
    private func collectPictures() {
        let (arrived, failed) = icons.collect()
        for f in failed {
            if case .write(let heldBack) = pictureLog.decide(now: clock.now()) {
                if heldBack > 0 { logger.warning("pictures not shown: \(heldBack) more not logged") }
                logger.warning("picture not shown: \(f.name): \(f.why)")
            }
        }
        if !arrived.isEmpty { controller.picturesArrived(arrived) }
        guard !icons.isLoading else { return }
        let waiting = clients.values.filter { $0.waiting?.replyAfterPictures != nil }
        guard !waiting.isEmpty else { return }
        router.picturesLoaded()
        for c in waiting {
            guard let line = c.waiting?.replyAfterPictures else { continue }
            c.waiting = nil
            c.send(line: line)
            c.closeIfDone()
        }
    }

    /// Lets sd-bus read and dispatch (its own deadlines included). A lost bus turns
    /// notifications off (the policy is at `connectNotifications`); the X side keeps working.
    private func processBus() {
        guard let center = notifications, let bus = center.bus else { return }
        do {
            try bus.process()
        } catch {
            logger.error("\(error): notifications off (those shown stay); SIGHUP or `overlayctl reload` connects again")
            center.bus = nil
        }
    }

    /// Reaps the scripts and links that ended (their pidfds woke the loop), kills scripts past
    /// their time and starts those waiting for a slot.
    private func processScripts() {
        guard let center = notifications else { return }
        center.scripts.process(limits: controller.config.notifications.scripts)
    }

    private func broadcast(_ event: OverlayEvent, about id: OverlayID) {
        let line = event.json.serialized
        for c in clients.values where c.claims.hears(id) { c.send(line: line) }
    }
}

/// What the request router asks of the daemon around the Controller.
extension Daemon: RequestServices {
    var picturesLoading: Bool { icons.isLoading }
    var serviceStats: [(String, JSONValue)] { (accessibility?.stats ?? []) + (notifications?.stats ?? []) + [("heap", .object(heapStats))] }

    func reload(_ load: () -> JSONValue) -> JSONValue {
        reconnectNotificationsIfOff()
        let reply = load()
        applyIconTheme()
        return reply
    }

    func notificationCommand(_ command: NotificationCommand) -> JSONValue? { notifications?.handle(command) }

    func asClientRequest(_ body: () -> JSONValue) -> JSONValue { notifications?.asClientRequest(body) ?? body() }
}
