// RofiViewPainterTests: rofi's default theme and a themed window painted from their layout: colours where rofi puts them.
import OverlayCore
import OverlayRender
import XCTest

/// No files: the themes of these tests (and RofiPickPainterTests) import nothing.
struct NoRasiFiles: RasiFileSystem {
    func exists(_ path: String) -> Bool { false }
    func isRegularFile(_ path: String) -> Bool { false }
    func read(_ path: String) -> Result<String, RasiLoadFailure> { .failure(RasiLoadFailure(path: path, reason: "none")) }
    var currentDirectory: String { "/" }
}

final class RofiViewPainterTests: XCTestCase {
    private func theme(_ texts: String...) throws -> RasiTheme {
        let loader = RasiLoader(files: NoRasiFiles(), paths: RasiSearchPaths(environment: [:]), environment: [:])
        var load = RasiLoad()
        for text in texts { XCTAssertTrue(loader.parseString(text, into: &load), text) }
        return try XCTUnwrap(load.theme)
    }

    private func paint(_ theme: RasiTheme, _ content: RofiViewContent) throws -> (RofiViewLayout, PixelImage) {
        let view = RofiViewLayout.layOut(theme: theme, content: content, measure: try RofiPangoMeasure(),
                                         monitor: Rect(x: 0, y: 0, width: 1280, height: 1024))
        return (view, try RofiViewPainter().paint(view))
    }

    private func rgb(_ r: Int, _ g: Int, _ b: Int) -> Color {
        Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
    }

    func testTheDefaultThemeHasItsBorderBackgroundAndRowColours() throws {
        var content = RofiViewContent(prompt: "drun", rows: (0..<6).map { RofiViewRow("row \($0)") })
        content.rows[3].mark = .urgent
        let (view, image) = try paint(try theme(RasiDefaultTheme.text), content)
        XCTAssertEqual(view.window.width, 640)
        XCTAssertTrue(image.pixel(0, 0).isClose(to: rgb(0, 43, 54)), "the 1 px border in the foreground: \(image.pixel(0, 0))")
        XCTAssertTrue(image.pixel(3, 3).isClose(to: rgb(253, 246, 227)), "the background: \(image.pixel(3, 3))")
        let elements = view.root.all("element")
        let right = { (e: RofiLaidOutWidget) in Point(x: e.frame.maxX - 3, y: e.frame.midY) }
        XCTAssertTrue(image.pixel(right(elements[0])).isClose(to: rgb(88, 104, 117)), "selected: \(image.pixel(right(elements[0])))")
        XCTAssertTrue(image.pixel(right(elements[1])).isClose(to: rgb(238, 232, 213)), "alternate: \(image.pixel(right(elements[1])))")
        XCTAssertTrue(image.pixel(right(elements[2])).isClose(to: rgb(253, 246, 227)), "normal")
        // An urgent row's text is red; its background stays the alternate one.
        let urgent = try XCTUnwrap(elements[3].first("element-text"))
        XCTAssertLessThan(image.darkest(in: urgent.frame), 200, "the urgent row's text is drawn")
        XCTAssertTrue(image.pixel(right(elements[3])).isClose(to: rgb(238, 232, 213)))
    }

    func testAThemeColoursTheWindowTheSelectedRowAndARoundedBorder() throws {
        let t = try theme("""
        * { background-color: #202020; text-color: #e0e0e0; }
        window { width: 400px; border: 4px; border-color: #ff0000; border-radius: 12px; padding: 8px; }
        element selected.normal { background-color: #0000ff; }
        element-text { background-color: inherit; }
        listview { lines: 4; }
        """)
        let (view, image) = try paint(t, RofiViewContent(prompt: "run", rows: (0..<4).map { RofiViewRow("row \($0)") }))
        XCTAssertEqual(view.window.size, Size(width: 400, height: view.window.height))
        XCTAssertTrue(image.pixel(200, 1).isClose(to: rgb(255, 0, 0)), "the top border: \(image.pixel(200, 1))")
        XCTAssertEqual(image.pixel(0, 0).a, 0, "the rounded corner leaves the window's corner clear")
        XCTAssertTrue(image.pixel(20, 20).isClose(to: rgb(0x20, 0x20, 0x20)))
        let selected = view.root.all("element")[0]
        // `*` colours the element's text box too; `inherit` lets the row's colour through, as in rofi.
        XCTAssertTrue(image.pixel(selected.frame.maxX - 2, selected.frame.midY).isClose(to: rgb(0, 0, 255)),
                      "\(image.pixel(selected.frame.maxX - 2, selected.frame.midY))")
        let prompt = try XCTUnwrap(view.root.first("prompt"))
        XCTAssertGreaterThan(image.lightest(in: prompt.frame), 150, "the prompt is drawn in the light text colour")
    }

    func testALinearGradientRunsTheWayItSays() throws {
        let t = try theme("""
        * { background-color: transparent; }
        window { width: 300px; background-image: linear-gradient(to bottom, #ff0000, #0000ff); }
        listview { lines: 6; }
        """)
        let (view, image) = try paint(t, RofiViewContent(prompt: "p", rows: []))
        let top = image.pixel(150, 1), bottom = image.pixel(150, view.window.height - 2)
        XCTAssertGreaterThan(top.r, 200, "red at the top: \(top)")
        XCTAssertGreaterThan(bottom.b, 200, "blue at the bottom: \(bottom)")
        XCTAssertLessThan(bottom.r, 40)
    }
}
