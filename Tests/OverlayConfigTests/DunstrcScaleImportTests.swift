// DunstrcScaleImportTests: dunst's scale and monitor as --import-dunstrc carries them: a fixed
// scale, [experimental] per_monitor_dpi as each monitor's DPI, else dunst's own scale, and
// dunst's monitor index.
@testable import OverlayConfig
import OverlayCore
import XCTest

final class DunstrcScaleImportTests: XCTestCase {
    func imported(_ text: String) throws -> (toml: String, config: Config) {
        let toml = DunstrcImport.convert(text, source: "dunstrc")
        return (toml, try parseConfig(toml))
    }

    func testPerMonitorDPIInExperimentalIsEachMonitorsDPI() throws {
        let (toml, config) = try imported("[global]\n    width = 300\n[experimental]\n    per_monitor_dpi = true\n")
        XCTAssertEqual(config.scale, .perMonitor)
        XCTAssertTrue(toml.contains("#   carried      [experimental] per_monitor_dpi = true"), toml)
        XCTAssertFalse(toml.contains("# dunst: per_monitor_dpi"), toml)
    }

    func testPerMonitorDPIAsDunstIgnoresIt() throws {
        // dunst 1.9 reads it in [experimental] only, and reads no millimetres under force_xinerama.
        XCTAssertEqual(try imported("[global]\n    per_monitor_dpi = true\n").config.scale, .dunst)
        let xinerama = try imported("[global]\n    force_xinerama = true\n[experimental]\n    per_monitor_dpi = yes\n")
        XCTAssertEqual(xinerama.config.scale, .dunst)
        XCTAssertTrue(xinerama.toml.contains("#   left         [experimental] per_monitor_dpi = yes"), xinerama.toml)
    }

    func testWithoutAScaleTheScaleIsDunstsOwn() throws {
        XCTAssertEqual(try imported("[global]\n    width = 300\n").config.scale, .dunst)
        XCTAssertEqual(try imported("[global]\n    scale = 0\n").config.scale, .dunst)
        XCTAssertEqual(try imported("[experimental]\n    per_monitor_dpi = false\n").config.scale, .dunst)
    }

    func testAFixedScaleStaysFixed() throws {
        XCTAssertEqual(try imported("[global]\n    scale = 2\n").config.scale, .factor(2))
        XCTAssertEqual(try imported("[global]\n    scale = 1.5\n").config.scale, .factor(1.5))
    }

    func testDunstsMonitorNumberIsAnIndexIntoRandRsList() throws {
        let column = { (text: String) in try self.imported(text).config.containers["notifications"]?.monitor }
        XCTAssertEqual(try column("[global]\n    monitor = 1\n"), .named("1"))
        XCTAssertEqual(try column("[global]\n    width = 300\n"), .named("0"))
        XCTAssertEqual(try column("[global]\n    monitor = 1\n    follow = mouse\n"), .pointer)
    }
}
