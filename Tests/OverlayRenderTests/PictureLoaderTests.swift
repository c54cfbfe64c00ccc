// PictureLoaderTests: pictures read and decoded off the caller's thread: every common format
// through gdk-pixbuf, SVG at the size asked, and what is not a picture file refused at once
// (a FIFO, a directory, a device, a file over the size cap) instead of blocking.
import Foundation
import OverlayCore
@testable import OverlayRender
import XCTest

final class PictureLoaderTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "overlayd-pictures-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// Loads `name` at `side` and waits for the answer.
    private func load(_ name: String, side: Int = 32, environment: [String: String] = [:],
                      theme: String? = nil) throws -> Result<PixelImage, PictureError> {
        let loader = try PictureLoader(environment: environment)
        loader.request(PictureKey(name: name, side: side), theme: theme)
        while true {
            loader.waitForResults()
            if let (_, result) = loader.takeResults().first { return result }
        }
    }

    /// A 40x20 picture in one colour written by ImageMagick (`convert`, Debian imagemagick).
    private func picture(_ file: String, colour: String = "#ff0000") throws -> String {
        let path = "\(dir)/\(file)"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["convert", "-size", "40x20", "xc:\(colour)", path]
        try p.run()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, "convert \(file)")
        return path
    }

    func testEveryCommonFormatDecodesScaledToTheSizeAsked() throws {
        for file in ["red.png", "red.jpg", "red.gif", "red.bmp", "red.tiff", "red.ico", "red.xpm"] {
            let image = try load(try picture(file), side: 16).get()
            // 40x20 fits a 16-pixel square as 16x8: scaled down while decoding, aspect kept.
            XCTAssertEqual(image.width, 16, file)
            XCTAssertEqual(image.height, 8, file)
            let p = image.pixel(8, 4)
            XCTAssertTrue(p.r > 240 && p.g < 16 && p.b < 16 && p.a == 255, "\(file): \(p)")
        }
    }

    /// gdk-pixbuf's ICO loader refuses 256-pixel icons, whose entry is a PNG.
    func testAnIconWithAPNGEntryLoads() throws {
        let path = "\(dir)/big.ico"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["convert", "-size", "256x256", "xc:#00ff00", path]
        try p.run()
        p.waitUntilExit()
        let image = try load(path, side: 32).get()
        XCTAssertEqual([image.width, image.height], [32, 32])
        XCTAssertEqual(image.pixel(16, 16), RGBA(r: 0, g: 255, b: 0, a: 255))
    }

    func testAFileURIAndAPictureWithoutASuffixLoad() throws {
        let jpeg = try picture("blue.jpg", colour: "#0000ff")
        let bare = "\(dir)/blue"
        try FileManager.default.copyItem(atPath: jpeg, toPath: bare)
        for name in ["file://" + jpeg, bare] {
            let p = try load(name).get().pixel(16, 8)
            XCTAssertTrue(p.b > 240 && p.r < 16, "\(name): \(p)")
        }
    }

    func testSVGIsRenderedAtTheSizeAsked() throws {
        let path = "\(dir)/green.svg"
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#00ff00"/></svg>"##.utf8)
            .write(to: URL(fileURLWithPath: path))
        let image = try load(path, side: 48).get()
        XCTAssertEqual(image.width, 48)
        XCTAssertEqual(image.pixel(47, 47), RGBA(r: 0, g: 255, b: 0, a: 255))
    }

    /// Regression: `-i icon.fifo` froze the daemon in open() until someone wrote to the FIFO.
    func testAFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let fifo = "\(dir)/icon.fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(try load(fifo).failureText, "not a regular file (a FIFO)")
        XCTAssertEqual(try load(dir).failureText, "not a regular file (a directory)")
        XCTAssertEqual(try load("/dev/zero").failureText, "not a regular file (a character device)")
    }

    func testAFileOverTheSizeCapIsRefusedUnread() throws {
        let path = "\(dir)/huge.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(PictureFile.sizeLimit + 1)) // sparse: nothing is written
        try handle.close()
        XCTAssertEqual(try load(path).failureText, "too large: \(PictureFile.sizeLimit + 1) bytes (limit \(PictureFile.sizeLimit))")
    }

    func testGarbageAndMissingFilesFailWithAReason() throws {
        let path = "\(dir)/not-a-picture.png"
        try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertNotNil(try load(path).failureText)
        XCTAssertEqual(try load("\(dir)/missing.png").failureText, "No such file or directory")
    }

    func testThemeNamesAreFoundInTheUsersDataFolder() throws {
        // $XDG_DATA_HOME/icons/hicolor/16x16/apps/NAME.png, with hicolor's index there too.
        let apps = "\(dir)/data/icons/hicolor/16x16/apps"
        try FileManager.default.createDirectory(atPath: apps, withIntermediateDirectories: true)
        try Data("[Icon Theme]\nName=Hicolor\nDirectories=16x16/apps\n\n[16x16/apps]\nSize=16\nType=Fixed\n".utf8)
            .write(to: URL(fileURLWithPath: "\(dir)/data/icons/hicolor/index.theme"))
        try FileManager.default.moveItem(atPath: try picture("x.png", colour: "#00ff00"), toPath: "\(apps)/overlayd-test-app.png")
        let env = ["XDG_DATA_HOME": "\(dir)/data", "XDG_DATA_DIRS": "\(dir)/none", "HOME": "\(dir)/home"]
        let p = try load("overlayd-test-app", side: 16, environment: env).get().pixel(8, 4)
        XCTAssertTrue(p.g > 240 && p.r < 16, "\(p)")
        XCTAssertNotNil(try load("overlayd-no-such-icon", environment: env).failureText)
    }

    func testAnIconCacheAsksOnceAndDrawsWhenLoaded() throws {
        let icons = IconCache(loader: try PictureLoader(environment: [:]))
        let path = try picture("red.jpg")
        XCTAssertNil(icons.icon(path, side: 32), "not there on the first call: it loads off the caller's thread")
        XCTAssertTrue(icons.isLoading)
        icons.waitUntilLoaded()
        XCTAssertFalse(icons.isLoading)
        XCTAssertEqual(icons.icon(path, side: 32)?.width, 32)
    }
}

extension Result where Failure == PictureError {
    var failureText: String? {
        if case .failure(let e) = self { return e.description }
        return nil
    }
}
