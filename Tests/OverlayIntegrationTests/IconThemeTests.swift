// IconThemeTests: icon names are found by the freedesktop Icon Theme Specification in the
// user's data folder, in the theme the desktop names (XSETTINGS Net/IconThemeName) or the
// config names (`icon-theme`), falling back to the themes it inherits and to hicolor.
import CX11
import Foundation
import XCTest

final class IconThemeTests: XCTestCase {
    /// $XDG_DATA_HOME/icons with `Mine` (inherits `Parent`) and hicolor, each with an icon.
    private func themes(in data: String) throws {
        func theme(_ name: String, inherits: String?, icons: [(String, String)]) throws {
            let dir = "\(data)/icons/\(name)/32x32/apps"
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            let index = "[Icon Theme]\nName=\(name)\n" + (inherits.map { "Inherits=\($0)\n" } ?? "")
                + "Directories=32x32/apps\n\n[32x32/apps]\nSize=32\nType=Fixed\n"
            try Data(index.utf8).write(to: URL(fileURLWithPath: "\(data)/icons/\(name)/index.theme"))
            for (icon, colour) in icons {
                let p = Process()
                p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                p.arguments = ["convert", "-size", "32x32", "xc:\(colour)", "\(dir)/\(icon).png"]
                try p.run()
                p.waitUntilExit()
            }
        }
        try theme("Mine", inherits: "Parent", icons: [("overlayd-app", "#ff0000")])
        try theme("Parent", inherits: nil, icons: [("overlayd-inherited", "#0000ff")])
        try theme("hicolor", inherits: nil, icons: [("overlayd-app", "#00ff00"), ("overlayd-fallback", "#ffff00")])
    }

    private func iconColour(_ s: DaemonSession, _ name: String) throws -> RGB {
        let o = try s.show(["--id", name, "--icon", name, "--text", name])
        defer { _ = try? s.ok(["dismiss", name]) }
        return try s.x.screenshot().pixel(x: o.body.x + 12 + 16, y: o.body.y + 12 + 16)
    }

    func testTheDesktopsThemeFromXSettingsWithItsParentsAndHicolor() throws {
        let data = try TemporaryDirectory(prefix: "overlayd-themes")
        try themes(in: data.path)
        let s = try DaemonSession(environment: ["XDG_DATA_HOME": data.path, "XDG_DATA_DIRS": data.path + "/none"])
        XCTAssertEqual(try iconColour(s, "overlayd-app"), RGB(0, 0xff, 0), "no theme named: hicolor")
        // A manager that does not announce itself is found on a reload.
        _ = try TestXSettingsManager(s.x, strings: ["Net/IconThemeName": "Mine"], announce: false)
        try s.ok(["reload"])
        // Names already loaded under hicolor are looked up again in the new theme.
        XCTAssertEqual(try iconColour(s, "overlayd-app"), RGB(0xff, 0, 0), "the desktop's theme first")
        XCTAssertEqual(try iconColour(s, "overlayd-inherited"), RGB(0, 0, 0xff), "then the theme it inherits")
        XCTAssertEqual(try iconColour(s, "overlayd-fallback"), RGB(0xff, 0xff, 0), "then hicolor")
    }

    func testTheConfigsThemeWins() throws {
        let data = try TemporaryDirectory(prefix: "overlayd-themes")
        try themes(in: data.path)
        let home = try TemporaryDirectory(prefix: "overlayd-config")
        let dir = try home.makeSubdirectory("overlayd")
        try Data("icon-theme = \"Mine\"\n".utf8).write(to: URL(fileURLWithPath: dir + "/config.toml"))
        let s = try DaemonSession(environment: ["XDG_DATA_HOME": data.path, "XDG_DATA_DIRS": data.path + "/none",
                                                "XDG_CONFIG_HOME": home.path])
        XCTAssertEqual(try iconColour(s, "overlayd-app"), RGB(0xff, 0, 0), s.daemon.stderrText)
    }
}
