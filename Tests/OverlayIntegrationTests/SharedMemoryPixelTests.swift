// SharedMemoryPixelTests: frames uploaded through MIT-SHM and through the socket
// (OVERLAYD_NO_SHM=1) put the same pixels on the screen: a first frame, repaints from the
// reused segment, a frame that grows it, and a pick menu's keys.
import Foundation
import XCTest

final class SharedMemoryPixelTests: XCTestCase {
    func testBothUploadPathsPutTheSamePixelsOnTheScreen() throws {
        let shared = try scene(environment: [:])
        XCTAssertTrue(shared.log.contains("pixels: MIT-SHM"), "Xvfb offers MIT-SHM on a local socket: \(shared.log)")
        let socket = try scene(environment: ["OVERLAYD_NO_SHM": "1"])
        XCTAssertTrue(socket.log.contains("pixels: socket (MIT-SHM turned off)"), socket.log)
        XCTAssertEqual(shared.shots.count, socket.shots.count)
        for (i, (a, b)) in zip(shared.shots, socket.shots).enumerated() {
            XCTAssertEqual(a.width, b.width, "step \(i)")
            XCTAssertEqual(a.height, b.height, "step \(i)")
            let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "step \(i): pixels differ between MIT-SHM and the socket")
            // Something was drawn: not only the backdrop.
            XCTAssertGreaterThan(a.pixels.filter { $0 != 0x306090 }.count, 500, "step \(i)")
        }
    }

    /// A segment is removed as soon as the server has it: killed with SIGKILL, the daemon
    /// leaves none behind once the server notices.
    func testACrashLeavesNoSharedMemoryBehind() throws {
        let s = try DaemonSession()
        _ = try s.show(["--id", "a", "--text", "painted through MIT-SHM", "--timeout", "0"])
        // The daemon says at start which path it chose; where it chose the socket (a sanitizer
        // whose allocator refuses shmat's address, say) it says why, and there is nothing to leak.
        let log = s.daemon.stderrText
        if let line = log.split(separator: "\n").first(where: { $0.contains("pixels: socket") }) {
            throw XCTSkip("the daemon uploads through the socket here: \(line)")
        }
        XCTAssertTrue(log.contains("pixels: MIT-SHM"), log)
        let maps = try procFile("/proc/\(s.daemon.pid)/maps")
        // A System V segment is mapped as "/SYSV<key> (deleted)" with its shmid as the inode.
        let ids = maps.split(separator: "\n").filter { $0.contains("/SYSV") }.compactMap { line in
            line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(4).first.flatMap { Int($0) }
        }
        XCTAssertFalse(ids.isEmpty, "the daemon maps a segment: \(maps)\n\(log)")
        for id in ids { XCTAssertNotNil(try segment(id), "segment \(id) is live while mapped") }
        s.daemon.terminate(signal: SIGKILL)
        XCTAssertEqual(s.daemon.waitForExit(), 128 + SIGKILL)
        let deadline = Deadline(seconds: 10)
        while try ids.contains(where: { try segment($0) != nil }) {
            guard !deadline.hasPassed else { return XCTFail("segments left after the crash: \(ids)") }
            s.x.sync()
            usleep(10_000)
        }
    }

    /// A /proc file read to its end: its size says 0, and one read gives only a page (a
    /// sanitizer's maps run to many pages).
    private func procFile(_ path: String) throws -> String {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw HarnessError.process("cannot open \(path)") }
        defer { close(fd) }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &chunk, chunk.count)
            guard n > 0 else { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Segment `id`'s line in /proc/sysvipc/shm, nil once the kernel has freed it.
    private func segment(_ id: Int) throws -> Substring? {
        try procFile("/proc/sysvipc/shm").split(separator: "\n").dropFirst().first {
            $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Int($0) } == id
        }
    }

    /// The same requests and keys on a fresh display; a screenshot of the whole screen after each.
    private func scene(environment: [String: String]) throws -> (log: String, shots: [Screenshot]) {
        let s = try DaemonSession(environment: environment)
        _ = try s.x.createWindow(x: 0, y: 0, width: 1280, height: 800, background: RGB(0x30, 0x60, 0x90))
        var shots: [Screenshot] = []
        _ = try s.show(["--id", "a", "--text", "first frame", "--timeout", "0"])
        shots.append(try s.x.screenshot())
        for text in ["second frame", "a third, much longer frame that makes the window grow\nover two lines\nand three"] {
            try s.ok(["update", "a", "--text", text])
            try s.sync()
            shots.append(try s.x.screenshot())
        }
        try s.ok(["dismiss", "a"])
        let runner = try PeerMenuRunner(s)
        let rows = (0..<300).map { "row \($0) alpha beta" }.joined(separator: "\n") + "\n"
        let input = runner.dir.file("rows")
        try Data(rows.utf8).write(to: URL(fileURLWithPath: input))
        let child = try ChildProcess(name: "dmenu", command: [runner.ours + "/dmenu", "-l", "10", "-p", "Go:"],
                                     environment: runner.environment, stdin: input)
        let deadline = Deadline(seconds: 10)
        while try runner.openPick() == nil {
            guard !deadline.hasPassed else { throw HarnessError.timeout("the pick menu") }
            try s.sync()
        }
        shots.append(try s.x.screenshot())
        for key in ["2", "1", "Down", "BackSpace"] {
            try runner.input.pressKey(key)
            try s.sync()
            shots.append(try s.x.screenshot())
        }
        try runner.input.pressKey("Escape")
        XCTAssertEqual(child.waitForExit(timeout: 10)?.code, 1)
        return (s.daemon.stderrText, shots)
    }
}
