// TestDisplay+Shape: a window's bounding and input shapes as rectangles, from the Shape extension.
import CX11

/// One rectangle of a shape, in the window's own coordinates.
struct ShapeRectangle: Equatable, Hashable, CustomStringConvertible {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }

    var description: String { "\(width)x\(height)+\(x)+\(y)" }
}

/// Which shape of a window.
enum ShapeKind {
    /// ShapeBounding: where the window exists (and draws).
    case bounding
    /// ShapeClip: where its contents are drawn.
    case clip
    /// ShapeInput: where it takes pointer input; empty means clicks go through.
    case input

    var rawValue: Int32 {
        switch self {
        case .bounding: return Int32(ShapeBounding)
        case .clip: return Int32(ShapeClip)
        case .input: return Int32(ShapeInput)
        }
    }
}

extension TestDisplay {
    /// The rectangles of `window`'s shape. A window never shaped reports its own rectangle
    /// (for bounding: including the border); an empty input shape reports none.
    func shapeRectangles(of window: Window, kind: ShapeKind) throws -> [ShapeRectangle] {
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        guard XShapeQueryExtension(handle, &eventBase, &errorBase) != 0 else {
            throw HarnessError.x11("Shape extension missing on display: \(name)")
        }
        // Fails on a vanished window without a readable return code: check existence first.
        _ = try attributes(of: window)
        var count: Int32 = 0
        var ordering: Int32 = 0
        guard let rects = XShapeGetRectangles(handle, window, kind.rawValue, &count, &ordering) else { return [] }
        defer { XFree(rects) }
        return UnsafeBufferPointer(start: rects, count: Int(count)).map {
            ShapeRectangle(x: Int($0.x), y: Int($0.y), width: Int($0.width), height: Int($0.height))
        }
    }

    /// ShapeInput rectangles: where `window` takes clicks.
    func inputShape(of window: Window) throws -> [ShapeRectangle] {
        try shapeRectangles(of: window, kind: .input)
    }

    /// ShapeBounding rectangles: where `window` is visible.
    func boundingShape(of window: Window) throws -> [ShapeRectangle] {
        try shapeRectangles(of: window, kind: .bounding)
    }
}
