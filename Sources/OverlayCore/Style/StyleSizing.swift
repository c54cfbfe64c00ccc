// StyleSizing: the width and height bounds a style puts on a body: a fixed width or a
// min/max range (dunst's `width = N` and `width = (min, max)`), and a maximum height.

extension Style {
    /// dunst's `height`: the tallest a notification grows when its style sets no `maxHeight`.
    public static let notificationMaxHeight = 300

    /// The widest the body may be: the fixed `width` when set, else `maxWidth`.
    public var widest: Int { width > 0 ? width : maxWidth }

    /// The body's width for content `natural` pixels wide, within `limit` (the monitor's, or
    /// `--max-width`): `width` when fixed, else `natural` raised to `minWidth`.
    public func bodyWidth(natural: Int, limit: Int) -> Int {
        if width > 0 { return min(width, limit) }
        return min(limit, max(natural, minWidth))
    }

    /// The tallest the body may be in a work area `areaHeight` tall: `maxHeight`, else 300 for
    /// a notification (as dunst) and the work area for anything else; never under 40.
    public func heightLimit(areaHeight: Int, notification: Bool) -> Int {
        let own = maxHeight > 0 ? maxHeight : notification ? Self.notificationMaxHeight : Int.max
        return max(40, min(areaHeight, own))
    }

}
