// ContainerOrderTests: the order a column shows its members in: overlayd's newest nearest the
// anchor, or dunst's oldest on top with its sort by urgency.
import OverlayCore
import XCTest

final class ContainerOrderTests: XCTestCase {
    let sizes = [Size(width: 100, height: 40), Size(width: 100, height: 50), Size(width: 100, height: 60)]
    let area = Rect(x: 0, y: 0, width: 1000, height: 800)

    func config(_ order: ContainerOrder, anchor: Position, joined: Bool = false) -> ContainerConfig {
        var c = ContainerConfig()
        c.order = order
        c.anchor = anchor
        c.insets = Insets(all: 0)
        c.spacing = 10
        c.joined = joined
        return c
    }

    /// The tops of the members (oldest first) as laid out.
    func tops(_ c: ContainerConfig) -> [Int] { ContainerArrangement.arrange(sizes, config: c, in: area).frames.map(\.y) }

    func testOldestOnTopUnderATopAnchorAsDunstDrawsItsWindow() {
        XCTAssertEqual(tops(config(.oldestOnTop, anchor: .topRight)), [0, 50, 110], "oldest first from the top")
        XCTAssertEqual(tops(config(.newestNearAnchor, anchor: .topRight)), [130, 70, 0], "overlayd's: newest on top")
    }

    func testUnderABottomAnchorBothOrdersPutTheNewestAtTheBottom() {
        XCTAssertEqual(tops(config(.oldestOnTop, anchor: .bottomRight)), [630, 680, 740])
        XCTAssertEqual(tops(config(.newestNearAnchor, anchor: .bottomRight)), [630, 680, 740])
    }

    func testAJoinedPanelPutsItsFrameOnTheTopAndBottomMembersOfThatOrder() {
        let joined = ContainerArrangement.arrange(sizes, config: config(.oldestOnTop, anchor: .topRight, joined: true), in: area,
                                                  border: 3)
        XCTAssertEqual(joined.joins.map(\.above), [false, true, true], "the oldest has the top frame")
        XCTAssertEqual(joined.joins.map(\.below), [true, true, false], "the newest the bottom one")
        XCTAssertEqual(joined.frames.map(\.y), joined.frames.map(\.y).sorted())
    }

    func testUrgencyFirstIsDunstsSortUrgencyThenAge() {
        let urgency: [String: Urgency] = ["old-normal": .normal, "critical": .critical, "new-normal": .normal, "low": .low]
        let members = ["old-normal", "critical", "low", "new-normal"]
        XCTAssertEqual(ContainerOrder.oldestOnTop.urgencyFirst(members) { urgency[$0] },
                       ["critical", "old-normal", "new-normal", "low"], "top down")
        XCTAssertEqual(ContainerOrder.newestNearAnchor.urgencyFirst(members) { urgency[$0] },
                       ["low", "old-normal", "new-normal", "critical"], "the last nearest the anchor")
    }
}
