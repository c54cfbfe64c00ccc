// FileContentsTests: a file is read whole; no file is nil, not a failure; a longer one than the
// limit fails or is cut as asked; a folder and a link refused are failures that name the path and why.
import Foundation
import OverlaySystem
import XCTest

final class FileContentsTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try ScratchFolder.make("file-contents")
    }

    override func tearDownWithError() throws {
        ScratchFolder.remove(folder)
    }

    func testAFileIsReadWholeAndNoFileIsNil() throws {
        let path = folder + "/overlayd.toml"
        let text = String(repeating: "key = \"value\"\n", count: 10_000)
        try FileReplacement.replace(path, with: text)
        XCTAssertEqual(try FileContents.read(path).map { String(decoding: $0, as: UTF8.self) }, text, "past one read's 64 KiB")
        XCTAssertNil(try FileContents.read(folder + "/missing"))
    }

    func testALongerFileThanTheLimitFailsOrIsCut() throws {
        let path = folder + "/palette"
        try FileReplacement.replace(path, with: "#000000\n#ffffff\n")
        XCTAssertThrowsError(try FileContents.read(path, limit: 10)) { error in
            let failure = error as? FileContents.Failure
            XCTAssertEqual(failure?.step, .tooLarge(limit: 10))
            XCTAssertEqual(failure?.description, path + ": larger than 10 bytes")
        }
        XCTAssertEqual(try FileContents.read(path, limit: 10, overLimit: .cut).map { String(decoding: $0, as: UTF8.self) }, "#000000\n#f")
        XCTAssertEqual(try FileContents.read(path, limit: 16)?.count, 16, "exactly the limit is read")
    }

    func testAFolderAndARefusedLinkAreNamedFailures() throws {
        XCTAssertThrowsError(try FileContents.read(folder)) { error in
            XCTAssertEqual((error as? FileContents.Failure)?.description, folder + ": Is a directory")
            XCTAssertEqual((error as? FileContents.Failure)?.step, .read)
        }
        try FileReplacement.replace(folder + "/real", with: "text")
        XCTAssertEqual(symlink(folder + "/real", folder + "/link"), 0)
        XCTAssertEqual(try FileContents.read(folder + "/link"), Array("text".utf8))
        XCTAssertThrowsError(try FileContents.read(folder + "/link", followLinks: false)) { error in
            XCTAssertEqual((error as? FileContents.Failure)?.step, .open)
        }
    }
}
