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

    /// Claims `_XSETTINGS_S0` with a settings window naming `theme`, as a settings daemon does.
    private func xsettingsManager(_ x: TestDisplay, theme: String) throws -> Window {
        let w = try x.createWindow(x: -10, y: -10, width: 1, height: 1, background: RGB(0, 0, 0), overrideRedirect: true, map: false)
        func card32(_ v: Int) -> [UInt8] { [UInt8(v & 0xff), UInt8((v >> 8) & 0xff), UInt8((v >> 16) & 0xff), UInt8(v >> 24)] }
        func padded(_ b: [UInt8]) -> [UInt8] { b + [UInt8](repeating: 0, count: (4 - b.count % 4) % 4) }
        let name = Array("Net/IconThemeName".utf8), value = Array(theme.utf8)
        let bytes: [UInt8] = [0, 0, 0, 0] + card32(1) + card32(1)
            + [1, 0, UInt8(name.count), 0] + padded(name) + card32(0) + card32(value.count) + padded(value)
        let type = x.intern("_XSETTINGS_SETTINGS")
        _ = bytes.withUnsafeBufferPointer { buf in
            XChangeProperty(x.handle, w, type, type, 8, PropModeReplace, buf.baseAddress, Int32(buf.count))
        }
        XSetSelectionOwner(x.handle, x.intern("_XSETTINGS_S0"), w, UInt(CurrentTime))
        x.sync()
        return w
    }

    func testTheDesktopsThemeFromXSettingsWithItsParentsAndHicolor() throws {
        let data = try TemporaryDirectory(prefix: "overlayd-themes")
        try themes(in: data.path)
        let s = try DaemonSession(environment: ["XDG_DATA_HOME": data.path, "XDG_DATA_DIRS": data.path + "/none"])
        XCTAssertEqual(try iconColour(s, "overlayd-app"), RGB(0, 0xff, 0), "no theme named: hicolor")
        _ = try xsettingsManager(s.x, theme: "Mine")
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
