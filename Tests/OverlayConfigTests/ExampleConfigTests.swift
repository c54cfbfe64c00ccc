// ExampleConfigTests: config/overlayd.toml documents exactly the keys the parser knows, with their defaults.
@testable import OverlayConfig
import OverlayCore
import OverlayProtocol
import XCTest

final class ExampleConfigTests: XCTestCase {
    func testExampleFileUsesExactlyTheSchemaKeys() throws {
        let text = try ConfigLoader.contents(of: exampleConfigPath())
        let used = try ConfigParser.schemaKeys(inText: text, file: "overlayd.toml")
        XCTAssertEqual(used.subtracting(ConfigSchema.keys).sorted(), [], "keys the parser does not know")
        XCTAssertEqual(ConfigSchema.keys.subtracting(used).sorted(), [], "keys the file does not document")
    }

    func testExampleFileLoadsToTheBuiltInDefaults() throws {
        let config = try ConfigLoader.load(path: exampleConfigPath(), presetCheck: showCheck)
        XCTAssertEqual(config.styles, Config.defaults.styles)
        XCTAssertEqual(config.presets, Config.defaults.presets)
        XCTAssertEqual(config.containers, Config.defaults.containers)
        XCTAssertEqual(config.rules, Config.defaults.rules)
        XCTAssertEqual(config.scale, Config.defaults.scale)
        XCTAssertEqual(config, Config.defaults)
    }

    func testEmptyFileIsTheDefaults() throws {
        XCTAssertEqual(try parseConfig(""), Config.defaults)
        XCTAssertEqual(try parseConfig("# nothing but a comment\n\n"), Config.defaults)
    }

    func testDefaultsHaveADefaultStyleAndValidPresets() {
        XCTAssertEqual(Config.defaults.style(named: nil), Style())
        XCTAssertEqual(Config.defaults.style(named: "no such style"), Style())
        XCTAssertEqual(Style().iconSize, 32)
        for (name, words) in Config.defaults.presets {
            XCTAssertNoThrow(try showCheck(words), name)
        }
        XCTAssertEqual(Config().styles["default"], Style(), "init adds a default style")
        XCTAssertEqual(Config(styles: [:]).styles.keys.sorted(), ["default"])
    }
}
