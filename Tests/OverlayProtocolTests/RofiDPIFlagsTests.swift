// RofiDPIFlagsTests: rofi's `-dpi` reaches a pick and a launcher as `--dpi`, and back off the wire.
import OverlayCore
@testable import OverlayProtocol
import XCTest

final class RofiDPIFlagsTests: XCTestCase {
    func testDpiIsCarriedAndRofisDefaultIsNone() throws {
        XCTAssertEqual(try RofiFlags.parse(["-dpi", "1"]).spec.dpi, 1)
        XCTAssertEqual(try RofiFlags.parse(["-dpi", "0"]).spec.dpi, 0)
        XCTAssertEqual(try RofiFlags.parse(["-dpi", "192"]).spec.dpi, 192)
        XCTAssertNil(try RofiFlags.parse(["-dpi", "-1"]).spec.dpi, "rofi's default: Pango's 96")
        XCTAssertTrue(try RofiFlags.parse(["-dpi", "1"]).warnings.isEmpty, "no longer ignored")
        var s = PickSpec()
        s.dpi = 1
        XCTAssertEqual(try RequestParser.parse(words: ["pick"] + PickRequest.words(s, byteCount: 3)), .pick(spec: s, byteCount: 3))
        let show = try RofiShowFlags.parse(["-show", "drun", "-dpi", "1"])
        XCTAssertTrue(show.words.joined(separator: " ").contains("--dpi 1"), "\(show.words)")
        XCTAssertEqual(show.scriptMenu.dpi, 1)
        XCTAssertFalse(try RofiShowFlags.parse(["-show", "drun", "-dpi", "-1"]).words.contains("--dpi"))
    }
}
