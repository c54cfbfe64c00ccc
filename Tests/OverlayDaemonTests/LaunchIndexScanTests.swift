// LaunchIndexScanTests: one environment's scan over real folders, as rofi 1.7.3 walks them:
// which file of an id lists (a user's copy that lists nothing leaves the id to the system's
// unless it hides it), dot files, a FIFO and a folder that loops (neither hangs the scan), a
// file over a megabyte, and run's programs (listed by the folder's listing, checked only
// under HOME).
@testable import OverlayDaemon
import Foundation
import OverlayCore
import XCTest

final class LaunchIndexScanTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "launch-scan-\(UUID().uuidString)"
        for d in ["user/applications", "system/applications/sub", "bin", "home/bin"] {
            try FileManager.default.createDirectory(atPath: "\(dir)/\(d)", withIntermediateDirectories: true)
        }
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

    func write(_ relative: String, _ text: String, mode: Int = 0o644) throws {
        let path = "\(dir)/\(relative)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(path, mode_t(mode)), 0)
    }

    func scan() -> LaunchIndex {
        LaunchIndex.scan(LaunchIndex.Sources(environment: [
            "XDG_DATA_HOME": "\(dir)/user", "XDG_DATA_DIRS": "\(dir)/system", "PATH": "\(dir)/bin:\(dir)/home/bin", "HOME": "\(dir)/home",
            "LANG": "C",
        ]))
    }

    func testWhichFileOfAnIdListsAndWhatIsNeverRead() throws {
        let app = { (name: String) in "[Desktop Entry]\nType=Application\nName=\(name)\nExec=\(name.lowercased())\n" }
        try write("user/applications/passes.desktop", "[Desktop Entry]\nType=Application\nName=User copy without Exec\n")
        try write("system/applications/passes.desktop", app("Systempasses"))
        try write("user/applications/hides.desktop", "[Desktop Entry]\nType=Application\nName=Gone\nHidden=true\n")
        try write("system/applications/hides.desktop", app("Systemhidden"))
        try write("user/applications/broken.desktop", "not a key file\n")
        try write("system/applications/broken.desktop", app("Systembroken"))
        try write("system/applications/sub/nested.desktop", app("Nested"))
        try write("system/applications/.dot.desktop", app("Dotfile"))
        try write("system/applications/big.desktop",
                  "[Desktop Entry]\n" + String(repeating: "# " + String(repeating: "x", count: 1000) + "\n", count: 1500) + app("Big").dropFirst(16))
        XCTAssertEqual(mkfifo("\(dir)/system/applications/fifo.desktop", 0o644), 0)
        XCTAssertEqual(symlink("..", "\(dir)/system/applications/sub/up"), 0)
        let index = scan()
        XCTAssertEqual(index.apps.map(\.name), ["Big", "Nested", "Systembroken", "Systempasses"])
        XCTAssertEqual(index.apps.first { $0.name == "Nested" }?.id, "sub-nested.desktop")
        XCTAssertEqual(Set(index.folders.filter { $0.contains("applications") }),
                       ["\(dir)/user/applications", "\(dir)/system/applications", "\(dir)/system/applications/sub"],
                       "the folder that leads back is walked once")
    }

    func testRunListsWhatThePathFoldersListCheckingOnlyUnderHome() throws {
        try write("bin/tool", "#!/bin/sh\n", mode: 0o755)
        try write("bin/readme", "not a program\n")
        try write("bin/.hidden", "#!/bin/sh\n", mode: 0o755)
        XCTAssertEqual(symlink("tool", "\(dir)/bin/alias"), 0)
        try FileManager.default.createDirectory(atPath: "\(dir)/bin/folder", withIntermediateDirectories: true)
        try write("home/bin/mine", "#!/bin/sh\n", mode: 0o755)
        try write("home/bin/notes", "text\n")
        try write("home/bin/tool", "#!/bin/sh\n", mode: 0o755)
        XCTAssertEqual(scan().programs, ["alias", "mine", "readme", "tool"],
                       "as rofi 1.7.3: a file that is not executable is listed outside HOME, not in it; each name once")
    }
}
