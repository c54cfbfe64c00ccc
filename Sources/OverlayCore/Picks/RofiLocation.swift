// RofiLocation: where rofi 1.7.3 puts its window on the monitor (view.c,
// rofi_view_calculate_window_position): -location's 0–8 (centre, then clockwise from the
// top left), the window anchored at the same point of itself (fixed-num-lines, rofi's
// default), then -xoffset and -yoffset added. `-b` in -dmenu is location 6, the bottom.

public enum RofiLocation {
    public static let center = 0, bottom = 6

    /// rofi's locations 0–8 as the points they name, of the monitor and of the window alike.
    private static let spots: [Position] = [.center, .topLeft, .top, .topRight, .right, .bottomRight, .bottom, .bottomLeft, .left]

    /// The window's top-left corner for a window of `size` on `monitor`, in C's integer halves
    /// (`Position.point(in:)`); a location out of range is the centre.
    public static func origin(_ location: Int, size: Size, monitor m: Rect, offset: Point = Point(x: 0, y: 0)) -> Point {
        let spot = spots.indices.contains(location) ? spots[location] : .center
        // The monitor's point, less the window's own point at it.
        let on = spot.point(in: m), own = spot.point(in: Rect(origin: Point(x: 0, y: 0), size: size))
        return Point(x: on.x - own.x + offset.x, y: on.y - own.y + offset.y)
    }
}
