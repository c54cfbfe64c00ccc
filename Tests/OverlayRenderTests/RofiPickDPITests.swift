// RofiPickDPITests: a themed pick drawn at a monitor's DPI as rofi 1.7.3 draws it with `-dpi`: fonts
// in points and lengths in mm grow with it, fonts and lengths in pixels stay.
import OverlayCore
import OverlayRender
import XCTest

final class RofiPickDPITests: XCTestCase {
    private let monitor = Rect(x: 0, y: 0, width: 1280, height: 1080)

    private func theme(_ text: String) throws -> RasiTheme {
        let loader = RasiLoader(files: NoRasiFiles(), paths: RasiSearchPaths(environment: [:]), environment: [:])
        var load = RasiLoad()
        XCTAssertTrue(loader.parseString(text, into: &load))
        return try XCTUnwrap(load.theme)
    }

    /// The laid-out view of five rows in `text`'s theme at `dpi`.
    private func view(_ text: String, dpi: Double) throws -> RofiViewLayout {
        let lines = ["alpha", "beta", "gamma", "delta", "epsilon"]
        var spec = PickSpec()
        spec.prompt = "run"
        let model = PickModel(rows: PickRows(bytes: Array(lines.joined(separator: "\n").utf8)), spec: spec)
        let painter = try RofiPickPainter(theme: try theme(text), monitor: monitor, dpi: dpi, icons: IconCache(loader: nil))
        return painter.layOut(model) { lines[$0] }
    }

    private func rowHeight(_ v: RofiViewLayout) throws -> Int { try XCTUnwrap(v.root.first("element")).borderBox.height }

    func testFontsInPointsAndMillimetresGrowWithTheDPIAndPixelsStay() throws {
        let points = """
        * { font: "DejaVu Sans 20"; padding: 0; margin: 0; border: 0; spacing: 0; }
        window { width: 50mm; }
        listview { lines: 5; }
        """
        let plain = try view(points, dpi: 96), dense = try view(points, dpi: 216)
        let small = try rowHeight(plain), big = try rowHeight(dense)
        XCTAssertEqual(Double(big) / Double(small), 2.25, accuracy: 0.12, "a row one line high: \(small) → \(big)")
        // rofi's get_pixels keeps whole pixels: 188.98 and 425.2.
        XCTAssertEqual(plain.window.width, 188, "50 mm at 96 dpi")
        XCTAssertEqual(dense.window.width, 425, "50 mm at 216 dpi")
        let pixels = points.replacingOccurrences(of: "DejaVu Sans 20", with: "DejaVu Sans 26px").replacingOccurrences(of: "50mm", with: "300px")
        let pixelsDense = try view(pixels, dpi: 216), pixelsPlain = try view(pixels, dpi: 96)
        XCTAssertEqual(try rowHeight(pixelsDense), try rowHeight(pixelsPlain), "a font in pixels is as high at any DPI")
        XCTAssertEqual(pixelsDense.window.width, 300)
    }

    /// The side its row icons are drawn at follows a size in `em` (and rofi's default, a line high).
    func testRowIconsAreSizedAtTheDPI() throws {
        let text = """
        * { font: "DejaVu Sans 10"; }
        element-icon { size: 1.5em; }
        """
        let plain = try RofiPickPainter(theme: try theme(text), monitor: monitor, icons: IconCache(loader: nil)).rowIconSide()
        let dense = try RofiPickPainter(theme: try theme(text), monitor: monitor, dpi: 216, icons: IconCache(loader: nil)).rowIconSide()
        XCTAssertEqual(Double(dense) / Double(plain), 2.25, accuracy: 0.15, "\(plain) → \(dense)")
    }
}
