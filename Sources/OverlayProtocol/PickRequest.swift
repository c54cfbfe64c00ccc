// PickRequest: the `pick` request's words, both ways. `overlayctl dmenu`, `rofi -dmenu` and
// `prompt` build a PickSpec from their own flags and send it as
//
//     pick --bytes N [--flavor dmenu|rofi|prompt|zenity] [--lines N] [--prompt P] …
//
// after which the client streams exactly N bytes of rows on the same connection (the
// daemon answers `{"ok":true,"id":…,"send":N}` first), so the input has no size limit
// and no escaping: rows are bytes, returned as indices.
import OverlayCore

public enum PickRequest {
    /// At most this many bytes of rows (a bound, not a target: 5 MB inputs are ordinary).
    public static let maxBytes = 256 * 1024 * 1024

    /// The words of a `pick` request (without the verb).
    public static func words(_ s: PickSpec, byteCount: Int) -> [String] {
        var w = ["--bytes", String(byteCount)]
        func add(_ name: String, _ value: String?) { if let value { w += [name, value] } }
        func flag(_ name: String, _ on: Bool) { if on { w.append(name) } }
        if s.flavor != .dmenu { add("--flavor", s.flavor.rawValue) }
        if s.matching != .substring { add("--match", s.matching.rawValue) }
        flag("--case-insensitive", s.caseInsensitive)
        add("--sort", s.sort?.rawValue)
        add("--negate", s.negation.map(String.init))
        if s.lines != 0 { add("--lines", String(s.lines)) }
        flag("--bottom", s.bottom)
        flag("--centered", s.centered)
        if s.location != RofiLocation.center { add("--location", String(s.location)) }
        if s.offset.x != 0 { add("--x-offset", String(s.offset.x)) }
        if s.offset.y != 0 { add("--y-offset", String(s.offset.y)) }
        add("--prompt", s.prompt)
        add("--message", s.message)
        add("--title", s.title)
        if !s.initialText.isEmpty { add("--initial", s.initialText) }
        flag("--initial-selected", s.initialSelected)
        flag("--password", s.password)
        add("--selected-row", s.selectedRow.map(String.init))
        flag("--multi-select", s.multiSelect)
        flag("--no-custom", s.noCustom)
        flag("--only-match", s.onlyMatch)
        flag("--markup-rows", s.markupRows)
        flag("--show-icons", s.showIcons)
        if !s.activeRows.isEmpty { add("--active", s.activeRows.map(String.init).joined(separator: ",")) }
        if !s.urgentRows.isEmpty { add("--urgent", s.urgentRows.map(String.init).joined(separator: ",")) }
        if s.separator != UInt8(ascii: "\n") { add("--separator", String(s.separator)) }
        add("--font", s.font)
        add("--dpi", s.dpi.map(String.init))
        add("--nb", s.normalBackground)
        add("--nf", s.normalForeground)
        add("--sb", s.selectedBackground)
        add("--sf", s.selectedForeground)
        add("--monitor", s.monitor.map(String.init))
        add("--rofi-monitor", s.rofiMonitor?.text)
        add("--width", s.width.map(String.init))
        for (key, n) in s.customKeys.sorted(by: { $0.value < $1.value }) { add("--custom-key", "\(n)=\(key)") }
        w += bindWords(s.keyBindings)
        add("--window-title", s.windowTitle)
        add("--mode-name", s.modeName)
        if !s.modeButtons.isEmpty { add("--mode-buttons", s.modeButtons.joined(separator: ",")) }
        if s.modeButton != 0 { add("--mode-button", String(s.modeButton)) }
        flag("--sidebar-mode", s.sidebarMode)
        add("--theme", s.theme)
        add("--embed", s.embedWindow)
        flag("--hold", s.holdsAfterChoice)
        add("--reuse", s.reuse)
        add("--dialog-title", s.dialogTitle)
        add("--ticks", s.ticks?.rawValue)
        if !s.tickedRows.isEmpty { add("--ticked", s.tickedRows.map(String.init).joined(separator: ",")) }
        flag("--mid-search", s.midSearch)
        for b in s.buttons { add("--button", b) }
        if s.extraButtons > 0 { add("--extra-buttons", String(s.extraButtons)) }
        flag("--extra-buttons-first", s.extraButtonsFirst)
        add("--timeout", s.timeoutMs.map(String.init))
        add("--user-line", s.userLine)
        flag("--editable", s.editable)
        add("--attach", s.attach?.description)
        if !s.hiddenCells.isEmpty { add("--hidden-cells", s.hiddenCells.map(String.init).joined(separator: ",")) }
        return w
    }

    /// A key table (`PickSpec.keyBindings`) as `--bind BINDING=KEY` words, in key order.
    public static func bindWords(_ table: [String: String]) -> [String] {
        table.sorted { $0.key < $1.key }.flatMap { ["--bind", $0.value + "=" + $0.key] }
    }

    /// `--bind BINDING=KEY` (`kb-row-up=Control+k`), as `pick` and `launch` take it: rofi's binding
    /// names never hold `=`, so the first one ends the name.
    public static func binding(_ v: String) throws(UsageError) -> (binding: String, key: String) {
        guard let eq = v.firstIndex(of: "="), eq != v.startIndex, v.index(after: eq) < v.endIndex else {
            throw UsageError("--bind: BINDING=KEY (kb-row-up=Control+k), not \(v)")
        }
        return (String(v[..<eq]), String(v[v.index(after: eq)...]))
    }

    /// `--theme NAME`: `default` or an uploaded theme's hash.
    public static func themeName(_ v: String) throws(UsageError) -> String {
        guard RasiFlatTheme.isName(v) else { throw UsageError("--theme: default or the 16 hex digits of an uploaded theme, not \(v)") }
        return v
    }

    /// Parses the words after `pick`.
    public static func parse(_ words: [String]) throws(UsageError) -> (spec: PickSpec, byteCount: Int) {
        var s = PickSpec()
        var byteCount: Int?
        var argv = ArgvReader(words)
        func value(_ name: String) throws(UsageError) -> String {
            try argv.value(or: UsageError("pick: \(name): missing value"))
        }
        func number(_ name: String, min: Int = 0, max: Int = Int(Int32.max)) throws(UsageError) -> Int {
            let v = try value(name)
            guard let n = Int(v), n >= min, n <= max else { throw UsageError("pick: \(name): not a number from \(min) to \(max): \(v)") }
            return n
        }
        func rowList(_ name: String) throws(UsageError) -> [Int] {
            let v = try value(name)
            var out: [Int] = []
            for part in v.split(separator: ",") {
                guard let n = Int(part), n >= 0 else { throw UsageError("pick: \(name): not a row list: \(v)") }
                out.append(n)
            }
            return out
        }
        while let w = argv.next() {
            switch w {
            case "--bytes": byteCount = try number(w, max: maxBytes)
            case "--flavor":
                let v = try value(w)
                guard let f = PickFlavor(rawValue: v) else { throw UsageError("pick: --flavor: dmenu, rofi, prompt or zenity, not \(v)") }
                s.flavor = f
            case "--match":
                let v = try value(w)
                guard let m = PickMatching(rawValue: v) else { throw UsageError("pick: --match: substring, prefix, fuzzy, glob or regex, not \(v)") }
                s.matching = m
            case "--case-insensitive": s.caseInsensitive = true
            case "--sort":
                let v = try value(w)
                guard let m = PickSortMethod(rawValue: v) else { throw UsageError("pick: --sort: levenshtein or fzf, not \(v)") }
                s.sort = m
            case "--negate":
                let n = try number(w, max: 255)
                s.negation = n == 0 ? nil : UInt8(n)
            case "--lines": s.lines = try number(w, max: 1000)
            case "--bottom": s.bottom = true
            case "--centered": s.centered = true
            case "--location": s.location = try number(w, max: 8)
            case "--x-offset": s.offset.x = try number(w, min: -16384, max: 16384)
            case "--y-offset": s.offset.y = try number(w, min: -16384, max: 16384)
            case "--prompt": s.prompt = try value(w)
            case "--message": s.message = try value(w)
            case "--title": s.title = try value(w)
            case "--initial": s.initialText = try value(w)
            case "--initial-selected": s.initialSelected = true
            case "--password": s.password = true
            case "--selected-row": s.selectedRow = try number(w)
            case "--multi-select": s.multiSelect = true
            case "--no-custom": s.noCustom = true
            case "--only-match": s.onlyMatch = true
            case "--markup-rows": s.markupRows = true
            case "--show-icons": s.showIcons = true
            case "--active": s.activeRows = try rowList(w)
            case "--urgent": s.urgentRows = try rowList(w)
            case "--separator": s.separator = UInt8(try number(w, max: 255))
            case "--font": s.font = try value(w)
            case "--dpi": s.dpi = try number(w, min: -1, max: 10000)
            case "--nb": s.normalBackground = try value(w)
            case "--nf": s.normalForeground = try value(w)
            case "--sb": s.selectedBackground = try value(w)
            case "--sf": s.selectedForeground = try value(w)
            case "--monitor": s.monitor = try number(w, max: 64)
            case "--rofi-monitor": s.rofiMonitor = RofiMonitor(parsing: try value(w))
            case "--width": s.width = try number(w, min: 1, max: 16384)
            case "--custom-key":
                let v = try value(w)
                guard let eq = v.firstIndex(of: "="), let n = Int(v[..<eq]), (1...PickSpec.maxCustomKey).contains(n),
                      v.index(after: eq) < v.endIndex else {
                    throw UsageError("pick: --custom-key: N=KEY with N from 1 to \(PickSpec.maxCustomKey), not \(v)")
                }
                s.customKeys[String(v[v.index(after: eq)...])] = n
            case "--bind":
                let (binding, key) = try PickRequest.binding(try value(w))
                s.keyBindings[key] = binding
            case "--window-title": s.windowTitle = try value(w)
            case "--mode-name": s.modeName = try value(w)
            case "--mode-buttons": s.modeButtons = try value(w).split(separator: ",").map(String.init)
            case "--mode-button": s.modeButton = try number(w, max: 255)
            case "--sidebar-mode": s.sidebarMode = true
            case "--theme": s.theme = try themeName(try value(w))
            case "--embed": s.embedWindow = try value(w)
            case "--hold": s.holdsAfterChoice = true
            case "--reuse": s.reuse = try value(w)
            case "--dialog-title": s.dialogTitle = try value(w)
            case "--ticks":
                let v = try value(w)
                guard let t = PickTicks(rawValue: v) else { throw UsageError("pick: --ticks: check or radio, not \(v)") }
                s.ticks = t
            case "--ticked": s.tickedRows = try rowList(w)
            case "--mid-search": s.midSearch = true
            case "--button": s.buttons.append(try value(w))
            case "--extra-buttons": s.extraButtons = try number(w, min: 0)
            case "--extra-buttons-first": s.extraButtonsFirst = true
            case "--timeout": s.timeoutMs = try number(w, min: 1)
            case "--user-line": s.userLine = try value(w)
            case "--editable": s.editable = true
            case "--attach":
                let v = try value(w)
                guard let target = AttachTarget(parsing: v) else { throw UsageError("pick: --attach: not a window: \(v)") }
                s.attach = target
            case "--hidden-cells": s.hiddenCells = try rowList(w)
            default: throw UsageError("pick: unknown option: \(w)")
            }
        }
        guard let byteCount else { throw UsageError("pick: --bytes N is required (the size of the rows that follow)") }
        return (s, byteCount)
    }
}
