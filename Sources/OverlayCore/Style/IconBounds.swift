// IconBounds: an icon drawn at its own size, scaled up to a least size and down to a largest
// one with its aspect kept, as dunst 1.9's icon_size_clamp does (min_icon_size, max_icon_size).

public struct IconBounds: Hashable, Sendable {
    /// The shorter side is scaled up to this (0: never scaled up).
    public var min: Int
    /// The longer side is scaled down to this, after `min` (0: never scaled down).
    public var max: Int

    public init(min: Int, max: Int) { self.min = min; self.max = max }

    /// The size a picture `width`×`height` is drawn at: the shorter side raised to `min`, then
    /// the longer side lowered to `max` (the latter has the last say), truncated to whole
    /// pixels as dunst truncates them; unchanged when neither applies.
    public func size(width: Int, height: Int) -> Size {
        guard width > 0, height > 0 else { return Size(width: 0, height: 0) }
        let landscape = width > height
        let originalLarger = landscape ? width : height
        var larger = Double(originalLarger), smaller = Double(landscape ? height : width)
        if min > 0, smaller < Double(min) {
            larger = larger / smaller * Double(min)
            smaller = Double(min)
        }
        if max > 0, larger > Double(max) {
            smaller = smaller / larger * Double(max)
            larger = Double(max)
        }
        guard Int(larger) != originalLarger else { return Size(width: width, height: height) }
        return landscape ? Size(width: Int(larger), height: Int(smaller)) : Size(width: Int(smaller), height: Int(larger))
    }

    /// The side a picture is loaded at: `max`, so one larger comes in already scaled down as
    /// dunst scales it (1024 without a largest size).
    public var loadSide: Int { max > 0 ? max : 1024 }
}
