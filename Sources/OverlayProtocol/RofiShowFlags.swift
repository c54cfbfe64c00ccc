// RofiShowFlags: `rofi -show MODE`'s command line (rofi 1.7.3) → the words of a `launch`
// request. The launcher's flags are honoured; theme and other flags are skipped with a
// warning (with their value when rofi reads one), never refused, as rofi runs with them.

public enum RofiShowFlags {
    /// The `launch` words for `args` (argv after the program name), and warnings for stderr.
    public static func words(_ args: [String]) throws(UsageError) -> (words: [String], warnings: [String]) {
        var words = ["launch"]
        var warnings: [String] = []
        var mode: String?
        var i = 0
        func value(_ name: String) throws(UsageError) -> String {
            guard i + 1 < args.count else { throw UsageError("rofi: \(name): missing value") }
            i += 1
            return args[i]
        }
        while i < args.count {
            let a = args[i]
            switch a {
            case "-show": mode = try value(a)
            case "-modi":
                // One mode is what -show opens; several (Ctrl+Tab between them) are not provided yet.
                let v = try value(a)
                if v.contains(",") { warnings.append("rofi: -modi \(v): only the -show mode is offered") }
            case "-terminal": words += ["--terminal", try value(a)]
            case "-p": words += ["--prompt", try value(a)]
            case "-l", "-lines": words += ["--lines", try value(a)]
            case "-filter": words += ["--filter", try value(a)]
            case "-case-sensitive": words.append("--case-sensitive")
            case "-no-case-sensitive", "-i": break
            case "-drun-match-fields": words += ["--match-fields", try value(a)]
            case "-show-icons": words.append("--show-icons")
            case "-no-show-icons": break
            case "-window-title": words += ["--window-title", try value(a)]
            case "-no-lazy-grab", "-normal-window", "-steal-focus", "-no-config", "-no-plugins", "-no-fixed-num-lines",
                 "-sort", "-no-sort", "-disable-history", "-no-disable-history":
                break
            default:
                if RofiFlags.skippedWithValue.contains(a) || a.hasPrefix("-kb-") || a.hasPrefix("-me-") || a.hasPrefix("-ml-")
                    || a == "-font" || a == "-m" || a == "-mesg" {
                    let v = try value(a)
                    warnings.append("rofi: ignoring \(a) \(v)")
                } else if a.hasPrefix("-") && a.count > 1 {
                    warnings.append("rofi: ignoring \(a)")
                } else {
                    throw UsageError("rofi: unexpected argument: \(a)")
                }
            }
            i += 1
        }
        guard let mode else { throw UsageError("rofi: give -show MODE or -dmenu") }
        guard let known = launchModeName(mode) else {
            throw UsageError("rofi: mode \(mode) is not provided by overlayctl (drun, run, window, windowcd)")
        }
        words.insert(known, at: 1)
        return (words, warnings)
    }

    /// rofi's mode names overlayd provides; nil for another (combi, ssh, keys, script modes).
    static func launchModeName(_ m: String) -> String? {
        ["drun", "run", "window", "windowcd"].contains(m) ? m : nil
    }
}
