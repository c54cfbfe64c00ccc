// IconBoundsTests: an icon's own size within dunst's min_icon_size and max_icon_size, as
// dunst 1.9's icon_size_clamp computes it.
import OverlayCore
import XCTest

final class IconBoundsTests: XCTestCase {
    func testSizesAsDunstClampsThem() {
        let b = IconBounds(min: 32, max: 128)
        XCTAssertEqual(b.size(width: 16, height: 16), Size(width: 32, height: 32), "raised to the least")
        XCTAssertEqual(b.size(width: 64, height: 24), Size(width: 85, height: 32), "the shorter side raised, truncated")
        XCTAssertEqual(b.size(width: 200, height: 100), Size(width: 128, height: 64), "the longer side lowered")
        XCTAssertEqual(b.size(width: 48, height: 48), Size(width: 48, height: 48), "within: its own size")
        XCTAssertEqual(IconBounds(min: 48, max: 24).size(width: 16, height: 16), Size(width: 24, height: 24), "the largest has the last say")
        XCTAssertEqual(IconBounds(min: 0, max: 0).size(width: 300, height: 20), Size(width: 300, height: 20), "no bounds")
        XCTAssertEqual(IconBounds(min: 0, max: 64).size(width: 30, height: 300), Size(width: 6, height: 64), "a tall one")
        XCTAssertEqual(b.size(width: 0, height: 10), Size(width: 0, height: 0), "nothing to draw")
        XCTAssertEqual(IconBounds(min: 0, max: 0).loadSide, 1024)
        XCTAssertEqual(b.loadSide, 128)
    }
}
