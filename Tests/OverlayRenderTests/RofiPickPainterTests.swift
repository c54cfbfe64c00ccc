// RofiPickPainterTests: a themed pick's frame kept between keys shows what a fresh painter draws whole.
import OverlayCore
import OverlayRender
import XCTest

final class RofiPickPainterTests: XCTestCase {
    private let monitor = Rect(x: 0, y: 0, width: 1280, height: 1024)

    private func theme(_ extra: String = "") throws -> RasiTheme {
        let loader = RasiLoader(files: NoRasiFiles(), paths: RasiSearchPaths(environment: [:]), environment: [:])
        var load = RasiLoad()
        XCTAssertTrue(loader.parseString("""
        * { background-color: #202020; text-color: #e0e0e0; font: "Sans 11"; }
        window { width: 500px; border: 2px; border-color: #ff8000; }
        inputbar { children: [prompt, entry, num-filtered-rows, num-rows]; }
        entry { placeholder: "Type here"; placeholder-color: #808080; }
        element selected.normal { background-color: #2040a0; }
        element alternate.normal { background-color: #282828; }
        element-text { background-color: inherit; text-color: inherit; highlight: bold italic #ffff00; }
        listview { lines: 8; scrollbar: true; }
        """ + extra, into: &load))
        return try XCTUnwrap(load.theme)
    }

    /// Every key's frame, painted over the one before with only the changed widgets drawn again
    /// from kept layouts, measurements and theme answers, is the frame a new painter draws whole:
    /// a layout or size kept for the wrong text, width, markup or state would show here.
    func testAKeptFrameMatchesAWholePaintAfterEveryKey() throws {
        try keptFrameMatchesAWholePaint(try theme())
    }

    /// The same with see-through layers, as Arc-Dark's: a window 95% opaque, boxes with none of their
    /// own, rows of 59% and 95%; a label drawn again over the colour its layers blend to is the label
    /// a whole paint blends them under, to the bit.
    func testAKeptFrameMatchesAWholePaintUnderSeeThroughLayers() throws {
        try keptFrameMatchesAWholePaint(try theme("""
        * { background-color: rgba(0, 0, 0, 0%); }
        window { background-color: rgba(45, 48, 59, 95%); border: 1px; padding: 5px; }
        element normal.normal { background-color: rgba(45, 48, 59, 95%); }
        element alternate.normal { background-color: rgba(64, 69, 82, 59%); }
        element selected.normal { background-color: rgba(64, 132, 214, 100%); }
        """))
    }

    private func keptFrameMatchesAWholePaint(_ t: RasiTheme) throws {
        let lines = (0..<60).map { "Application \($0) entry" } + ["Another", "Apple", "Banana 12", "Cherry 21"]
        var spec = PickSpec()
        spec.prompt = "drun"
        var model = PickModel(rows: PickRows(bytes: Array(lines.joined(separator: "\n").utf8)), spec: spec)
        let label = { (i: Int) in lines[i] }
        let kept = try RofiPickPainter(theme: t, monitor: monitor, icons: IconCache(loader: nil))
        _ = try kept.paint(model, label: label)
        let keys: [PickKey] = [.insert("A"), .insert("p"), .down, .down, .backspace, .insert("1"), .insert("2"),
                               .up, .backspace, .backspace, .backspace, .insert("1"), .backspace, .pageDown, .up]
        var partial = 0
        for (i, key) in keys.enumerated() {
            _ = model.key(key)
            let (frame, pick) = try kept.paint(model, label: label)
            if pick.overlay.damage != nil { partial += 1 }
            if i >= 10 && i <= 12 {
                // "1" and its BackSpace keep eight rows shown and change only their labels (and the line):
                // the labels' column is drawn again, not the rows' whole width.
                let damaged = (pick.overlay.damage ?? [Rect(origin: .zero, size: frame.size)]).map(\.area).reduce(0, +)
                XCTAssertLessThan(damaged, frame.size.width * frame.size.height / 2, "key \(i) \(key): \(pick.overlay.damage ?? [])")
            }
            let fresh = try RofiPickPainter(theme: t, monitor: monitor, icons: IconCache(loader: nil))
            let (wholeFrame, whole) = try fresh.paint(model, label: label)
            XCTAssertEqual(frame, wholeFrame, "key \(i) \(key)")
            XCTAssertEqual(pick.overlay.image.width, whole.overlay.image.width, "key \(i) \(key)")
            XCTAssertEqual(pick.overlay.image.height, whole.overlay.image.height, "key \(i) \(key)")
            XCTAssertTrue(pick.overlay.image.bytes == whole.overlay.image.bytes, "key \(i) \(key): the kept frame differs from a whole paint")
        }
        XCTAssertGreaterThan(partial, keys.count / 2, "most keys repaint only part of the frame")
    }
}
