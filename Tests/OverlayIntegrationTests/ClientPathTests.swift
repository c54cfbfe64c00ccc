// ClientPathTests: relative paths given to overlayctl are the caller's, not the daemon's:
// `screenshot rel.png` writes where the caller is; `show --icon icon.jpg` shows that file.
import Foundation
import XCTest

final class ClientPathTests: XCTestCase {
    /// Regression: a relative path was resolved against the daemon's working directory.
    func testARelativePathIsTheCallersDirectory() throws {
        let s = try DaemonSession()
        let dir = try TemporaryDirectory(prefix: "overlayd-shot")
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(dir.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let r = try s.daemon.runCtl(["screenshot", "rel.png"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let written = try XCTUnwrap(FileManager.default.contents(atPath: dir.file("rel.png")), "written in the caller's directory")
        XCTAssertEqual(Array(written.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
    }

    /// Regression: `show --icon file.jpg` was dropped (a relative path is not a theme name).
    func testARelativeIconPathIsTheCallersFile() throws {
        let s = try DaemonSession()
        let dir = try TemporaryDirectory(prefix: "overlayd-icon-path")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["convert", "-size", "32x32", "xc:#ff0000", dir.file("file.jpg")]
        try p.run()
        p.waitUntilExit()
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(dir.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let r = try s.daemon.runCtl(["show", "--id", "rel", "--icon", "file.jpg", "--text", "relative"])
        XCTAssertEqual(r.status, 0, r.stderr)
        try s.sync()
        let o = try XCTUnwrap(try s.overlay("rel"))
        let pixel = try s.x.screenshot().pixel(x: o.body.x + 12 + 16, y: o.body.y + 12 + 16)
        XCTAssertTrue(pixel.r > 240 && pixel.g < 16 && pixel.b < 16, "\(pixel)")
    }
}
