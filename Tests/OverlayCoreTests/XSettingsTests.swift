// XSettingsTests: the xsettings manager's property decoded: string settings by name, the
// and integer ones (Xft/DPI), colours skipped, both byte orders, truncated data.
import OverlayCore
import XCTest

final class XSettingsTests: XCTestCase {
    /// One setting as a manager writes it (little-endian unless `big`).
    private func setting(type: UInt8, name: String, value: [UInt8], big: Bool) -> [UInt8] {
        func card16(_ v: Int) -> [UInt8] { big ? [UInt8(v >> 8), UInt8(v & 0xff)] : [UInt8(v & 0xff), UInt8(v >> 8)] }
        func pad(_ b: [UInt8]) -> [UInt8] { b + [UInt8](repeating: 0, count: (4 - b.count % 4) % 4) }
        return [type, 0] + card16(name.utf8.count) + pad(Array(name.utf8)) + [0, 0, 0, 0] + value
    }

    private func card32(_ v: Int, big: Bool) -> [UInt8] {
        let le = [UInt8(v & 0xff), UInt8((v >> 8) & 0xff), UInt8((v >> 16) & 0xff), UInt8(v >> 24)]
        return big ? le.reversed() : le
    }

    private func property(big: Bool) -> [UInt8] {
        let theme = Array("Papirus-Dark".utf8)
        let settings = setting(type: 0, name: "Xft/DPI", value: card32(98304, big: big), big: big)
            + setting(type: 2, name: "Gtk/Color", value: [1, 2, 3, 4, 5, 6, 7, 8], big: big)
            + setting(type: 1, name: "Net/IconThemeName", value: card32(theme.count, big: big) + theme, big: big)
        return [big ? 1 : 0, 0, 0, 0] + card32(7, big: big) + card32(3, big: big) + settings
    }

    func testStringSettingsAreReadInEitherByteOrder() {
        XCTAssertEqual(XSettings.strings(property(big: false)), ["Net/IconThemeName": "Papirus-Dark"])
        XCTAssertEqual(XSettings.strings(property(big: true)), ["Net/IconThemeName": "Papirus-Dark"])
    }

    func testIntegersAndTheDPIInEitherByteOrder() {
        for big in [false, true] {
            let v = XSettings.decode(property(big: big))
            XCTAssertEqual(v.integers, ["Xft/DPI": 98304], "big-endian: \(big)")
            XCTAssertEqual(v.dpi, 96)
        }
        var negative = XSettings.Values()
        negative.integers["Xft/DPI"] = -1
        XCTAssertNil(negative.dpi, "-1 means unset (GNOME writes it so)")
    }

    func testTruncatedDataGivesWhatCameBefore() {
        let full = property(big: false)
        for n in [0, 5, 12, 30, full.count - 1] {
            XCTAssertNil(XSettings.strings(Array(full.prefix(n)))["Net/IconThemeName"], "\(n) bytes")
        }
    }
}
