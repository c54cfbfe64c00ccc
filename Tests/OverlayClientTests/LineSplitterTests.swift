// LineSplitterTests: stdin's bytes as the client reads them into lines: lines across reads, empty
// lines, the last line with no newline, invalid UTF-8, and a line past the bound cut without
// losing the lines after it.
#if canImport(Glibc)
import Glibc
#endif
import OverlayClient
import XCTest

final class LineSplitterTests: XCTestCase {
    private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    func testALineCanArriveOverSeveralReads() {
        var s = LineSplitter()
        XCTAssertEqual(s.lines(bytes("ab")), [])
        XCTAssertEqual(s.lines(bytes("c\nd")), ["abc"])
        XCTAssertEqual(s.lines(bytes("\n")), ["d"])
        XCTAssertNil(s.finish())
    }

    func testEmptyLinesAreLinesAndTheLastOneNeedsNoNewline() {
        var s = LineSplitter()
        XCTAssertEqual(s.lines(bytes("\n\n# text\n50")), ["", "", "# text"])
        XCTAssertEqual(s.finish(), "50")
        XCTAssertNil(s.finish(), "the input's end is said once")
    }

    func testInvalidUTF8IsReadAsReplacementCharactersAndACharacterSplitBetweenReadsIsWhole() {
        var s = LineSplitter()
        XCTAssertEqual(s.lines([0x61, 0xFF, 0x62, 0x0A]), ["a\u{FFFD}b"])
        XCTAssertEqual(s.lines([0x63, 0xC3]), [])
        XCTAssertEqual(s.lines([0xA9, 0x0A]), ["cé"])
        XCTAssertEqual(s.lines([0xE2, 0x82, 0x0A]), ["\u{FFFD}"], "a cut sequence before the newline, as String(decoding:) reads it")
    }

    func testALinePastTheLimitKeepsItsStartAndTheNextLinesStayWhole() {
        var s = LineSplitter(limit: 8)
        XCTAssertEqual(s.lines(bytes("0123")), [])
        XCTAssertEqual(s.lines(bytes("456789ab")), ["01234567"], "cut as soon as it passes the limit")
        XCTAssertEqual(s.lines(bytes("cdef\nnext\nlast")), ["next"], "the rest of the long line is dropped")
        XCTAssertEqual(s.finish(), "last")
        var t = LineSplitter(limit: 4)
        XCTAssertEqual(t.lines(bytes("abcé-more\nok\n")), ["abc", "ok"], "never half a character")
        XCTAssertEqual(t.lines(bytes("toolong")), ["tool"])
        XCTAssertNil(t.finish(), "a line cut already is not said again at the end")
    }

    func testReadingAPipeGivesItsLinesThenItsEnd() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]) }
        let sent = bytes("first\nsecond\nthird")
        XCTAssertEqual(sent.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }, sent.count)
        close(fds[1])
        var s = LineSplitter()
        var lines: [String] = []
        while let more = s.read(from: fds[0], chunkSize: 5) { lines += more }
        XCTAssertEqual(lines, ["first", "second"])
        XCTAssertEqual(s.finish(), "third")
    }
}
