// LifecycleTests: start-up, the runtime directory's modes, a second daemon, a stale socket,
// SIGTERM, and the X server going away.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest

final class LifecycleTests: XCTestCase {
    func mode(_ path: String) -> mode_t {
        var st = stat()
        return lstat(path, &st) == 0 ? st.st_mode & 0o7777 : 0
    }

    func testRuntimeFilesArePrivateAndRemovedOnSIGTERM() throws {
        let s = try DaemonSession()
        XCTAssertEqual(mode(s.daemon.runtimeDir), 0o700)
        XCTAssertEqual(mode(s.daemon.socketPath), 0o600)
        XCTAssertEqual(mode(s.daemon.fifoPath), 0o600)
        XCTAssertEqual(s.daemon.notifications.first, "READY=1")
        _ = try s.show(["--text", "bye"])
        s.daemon.terminate(signal: SIGTERM)
        XCTAssertEqual(s.daemon.waitForExit(timeout: 5), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: s.daemon.socketPath))
        XCTAssertFalse(FileManager.default.fileExists(atPath: s.daemon.fifoPath))
        try s.x.waitUntil("the overlay windows are gone") { try s.x.viewableOverrideRedirectTopLevels().isEmpty }
    }

    func testSIGINTAlsoExitsCleanly() throws {
        let s = try DaemonSession()
        s.daemon.terminate(signal: SIGINT)
        XCTAssertEqual(s.daemon.waitForExit(timeout: 5), 0)
    }

    func testSecondDaemonOnTheSameDisplayRefusesAndSaysWhy() throws {
        let s = try DaemonSession()
        XCTAssertThrowsError(try DaemonProcess(display: s.server.display, readyTimeout: 5)) { error in
            XCTAssertTrue("\(error)".contains("another overlayd is running"), "\(error)")
        }
        XCTAssertEqual(try s.request(["ping"])["ok"]?.boolValue, true, "the first one is unharmed")
    }

    func testStaleSocketIsReclaimed() throws {
        let s = try DaemonSession()
        let dir = s.daemon.runtimeDir
        // A crashed daemon leaves its socket behind: kill -9 skips the clean-up.
        s.daemon.terminate(signal: SIGKILL)
        _ = s.daemon.waitForExit(timeout: 5)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/socket"))
        let second = try DaemonProcess(display: s.server.display, arguments: ["--runtime-dir", dir])
        let reply = try runCtl(["ping"], runtimeDir: dir)
        XCTAssertEqual(reply.status, 0, reply.stderr)
        XCTAssertEqual(reply.stdout, "pong\n")
        second.terminate()
        XCTAssertEqual(second.waitForExit(timeout: 5), 0)
    }

    func testExitsNonZeroWithinASecondWhenTheXServerDies() throws {
        // No test connection here: Xlib would end the test process when its server dies.
        let server = try XvfbServer()
        let daemon = try DaemonProcess(display: server.display)
        XCTAssertEqual(try daemon.runCtl(["show", "--text", "doomed"]).status, 0)
        let start = Date()
        server.stop()
        let status = daemon.waitForExit(timeout: 1)
        XCTAssertNotNil(status, "still running a second after the X server died")
        XCTAssertNotEqual(status, 0)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.5)
        XCTAssertTrue(daemon.stderrText.contains("lost the X server"), daemon.stderrText)
    }

    func testSurvivesXErrorsFromVanishedWindows() throws {
        let s = try DaemonSession()
        // Windows that are created and destroyed at once: the daemon's requests about them
        // fail with BadWindow, which must be survived.
        for _ in 0..<20 {
            let w = try s.x.createWindow(x: 10, y: 10, width: 50, height: 50, background: .red, map: false)
            _ = try? s.request(["show", "--attach", String(w), "--text", "x"])
            s.x.destroyWindow(w)
        }
        try s.sync()
        XCTAssertTrue(s.daemon.isRunning)
        XCTAssertEqual(try s.request(["ping"])["ok"]?.boolValue, true)
    }

    func testDeletedFIFOAndSocketAreRecreated() throws {
        let s = try DaemonSession()
        XCTAssertEqual(unlink(s.daemon.socketPath), 0)
        XCTAssertEqual(unlink(s.daemon.fifoPath), 0)
        // The daemon hears of it through inotify, before it answers the next request.
        try s.sync()
        XCTAssertEqual(mode(s.daemon.socketPath), 0o600)
        XCTAssertEqual(mode(s.daemon.fifoPath), 0o600)
        let fresh = try runCtl(["ping"], runtimeDir: s.daemon.runtimeDir)
        XCTAssertEqual(fresh.stdout, "pong\n", fresh.stderr)
        try s.daemon.writeToFIFO("show --id again --text 'through the new FIFO'")
        try s.sync()
        XCTAssertNotNil(try s.overlay("again"))
        XCTAssertTrue(s.daemon.stderrText.contains("recreated deleted runtime files"), s.daemon.stderrText)
    }
}
