// ScriptMode: rofi's script modes (rofi-script(5)), `rofi -show NAME -modi NAME:COMMAND`:
// the command's rows (and mode options) become a pick menu; a choice calls it again with the
// row's text (ROFI_RETV=1, ROFI_INFO the row's `info`), typed text with ROFI_RETV=2, a custom
// key with 10 + N when the script asked for hot keys; when it prints no rows, rofi is done.
#if canImport(Glibc)
import Glibc
#endif
import OverlayClient
import OverlayCore
import OverlayProcess
import OverlayProtocol

enum ScriptMode {
    static func run(_ command: String, menu: PickSpec, theme: ClientTheme? = nil, runtimeDir: String?) -> Never {
        guard let argv = try? ShellWords.split(command), !argv.isEmpty else { Launcher.fail("rofi: cannot read the script command: \(command)") }
        var delimiter: UInt8 = 10
        var call: (retv: Int, arg: String?, info: String?) = (0, nil, nil)
        // `data` lasts until a call sets another; `keep-selection` is the shown rows' (rofi's
        // script.c takes it before the next call); the highlight follows it.
        var data: String?
        var keep: (on: Bool, row: Int) = (false, 0)
        // One connection for every call: each choice holds the window, and the next call's rows
        // come into it (rofi keeps its window while the script runs); it goes when we exit.
        let connection: DaemonConnection
        do { connection = try DaemonConnection(path: RuntimePaths.client(runtimeDir: runtimeDir).socket) } catch {
            Launcher.fail("overlayctl: \(error)")
        }
        var held: String?
        var shownName: String?
        // `keep-filter` of the shown rows: the text typed at the choice is the next rows' filter;
        // without it, the filter is cleared after a choice (the first call starts from -filter).
        var keepFilter = false
        var filter = menu.initialText
        // `theme` snippets, in the order the script printed them (rofi parses each into its
        // theme, so they add up): the window is drawn with the user's theme and these over it.
        var drawn = theme
        while true {
            let printed = output(argv + (call.arg.map { [$0] } ?? []), retv: call.retv, info: call.info, data: data)
            let out = RofiScriptOutput(printed, delimiter: delimiter)
            delimiter = out.delimiter
            data = out.data ?? data
            guard out.rowCount > 0 else { exit(0) }
            var spec = menu
            if keep.on { spec.selectedRow = out.newSelection.flatMap { (0..<out.rowCount).contains($0) ? $0 : nil } ?? keep.row }
            keep.on = out.keepSelection
            spec.separator = out.delimiter
            // The script's prompt is its mode's name from then on, in the window's name too (script.c).
            if let p = out.prompt { shownName = p }
            spec.prompt = shownName ?? spec.prompt
            spec.modeName = shownName ?? spec.modeName
            spec.initialText = filter
            keepFilter = out.keepFilter
            if let t = out.theme { drawn = drawn?.adding([t]) }
            spec.message = out.message ?? spec.message
            spec.markupRows = out.markupRows
            spec.noCustom = out.noCustom
            if !out.useHotKeys {
                spec.customKeys = [:]
                // Without use-hot-keys a kb-custom-N key does not reach the script: bound to no action.
                spec.keyBindings = RofiKeyActions.withoutCustomKeys(spec.keyBindings)
            }
            let rows = PickRows(bytes: out.rows, separator: out.delimiter)
            if let a = out.active { spec.activeRows = RofiFlags.rows(a, count: rows.count) }
            if let u = out.urgent { spec.urgentRows = RofiFlags.rows(u, count: rows.count) }
            spec.holdsAfterChoice = true
            spec.reuse = held
            let end: PickSession.End
            do { (held, end) = try PickSession.run(spec, input: out.rows, on: connection, theme: drawn) } catch { Launcher.fail("overlayctl: \(error)") }
            switch end {
            case .picked(let choice):
                keep.row = choice.rows.first ?? 0
                filter = keepFilter ? choice.text : ""
                if let row = choice.rows.first, row < rows.count {
                    call = (choice.exitCode >= 10 ? Int(choice.exitCode) : 1, rows.label(row), rows.options(row).info)
                } else {
                    call = (choice.exitCode >= 10 ? Int(choice.exitCode) : 2, choice.text, nil)
                }
            case .dismissed("grab-failed"?): Launcher.fail("overlayctl: cannot grab keyboard (another program holds it)")
            // rofi 1.7.3 exits 0 when a script mode is dismissed, as for any -show mode.
            case .dismissed: exit(0)
            }
        }
    }

    /// Runs the script (on PATH, stdin /dev/null, stderr ours) with ROFI_RETV, ROFI_OUTSIDE
    /// (our pid, as rofi sets its own), ROFI_INFO and ROFI_DATA set, and returns what it printed.
    static func output(_ argv: [String], retv: Int, info: String?, data: String?) -> [UInt8] {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { Launcher.fail("rofi: pipe: \(String(cString: strerror(errno)))") }
        setenv("ROFI_RETV", String(retv), 1)
        setenv("ROFI_OUTSIDE", String(getpid()), 1)
        if let info { setenv("ROFI_INFO", info, 1) } else { unsetenv("ROFI_INFO") }
        if let data { setenv("ROFI_DATA", data, 1) }
        let pid: pid_t
        do {
            pid = try ProcessSpawner(output: .pipe(read: fds[0], write: fds[1])).spawn(argv)
        } catch {
            Launcher.fail("rofi: \(error)")
        }
        close(fds[1])
        defer { close(fds[0]) }
        let printed = PickCommand.readAll(fds[0])
        var code: Int32 = 0
        while waitpid(pid, &code, 0) < 0 && errno == EINTR {}
        return printed
    }
}
