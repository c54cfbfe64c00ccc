// LaunchIndexesTests: the launcher's warm indexes, one per caller environment, read from real
// folders on their threads: each environment lists its own applications and programs, two
// environments naming the same folders share one index, and past the bound the least
// recently used environment is let go (its next launcher reads it again).
@testable import OverlayDaemon
import Foundation
import Logging
import OverlayCore
import XCTest

final class LaunchIndexesTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "launch-indexes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

    /// An environment of its own: a data dir with one application `NAME` and a PATH folder with one program `NAME-prog`.
    func environment(_ name: String) throws -> [String: String] {
        let apps = "\(dir)/\(name)/share/applications", bin = "\(dir)/\(name)/bin"
        for d in [apps, bin] { try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true) }
        try "[Desktop Entry]\nType=Application\nName=\(name)\nExec=true\n".write(toFile: apps + "/\(name).desktop", atomically: true, encoding: .utf8)
        XCTAssertTrue(FileManager.default.createFile(atPath: bin + "/\(name)-prog", contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]))
        return ["XDG_DATA_HOME": "\(dir)/\(name)/share", "XDG_DATA_DIRS": "\(dir)/none", "PATH": bin, "HOME": dir]
    }

    /// Serves the indexes' descriptors (poll, with a deadline) until none is reading.
    func settle(_ indexes: LaunchIndexes) throws {
        let deadline = Date().addingTimeInterval(10)
        while indexes.isBusy {
            guard Date() < deadline else { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the scans did not finish in 10 s"]) }
            var fds = indexes.pollDescriptors
            guard poll(&fds, nfds_t(fds.count), 100) > 0 else { continue }
            for p in fds where p.revents != 0 { _ = indexes.service(p.fd) }
        }
    }

    func names(_ indexer: LaunchIndexer) -> [String] {
        (indexer.latest?.apps.map(\.name) ?? []) + (indexer.latest?.programs ?? [])
    }

    func testEachEnvironmentListsItsOwnAndTheLeastRecentlyUsedGoes() throws {
        let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        let indexes = try LaunchIndexes(environment: try environment("daemon"), logger: logger)
        try settle(indexes)
        XCTAssertEqual(names(try indexes.indexer(for: nil)), ["daemon", "daemon-prog"], "no environment sent: the daemon's own")
        let caller = try environment("caller")
        let first = try indexes.indexer(for: caller)
        XCTAssertTrue(first.isBusy, "a new environment is read at its first launcher")
        try settle(indexes)
        XCTAssertEqual(names(first), ["caller", "caller-prog"])
        var same = caller
        same["LANG"] = "C"
        same["XDG_CURRENT_DESKTOP"] = ""
        XCTAssertTrue(try indexes.indexer(for: same) === first, "an environment naming the same folders, language and desktop shares it")
        XCTAssertFalse(first.isBusy, "and is warm")
        // The bound: the daemon's, the caller's and two more are kept; a fifth lets the least
        // recently used (the daemon's) go.
        for n in ["third", "fourth", "fifth"] {
            _ = try indexes.indexer(for: try environment(n))
            _ = try indexes.indexer(for: caller)
        }
        try settle(indexes)
        XCTAssertEqual(indexes.pollDescriptors.count, 2 * LaunchIndexes.capacity, "each kept index: its result pipe and inotify")
        XCTAssertTrue(try indexes.indexer(for: caller) === first, "used lately: kept")
        let again = try indexes.indexer(for: nil)
        XCTAssertTrue(again.isBusy, "the daemon's own was let go, so it is read again")
        try settle(indexes)
        XCTAssertEqual(names(again), ["daemon", "daemon-prog"])
    }
}
