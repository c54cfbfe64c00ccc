// DunstrcImport+Container: where notifications go, from dunst's origin, offset, gap_size (or
// one panel with separators when it is 0), sort, notification_limit, follow and monitor.
import OverlayCore

extension DunstrcImport.Writer {
    mutating func container() {
        lines += ["", "# Where notifications go (dunst's origin, offset, gap or separators, order, limit, follow and monitor).",
                  "[container.notifications]"]
        let origin = value("origin") ?? "top-right"
        let (anchor, alignment) = Self.anchor(origin)
        add("anchor", quoted(anchor.rawValue))
        add("alignment", quoted(alignment))
        add("layout", quoted("vertical"))
        var (h, v) = value("offset").flatMap(Dunstrc.pair) ?? (10, 50)
        (h, v) = (max(0, min(2000, h)), max(0, min(2000, v)))
        // [top, right, bottom, left]: the offset is from the edges the origin names.
        let top = anchor.dy < 0 ? v : 0, bottom = anchor.dy > 0 ? v : 0
        let left = anchor.dx < 0 ? h : 0, right = anchor.dx > 0 ? h : 0
        add("insets", "[\(top), \(right), \(bottom), \(left)]")
        let gap = clamp(value("gap_size"), 0...500, fallback: 0)
        add("spacing", String(gap))
        if gap == 0 {
            // dunst draws them in one window: one frame, a separator between two.
            add("joined", "true")
            add("separator-height", String(clamp(value("separator_height"), 0...200, fallback: 2)))
            add("separator-color", quoted(Self.separatorColor(value("separator_color") ?? "frame") ?? "frame"))
        }
        // dunst draws its displayed queue top down, oldest first; `sort` puts the more urgent first.
        add("order", quoted(ContainerOrder.oldestOnTop.rawValue))
        add("urgency-first", (value("sort").flatMap(Dunstrc.bool) ?? true) ? "true" : "false")
        add("max-visible", String(clamp(value("notification_limit"), 0...100, fallback: 0)))
        add("monitor", quoted(monitor()))
        // The urgency rules below set each timeout; this is for any other.
        add("timeout", quoted(Self.duration(urgency("normal", "timeout").flatMap(Dunstrc.milliseconds) ?? 10_000)))
    }

    func monitor() -> String {
        switch value("follow") {
        case "mouse": return "pointer"
        case "keyboard": return "focused"
        default:
            // dunst's monitor is an index into RandR's list, as a number is to overlayd.
            return String(max(0, Int(value("monitor") ?? "0") ?? 0))
        }
    }

    /// dunst's separator_color as overlayd writes it: `frame`, `foreground` and `auto` as they
    /// are, a colour widened (`#rgb`); nil for what dunst does not know.
    static func separatorColor(_ raw: String) -> String? {
        let c = raw.lowercased()
        return ["frame", "foreground", "auto"].contains(c) ? c : Dunstrc.color(c)
    }

    static func anchor(_ origin: String) -> (Position, String) {
        switch origin {
        case "top-left": return (.topLeft, "start")
        case "top-center": return (.top, "center")
        case "bottom-left": return (.bottomLeft, "start")
        case "bottom-center": return (.bottom, "center")
        case "bottom-right": return (.bottomRight, "end")
        case "left-center": return (.left, "start")
        case "center": return (.center, "center")
        case "right-center": return (.right, "end")
        default: return (.topRight, "end")
        }
    }
}
