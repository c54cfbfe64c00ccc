// HistoryPersistTests: `[notifications] history-length` and `history-persist`: the history is
// cut to its length, written at most once a second through the rooms' deadline (the clock
// moved by hand), read again by a new daemon, and a damaged or foreign file is moved aside;
// pictures are kept at 48 px, and a damaged picture loses nothing else.
@testable import OverlayDaemon
import Foundation
import OverlayCore
import OverlayProtocol
import XCTest

final class HistoryPersistTests: XCTestCase {
    private var homes: [NotificationHarness] = []
    override func tearDown() { homes.forEach { $0.removeHome() } }

    private func harness(_ config: String, home: String? = nil) throws -> NotificationHarness {
        let h = try NotificationHarness(config: config, home: home)
        homes.append(h)
        return h
    }

    private let persist = "[notifications]\nhistory-persist = true\n"

    func testTheHistoryKeepsHistoryLengthNewest() throws {
        let h = try harness("[notifications]\nhistory-length = 3\n")
        for i in 1...5 { h.past("n\(i)") }
        XCTAssertEqual(h.command("count")["history"]?.intValue, 3)
        XCTAssertEqual(h.command("history")["history"]?.arrayValue?.compactMap { $0["summary"]?.stringValue }, ["n5", "n4", "n3"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: h.state + "/history.jsonl"), "not persisted by default")
    }

    func testTheDefaultLengthIsAThousand() throws {
        let h = try harness("")
        for i in 1...1005 { h.past("n\(i)") }
        XCTAssertEqual(h.command("count")["history"]?.intValue, 1000)
        XCTAssertEqual(h.center.queue.history.first?.request.summary, "n6", "the oldest went first")
    }

    func testAPersistedHistoryIsWrittenAtMostOnceASecondWithMode0600() throws {
        let h = try harness(persist)
        let path = h.state + "/history.jsonl"
        h.past("first", app: "mail", body: "code 123456", actions: ["default", "Open"])
        h.d.advance(0)
        XCTAssertEqual(try lines(path).count, 2, "the first change is written at once")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        h.d.advance(100)
        h.past("second")
        h.d.advance(100)
        XCTAssertEqual(try lines(path).count, 2, "not again within a second")
        XCTAssertEqual(h.d.controller.nextDeadline, Instant(milliseconds: 1_000_000 + 1000), "due a second after the first write")
        h.d.advance(800)
        XCTAssertEqual(try lines(path).count, 3)
        let entry = try JSONReader.parse(try lines(path)[1])
        XCTAssertEqual(entry["app"]?.stringValue, "mail")
        XCTAssertEqual(entry["body"]?.stringValue, "code 123456")
        XCTAssertEqual(entry["actions"]?.arrayValue?.compactMap(\.stringValue), ["default", "Open"])
        XCTAssertEqual(try JSONReader.parse(try lines(path)[0])["version"]?.intValue, 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: h.state), ["history.jsonl"], "no temporary file left beside it")
    }

    func testARestartReadsThePersistedHistoryAndDunstctlAgrees() throws {
        let h = try harness(persist)
        let a = h.past("alpha", app: "chat")
        let b = h.past("beta", app: "mail", actions: ["default", "Open"])
        h.d.advance(2000)
        let again = try harness(persist, home: h.home)
        XCTAssertEqual(again.command("count")["history"]?.intValue, 2)
        let listed = again.command("history")["history"]?.arrayValue ?? []
        XCTAssertEqual(listed.compactMap { $0["id"]?.intValue }, [Int(b), Int(a)], "newest first, ids kept")
        XCTAssertEqual(listed.compactMap { $0["app"]?.stringValue }, ["mail", "chat"])
        XCTAssertEqual(again.center.dunstControl.dunstHistory().count, 2)
        XCTAssertEqual(again.center.queue.history.last?.request.actions.map(\.key), ["default"])
        let fresh = again.notify("new")
        XCTAssertFalse([a, b].contains(fresh), "a new id skips the persisted ones")
    }

    func testADamagedFileIsMovedAsideAndTheHistoryStartsEmpty() throws {
        for text in ["garbage\n", "{\"format\":\"something-else\",\"version\":1}\n",
                     "{\"format\":\"overlayd-history\",\"version\":1}\n{\"id\":\"x\"}\n"] {
            let home = NSTemporaryDirectory() + "overlayd-center-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: home + "/state/overlayd", withIntermediateDirectories: true)
            try text.write(toFile: home + "/state/overlayd/history.jsonl", atomically: true, encoding: .utf8)
            let h = try harness(persist, home: home)
            XCTAssertEqual(h.center.queue.history.count, 0, text)
            XCTAssertFalse(FileManager.default.fileExists(atPath: h.state + "/history.jsonl"), text)
            XCTAssertEqual(try String(contentsOfFile: h.state + "/history.jsonl.damaged", encoding: .utf8), text)
            h.past("after")
            h.d.advance(0)
            XCTAssertEqual(try lines(h.state + "/history.jsonl").count, 2, "a fresh file")
        }
    }

    private func lines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    func testPicturesArePersistedAtTheCentersSizeAndADamagedOneLosesNothingElse() throws {
        let h = try harness(persist)
        // 512×512 blue with alpha: a 1 MiB picture as a client sends it.
        let side = 512
        let pixels = (0..<side * side * 4).map { UInt8($0 % 4 == 2 || $0 % 4 == 3 ? 255 : 0) }
        let image = try XCTUnwrap(NotificationImage(width: side, height: side, rowstride: side * 4, hasAlpha: true,
                                                    bitsPerSample: 8, channels: 4, data: pixels))
        h.past("before")
        h.past("Photo", app: "camera", hints: ["image-data": .image(image)])
        h.past("after")
        h.d.advance(2000)
        let path = h.state + "/history.jsonl"
        let line = try lines(path)[2]
        XCTAssertLessThan(line.utf8.count, 13_000, "48×48 RGBA in base64, not the client's megabyte")
        let picture = try XCTUnwrap(try JSONReader.parse(line)["picture"])
        XCTAssertEqual([picture["width"]?.intValue, picture["height"]?.intValue], [48, 48])
        let bytes = try XCTUnwrap(Base64.decode(try XCTUnwrap(picture["rgba"]?.stringValue)))
        XCTAssertEqual(Array(bytes.prefix(4)), [0, 0, 255, 255], "straight RGBA: opaque blue")

        let again = try harness(persist, home: h.home)
        let photo = try XCTUnwrap(again.center.panelEntries().first { $0.summary == "Photo" })
        XCTAssertEqual([photo.image?.width, photo.image?.height], [48, 48], "shown again after the restart")

        // The picture's base64 damaged: that entry loses its picture, the history stays whole.
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"rgba\":\"", with: "\"rgba\":\"!!")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let third = try harness(persist, home: h.home)
        XCTAssertEqual(third.center.panelEntries().map(\.summary), ["after", "Photo", "before"], "every notification kept")
        XCTAssertNil(third.center.panelEntries()[1].image, "without its picture")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ".damaged"), "the file is not moved aside")
    }
}
