// PixelImage: a rendered frame, handed from the renderer to the X pusher.

/// Premultiplied ARGB, 32 bits per pixel in native byte order (Cairo's ARGB32,
/// X's 32-bpp ZPixmap on little-endian machines).
public struct PixelImage: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var stride: Int
    public var bytes: [UInt8]
    public init(width: Int, height: Int, stride: Int, bytes: [UInt8]) {
        self.width = width; self.height = height; self.stride = stride; self.bytes = bytes
    }
}

/// What one overlay looks like for one frame: its pixels and its shapes.
public struct RenderedOverlay: Sendable {
    public var image: PixelImage
    /// Body plus arrow, in window coordinates: the bounding shape without a compositor
    /// and the input shape unless the overlay is click-through.
    public var shape: [Rect]
    /// Action buttons, in window coordinates, for routing clicks.
    public var buttons: [(key: String, frame: Rect)]
    /// The bounding shape without a compositor when more than `shape` is drawn (a connector
    /// line, which must be seen but let clicks through); nil when it is `shape`.
    public var outline: [Rect]?
    /// What changed since the frame painted just before it (the previous revision of the same
    /// window), in window coordinates: the pixels outside these rectangles are that frame's.
    /// Nil when any pixel may have changed (a first frame, a new size or style).
    public var damage: [Rect]?
    public init(image: PixelImage, shape: [Rect], buttons: [(key: String, frame: Rect)] = [], outline: [Rect]? = nil,
                damage: [Rect]? = nil) {
        self.image = image; self.shape = shape; self.buttons = buttons; self.outline = outline; self.damage = damage
    }

    /// The action button at `p` (window coordinates).
    public func button(at p: Point) -> String? { buttons.first { $0.frame.contains(p) }?.key }
}
