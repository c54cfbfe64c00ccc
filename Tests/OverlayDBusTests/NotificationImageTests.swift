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

    func testALargeImageIsShrunkOnceToFitAndKeepsItsColours() throws {
        // 400x200 RGB (padded rows): left half red, right half blue.
        let stride = 400 * 3 + 4
        var data = [UInt8](repeating: 0, count: stride * 200)
        for y in 0..<200 {
            for x in 0..<400 { data[y * stride + x * 3 + (x < 200 ? 0 : 2)] = 255 }
        }
        let big = try XCTUnwrap(NotificationImage(width: 400, height: 200, rowstride: stride, hasAlpha: false, bitsPerSample: 8,
                                                  channels: 3, data: data))
        let small = big.scaledToFit(maxSide: 64)
        XCTAssertEqual([small.width, small.height, small.rowstride, small.channels], [64, 32, 256, 4])
        XCTAssertEqual(small.data.count, 64 * 32 * 4, "only the small copy's bytes")
        XCTAssertEqual(Array(small.data[0..<4]), [255, 0, 0, 255])
        XCTAssertEqual(Array(small.data[(63 * 4)..<(64 * 4)]), [0, 0, 255, 255])
        let tiny = try XCTUnwrap(NotificationImage(width: 2, height: 1, rowstride: 8, hasAlpha: true, bitsPerSample: 8, channels: 4,
                                                   data: [1, 2, 3, 4, 5, 6, 7, 8]))
        XCTAssertEqual(tiny.scaledToFit(maxSide: 64), tiny, "a picture that fits is kept as it is")
    }

    func testTransparentPixelsLendNoColourWhenShrunk() throws {
        // Opaque white beside transparent black: the average is white at half alpha, not grey.
        let i = try XCTUnwrap(NotificationImage(width: 2, height: 1, rowstride: 8, hasAlpha: true, bitsPerSample: 8, channels: 4,
                                                data: [255, 255, 255, 255, 0, 0, 0, 0]))
        XCTAssertEqual(i.scaledToFit(maxSide: 1).data, [255, 255, 255, 127])
    }

    func testReadFromABusBufferAHugeImageIsShrunkAsItIsCopied() throws {
        let bytes = [UInt8](repeating: 200, count: 1000 * 600 * 4)
        let image = try XCTUnwrap(bytes.withUnsafeBytes {
            NotificationImage(width: 1000, height: 600, rowstride: 4000, hasAlpha: true, bitsPerSample: 8, channels: 4,
                              bytes: $0, maxSide: 100)
        })
        XCTAssertEqual([image.width, image.height], [100, 60])
        XCTAssertEqual(image.data.count, 100 * 60 * 4, "only the small copy exists")
        XCTAssertEqual(Array(image.data.prefix(4)), [200, 200, 200, 200])
        let small = try XCTUnwrap([UInt8](repeating: 9, count: 16).withUnsafeBytes {
            NotificationImage(width: 2, height: 2, rowstride: 8, hasAlpha: true, bitsPerSample: 8, channels: 4, bytes: $0)
        })
        XCTAssertEqual(small.data, [UInt8](repeating: 9, count: 16), "a picture that fits is copied as it is")
        XCTAssertNil([UInt8](repeating: 0, count: 15).withUnsafeBytes {
            NotificationImage(width: 2, height: 2, rowstride: 8, hasAlpha: true, bitsPerSample: 8, channels: 4, bytes: $0)
        }, "too few bytes")
    }
}
