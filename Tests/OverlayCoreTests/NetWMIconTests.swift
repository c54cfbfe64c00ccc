// NetWMIconTests: which of a window's _NET_WM_ICON sizes a row of a given size gets (rofi
// 1.7.3's rule: the same, else the closest bigger, else the closest smaller) and its pixels
// premultiplied as Cairo wants them.
import OverlayCore
import XCTest

final class NetWMIconTests: XCTestCase {
    func icons(_ sides: [Int]) -> [Int] {
        sides.flatMap { [$0, $0] + Array(repeating: $0, count: $0 * $0) }
    }

    func testTheSameSizeElseTheClosestBiggerElseTheClosestSmaller() {
        let data = icons([16, 48, 32, 128])
        XCTAssertEqual(NetWMIcon.image(data, preferred: 32)?.width, 32)
        XCTAssertEqual(NetWMIcon.image(data, preferred: 20)?.width, 32)
        XCTAssertEqual(NetWMIcon.image(data, preferred: 40)?.width, 48)
        XCTAssertEqual(NetWMIcon.image(data, preferred: 200)?.width, 128)
        XCTAssertEqual(NetWMIcon.image(icons([8, 4]), preferred: 20)?.width, 8)
        XCTAssertNil(NetWMIcon.image([], preferred: 20))
        XCTAssertNil(NetWMIcon.image([4, 4, 1, 2], preferred: 20), "a length past the data's end")
    }

    func testPixelsArePremultipliedInCairosByteOrder() throws {
        // One pixel: alpha 0x80, red 0xff, green 0x40, blue 0x00 (EWMH: not premultiplied).
        let image = try XCTUnwrap(NetWMIcon.image([1, 1, 0x80FF_4000], preferred: 1))
        XCTAssertEqual(image.bytes, [0x00, 0x20, 0x80, 0x80], "B, G, R, A as a little-endian ARGB32 word")
    }
}
