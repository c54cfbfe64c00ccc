// PopoverIconTests: the picture beside a popover's text never costs the text: an icon size of 0
// means no icon, and an icon that cannot be drawn leaves the text where it was.
import OverlayCore
@testable import OverlayRender
import XCTest

final class PopoverIconTests: XCTestCase {
    /// 8×8 opaque red, premultiplied BGRA.
    private let red = PixelImage(width: 8, height: 8, stride: 32, bytes: (0..<64).flatMap { _ in [UInt8(0), 0, 255, 255] })
    private let content = PopoverContent(title: "Volume", text: "Turned up to forty per cent")

    private func drawn(_ content: PopoverContent, style: Style) throws -> (size: Size, image: PixelImage) {
        let painter = try PopoverPainter()
        let size = try painter.measure(content, style: style, maxWidth: 400)
        let image = try painter.paint(content, style: style, layout: windowLayout(body: size, style: style), maxWidth: 400,
                                      composited: false).image
        return (size, image)
    }

    private func with(_ icon: PopoverIcon) -> PopoverContent {
        var c = content
        c.icon = icon
        return c
    }

    private func redPixels(_ image: PixelImage) -> Int {
        var n = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x, y).isClose(to: Color(red: 1, green: 0, blue: 0), tolerance: 40) { n += 1 } }
        return n
    }

    /// Regression: `icon-size = 0` (an imported `icon_position = off` or
    /// `min_icon_size = 0`) scaled the icon by 0, which put Cairo in an error state: the
    /// notification was an empty box, no summary, no body.
    func testAnIconSizeOfZeroDrawsNoIconAndTheTextAsWithoutOne() throws {
        var style = Style()
        style.iconSize = 0
        let plain = try drawn(content, style: style)
        let withIcon = try drawn(with(.pixels(red)), style: style)
        XCTAssertEqual(withIcon.size, plain.size, "no room is kept for the icon")
        XCTAssertTrue(withIcon.image == plain.image, "the same pixels as without an icon")
        let m = style.shadowMargins
        let text = Rect(x: m.left + style.padding, y: m.top + style.padding, width: plain.size.width - 2 * style.padding,
                        height: plain.size.height - 2 * style.padding)
        XCTAssertLessThan(withIcon.image.darkest(in: text), 100, "the summary and body are drawn")
        XCTAssertEqual(redPixels(withIcon.image), 0, "no icon")
    }

    func testAnIconThatCannotBeDrawnLeavesTheTextWhereItWas() throws {
        let style = Style()
        let plain = try drawn(content, style: style)
        let empty = PixelImage(width: 0, height: 0, stride: 0, bytes: [])
        for icon in [PopoverIcon.file("/nonexistent/icon.png"), .themeName("overlayd-no-such-icon"), .themeName("a/b"), .pixels(empty)] {
            let shown = try drawn(with(icon), style: style)
            XCTAssertEqual(shown.size, plain.size, "\(icon)")
            XCTAssertTrue(shown.image == plain.image, "\(icon): the text where it was")
        }
    }

    func testAnIconOfSomeSizeSitsLeftOfTheText() throws {
        var style = Style()
        style.iconSize = 24
        let plain = try drawn(content, style: style)
        let shown = try drawn(with(.pixels(red)), style: style)
        XCTAssertEqual(shown.size.width, plain.size.width + 24 + style.padding, "the text moves right by the icon and a padding")
        let m = style.shadowMargins
        let centre = Point(x: m.left + style.padding + 12, y: m.top + style.padding + 12)
        XCTAssertTrue(shown.image.pixel(centre).isClose(to: Color(red: 1, green: 0, blue: 0)), "\(shown.image.pixel(centre))")
        let text = Rect(x: m.left + 2 * style.padding + 24, y: m.top + style.padding, width: plain.size.width - 2 * style.padding,
                        height: shown.size.height - 2 * style.padding)
        XCTAssertLessThan(shown.image.darkest(in: text), 100, "the text beside it")
    }
}
