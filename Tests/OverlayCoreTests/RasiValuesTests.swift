// RasiValuesTests: rasi distances in pixels as rofi 1.7.3 counts them, padding's 1–4 values, and colour spaces.
import OverlayCore
import XCTest

final class RasiValuesTests: XCTestCase {
    let metrics = RasiMetrics(lineHeight: 17.5, characterWidth: 8.4, monitorWidth: 1920, monitorHeight: 1080, dpi: 96)

    func px(_ length: RasiLength, _ o: RasiOrientation = .horizontal) -> Int {
        RasiDistance(length).pixels(o, in: metrics)
    }

    func testUnitsTurnIntoWholePixels() {
        XCTAssertEqual(px(.value(12, .px)), 12)
        XCTAssertEqual(px(.value(2, .em)), 35, "2 × 17.5")
        XCTAssertEqual(px(.value(10, .ch)), 84)
        XCTAssertEqual(px(.value(50, .percent)), 960, "across: half the monitor's width")
        XCTAssertEqual(px(.value(50, .percent), .vertical), 540, "down: half its height")
        XCTAssertEqual(px(.value(25.4, .mm)), 95, "an inch at 96 DPI is 95.99…, cut to 95 as rofi cuts it")
        XCTAssertEqual(px(.value(50, .mm)), 188)
    }

    func testCalcCutsEachTermBeforeTheArithmeticAsRofiDoes() {
        // calc(1.5em + 10%): 26 + 192, not 26.25 + 192.
        XCTAssertEqual(px(.group(.operation(.add, .value(1.5, .em), .value(10, .percent)))), 218)
        XCTAssertEqual(px(.operation(.divide, .value(100, .px), .value(0, .px))), 100, "÷0 keeps the left side")
        XCTAssertEqual(px(.operation(.modulo, .value(100, .px), .value(0, .px))), 0, "mod 0 is 0")
        XCTAssertEqual(px(.operation(.modulo, .value(100, .px), .value(7, .px))), 2)
        XCTAssertEqual(px(.operation(.min, .value(100, .px), .value(30, .percent))), 100)
        XCTAssertEqual(px(.operation(.max, .value(100, .px), .value(30, .percent))), 576)
        XCTAssertEqual(px(.operation(.round, .value(17, .px), .value(5, .px))), 15)
        XCTAssertEqual(px(.operation(.ceil, .value(17, .px), .value(5, .px))), 20)
        XCTAssertEqual(px(.operation(.floor, .value(19, .px), .value(5, .px))), 15)
    }

    func testPaddingSpreadsOneToFourValuesInCSSOrder() throws {
        let a = RasiDistance.px(1), b = RasiDistance.px(2), c = RasiDistance.px(3), d = RasiDistance.px(4)
        XCTAssertEqual(RasiPadding([a]), RasiPadding(all: a))
        XCTAssertEqual(RasiPadding([a, b]), RasiPadding(top: a, right: b, bottom: a, left: b))
        XCTAssertEqual(RasiPadding([a, b, c]), RasiPadding(top: a, right: b, bottom: c, left: b))
        XCTAssertEqual(RasiPadding([a, b, c, d]), RasiPadding(top: a, right: b, bottom: c, left: d))
        XCTAssertNil(RasiPadding([a, b, c, d, a]))
    }

    func testColourSpacesGiveRofisChannels() {
        let red = Color.rasiHSL(hue: 0, saturation: 1, lightness: 0.5)
        XCTAssertEqual(red, Color(red: 1, green: 0, blue: 0))
        let grey = Color.rasiHSL(hue: 0.3, saturation: 0, lightness: 0.25)
        XCTAssertEqual(grey, Color(red: 0.25, green: 0.25, blue: 0.25))
        let teal = Color.rasiHSL(hue: 0.5, saturation: 1, lightness: 0.25)
        XCTAssertEqual(teal.red, 0, accuracy: 1e-9); XCTAssertEqual(teal.green, 0.5, accuracy: 1e-9)
        let pale = Color.rasiHWB(hue: 0, whiteness: 0.5, blackness: 0)
        XCTAssertEqual(pale, Color(red: 1, green: 0.5, blue: 0.5))
        XCTAssertEqual(Color.rasiCMYK(cyan: 1, magenta: 0, yellow: 0, black: 0.5), Color(red: 0, green: 0.5, blue: 0.5))
        XCTAssertEqual(RasiNamedColors.color(named: "rebeccapurple"), Color(red: 0x66 / 255.0, green: 0x33 / 255.0, blue: 0x99 / 255.0))
        XCTAssertEqual(RasiNamedColors.color(named: "DARKGREY"), RasiNamedColors.color(named: "darkgray"))
        XCTAssertNil(RasiNamedColors.color(named: "notacolour"))
        XCTAssertEqual(RasiNamedColors.all.count, 148)
    }

    func testPositionsReadAsRofisLocationNumbers() {
        XCTAssertEqual(RasiPosition(vertical: .north, horizontal: .west).rofiLocation, 1)
        XCTAssertEqual(RasiPosition(vertical: .south, horizontal: nil), .south)
        XCTAssertEqual(RasiPosition(vertical: nil, horizontal: .east).rofiLocation, 4)
        XCTAssertEqual(RasiPosition(vertical: nil, horizontal: nil), .center)
    }
}
