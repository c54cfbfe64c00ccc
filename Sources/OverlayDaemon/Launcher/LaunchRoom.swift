// LaunchRoom: the launcher (rofi -show drun|run|window). It keeps the index the
// LaunchIndexer last read and the use history, makes the open launcher's rows (a pick menu:
// the Controller hands them to the PickRoom), and turns its `picked` answer into what to do:
// a `launch` event whose command the client starts, or a window the WM activates.
import OverlayCore
import OverlayProtocol
import OverlayRender
import OverlaySystem

/// What a launcher row stands for.
enum LaunchTarget: Equatable {
    case app(DesktopEntry)
    case program(String)
    case window(WindowID, screen: Int)
}

/// How big a pick's row icons are drawn where it opens (the window modes fetch `_NET_WM_ICON` at
/// that size, and a picture kept at another size is not drawn): the painter measures it; the
/// room's tests answer it themselves.
protocol RowIconSizing {
    func rowIconSide(_ spec: PickSpec, at place: PickPlace?) throws(RenderError) -> Int
}

extension PickPainter: RowIconSizing {
    func rowIconSide(_ spec: PickSpec, at place: PickPlace?) throws(RenderError) -> Int {
        try rowIconSide(spec, scale: place?.scale ?? 1)
    }
}

final class LaunchRoom: Room {
    struct Open {
        let id: OverlayID
        let spec: LaunchSpec
        let targets: [LaunchTarget]
    }

    /// The applications and programs, as last read (`LaunchIndexer`).
    var index = LaunchIndex() { didSet { menus = [:] } }
    /// Replaces the index; returns the open launcher to show again when it lists applications
    /// and only PATH's half of the same environment was in before (switched to drun meanwhile).
    func take(_ newIndex: LaunchIndex) -> OverlayID? {
        let before = index
        index = newIndex
        guard !before.applicationsRead, newIndex.applicationsRead, before.sources == newIndex.sources,
              let open, open.spec.listsApplications else { return nil }
        return open.id
    }

    /// drun's and run's menus as last made, until the index or the history changes: opening
    /// one again costs no row building.
    private var menus: [LaunchSpec.Rows: (rows: PickRows, targets: [LaunchTarget])] = [:]
    private(set) var open: Open?
    /// Windows closed from the open launcher (Shift+Delete): left out until it closes,
    /// however long the WM takes to take them off its client list.
    private(set) var closed = Set<WindowID>()
    private var histories: [LaunchMode: LaunchHistory] = [:]
    /// `$XDG_CACHE_HOME/overlayd` (default `~/.cache/overlayd`); nil: no history kept.
    private let historyFolder: String?

    /// Where window icons go for the painter, and what size it draws them.
    let icons: IconCache
    let iconSizes: RowIconSizing
    /// What the window modes list (the WM's client list, asked, never changed), less our own windows.
    let windows: WindowQueries
    let ours: (WindowID) -> Bool

    init(environment env: [String: String], icons: IconCache, iconSizes: RowIconSizing, windows: WindowQueries,
         ours: @escaping (WindowID) -> Bool) {
        self.icons = icons
        self.iconSizes = iconSizes
        self.windows = windows
        self.ours = ours
        if let cache = env["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            historyFolder = cache + "/overlayd"
        } else {
            historyFolder = env["HOME"].flatMap { $0.isEmpty ? nil : $0 + "/.cache/overlayd" }
        }
    }

    /// drun's and run's menu, made once per index and history.
    func cachedMenu(_ spec: LaunchSpec) -> (rows: PickRows, targets: [LaunchTarget]) {
        if let m = menus[spec.rows] { return m }
        let (rows, targets) = menu(spec)
        let made = (PickRows(launcher: rows), targets)
        menus[spec.rows] = made
        return made
    }

    /// drun's and run's rows, the most used first (window mode's come from the Controller).
    func menu(_ spec: LaunchSpec) -> (rows: [LauncherRow], targets: [LaunchTarget]) {
        let history = self.history(spec.mode)
        switch spec.mode {
        case .drun:
            let all = spec.showActions ? index.apps.flatMap { [$0] + $0.actions } : index.apps
            let apps = history.ranked(all.map(\.id)).map { all[$0] }
            let rows = apps.map { e -> LauncherRow in
                var r = LauncherRow(e, fields: spec.matchFields)
                if !spec.showIcons { r.icon = nil }
                return r
            }
            return (rows, apps.map(LaunchTarget.app))
        case .run:
            let programs = history.ranked(index.programs).map { index.programs[$0] }
            return (programs.map { LauncherRow(label: $0) }, programs.map(LaunchTarget.program))
        case .window, .windowcd, .combi:
            return ([], [])
        }
    }

    func opened(_ id: OverlayID, spec: LaunchSpec, targets: [LaunchTarget]) {
        open = Open(id: id, spec: spec, targets: targets)
    }

    func forget(_ id: OverlayID, now: Instant) -> [Effect] {
        if open?.id == id {
            open = nil
            closed = []
        }
        return []
    }

    /// Shift+Delete on `row`: its window is closed, or its use forgotten (the row stays
    /// listed, lower down), as rofi's kb-delete-entry does.
    func delete(row: Int, of id: OverlayID) -> [Effect] {
        guard let o = open, o.id == id, o.targets.indices.contains(row) else { return [] }
        switch o.targets[row] {
        case .window(let w, let screen):
            closed.insert(w)
            return [.windowSystem(.close(w, screen: screen))]
        case .app(let e): forgetUse(e.id, o.spec.mode)
        case .program(let p): forgetUse(p, o.spec.mode)
        }
        return []
    }

    /// The open launcher's answer turned into what it asks for; nil for any other event.
    /// A row starts its application or program (Shift+Enter: a program in the terminal) or
    /// activates its window; typed text with no row is run as a command, as rofi does.
    func chosen(_ event: OverlayEvent, of id: OverlayID) -> [Effect]? {
        guard let o = open, o.id == id, case .picked(let name, let rows, let typed, _, _, let alternate) = event else { return nil }
        // Answered once: the `picked` passed on below goes to the client as it is.
        open = nil
        var command: LaunchCommand?
        var text = typed
        // `!d foo` (combi): the text after the bang is the mode's; `!d` alone starts nothing.
        if o.spec.mode == .combi, let bang = CombiBang(text), o.spec.combiModes.contains(where: { bang.selects($0.rawValue) }) {
            guard let rest = bang.rest else { return [.emit(event, id)] }
            text = rest
        }
        if let row = rows.first, o.targets.indices.contains(row) {
            switch o.targets[row] {
            case .app(let e):
                remember(e.id, o.spec.mode)
                command = LaunchCommand.of(e, terminal: o.spec.terminal, iconsShown: o.spec.showIcons)
            case .program(let p):
                remember(p, o.spec.mode)
                command = LaunchCommand(argv: [p])
                if alternate { command = command?.inTerminal(o.spec.terminal) }
            case .window(let w, let screen):
                return [.windowSystem(.activate(w, screen: screen)), .emit(event, id)]
            }
        } else if o.spec.mode == .drun || o.spec.mode == .run || o.spec.mode == .combi {
            command = LaunchCommand.typed(text)
            if alternate { command = command?.inTerminal(o.spec.terminal) }
        }
        guard let command else { return [.emit(event, id)] }
        return [.emit(.launch(id: name, argv: command.argv, directory: command.directory), id)]
    }

    private func history(_ mode: LaunchMode) -> LaunchHistory {
        if let h = histories[mode] { return h }
        let h = historyFolder.flatMap { FileFacts.text($0 + "/launch-\(mode.rawValue).history") }.map(LaunchHistory.init(text:))
            ?? LaunchHistory()
        histories[mode] = h
        return h
    }

    private func forgetUse(_ key: String, _ mode: LaunchMode) {
        var h = history(mode)
        h.forget(key)
        save(h, mode)
    }

    /// Counts a choice and writes the history file (small: a few hundred lines at most).
    private func remember(_ key: String, _ mode: LaunchMode) {
        var h = history(mode)
        h.count(key)
        save(h, mode)
    }

    private func save(_ h: LaunchHistory, _ mode: LaunchMode) {
        histories[mode] = h
        menus = [:]
        guard let folder = historyFolder else { return }
        // A history that cannot be written is only a ranking lost: the launch goes on.
        try? FileReplacement.replace(folder + "/launch-\(mode.rawValue).history", with: h.text, mode: 0o600, folderMode: 0o700)
    }
}
