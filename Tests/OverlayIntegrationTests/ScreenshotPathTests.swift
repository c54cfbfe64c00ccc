// ScreenshotPathTests: `overlayctl screenshot rel.png` writes where the caller is, not in
// the daemon's working directory.
import Foundation
import XCTest

final class ScreenshotPathTests: XCTestCase {
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
}
