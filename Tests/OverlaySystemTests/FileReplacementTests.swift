// FileReplacementTests: a replaced file holds the new text with its mode, and a replacement that
// cannot be made (a folder where the file should be, a folder that cannot be written, a file where
// a folder should be) says which path failed and why, leaves the old file as it was and leaves no
// temporary file behind.
import Foundation
import OverlaySystem
import XCTest

final class FileReplacementTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try ScratchFolder.make("file-replacement")
    }

    override func tearDownWithError() throws {
        _ = chattr("-i", folder + "/locked")
        chmod(folder + "/locked", 0o755)
        ScratchFolder.remove(folder)
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func names(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    private func mode(_ path: String) -> mode_t {
        var st = stat()
        XCTAssertEqual(stat(path, &st), 0)
        return st.st_mode & 0o7777
    }

    @discardableResult
    private func chattr(_ flag: String, _ path: String) -> Bool {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        p.arguments = [flag, path]
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }

    func testAFileIsReplacedWholeWithItsModeAndNothingBeside() throws {
        let path = folder + "/history"
        try FileReplacement.replace(path, with: "old\n", mode: 0o644)
        try FileReplacement.replace(path, with: "new\nlines\n", mode: 0o600, durable: true)
        XCTAssertEqual(contents(path), "new\nlines\n")
        XCTAssertEqual(mode(path), 0o600)
        XCTAssertEqual(names(folder), ["history"])
    }

    func testMissingFoldersAreMadeOnlyWhenAsked() throws {
        let path = folder + "/state/overlayd/recent-colors"
        XCTAssertThrowsError(try FileReplacement.replace(path, with: "#ffffff\n")) { error in
            XCTAssertEqual((error as? FileReplacement.Failure)?.description, folder + "/state/overlayd: No such file or directory")
        }
        XCTAssertEqual(names(folder), [])
        try FileReplacement.replace(path, with: "#ffffff\n", folderMode: 0o700)
        XCTAssertEqual(contents(path), "#ffffff\n")
        XCTAssertEqual(mode(folder + "/state"), 0o700)
        XCTAssertEqual(mode(folder + "/state/overlayd"), 0o700)
    }

    func testAFolderWhereTheFileShouldBeIsLeftAndNamed() throws {
        let path = folder + "/history"
        XCTAssertEqual(mkdir(path, 0o755), 0)
        XCTAssertThrowsError(try FileReplacement.replace(path, with: "text\n")) { error in
            XCTAssertEqual((error as? FileReplacement.Failure)?.description, path + ": Is a directory")
        }
        XCTAssertEqual(names(folder), ["history"], "no temporary file is left beside it")
        XCTAssertEqual(names(path), [])
    }

    func testAFileWhereAFolderShouldBeIsNamed() throws {
        try FileReplacement.replace(folder + "/cache", with: "a file\n")
        XCTAssertThrowsError(try FileReplacement.replace(folder + "/cache/overlayd/history", with: "text\n", folderMode: 0o700)) { error in
            XCTAssertEqual((error as? FileReplacement.Failure)?.description, folder + "/cache/overlayd: Not a directory")
        }
        XCTAssertEqual(contents(folder + "/cache"), "a file\n")
    }

    /// A write cut short (the file-size limit: EFBIG, as a full disk's ENOSPC) leaves no part of the new text.
    func testAWriteCutShortLeavesTheOldFileWhole() throws {
        let path = folder + "/rofi-2.sshcache"
        try FileReplacement.replace(path, with: "1 old-host\n")
        let fileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        var limit = rlimit()
        XCTAssertEqual(getrlimit(fileSize, &limit), 0)
        let ignored = signal(SIGXFSZ, SIG_IGN)
        var small = limit
        small.rlim_cur = 4096
        XCTAssertEqual(setrlimit(fileSize, &small), 0)
        defer {
            setrlimit(fileSize, &limit)
            signal(SIGXFSZ, ignored)
        }
        XCTAssertThrowsError(try FileReplacement.replace(path, with: String(repeating: "1 host\n", count: 2000))) { error in
            XCTAssertEqual((error as? FileReplacement.Failure)?.description, path + ": File too large")
        }
        XCTAssertEqual(contents(path), "1 old-host\n")
        XCTAssertEqual(names(folder), ["rofi-2.sshcache"])
    }

    /// A folder that cannot be written: mode 0555, and for root (whom modes do not stop) also
    /// immutable, where the file system allows it.
    func testAFolderThatCannotBeWrittenLeavesTheOldFile() throws {
        let locked = folder + "/locked"
        let path = locked + "/launch-drun.history"
        try FileReplacement.replace(path, with: "3 firefox\n", folderMode: 0o755)
        XCTAssertEqual(chmod(locked, 0o555), 0)
        if geteuid() == 0 { chattr("+i", locked) }
        let probe = open(locked + "/probe", O_WRONLY | O_CREAT | O_EXCL, 0o600)
        if probe >= 0 {
            close(probe)
            unlink(locked + "/probe")
            throw XCTSkip("this user can write into a folder of mode 0555 that chattr could not make immutable")
        }
        XCTAssertThrowsError(try FileReplacement.replace(path, with: "4 firefox\n")) { error in
            let failure = error as? FileReplacement.Failure
            XCTAssertEqual(failure?.path, locked)
            XCTAssertTrue(["Permission denied", "Operation not permitted"].contains(failure?.reason ?? ""), "\(error)")
        }
        XCTAssertEqual(contents(path), "3 firefox\n")
        XCTAssertEqual(names(locked), ["launch-drun.history"])
    }
}
