// RofiShowFontSideBySideTests: `rofi -show` drawn in the font the user named, as `-dmenu` is: the
// real rofi 1.7.3 and ours with -font, and with config.rasi's `font`, give the same window (its
// height is fifteen rows of that font's pitch, so a font left out shows at once).
import Foundation
import XCTest

final class RofiShowFontSideBySideTests: XCTestCase {
    func testShowUsesTheFontOfTheFlagAndOfConfigRasi() throws {
        let runner = try PeerMenuRunner(try DaemonSession())
        let home = runner.dir.file("fonted")
        try FileManager.default.createDirectory(atPath: home + "/rofi", withIntermediateDirectories: true)
        try "configuration { font: \"DejaVu Sans 18\"; }\n".write(toFile: home + "/rofi/config.rasi", atomically: true, encoding: .utf8)
        var configured = runner.environment
        configured["XDG_CONFIG_HOME"] = home
        for (args, env, what) in [(["-font", "DejaVu Sans 20"], runner.environment, "-font"), ([], configured, "config.rasi's font")] {
            let real = try runner.settledRofiShot(["rofi", "-show", "run", "-no-lazy-grab"] + args, environment: env, stdin: try runner.inputFile(""))
            let ours = try runner.settledRofiShot([runner.ours + "/rofi", "-show", "run"] + args, environment: env,
                                                  stdin: try runner.inputFile(""), ours: true)
            XCTAssertGreaterThan(real.frame[3], 500, "\(what): rofi's fifteen rows are taller in that font")
            XCTAssertTrue(zip(real.frame, ours.frame).allSatisfy { abs($0 - $1) <= 3 }, "\(what): ours \(ours.frame), rofi's \(real.frame)")
        }
    }
}
