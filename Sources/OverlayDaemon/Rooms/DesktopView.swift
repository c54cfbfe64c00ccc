// DesktopView: what a room may read of one X screen's monitors and work areas. SourceTracker's
// `ScreenDesktop` answers it; a room given one can read it but cannot make it read the server
// again or drop what it keeps (only SourceTracker, which hears the events that change it, can).
import OverlayCore

protocol DesktopView {
    /// The X screen it is (its coordinates are that screen's root coordinates).
    var number: Int { get }
    /// The whole screen.
    var rect: Rect { get }
    /// Its RandR monitors.
    var monitors: [Monitor] { get }
    /// The primary monitor's index, else 0.
    var primaryIndex: Int { get }
    /// The monitor holding most of `r`, else the screen.
    func monitorRect(for r: Rect) -> Rect
    /// Each monitor's name and work area.
    func monitorAreas() -> [(monitor: String, area: Rect)]
    /// The work area holding `p`, if any.
    func workArea(containing p: Point) -> Rect?
    /// The monitor `--monitor` names on this screen, if any.
    func monitorIndex(_ choice: MonitorChoice) -> Int?
}
