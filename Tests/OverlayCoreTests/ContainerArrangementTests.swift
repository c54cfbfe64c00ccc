// ContainerArrangementTests: container frames for vertical, horizontal and stack layouts.
import OverlayCore
import XCTest

final class ContainerArrangementTests: XCTestCase {
    let screen = Rect(x: 0, y: 0, width: 1920, height: 1080)

    func config(_ layout: ContainerLayout, _ anchor: Position, alignment: ContainerAlignment = .end,
                spacing: Int = 8, insets: Insets = Insets(all: 12)) -> ContainerConfig {
        var c = ContainerConfig()
        c.layout = layout
        c.anchor = anchor
        c.alignment = alignment
        c.spacing = spacing
        c.insets = insets
        return c
    }

    /// Oldest first, as `ContainerQueue.shown`.
    let sizes = [Size(width: 300, height: 100), Size(width: 200, height: 50), Size(width: 300, height: 80)]

    func testVerticalTopRightPutsTheNewestInTheCornerWithGaps() {
        let a = ContainerArrangement.arrange(sizes, more: Size(width: 120, height: 30),
                                             config: config(.vertical, .topRight), in: screen)
        XCTAssertEqual(a.frames, [Rect(x: 1608, y: 158, width: 300, height: 100),
                                  Rect(x: 1708, y: 100, width: 200, height: 50),
                                  Rect(x: 1608, y: 12, width: 300, height: 80)])
        XCTAssertEqual(a.more, Rect(x: 1788, y: 266, width: 120, height: 30))
        // The gaps between windows are exactly the spacing: they let clicks through.
        let column = (a.frames + [a.more].compactMap { $0 }).sorted { $0.minY < $1.minY }
        for (upper, lower) in zip(column, column.dropFirst()) { XCTAssertEqual(lower.minY - upper.maxY, 8) }
    }

    func testVerticalAlignmentStartAndCenter() {
        let start = ContainerArrangement.arrange(sizes, config: config(.vertical, .topRight, alignment: .start), in: screen)
        XCTAssertEqual(start.frames.map(\.minX), [1608, 1608, 1608])
        let center = ContainerArrangement.arrange(sizes, config: config(.vertical, .topRight, alignment: .center), in: screen)
        XCTAssertEqual(center.frames.map(\.minX), [1608, 1658, 1608])
        XCTAssertNil(center.more)
    }

    func testVerticalBottomLeftGrowsUpwards() {
        let a = ContainerArrangement.arrange(sizes, more: Size(width: 60, height: 20),
                                             config: config(.vertical, .bottomLeft, alignment: .start), in: screen)
        XCTAssertEqual(a.frames, [Rect(x: 12, y: 822, width: 300, height: 100),
                                  Rect(x: 12, y: 930, width: 200, height: 50),
                                  Rect(x: 12, y: 988, width: 300, height: 80)])
        XCTAssertEqual(a.more, Rect(x: 12, y: 794, width: 60, height: 20))
    }

    func testVerticalCentredOnTheLeftEdge() {
        let two = [Size(width: 100, height: 100), Size(width: 100, height: 100)]
        let a = ContainerArrangement.arrange(two, config: config(.vertical, .left, spacing: 10, insets: .zero), in: screen)
        // 210 tall, centred in 1080: from 435; the newest on top.
        XCTAssertEqual(a.frames, [Rect(x: 0, y: 545, width: 100, height: 100), Rect(x: 0, y: 435, width: 100, height: 100)])
    }

    func testHorizontalTopRightIsARowGrowingLeft() {
        let row = [Size(width: 100, height: 50), Size(width: 200, height: 80)]
        let top = ContainerArrangement.arrange(row, more: Size(width: 40, height: 20),
                                               config: config(.horizontal, .topRight, alignment: .start), in: screen)
        XCTAssertEqual(top.frames, [Rect(x: 1600, y: 12, width: 100, height: 50), Rect(x: 1708, y: 12, width: 200, height: 80)])
        XCTAssertEqual(top.more, Rect(x: 1552, y: 12, width: 40, height: 20))
        let bottomAligned = ContainerArrangement.arrange(row, config: config(.horizontal, .topRight, alignment: .end), in: screen)
        XCTAssertEqual(bottomAligned.frames.map(\.minY), [42, 12])
    }

    func testHorizontalCentredAtTheTop() {
        let row = [Size(width: 100, height: 50), Size(width: 100, height: 50)]
        let a = ContainerArrangement.arrange(row, config: config(.horizontal, .top, spacing: 20, insets: .zero), in: screen)
        // 220 wide, centred in 1920: from 850; the newest leftmost.
        XCTAssertEqual(a.frames, [Rect(x: 970, y: 0, width: 100, height: 50), Rect(x: 850, y: 0, width: 100, height: 50)])
    }

    func testStackPutsEveryOverlayAtTheAnchor() {
        let osd = config(.stack, .bottom, alignment: .center, insets: Insets(top: 0, left: 0, bottom: 96, right: 0))
        let pair = [Size(width: 200, height: 100), Size(width: 300, height: 50)]
        let a = ContainerArrangement.arrange(pair, config: osd, in: screen)
        XCTAssertEqual(a.frames, [Rect(x: 860, y: 884, width: 200, height: 100), Rect(x: 810, y: 934, width: 300, height: 50)])
        let withMore = ContainerArrangement.arrange(pair, more: Size(width: 80, height: 20), config: osd, in: screen)
        XCTAssertEqual(withMore.frames, a.frames, "\"+N more\" goes above the stack, which stays put")
        XCTAssertEqual(withMore.more, Rect(x: 920, y: 856, width: 80, height: 20))
    }

    func testStackTopLeftPutsMoreBelow() {
        let pair = [Size(width: 200, height: 100), Size(width: 300, height: 50)]
        let a = ContainerArrangement.arrange(pair, more: Size(width: 80, height: 20),
                                             config: config(.stack, .topLeft, alignment: .start), in: screen)
        XCTAssertEqual(a.frames, [Rect(x: 12, y: 12, width: 200, height: 100), Rect(x: 12, y: 12, width: 300, height: 50)])
        XCTAssertEqual(a.more, Rect(x: 12, y: 120, width: 80, height: 20))
    }

    func testEmptyContainerAndMoreAlone() {
        let c = config(.vertical, .topRight)
        XCTAssertEqual(ContainerArrangement.arrange([], config: c, in: screen), ContainerArrangement(frames: [], more: nil))
        let onlyMore = ContainerArrangement.arrange([], more: Size(width: 50, height: 20), config: c, in: screen)
        XCTAssertEqual(onlyMore.more, Rect(x: 1858, y: 12, width: 50, height: 20))
        let stackOnlyMore = ContainerArrangement.arrange([], more: Size(width: 50, height: 20),
                                                         config: config(.stack, .topRight), in: screen)
        XCTAssertEqual(stackOnlyMore.more, Rect(x: 1858, y: 12, width: 50, height: 20))
    }

    func testAllMonitorsIsOneCallPerWorkArea() {
        let c = config(.vertical, .topRight)
        let left = ContainerArrangement.arrange(sizes, config: c, in: screen)
        let right = ContainerArrangement.arrange(sizes, config: c, in: Rect(x: 1920, y: 0, width: 1920, height: 1080))
        XCTAssertEqual(right.frames, left.frames.map { $0.offsetBy(Point(x: 1920, y: 0)) })
    }

    func testFramesOfTheSameColumnNeverOverlap() {
        for layout in [ContainerLayout.vertical, .horizontal] {
            for anchor in Position.allCases {
                let a = ContainerArrangement.arrange(sizes, more: Size(width: 10, height: 10),
                                                     config: config(layout, anchor), in: screen)
                let all = a.frames + [a.more].compactMap { $0 }
                for i in all.indices { for j in all.indices where i < j {
                    XCTAssertTrue(all[i].intersection(all[j]).isEmpty, "\(layout) \(anchor): \(all[i]) and \(all[j])")
                } }
            }
        }
    }
}
