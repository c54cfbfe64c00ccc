// Rooms: the daemon's rooms, each owning its own state, and the one list the Controller loops
// over when an overlay goes (`forget`), time passes (`tick`) and it asks when to wake next. A
// new room is a property here and an entry in `all`.
import Logging
import OverlayCore
import OverlayRender

final class Rooms {
    /// What overlays follow: sources, monitors, work areas, desktops.
    let sources: SourceTracker
    /// Ordinary overlays: content, layout, pictures.
    let popovers: PopoverRoom
    /// Config containers: queues, columns, copies, "+N more".
    let containers = ContainerRoom()
    let animations = AnimationRoom()
    let menus: MenuRoom
    let picks: PickRoom
    let colors = ColorRoom()
    /// The open dialog (zenity's progress and scale).
    let dialogs = DialogRoom()
    /// rofi's modes: drun, run, window, combi, scripts; the warm index.
    let launcher: LaunchRoom
    /// The notification center's panel.
    let center: CenterRoom
    /// The one grabbing overlay (menu, pick, colour picker, launcher, notification center) and its grab.
    let grab: InputGrab
    /// Drags, clicks, hover, alert keys.
    let pointer = PointerRoom()
    /// The alerts that take the keyboard (zenity's message dialogs) and its grab.
    let keyboard = KeyboardHold()
    /// Which of those two holds the keyboard: their grabs go to the window system through it.
    let keys: KeyboardOwner
    let modals = ModalRoom()
    /// Each screen's surface mode, switched when its compositor comes or goes.
    let compositor: CompositorHandover
    /// When the persisted notification history is next written.
    let history = HistorySaver()
    /// Where what goes wrong between rooms is said.
    let logger: Logger

    init(display: WindowSystem, ours: @escaping (WindowID) -> Bool, painter: PopoverPainter, menuPainter: MenuPainter,
         pickPainter: PickPainter, icons: IconCache, logger: Logger, environment: [String: String]) {
        self.logger = logger
        center = CenterRoom(icons: icons)
        sources = SourceTracker(display: display)
        compositor = CompositorHandover(running: (0..<max(1, display.screenCount)).map(display.compositorRunning), logger: logger)
        popovers = PopoverRoom(painter: painter)
        menus = MenuRoom(painter: menuPainter)
        picks = PickRoom(painter: pickPainter)
        grab = InputGrab(logger: logger)
        keys = KeyboardOwner(input: grab, alerts: keyboard)
        launcher = LaunchRoom(environment: environment, icons: icons, iconSizes: picks.themes, windows: display, ours: ours)
        all = [sources, compositor, pointer, containers, modals, menus, picks, colors, dialogs, launcher, center, animations, grab, keyboard, popovers, history]
        grabbing = [menus, picks, colors, dialogs, center]
    }

    /// Every room, in the order they forget a dismissed overlay and tick (made once: the loop
    /// asks it for the next deadline on every turn).
    let all: [Room]

    /// The earliest time a room has something due after `now` (a frame, a tooltip, a grab retry…).
    func nextDeadline(after now: Instant) -> Instant? {
        var due: Instant?
        for room in all {
            if let d = room.nextDeadline(after: now), due.map({ d < $0 }) ?? true { due = d }
        }
        return due
    }

    /// The rooms of the grabbing overlays, for what they share (an overlay of theirs has no popover layout).
    let grabbing: [GrabbingRoom]
}
