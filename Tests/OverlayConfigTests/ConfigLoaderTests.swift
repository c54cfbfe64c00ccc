// ConfigLoaderTests: XDG lookup order with a fake environment and temporary directories; reading errors.
import Foundation
import OverlayConfig
import OverlayCore
import XCTest

final class ConfigLoaderTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "overlayd-config-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Writes `text` to `DIR/overlayd/config.toml` under the temporary root; returns the path.
    @discardableResult
    private func write(_ dir: String, _ text: String = "") throws -> String {
        let d = "\(root)/\(dir)/overlayd"
        try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        let path = d + "/config.toml"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testCandidatesFollowTheXDGSpecification() {
        XCTAssertEqual(ConfigLoader.candidates(environment: ["HOME": "/home/u"]),
                       ["/home/u/.config/overlayd/config.toml", "/etc/xdg/overlayd/config.toml"])
        XCTAssertEqual(ConfigLoader.candidates(environment: [
            "HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg/", "XDG_CONFIG_DIRS": "/a:relative::/b/",
        ]), ["/cfg/overlayd/config.toml", "/a/overlayd/config.toml", "/b/overlayd/config.toml"])
        // Empty or relative values are ignored, as if unset.
        XCTAssertEqual(ConfigLoader.candidates(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "", "XDG_CONFIG_DIRS": ""]),
                       ["/h/.config/overlayd/config.toml", "/etc/xdg/overlayd/config.toml"])
        XCTAssertEqual(ConfigLoader.candidates(environment: ["XDG_CONFIG_HOME": "rel"]), ["/etc/xdg/overlayd/config.toml"])
    }

    func testUserFileWinsOverSystemDirsInOrder() throws {
        let env = ["XDG_CONFIG_HOME": "\(root)/home", "XDG_CONFIG_DIRS": "\(root)/sys1:\(root)/sys2", "HOME": "/nonexistent"]
        XCTAssertNil(ConfigLoader.locate(environment: env))
        let sys2 = try write("sys2")
        XCTAssertEqual(ConfigLoader.locate(environment: env), sys2)
        let sys1 = try write("sys1")
        XCTAssertEqual(ConfigLoader.locate(environment: env), sys1)
        let home = try write("home")
        XCTAssertEqual(ConfigLoader.locate(environment: env), home)
    }

    func testHomeDotConfigWhenXDGConfigHomeIsUnset() throws {
        let path = try write("h/.config")
        XCTAssertEqual(ConfigLoader.locate(environment: ["HOME": "\(root)/h", "XDG_CONFIG_DIRS": "\(root)/none"]), path)
    }

    func testADirectoryNamedConfigTomlIsSkipped() throws {
        try FileManager.default.createDirectory(atPath: "\(root)/home/overlayd/config.toml", withIntermediateDirectories: true)
        let sys = try write("sys")
        XCTAssertEqual(ConfigLoader.locate(environment: ["XDG_CONFIG_HOME": "\(root)/home", "XDG_CONFIG_DIRS": "\(root)/sys"]), sys)
    }

    func testLoadFromEnvironment() throws {
        let env = ["XDG_CONFIG_HOME": "\(root)/home", "XDG_CONFIG_DIRS": "\(root)/sys"]
        let none = try ConfigLoader.loadFromEnvironment(env)
        XCTAssertNil(none.path)
        XCTAssertEqual(none.config, Config.defaults)
        let path = try write("sys", "scale = 2\n")
        let found = try ConfigLoader.loadFromEnvironment(env)
        XCTAssertEqual(found.path, path)
        XCTAssertEqual(found.config.scale, .factor(2))
    }

    func testLoadNamesThePathInErrors() throws {
        let path = try write("home", "[style.default]\npadding = \"wide\"\n")
        XCTAssertThrowsError(try ConfigLoader.load(path: path)) { error in
            XCTAssertEqual("\(error)", "\(path):2: style.default.padding: expected an integer, got \"wide\"")
        }
    }

    func testMissingFileAndBadEncoding() throws {
        XCTAssertThrowsError(try ConfigLoader.load(path: "\(root)/missing.toml")) { error in
            XCTAssertEqual("\(error)", "\(root)/missing.toml: cannot open: No such file or directory")
        }
        let path = "\(root)/latin1.toml"
        try Data([0x61, 0x20, 0x3D, 0x20, 0x22, 0xE9, 0x22, 0x0A]).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ConfigLoader.load(path: path)) { error in
            XCTAssertEqual("\(error)", "\(path): not valid UTF-8")
        }
    }
}
