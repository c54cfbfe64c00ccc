// ShapeRectangle+List: a rectangle as `list` reports it ([x, y, width, height]), and the
// containment and bounding box the damage tests check rows with.
import OverlayProtocol

extension ShapeRectangle {
    /// `list`'s [x, y, width, height].
    init?(json: JSONValue) {
        guard let a = json.arrayValue?.compactMap(\.intValue), a.count == 4 else { return nil }
        self.init(x: a[0], y: a[1], width: a[2], height: a[3])
    }
    var area: Int { width * height }
    func contains(_ r: ShapeRectangle) -> Bool { r.x >= x && r.y >= y && r.x + r.width <= x + width && r.y + r.height <= y + height }
}

/// The bounding box of shape rectangles.
func bounds(_ rects: [ShapeRectangle]) -> ShapeRectangle {
    guard let first = rects.first else { return ShapeRectangle(x: 0, y: 0, width: 0, height: 0) }
    var x0 = first.x, y0 = first.y, x1 = first.x + first.width, y1 = first.y + first.height
    for r in rects {
        x0 = min(x0, r.x); y0 = min(y0, r.y)
        x1 = max(x1, r.x + r.width); y1 = max(y1, r.y + r.height)
    }
    return ShapeRectangle(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
}
