// WindowFormatTests: rofi's -window-format fields and widths.
import OverlayCore
import XCTest

final class WindowFormatTests: XCTestCase {
    func testFieldsAndWidths() {
        let f: [Character: String] = ["w": "one", "c": "XTerm", "t": "a long title here", "n": "xterm"]
        XCTAssertEqual(WindowFormat.render(WindowFormat.rofiDefault, f), "one    XTerm   a long title here")
        XCTAssertEqual(WindowFormat.render("{c:8}|{t:6}|{r}|{n}", f), "XTerm   |a long||xterm")
        XCTAssertEqual(WindowFormat.render("{t} {unclosed", f), "a long title here {unclosed")
    }
}
