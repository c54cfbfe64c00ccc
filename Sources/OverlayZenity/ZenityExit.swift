// ZenityExit: zenity's exit statuses and the environment variables that replace them
// (util.c's zenity_util_return_exit_code), and the refusals a dialog makes before it opens.

import OverlayProtocol

public enum ZenityExit: Sendable {
    case ok, cancel, escape, error, extra, timeout

    /// zenity's number for it: `ZENITY_OK`… (then `DIALOG_OK`…) in the environment, read as
    /// C's atoi, else the default. `environment` looks a name up.
    public func status(_ environment: (String) -> String?) -> Int32 {
        let (name, fallback): (String, Int32) = switch self {
        case .ok: ("OK", 0)
        case .cancel: ("CANCEL", 1)
        case .escape: ("ESC", 1)
        case .error: ("ERROR", -1)
        case .extra: ("EXTRA", 127)
        case .timeout: ("TIMEOUT", 5)
        }
        guard let v = environment("ZENITY_" + name) ?? environment("DIALOG_" + name) else { return fallback }
        return Int32(truncatingIfNeeded: DmenuFlags.atoi(v))
    }
}

extension ZenityCommandLine {
    /// What the dialog refuses once it starts (tree.c, scale.c): exits with `.error`.
    public func dialogRefusal() -> ZenityRefusal? {
        switch dialog {
        case .list:
            if (lists["column"] ?? []).isEmpty { return .dialog("No column titles specified for List dialog.") }
            if [has("checklist"), has("radiolist"), has("imagelist")].filter({ $0 }).count > 1 {
                return .dialog("You should use only one List dialog type.")
            }
        case .scale:
            let (value, low, high) = (ints["value"] ?? 0, ints["min-value"] ?? 0, ints["max-value"] ?? 100)
            if low >= high { return .dialog("Maximum value must be greater than minimum value.") }
            if value < low || value > high { return .dialog("Value out of range.") }
        default: break
        }
        return nil
    }
}
