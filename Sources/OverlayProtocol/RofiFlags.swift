// RofiFlags: `rofi -dmenu`'s command line (rofi 1.7.3) → PickInvocation. The dmenu-mode flags
// are honoured; theme and other modes' flags are read with their values (`RofiOptions`) and
// skipped with a warning, switches alone; like rofi, an unknown flag, a stray word or a value
// missing at the end is ignored, never an error and never a row.
import OverlayCore

public enum RofiFlags {
    public static let version = "Version: 1.7.3 (overlayd)"

    /// The options this parser reads a value for (the others' values: `RofiOptions`).
    static let readWithValue: Set<String> = [
        "-p", "-l", "-lines", "-mesg", "-format", "-selected-row", "-sep", "-matching-negate-char", "-a", "-u", "-filter",
        "-window-title", "-font", "-m", "-monitor", "-w", "-input", "-matching", "-dpi",
    ]

    /// rofi's `-dpi` as a pick carries it: below 0 is rofi's default, which is no `--dpi` at all.
    static func dpi(_ n: Int) -> Int? { n < 0 ? nil : min(n, 10000) }

    /// Parses the arguments after argv[0] (`-dmenu` among them, or implied by the caller).
    public static func parse(_ args: [String]) throws(UsageError) -> PickInvocation {
        var inv = PickInvocation()
        var s = PickSpec()
        s.flavor = .rofi
        // rofi -dmenu matches case-sensitively unless -i: its dmenu mode sets case-sensitive
        // itself, so -case-sensitive and -no-case-sensitive change nothing (rofi 1.7.3).
        s.caseInsensitive = false
        s.negation = UInt8(ascii: "-")
        s.lines = 15
        s.centered = true
        for n in 1...10 { s.customKeys["Alt+\(n % 10)"] = n }
        var format = "s"
        var words = ArgvReader(args)
        func value(_ name: String) throws(UsageError) -> String {
            try words.value(or: UsageError("rofi: \(name): missing value"))
        }
        func number(_ name: String) throws(UsageError) -> Int {
            let v = try value(name)
            guard let n = Int(v) else { throw UsageError("rofi: \(name): not a number: \(v)") }
            return n
        }
        var active: String?, urgent: String?
        var sort = false, sortMethod = PickSortMethod.levenshtein
        var bottom = false
        while let a = words.next() {
            if words.atLast, readWithValue.contains(a) || RofiOptions.takesValue(a) {
                // rofi's find_arg_str wants a word after the option, and ignores it without one.
                inv.warnings.append("rofi: ignoring \(a) (no value)")
                break
            }
            switch a {
            case "-dmenu": break
            case "-v", "-version": inv.immediate = version; return inv
            case "-h", "-help": inv.immediate = "usage: rofi -dmenu [-p prompt] [-i] [-l lines] [-mesg text] [-format s|i|d|q|p|f|F] …"; return inv
            case "-p": s.prompt = try value(a)
            case "-i": s.caseInsensitive = true
            case "-case-sensitive", "-no-case-sensitive": break
            case "-show-icons": s.showIcons = true
            case "-no-show-icons": s.showIcons = false
            // A boolean's -no- form only undoes the file's value, which is never sent then (RofiStartup.carriedFlags).
            case "-sidebar-mode": s.sidebarMode = true
            case "-no-sidebar-mode": break
            // rofi's booleans: -sort anywhere wins over -no-sort (xrmoptions.c looks for -sort first).
            case "-sort": sort = true
            case "-no-sort": break
            case "-sorting-method":
                let v = try value(a)
                switch v {
                case "normal", "levenshtein": sortMethod = .levenshtein
                case "fzf": sortMethod = .fzf
                default: inv.warnings.append("rofi: -sorting-method \(v) is not a valid sorting strategy: using normal")
                }
            case "-l", "-lines": s.lines = max(1, try number(a))
            case "-mesg": s.message = try value(a)
            case "-format":
                format = try value(a)
                guard !format.isEmpty else { throw UsageError("rofi: -format: empty") }
            case "-selected-row": s.selectedRow = max(0, try number(a))
            case "-multi-select": s.multiSelect = true
            case "-markup-rows": s.markupRows = true
            case "-no-custom": s.noCustom = true
            case "-only-match": s.onlyMatch = true; s.noCustom = true
            case "-password": s.password = true
            case "-sep": s.separator = try character(try value(a), flag: a)
            case "-matching-negate-char":
                let c = try character(try value(a), flag: a)
                s.negation = c == 0 ? nil : c
            case "-a": active = try value(a)
            case "-u": urgent = try value(a)
            case "-filter": s.initialText = try value(a)
            case "-window-title": s.windowTitle = try value(a)
            case "-font": s.font = try value(a)
            case "-dpi": s.dpi = RofiFlags.dpi(try number(a))
            // rofi's -m: a monitor's number or name, `wid:N`, or below 0 one it finds (-5, its default: the pointer's).
            case "-m", "-monitor": s.rofiMonitor = RofiMonitor(parsing: try value(a))
            // dialogs/dmenu.c: -b is location 6 whatever -location said.
            case "-b": bottom = true
            case "-location":
                let n = try number(a)
                s.location = (0...8).contains(n) ? n : RofiLocation.center
                if s.location != n { inv.warnings.append("rofi: -location \(n) is invalid: 0 to 8 (using 0, the centre)") }
            case "-xoffset": s.offset.x = try number(a)
            case "-yoffset": s.offset.y = try number(a)
            case "-w": s.embedWindow = try value(a)
            case "-input": inv.inputFile = try value(a)
            case "-dump": inv.dump = true
            case "-matching":
                let v = try value(a)
                if let m = matching(v) { s.matching = m } else { inv.warnings.append("rofi: -matching \(v) is not supported: using normal") }
            default:
                if a.hasPrefix("-kb-custom-"), let n = Int(a.dropFirst("-kb-custom-".count)), (1...PickSpec.maxCustomKey).contains(n) {
                    let keys = try value(a)
                    s.customKeys = s.customKeys.filter { $0.value != n }
                    for key in keys.split(separator: ",") where !key.isEmpty { s.customKeys[String(key)] = n }
                } else if RofiOptions.takesValue(a) {
                    let v = try value(a)
                    inv.warnings.append("rofi: ignoring \(a) \(v)")
                } else if RofiOptions.isSwitch(a) {
                    inv.warnings.append("rofi: ignoring \(a)")
                } else if a.hasPrefix("-") && a.count > 1 && !a.hasPrefix("-no-"), let v = words.value(if: { !$0.hasPrefix("-") }) {
                    // Unknown (a theme property, an option of an older rofi): rofi ignores it and
                    // the word after it alike.
                    inv.warnings.append("rofi: ignoring \(a) \(v)")
                } else {
                    // rofi looks each option up by name and ignores every other word.
                    inv.warnings.append("rofi: ignoring \(a)")
                }
            }
        }
        if sort { s.sort = sortMethod }
        // config_sanity_check: -m -3 opens at the pointer's top left (location 1), whatever -location said;
        // dmenu's -b, read later, still wins.
        if s.rofiMonitor == .atPointer { s.location = 1 }
        if bottom { s.location = RofiLocation.bottom }
        inv.spec = s
        inv.output = .rofi(format)
        inv.activeRows = active
        inv.urgentRows = urgent
        return inv
    }

    /// rofi -sep and -matching-negate-char: one character, with `\n`, `\t`, `\0`, `\\` and
    /// `\xHH` escapes.
    /// rofi's -matching method by name; nil for one rofi 1.7.3 does not have.
    static func matching(_ v: String) -> PickMatching? {
        ["normal": .substring, "prefix": .prefix, "fuzzy": .fuzzy, "glob": .glob, "regex": .regex][v]
    }

    static func character(_ v: String, flag: String) throws(UsageError) -> UInt8 {
        let bytes = Array(v.utf8)
        if bytes.count == 1 { return bytes[0] }
        if bytes.count >= 2, bytes[0] == UInt8(ascii: "\\") {
            switch bytes[1] {
            case UInt8(ascii: "n"): return 10
            case UInt8(ascii: "t"): return 9
            case UInt8(ascii: "0"): return 0
            case UInt8(ascii: "\\"): return UInt8(ascii: "\\")
            case UInt8(ascii: "x"):
                if let n = UInt8(String(decoding: bytes.dropFirst(2), as: UTF8.self), radix: 16) { return n }
            default: break
            }
        }
        guard let first = bytes.first else { throw UsageError("rofi: \(flag): empty") }
        return first
    }

    /// rofi's row lists (`-a`/`-u`): `5`, `-3:`, `7:11`, `7-10`, `2,0,-9`, python-style
    /// (negative from the end, ranges end-exclusive); resolved once the row count is known.
    public static func rows(_ list: String, count: Int) -> [Int] {
        var out: [Int] = []
        func index(_ s: Substring, default d: Int) -> Int? {
            if s.isEmpty { return d }
            guard let n = Int(s) else { return nil }
            return n < 0 ? count + n : n
        }
        for part in list.split(separator: ",") {
            if let colon = part.firstIndex(of: ":") {
                guard let a = index(part[..<colon], default: 0),
                      let b = index(part[part.index(after: colon)...], default: count) else { continue }
                if a < b { out += Array(max(0, a)..<min(count, b)) }
            } else if let dash = part.dropFirst().firstIndex(of: "-"),
                      let a = Int(part[..<dash]), let b = Int(part[part.index(after: dash)...]) {
                if a <= b { out += Array(max(0, a)...min(count - 1, b)) }
            } else if let n = index(part, default: 0), n >= 0, n < count {
                out.append(n)
            }
        }
        return out
    }
}
