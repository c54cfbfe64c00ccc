// DmenuFlags: dmenu 5.2's command line → PickInvocation. Its own flags are honoured; the
// flags of common dmenu patches are skipped with a warning (a few are honoured: -F fuzzy,
// -P password, -r only matches, -it initial text, -ps preselect, -z width, -c centred).
// Nothing on the command line ever becomes a row: rows come from stdin only.
import OverlayCore

public enum DmenuFlags {
    public static let version = "dmenu-5.2"
    public static let usage = """
        usage: dmenu [-bfiv] [-l lines] [-p prompt] [-fn font] [-m monitor]
                     [-nb color] [-nf color] [-sb color] [-sf color] [-w windowid]
        """

    /// Patch flags that take a value: skipped with their value (xyw's `-x`/`-y`, line-height's
    /// `-h`, border's `-bw`, grid's `-g`, the highlight patches' colours…).
    static let patchFlagsWithValue: Set<String> = [
        "-h", "-lh", "-x", "-y", "-bw", "-g", "-o", "-H", "-dy", "-nhb", "-nhf", "-shb", "-shf", "-nbg", "-sbg",
        "-hb", "-hf", "-hp", "-ob", "-of", "-ma", "-q", "-a", "-wm-class", "-W",
    ]
    /// Patch switches: skipped alone, never with the word after them (instant's `-n`,
    /// case-sensitive's `-s`, managed's `-wm`…), so `dmenu -n -i` still ignores case.
    static let patchFlags: Set<String> = ["-n", "-s", "-S", "-t", "-I", "-ix", "-vi", "-wm", "-C", "-e", "-R", "-N"]

    /// Parses dmenu's arguments (without argv[0]). Errors are dmenu's: the usage text, exit 1.
    public static func parse(_ args: [String]) throws(UsageError) -> PickInvocation {
        var inv = PickInvocation()
        inv.spec.flavor = .dmenu
        var words = ArgvReader(args)
        func value() throws(UsageError) -> String { try words.value(or: UsageError(usage)) }
        while let a = words.next() {
            switch a {
            case "-v": inv.immediate = version; return inv
            case "-b": inv.spec.bottom = true
            case "-f": inv.grabFirst = true
            case "-i": inv.spec.caseInsensitive = true
            case "-l": inv.spec.lines = max(0, atoi(try value()))
            case "-m":
                // dmenu's default is -1: a negative number means no monitor was asked for.
                let n = atoi(try value())
                inv.spec.monitor = n < 0 ? nil : n
            case "-p": inv.spec.prompt = try value()
            case "-fn": inv.spec.font = try value()
            case "-nb": inv.spec.normalBackground = try value()
            case "-nf": inv.spec.normalForeground = try value()
            case "-sb": inv.spec.selectedBackground = try value()
            case "-sf": inv.spec.selectedForeground = try value()
            case "-w": inv.spec.embedWindow = try value()
            // Patches worth honouring.
            case "-F": inv.spec.matching = .fuzzy
            case "-P": inv.spec.password = true
            case "-r": inv.spec.onlyMatch = true
            case "-c": inv.spec.centered = true
            case "-it": inv.spec.initialText = try value()
            case "-ps": inv.spec.selectedRow = max(0, atoi(try value()))
            case "-z": inv.spec.width = max(1, atoi(try value()))
            default:
                if patchFlagsWithValue.contains(a) {
                    let v = try value()
                    inv.warnings.append("dmenu: ignoring \(a) \(v) (a dmenu patch's flag)")
                } else if patchFlags.contains(a) {
                    inv.warnings.append("dmenu: ignoring \(a) (a dmenu patch's flag)")
                } else if a.hasPrefix("-") && a.count > 1 {
                    // Unknown: take a following non-flag word as its value rather than guess wrong twice.
                    if let v = words.value(if: { !$0.hasPrefix("-") }) {
                        inv.warnings.append("dmenu: ignoring unknown flag \(a) \(v)")
                    } else {
                        inv.warnings.append("dmenu: ignoring unknown flag \(a)")
                    }
                } else {
                    throw UsageError(usage)
                }
            }
        }
        return inv
    }

    /// C's atoi: leading blanks, a sign, digits; 0 when there are none; stops at the first other character.
    public static func atoi(_ s: String) -> Int {
        var chars = Substring(s).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        var sign = 1
        if let c = chars.first, c == "-" || c == "+" { sign = c == "-" ? -1 : 1; chars = chars.dropFirst() }
        var n = 0
        for c in chars {
            guard let d = c.wholeNumberValue, c.isASCII else { break }
            n = n.multipliedReportingOverflow(by: 10).partialValue + d
            if n > Int(Int32.max) { n = Int(Int32.max); break }
        }
        return sign * n
    }
}
