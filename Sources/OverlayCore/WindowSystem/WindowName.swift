// WindowName: what a window is called in `WM_NAME`/`_NET_WM_NAME`: overlayd's own name, a
// program's (rofi's "rofi - drun"), or none at all, as dmenu sets none (rules tell it apart so).

public enum WindowName: Hashable, Sendable {
    /// "overlayd KIND" in `_NET_WM_NAME` alone (no `WM_NAME`).
    case overlayd
    /// This name in both `_NET_WM_NAME` (UTF-8) and `WM_NAME` (the same bytes, typed STRING), as rofi sets them.
    case named(String)
    /// Neither property: dmenu 5.2 names no window.
    case unnamed
}
