// JoinedColumnTests: a joined container column, one panel as dunst draws its window with
// gap_size = 0: the same width, no gaps, the frame once around all, a separator between two.
import OverlayCore
import XCTest

final class JoinedColumnTests: XCTestCase {
    let screen = Rect(x: 0, y: 0, width: 1920, height: 1080)
    /// Oldest first, each measured with a 3 px frame all round.
    let sizes = [Size(width: 300, height: 100), Size(width: 200, height: 50)]

    func joined(_ anchor: Position, separator: Int = 2) -> ContainerConfig {
        var c = ContainerConfig()
        c.anchor = anchor
        c.joined = true
        c.separatorHeight = separator
        c.insets = Insets(all: 12)
        return c
    }

    func testTopRightColumnIsOnePanel() {
        let a = ContainerArrangement.arrange(sizes, more: Size(width: 120, height: 30), config: joined(.topRight), in: screen, border: 3)
        // Newest on top: its top frame stays, its bottom one becomes the 2 px separator (50 - 3 + 2);
        // the older one loses its top frame and gets a separator (100 - 3 - 3 + 2); "+N more" at
        // the bottom keeps its bottom frame (30 - 3).
        XCTAssertEqual(a.frames, [Rect(x: 1608, y: 61, width: 300, height: 96), Rect(x: 1608, y: 12, width: 300, height: 49)])
        XCTAssertEqual(a.more, Rect(x: 1608, y: 157, width: 300, height: 27))
        XCTAssertEqual(a.joins.map(\.above), [true, false])
        XCTAssertEqual(a.joins.map(\.below), [true, true])
        XCTAssertEqual(a.moreJoin?.above, true)
        XCTAssertEqual(a.moreJoin?.below, false)
    }

    func testBottomAnchorPutsTheNewestAtTheBottom() {
        let a = ContainerArrangement.arrange(sizes, config: joined(.bottomLeft, separator: 0), in: screen, border: 2)
        // The newest at the bottom keeps its bottom frame (50 - 2); the older above it keeps its top
        // one and its bottom frame gives way to a separator of 0 (100 - 2).
        XCTAssertEqual(a.frames, [Rect(x: 12, y: 922, width: 300, height: 98), Rect(x: 12, y: 1020, width: 300, height: 48)])
        XCTAssertEqual(a.joins.map(\.above), [false, true])
        XCTAssertEqual(a.joins.map(\.below), [true, false])
    }

    func testOneAloneKeepsItsWholeFrame() {
        let a = ContainerArrangement.arrange([Size(width: 300, height: 100)], config: joined(.topRight), in: screen, border: 3)
        XCTAssertEqual(a.frames, [Rect(x: 1608, y: 12, width: 300, height: 100)])
        XCTAssertEqual(a.joins.map { [$0.above, $0.below] }, [[false, false]])
    }

    func testSeparatorColours() {
        var style = Style()
        style.border = Color(red: 0, green: 1, blue: 0)
        style.foreground = Color(red: 1, green: 1, blue: 1)
        style.background = Color(red: 0.2, green: 0.2, blue: 0.2)
        XCTAssertEqual(SeparatorColor(parsing: "frame")?.resolved(style), style.border)
        XCTAssertEqual(SeparatorColor(parsing: "foreground")?.resolved(style), style.foreground)
        let auto = SeparatorColor(parsing: "auto")?.resolved(style)
        XCTAssertEqual(auto?.red ?? 0, 0.3, accuracy: 1e-9, "a dark background: 0.1 lighter")
        style.background = Color(red: 0.9, green: 0.9, blue: 0.9)
        XCTAssertEqual(SeparatorColor.auto.resolved(style).green, 0.8, accuracy: 1e-9, "a light one: 0.1 darker")
        XCTAssertEqual(SeparatorColor(parsing: "#ff00ff"), .color(Color(red: 1, green: 0, blue: 1)))
        XCTAssertNil(SeparatorColor(parsing: "pink"))
    }
}
