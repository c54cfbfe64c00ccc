// MonitorArrangementTests: an all-monitors container is laid out once per monitor's work area.
import OverlayCore
import XCTest

final class MonitorArrangementTests: XCTestCase {
    /// Three monitors side by side, of different sizes; the middle one has a 30 px panel on top.
    let areas: [(monitor: String, area: Rect)] = [
        ("left", Rect(x: 0, y: 0, width: 400, height: 800)),
        ("middle", Rect(x: 400, y: 30, width: 480, height: 770)),
        ("right", Rect(x: 880, y: 0, width: 400, height: 600)),
    ]
    let sizes = [Size(width: 200, height: 60), Size(width: 150, height: 40)]

    func config(allMonitors: Bool, anchor: Position = .topRight) -> ContainerConfig {
        var c = ContainerConfig()
        c.anchor = anchor
        c.insets = Insets(all: 10)
        c.spacing = 6
        c.allMonitors = allMonitors
        return c
    }

    func testAllMonitorsPutsTheContainerAtItsAnchorOnEveryWorkArea() {
        let placed = ContainerArrangement.arrange(sizes, more: Size(width: 80, height: 20),
                                                  config: config(allMonitors: true), on: areas, home: 1)
        XCTAssertEqual(placed.map(\.monitor), ["middle", "left", "right"], "the home monitor first, then in order")
        for p in placed {
            let area = areas.first { $0.monitor == p.monitor }!.area
            let frames = p.arrangement.frames
            // Newest (the last) in the top-right corner of this monitor's work area, less the insets.
            XCTAssertEqual(frames[1], Rect(x: area.maxX - 10 - 150, y: area.minY + 10, width: 150, height: 40), p.monitor)
            XCTAssertEqual(frames[0], Rect(x: area.maxX - 10 - 200, y: area.minY + 10 + 40 + 6, width: 200, height: 60), p.monitor)
            XCTAssertEqual(p.arrangement.more, Rect(x: area.maxX - 10 - 80, y: area.minY + 10 + 40 + 6 + 60 + 6,
                                                    width: 80, height: 20), p.monitor)
            for f in frames { XCTAssertTrue(area.contains(f), "\(f) inside \(p.monitor)") }
        }
        XCTAssertEqual(placed[0].arrangement.frames[1].minY, 40, "under the middle monitor's panel")
    }

    func testBottomAnchorOnMonitorsOfDifferentHeights() {
        let placed = ContainerArrangement.arrange([Size(width: 100, height: 50)],
                                                  config: config(allMonitors: true, anchor: .bottom), on: areas, home: 0)
        XCTAssertEqual(placed.map { $0.arrangement.frames }, [
            [Rect(x: 150, y: 740, width: 100, height: 50)],
            [Rect(x: 590, y: 740, width: 100, height: 50)],
            [Rect(x: 1030, y: 540, width: 100, height: 50)],
        ])
    }

    func testWithoutAllMonitorsOnlyTheHomeMonitor() {
        let placed = ContainerArrangement.arrange(sizes, config: config(allMonitors: false), on: areas, home: 2)
        XCTAssertEqual(placed.map(\.monitor), ["right"])
        XCTAssertEqual(placed[0].arrangement, ContainerArrangement.arrange(sizes, config: config(allMonitors: false),
                                                                           in: areas[2].area))
    }

    func testNoMonitorsOrAHomeOutOfRangeGivesNothing() {
        XCTAssertEqual(ContainerArrangement.arrange(sizes, config: config(allMonitors: true), on: [], home: 0), [])
        XCTAssertEqual(ContainerArrangement.arrange(sizes, config: config(allMonitors: true), on: areas, home: 3), [])
    }

    func testEachMonitorLaysOutItsOwnSizesAtItsAnchor() {
        // The left monitor draws twice as dense: its overlays are twice the size, and only it is asked for them.
        var asked: [Int] = []
        let placed = ContainerArrangement.arrange(config: config(allMonitors: true), on: areas, home: 1) { i in
            asked.append(i)
            let k = i == 0 ? 2 : 1
            return ColumnItems(sizes: sizes.map { Size(width: $0.width * k, height: $0.height * k) })
        }
        XCTAssertEqual(asked, [1, 0, 2], "once per monitor, the home one first")
        let left = placed[1]
        XCTAssertEqual(left.monitor, "left")
        XCTAssertEqual(left.arrangement.frames, [Rect(x: 400 - 10 - 400, y: 10 + 80 + 6, width: 400, height: 120),
                                                 Rect(x: 400 - 10 - 300, y: 10, width: 300, height: 80)])
        XCTAssertEqual(placed[0].arrangement.frames[1], Rect(x: 880 - 10 - 150, y: 40, width: 150, height: 40), "middle at its own size")
    }
}
