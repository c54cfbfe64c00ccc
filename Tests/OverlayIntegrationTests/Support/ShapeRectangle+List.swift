// ShapeRectangle+List: a rectangle as `list` reports it ([x, y, width, height]), and the
// containment and union the damage tests check rows with.
import OverlayProtocol

extension ShapeRectangle {
    /// `list`'s [x, y, width, height].
    init?(json: JSONValue) {
        guard let a = json.arrayValue?.compactMap(\.intValue), a.count == 4 else { return nil }
        self.init(x: a[0], y: a[1], width: a[2], height: a[3])
    }
    var area: Int { width * height }
    func contains(_ r: ShapeRectangle) -> Bool { r.x >= x && r.y >= y && r.x + r.width <= x + width && r.y + r.height <= y + height }
    func union(_ r: ShapeRectangle) -> ShapeRectangle {
        let x0 = min(x, r.x), y0 = min(y, r.y)
        return ShapeRectangle(x: x0, y: y0, width: max(x + width, r.x + r.width) - x0, height: max(y + height, r.y + r.height) - y0)
    }
}
