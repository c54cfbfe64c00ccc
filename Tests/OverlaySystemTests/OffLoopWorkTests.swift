// OffLoopWorkTests: what a detached thread hands back reaches the loop in order, its descriptor
// turns readable when something waits and quiet once it was taken, and nothing is taken twice.
import Glibc
import OverlaySystem
import XCTest

final class OffLoopWorkTests: XCTestCase {
    private func readable(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, 0) == 1
    }

    func testAThreadsResultsWakeTheLoopAndAreTakenOnce() throws {
        let work = try OffLoopWork<Int>()
        XCTAssertFalse(readable(work.fileDescriptor), "nothing handed yet")
        XCTAssertEqual(work.take(), [])
        XCTAssertTrue(work.start { for n in 1...3 { work.hand(n) } })
        var taken: [Int] = []
        while taken.count < 3 {
            work.wait()
            taken += work.take()
        }
        XCTAssertEqual(taken, [1, 2, 3])
        XCTAssertFalse(readable(work.fileDescriptor), "the pipe is emptied with the results")
        XCTAssertEqual(work.take(), [])
    }

    func testTheWorkRunsOffTheCallingThread() throws {
        let work = try OffLoopWork<Bool>()
        let caller = pthread_self()
        XCTAssertTrue(work.start { work.hand(pthread_equal(pthread_self(), caller) != 0) })
        work.wait()
        XCTAssertEqual(work.take(), [false])
    }
}
