// RofiDPI: the DPI a themed pick's fonts (in points) and `mm` lengths are drawn at, as rofi 1.7.3's
// rofi_view_create sets its Pango font map from `-dpi`.

public enum RofiDPI {
    /// Pango's own resolution, which rofi keeps when `-dpi` is unset (-1, its default).
    public static let pango = 96.0

    /// `option` is rofi's `-dpi` (config.rasi's `dpi`; nil when not given): above 1 that DPI; 1
    /// the DPI of `monitor`, the one the window opens on (its height over its millimetres, when
    /// known); 0 (or 1 without millimetres) the screen's, `screenDPI`. Unset, rofi draws at
    /// Pango's 96, unless overlayd's `scale = "per-monitor"` gives the monitor's DPI
    /// (`perMonitorDPI`), which then stands for `-dpi 1`.
    public static func resolved(option: Int?, monitor: Monitor?, screenDPI: Double?, perMonitorDPI: Double?) -> Double {
        switch option {
        case let n? where n > 1: return Double(n)
        case 1?:
            if let m = monitor, m.millimetres.height > 0, m.rect.height > 0 {
                return Double(m.rect.height) * 25.4 / Double(m.millimetres.height)
            }
            return screenDPI ?? pango
        case 0?: return screenDPI ?? pango
        default: return perMonitorDPI ?? pango
        }
    }
}
