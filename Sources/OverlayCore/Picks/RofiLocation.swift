// RofiLocation: where rofi 1.7.3 puts its window on the monitor (view.c,
// rofi_view_calculate_window_position): -location's 0–8 (centre, then clockwise from the
// top left), the window anchored at the same point of itself (fixed-num-lines, rofi's
// default), then -xoffset and -yoffset added. `-b` in -dmenu is location 6, the bottom.

public enum RofiLocation {
    public static let center = 0, bottom = 6

    /// The window's top-left corner for a window of `size` on `monitor`, in C's integer halves.
    public static func origin(_ location: Int, size: Size, monitor m: Rect, offset: Point = Point(x: 0, y: 0)) -> Point {
        let (w, h) = (size.width, size.height)
        // The monitor's point: columns west, middle, east; rows north, middle, south.
        var x = m.minX + m.width / 2, y = m.minY + m.height / 2
        switch location {
        case 1: (x, y) = (m.minX, m.minY)
        case 2: y = m.minY
        case 3: (x, y) = (m.minX + m.width, m.minY)
        case 4: x = m.minX + m.width
        case 5: (x, y) = (m.minX + m.width, m.minY + m.height)
        case 6: y = m.minY + m.height
        case 7: (x, y) = (m.minX, m.minY + m.height)
        case 8: x = m.minX
        default: break
        }
        // The window's own point at it.
        switch location {
        case 1: break
        case 2: x -= w / 2
        case 3: x -= w
        case 4: x -= w; y -= h / 2
        case 5: x -= w; y -= h
        case 6: x -= w / 2; y -= h
        case 7: y -= h
        case 8: y -= h / 2
        default: y -= h / 2; x -= w / 2
        }
        return Point(x: x + offset.x, y: y + offset.y)
    }
}
