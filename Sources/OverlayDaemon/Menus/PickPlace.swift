// PickPlace: where a pick opens and the scale it is drawn at there, known before it opens: what
// sizes the row icons its rows are made with (a window's _NET_WM_ICON is fetched at that side).
import OverlayCore

struct PickPlace: Equatable {
    /// The monitor (or the window of rofi -w) it opens on, in root coordinates.
    var area: Rect
    /// That monitor's number as rofi counts them (0 over a window), which a theme's `@media (monitor-id: N)` tests.
    var monitorID = 0
    /// A rasi theme's DPI there, as rofi's `-dpi` and `scale = "per-monitor"` give it (`RofiDPI`).
    var themeDPI = RofiDPI.pango
    /// An unthemed pick's font scale there (under `per-monitor`, the monitor's; else 1).
    var scale = 1.0
}
