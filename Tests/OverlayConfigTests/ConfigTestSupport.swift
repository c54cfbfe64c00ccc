// ConfigTestSupport: parse helpers (a config text → a Config or its error line) and the paths of the
// repository's example config and dunstrc fixtures.
import Foundation
@testable import OverlayConfig
import OverlayCore
import OverlayProtocol
import XCTest

/// The config `text` describes, as if read from `config.toml`.
func parseConfig(_ text: String, presetCheck: PresetCheck? = nil,
                 file: StaticString = #filePath, line: UInt = #line) throws -> Config {
    do {
        return try ConfigParser.parse(text: text, file: "config.toml", presetCheck: presetCheck)
    } catch {
        XCTFail("unexpected error: \(error)", file: file, line: line)
        throw error
    }
}

/// The message a user would read for `text`, or nil when it loads.
func configError(_ text: String, presetCheck: PresetCheck? = nil) -> String? {
    do {
        _ = try ConfigParser.parse(text: text, file: "config.toml", presetCheck: presetCheck)
        return nil
    } catch {
        return error.description
    }
}

/// The check the daemon is expected to pass: the preset's words must make a valid `show`.
let showCheck: PresetCheck = { words throws(PresetError) in
    do throws(UsageError) {
        _ = try RequestParser.parse(words: ["show"] + words)
    } catch {
        throw PresetError(error.message)
    }
}

/// The repository's `config/overlayd.toml`.
func exampleConfigPath() -> String {
    let here = "\(#filePath)"
    let root = here.components(separatedBy: "/Tests/OverlayConfigTests/").first ?? here
    return root + "/config/overlayd.toml"
}

/// The dunstrc files of `Tests/Fixtures/dunstrc` (old style and new), by file name.
func dunstrcFixtures() throws -> [(name: String, path: String)] {
    let dir = exampleConfigPath().replacingOccurrences(of: "/config/overlayd.toml", with: "/Tests/Fixtures/dunstrc")
    return try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".dunstrc") }.sorted()
        .map { ($0, dir + "/" + $0) }
}
