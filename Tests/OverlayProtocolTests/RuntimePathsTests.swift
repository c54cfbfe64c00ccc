// RuntimePathsTests: where the daemon's FIFO and socket live.
import OverlayProtocol
import XCTest

final class RuntimePathsTests: XCTestCase {
    func testExplicitDirectoryWins() {
        let p = RuntimePaths(environment: ["OVERLAYD_RUNTIME_DIR": "/tmp/test-run", "XDG_RUNTIME_DIR": "/run/user/1000"],
                             uid: 1000)
        XCTAssertEqual(p.directory, "/tmp/test-run")
        XCTAssertEqual(p.fifo, "/tmp/test-run/fifo")
        XCTAssertEqual(p.socket, "/tmp/test-run/socket")
    }

    func testXDGRuntimeDir() {
        let p = RuntimePaths(environment: ["XDG_RUNTIME_DIR": "/run/user/1000", "OVERLAYD_RUNTIME_DIR": ""], uid: 1000)
        XCTAssertEqual(p, RuntimePaths(directory: "/run/user/1000/overlayd"))
        XCTAssertEqual(p.socket, "/run/user/1000/overlayd/socket")
    }

    func testFallbackUsesUID() {
        XCTAssertEqual(RuntimePaths(environment: [:], uid: 4242).directory, "/tmp/overlayd-4242")
        XCTAssertEqual(RuntimePaths(environment: ["XDG_RUNTIME_DIR": ""], uid: 0).fifo, "/tmp/overlayd-0/fifo")
    }
}
