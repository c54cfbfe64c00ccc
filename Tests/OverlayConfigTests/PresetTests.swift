// PresetTests: `--preset NAME` expands to the preset's words, and the user's own options win.
import OverlayConfig
import OverlayCore
import OverlayProtocol
import XCTest

final class PresetTests: XCTestCase {
    private func config() throws -> Config {
        try parseConfig("""
        [preset.volume]
        kind = "notification"
        timeout = "2s"
        urgency = "low"
        [preset.wide]
        max-width = 800
        """)
    }

    func testPresetWordsGoFirst() throws {
        let words = try config().expandingPresets(in: ["--text", "hi", "--preset", "volume", "--timeout", "5s"])
        XCTAssertEqual(words, ["--kind", "notification", "--timeout", "2s", "--urgency", "low", "--text", "hi", "--timeout", "5s"])
    }

    func testArgumentsOverrideThePresetThroughTheRequestParser() throws {
        let words = try config().expandingPresets(in: ["--preset=volume", "--timeout", "5s", "Volume 40%"])
        guard case .show(_, let spec) = try RequestParser.parse(words: ["show"] + words) else {
            return XCTFail("not a show request")
        }
        XCTAssertEqual(spec.kind, .notification)
        XCTAssertEqual(spec.urgency, .low)
        XCTAssertEqual(spec.timeoutMs, 5000, "the user's --timeout wins")
        XCTAssertEqual(spec.text, "Volume 40%")
    }

    func testSeveralPresetsApplyInOrder() throws {
        let words = try config().expandingPresets(in: ["--preset", "wide", "--preset", "volume"])
        XCTAssertEqual(words, ["--max-width", "800", "--kind", "notification", "--timeout", "2s", "--urgency", "low"])
    }

    func testNoPresetLeavesTheWordsAlone() throws {
        XCTAssertEqual(try config().expandingPresets(in: ["--text", "x"]), ["--text", "x"])
    }

    func testUnknownOrMissingPreset() throws {
        let c = try config()
        XCTAssertThrowsError(try c.expandingPresets(in: ["--preset", "nope"])) { error in
            XCTAssertEqual("\(error)", "--preset: no preset named nope (known: brightness, toast, tooltip, volume, wide)")
        }
        XCTAssertThrowsError(try c.expandingPresets(in: ["--preset"])) { error in
            XCTAssertEqual("\(error)", "--preset: missing value")
        }
    }

    func testBuiltInPresetsParseAsShowRequests() throws {
        let words = try Config.defaults.expandingPresets(in: ["--preset", "tooltip", "Saved"])
        guard case .show(_, let spec) = try RequestParser.parse(words: ["show"] + words) else { return XCTFail() }
        XCTAssertEqual(spec.kind, .tooltip)
        XCTAssertEqual(spec.attach, .pointer)
        XCTAssertEqual(spec.timeoutMs, 3000)
    }
}
