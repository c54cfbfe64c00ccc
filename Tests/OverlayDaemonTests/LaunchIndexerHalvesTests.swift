// LaunchIndexerHalvesTests: a scan hands PATH's programs over before it reads the applications,
// so a run launcher opens as soon as they are in while drun (and a combi of it) waits for the
// whole index; window mode waits for neither. The scan here is held between its halves.
@testable import OverlayDaemon
import Foundation
import OverlayCore
import XCTest

final class LaunchIndexerHalvesTests: XCTestCase {
    /// Polls the indexer's result pipe (5 s at most) and collects what came.
    func collect(_ indexer: LaunchIndexer, serial: Int) throws -> LaunchIndex {
        var fd = pollfd(fd: indexer.resultFD, events: Int16(POLLIN), revents: 0)
        guard poll(&fd, 1, 5000) == 1, let index = indexer.collect(serial: serial) else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "no scan result in 5 s"])
        }
        return index
    }

    func spec(_ mode: LaunchMode, combi: [LaunchMode] = [.window, .run]) -> LaunchSpec {
        var s = LaunchSpec(mode: mode)
        s.combiModes = combi
        return s
    }

    func testRunOpensWithPathsProgramsWhileDrunWaitsForTheApplications() throws {
        let gate = DispatchSemaphore(value: 0)
        let sources = LaunchIndex.Sources(environment: ["PATH": "/nonexistent", "XDG_DATA_DIRS": "/nonexistent", "HOME": "/nonexistent"])
        let file = DesktopKeyFile(bytes: Array("[Desktop Entry]\nType=Application\nName=App\nExec=app\n".utf8), locales: [])
        let app = try XCTUnwrap(DesktopEntry(file, id: "app.desktop", path: "/a/app.desktop"))
        let indexer = try LaunchIndexer(sources: sources) { _, _, deliver in
            var index = LaunchIndex()
            index.programs = ["prog"]
            deliver(index)
            gate.wait()
            index.apps = [app]
            index.applicationsRead = true
            deliver(index)
        }
        XCTAssertTrue(indexer.holds(spec(.run)), "nothing read yet: run waits for PATH")
        XCTAssertTrue(indexer.holds(spec(.drun)))
        XCTAssertFalse(indexer.holds(spec(.window)), "window lists no file")

        let half = try collect(indexer, serial: 1)
        XCTAssertEqual(half.programs, ["prog"])
        XCTAssertEqual(half.apps.count, 0)
        XCTAssertFalse(half.applicationsRead)
        XCTAssertFalse(indexer.holds(spec(.run)), "PATH's programs are in: run opens")
        XCTAssertFalse(indexer.holds(spec(.combi)), "so does combi of window and run")
        XCTAssertTrue(indexer.holds(spec(.drun)), "drun waits for the applications")
        XCTAssertTrue(indexer.holds(spec(.combi, combi: [.drun, .run])), "and so does a combi of drun")
        XCTAssertTrue(indexer.isBusy)

        gate.signal()
        let whole = try collect(indexer, serial: 2)
        XCTAssertEqual(whole.apps.map(\.name), ["App"])
        XCTAssertEqual(whole.programs, ["prog"])
        XCTAssertFalse(indexer.holds(spec(.drun)), "the whole index is in")
        XCTAssertFalse(indexer.isBusy)
    }

    /// An environment first opened in run reads PATH alone; the first drun in it reads the applications.
    func testAnEnvironmentOpenedInRunReadsNoApplicationsUntilDrunAsks() throws {
        let sources = LaunchIndex.Sources(environment: ["PATH": "/nonexistent", "XDG_DATA_DIRS": "/nonexistent", "HOME": "/nonexistent"])
        let asked = Asked()
        let indexer = try LaunchIndexer(sources: sources, applications: false) { _, applications, deliver in
            asked.note(applications)
            var index = LaunchIndex()
            index.programs = ["prog"]
            deliver(index)
            guard applications else { return }
            index.applicationsRead = true
            deliver(index)
        }
        let paths = try collect(indexer, serial: 1)
        XCTAssertFalse(paths.applicationsRead)
        XCTAssertFalse(indexer.isBusy, "PATH read, nothing more to come")
        XCTAssertFalse(indexer.holds(spec(.run)))
        XCTAssertTrue(indexer.holds(spec(.drun)), "drun starts the applications' reading and waits for it")
        var whole = try collect(indexer, serial: 2)
        if !whole.applicationsRead { whole = try collect(indexer, serial: 3) }
        XCTAssertTrue(whole.applicationsRead)
        XCTAssertFalse(indexer.holds(spec(.drun)))
        XCTAssertEqual(asked.all, [false, true], "one scan without the applications, one with")
    }
}

/// What each scan was asked to read, from the scan's thread.
private final class Asked: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Bool] = []
    func note(_ b: Bool) { lock.lock(); seen.append(b); lock.unlock() }
    var all: [Bool] { lock.lock(); defer { lock.unlock() }; return seen }
}
