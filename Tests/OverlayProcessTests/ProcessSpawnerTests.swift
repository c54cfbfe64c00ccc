// ProcessSpawnerTests: what a started child gets, read off the child itself: its output in the
// pipe and the pipe's end when it exits, its own process group or session, its directory and
// environment, and a program that is not there named in the error.
#if canImport(Glibc)
import Glibc
#endif
import OverlayProcess
import XCTest

final class ProcessSpawnerTests: XCTestCase {
    /// Runs `sh -c script` with its stdout in a pipe and gives what it printed once it exited.
    private func printed(_ script: String, directory: String? = nil, environment: [String]? = nil) throws -> String {
        var fds: [Int32] = [-1, -1]
        XCTAssertEqual(pipe(&fds), 0)
        let spawner = ProcessSpawner(output: .pipe(read: fds[0], write: fds[1]), directory: directory)
        let pid = try spawner.spawn(["sh", "-c", script], environment: environment)
        close(fds[1])
        defer { close(fds[0]) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
            if n <= 0 { break }
            out += chunk[..<n]
        }
        var status: Int32 = 0
        XCTAssertEqual(waitpid(pid, &status, 0), pid)
        return String(decoding: out, as: UTF8.self)
    }

    func testAPipedChildsOutputIsReadToItsEnd() throws {
        XCTAssertEqual(try printed("echo one; echo two"), "one\ntwo\n")
    }

    func testTheDirectoryAndEnvironmentAreTheChildsOwn() throws {
        XCTAssertEqual(try printed("pwd", directory: "/tmp"), "/tmp\n")
        XCTAssertEqual(try printed("echo \"$ONLY\" \"${HOME:-none}\"", environment: ["ONLY=this", "PATH=/usr/bin:/bin"]), "this none\n")
    }

    /// A script's own group (the daemon kills -pid past its time) and a launched program's own
    /// session, each led by the child; without either it stays in ours.
    func testGroupingIsReadOffTheRunningChild() throws {
        for (grouping, group, session) in [(ProcessSpawner.Grouping.processGroup, true, false), (.session, true, true),
                                            (.inherited, false, false)] {
            let pid = try ProcessSpawner(output: .discarded, grouping: grouping, signals: .resetAll).spawn(["sleep", "30"])
            XCTAssertEqual(getpgid(pid) == pid, group, "\(grouping)")
            XCTAssertEqual(getsid(pid) == pid, session, "\(grouping)")
            kill(pid, SIGKILL)
            var status: Int32 = 0
            XCTAssertEqual(waitpid(pid, &status, 0), pid)
        }
    }

    func testAMissingProgramIsNamedInTheError() {
        XCTAssertThrowsError(try ProcessSpawner(output: .discarded).spawn(["/nonexistent/program"])) {
            XCTAssertEqual(($0 as? SpawnError)?.description, "/nonexistent/program: No such file or directory")
        }
        XCTAssertThrowsError(try ProcessSpawner(output: .discarded).spawn([])) {
            XCTAssertEqual(($0 as? SpawnError)?.description, "nothing to run")
        }
    }
}
