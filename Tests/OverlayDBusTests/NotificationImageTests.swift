// NotificationImageTests: checks on the image-data struct and conversion to premultiplied ARGB.
import OverlayCore
import XCTest

final class NotificationImageTests: XCTestCase {
    func testRejectsStructsThatCannotBeDrawnAsDescribed() {
        func image(_ w: Int, _ h: Int, _ stride: Int, _ alpha: Bool, _ bits: Int, _ ch: Int, _ n: Int) -> NotificationImage? {
            NotificationImage(width: w, height: h, rowstride: stride, hasAlpha: alpha, bitsPerSample: bits, channels: ch, data: .init(repeating: 0, count: n))
        }
        XCTAssertNotNil(image(2, 2, 8, true, 8, 4, 16))
        XCTAssertNotNil(image(2, 2, 8, false, 8, 3, 14), "the last row may omit its padding")
        XCTAssertNil(image(0, 2, 8, true, 8, 4, 16), "empty")
        XCTAssertNil(image(2, 2, 8, true, 16, 4, 32), "16-bit samples")
        XCTAssertNil(image(2, 2, 8, true, 8, 3, 16), "alpha with three channels")
        XCTAssertNil(image(2, 2, 7, true, 8, 4, 16), "stride shorter than a row")
        XCTAssertNil(image(2, 2, 8, true, 8, 4, 15), "too few bytes")
        XCTAssertNil(image(Int.max / 2, 2, Int.max, true, 8, 4, 4), "overflowing sizes")
    }

    func testPremultipliedARGB() throws {
        // One opaque red pixel and one half-transparent green one.
        let i = try XCTUnwrap(NotificationImage(width: 2, height: 1, rowstride: 8, hasAlpha: true, bitsPerSample: 8, channels: 4, data: [255, 0, 0, 255, 0, 255, 0, 128]))
        let p = i.premultipliedARGB()
        XCTAssertEqual([p.width, p.height, p.stride], [2, 1, 8])
        let words = p.bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        XCTAssertEqual(words, [0xFFFF_0000, 0x8000_8000])
    }

    func testRGBWithRowPadding() throws {
        let i = try XCTUnwrap(NotificationImage(width: 1, height: 2, rowstride: 4, hasAlpha: false, bitsPerSample: 8, channels: 3, data: [1, 2, 3, 0, 4, 5, 6]))
        let words = i.premultipliedARGB().bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        XCTAssertEqual(words, [0xFF01_0203, 0xFF04_0506])
    }
}
