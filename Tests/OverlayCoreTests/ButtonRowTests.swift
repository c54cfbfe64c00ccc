// ButtonRowTests: alert and action buttons share a row or stack, and hit tests find the key.
import OverlayCore
import XCTest

final class ButtonRowTests: XCTestCase {
    private let metrics = ButtonMetrics(height: 30, spacing: 6, minWidth: 60, labelPadding: 12)

    private func row(_ specs: String..., default index: Int? = nil) -> ButtonRow {
        ButtonRow(buttons: specs.compactMap { ButtonRow.Button(spec: $0) }, defaultIndex: index)
    }

    func testButtonSpecs() {
        XCTAssertEqual(ButtonRow.Button(spec: "ok:OK"), ButtonRow.Button(key: "ok", label: "OK"))
        XCTAssertEqual(ButtonRow.Button(spec: "cancel"), ButtonRow.Button(key: "cancel", label: "cancel"))
        XCTAssertEqual(ButtonRow.Button(spec: "a:"), ButtonRow.Button(key: "a", label: "a"))
        XCTAssertEqual(ButtonRow.Button(spec: "k:Save: all"), ButtonRow.Button(key: "k", label: "Save: all"))
        XCTAssertNil(ButtonRow.Button(spec: ":Label"))
        XCTAssertNil(ButtonRow.Button(spec: ""))
    }

    func testDefaultButton() {
        XCTAssertEqual(row("ok:OK", "cancel:Cancel", default: 0).defaultKey, "ok")
        XCTAssertNil(row("ok:OK", default: 3).defaultIndex, "an index past the buttons is no default")
        XCTAssertNil(row("ok:OK").defaultKey)
    }

    func testButtonsShareTheWidthEquallyWhenEveryLabelFits() {
        let layout = row("a:Yes", "b:No", "c:Maybe").layout(labelWidths: [20, 15, 40], origin: Point(x: 10, y: 50),
                                                            width: 300, metrics: metrics)
        XCTAssertFalse(layout.stacked)
        XCTAssertEqual(layout.frames, [
            Rect(x: 10, y: 50, width: 96, height: 30),
            Rect(x: 112, y: 50, width: 96, height: 30),
            Rect(x: 214, y: 50, width: 96, height: 30),
        ])
        XCTAssertEqual(layout.size, Size(width: 300, height: 30))
        XCTAssertEqual(layout.keys, ["a", "b", "c"])
    }

    func testLeftoverPixelsGoToTheFirstButtons() {
        let layout = row("a", "b", "c").layout(labelWidths: [1, 1, 1], origin: .zero, width: 302, metrics: metrics)
        XCTAssertEqual(layout.frames.map(\.width), [97, 97, 96])
        XCTAssertEqual(layout.frames.last?.maxX, 302, "the row ends exactly at the width")
    }

    func testButtonsStackWhenALabelDoesNotFitItsShare() {
        let layout = row("ok:OK", "long:A very long label indeed").layout(
            labelWidths: [20, 200], origin: Point(x: 5, y: 5), width: 300, metrics: metrics)
        XCTAssertTrue(layout.stacked)
        XCTAssertEqual(layout.frames, [
            Rect(x: 5, y: 5, width: 300, height: 30),
            Rect(x: 5, y: 41, width: 300, height: 30),
        ])
        XCTAssertEqual(layout.size, Size(width: 300, height: 66))
    }

    func testMinimumWidthCountsForFitting() {
        // Three 60-pixel minimum buttons need 192 pixels.
        XCTAssertFalse(row("a", "b", "c").layout(labelWidths: [0, 0, 0], origin: .zero, width: 192, metrics: metrics).stacked)
        XCTAssertTrue(row("a", "b", "c").layout(labelWidths: [0, 0, 0], origin: .zero, width: 191, metrics: metrics).stacked)
    }

    func testHitTests() {
        let layout = row("ok:OK", "cancel:Cancel").layout(labelWidths: [10, 10], origin: Point(x: 100, y: 200),
                                                          width: 206, metrics: metrics)
        // Two 100-pixel buttons with a 6-pixel gap: 100..<200 and 206..<306.
        XCTAssertEqual(layout.button(at: Point(x: 100, y: 200)), "ok")
        XCTAssertEqual(layout.button(at: Point(x: 199, y: 229)), "ok")
        XCTAssertNil(layout.button(at: Point(x: 200, y: 210)), "the gap between buttons")
        XCTAssertNil(layout.button(at: Point(x: 205, y: 210)))
        XCTAssertEqual(layout.button(at: Point(x: 206, y: 210)), "cancel")
        XCTAssertEqual(layout.index(at: Point(x: 305, y: 215)), 1)
        XCTAssertNil(layout.button(at: Point(x: 306, y: 215)))
        XCTAssertNil(layout.button(at: Point(x: 150, y: 230)), "below the row")
        XCTAssertNil(layout.button(at: Point(x: 150, y: 199)), "above the row")
        let onRoot = layout.offsetBy(Point(x: 1000, y: 0))
        XCTAssertEqual(onRoot.button(at: Point(x: 1150, y: 210)), "ok")
    }

    func testNoButtons() {
        let layout = ButtonRow(buttons: []).layout(labelWidths: [], origin: .zero, width: 300, metrics: metrics)
        XCTAssertEqual(layout.frames, [])
        XCTAssertEqual(layout.size, .zero)
        XCTAssertNil(layout.button(at: .zero))
    }
}
