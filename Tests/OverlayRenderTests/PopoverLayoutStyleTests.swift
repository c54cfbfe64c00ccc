// PopoverLayoutStyleTests: the style keys dunst users' looks need: a
// fixed or min/max width, text alignment, vertical and horizontal padding, a maximum height
// and the icon's position, read off measured sizes and painted pixels.
import OverlayCore
@testable import OverlayRender
import XCTest

final class PopoverLayoutStyleTests: XCTestCase {
    /// 8×8 opaque red, premultiplied BGRA.
    private let red = PixelImage(width: 8, height: 8, stride: 32, bytes: (0..<64).flatMap { _ in [UInt8(0), 0, 255, 255] })
    private let short = PopoverContent(title: "Hi", text: "ok")

    private func drawn(_ content: PopoverContent, style: Style, maxHeight: Int = .max) throws -> (size: Size, image: PixelImage) {
        let painter = try PopoverPainter()
        // As the popover room gives it: the style's widest (its fixed width, else max-width).
        let size = try painter.measure(content, style: style, maxWidth: style.widest, maxHeight: maxHeight)
        let image = try painter.paint(content, style: style, layout: windowLayout(body: size, style: style), maxWidth: style.widest,
                                      maxHeight: maxHeight, composited: false).image
        return (size, image)
    }

    /// The text's ink: its bounding box inside the body (grey pixels darker than the white
    /// background; the red icon is not counted).
    private func ink(_ image: PixelImage, style: Style, size: Size) -> Rect? {
        let m = style.shadowMargins, inset = style.borderWidth + 1
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in (m.top + inset)..<(m.top + size.height - inset) {
            for x in (m.left + inset)..<(m.left + size.width - inset) where image.pixel(x, y).luminance < 160 && image.pixel(x, y).r < 160 {
                (minX, minY, maxX, maxY) = (min(minX, x - m.left), min(minY, y - m.top), max(maxX, x - m.left), max(maxY, y - m.top))
            }
        }
        return minX == Int.max ? nil : Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    func testAFixedWidthIsTheBodysWidthWhateverTheText() throws {
        var style = Style()
        style.width = 300
        XCTAssertEqual(try drawn(short, style: style).size.width, 300, "short text: as wide as dunst's width = 300")
        let long = PopoverContent(title: "Hi", text: String(repeating: "many words here ", count: 30))
        XCTAssertEqual(try drawn(long, style: style).size.width, 300, "long text wraps inside it")
        style.width = 0
        XCTAssertLessThan(try drawn(short, style: style).size.width, 100, "without it the body fits the text")
    }

    func testMinWidthWidensAShortBodyAndMaxWidthStillWraps() throws {
        var style = Style()
        style.minWidth = 220
        XCTAssertEqual(try drawn(short, style: style).size.width, 220)
        style.maxWidth = 250
        let long = PopoverContent(title: "Hi", text: String(repeating: "many words here ", count: 30))
        XCTAssertLessThanOrEqual(try drawn(long, style: style).size.width, 250)
    }

    func testTextAlignsLeftCentreAndRightInAFixedWidth() throws {
        var style = Style()
        style.width = 300
        var lefts: [TextAlignment: Rect] = [:]
        for a in TextAlignment.allCases {
            style.textAlignment = a
            let d = try drawn(short, style: style)
            lefts[a] = try XCTUnwrap(ink(d.image, style: style, size: d.size), "\(a)")
        }
        let (l, c, r) = (try XCTUnwrap(lefts[.left]), try XCTUnwrap(lefts[.center]), try XCTUnwrap(lefts[.right]))
        XCTAssertLessThanOrEqual(abs(l.minX - style.padding), 2, "left: at the padding (\(l))")
        XCTAssertLessThanOrEqual(abs(r.maxX - (300 - style.padding)), 3, "right: ends at the padding (\(r))")
        XCTAssertLessThanOrEqual(abs(c.midX - 150), 3, "centre: about the middle (\(c))")
    }

    func testVerticalAndHorizontalPaddingApart() throws {
        var style = Style()
        (style.verticalPadding, style.padding) = (4, 30)
        let d = try drawn(short, style: style)
        let box = try XCTUnwrap(ink(d.image, style: style, size: d.size))
        XCTAssertLessThanOrEqual(abs(box.minX - 30), 2, "30 px at the side: \(box)")
        XCTAssertLessThanOrEqual(box.minY, 4 + 5, "4 px above (plus the font's ascent gap): \(box)")
        let plain = try drawn(short, style: Style())
        XCTAssertEqual(d.size.height, plain.size.height - 2 * (12 - 4), "8 px less above and below than padding 12")
    }

    func testMaxHeightCutsALongBodyWithAnEllipsis() throws {
        var style = Style()
        style.maxHeight = 120
        let long = PopoverContent(title: "Log", text: (1...200).map { "line \($0)" }.joined(separator: "\n"))
        let painter = try PopoverPainter()
        let limit = style.heightLimit(areaHeight: 800, notification: true)
        XCTAssertEqual(limit, 120)
        XCTAssertLessThanOrEqual(try painter.measure(long, style: style, maxWidth: 400, maxHeight: limit).height, 120)
        style.maxHeight = 0
        XCTAssertEqual(style.heightLimit(areaHeight: 800, notification: true), 300, "dunst's height for notifications")
        XCTAssertEqual(style.heightLimit(areaHeight: 800, notification: false), 800, "the work area for anything else")
    }

    private func redBox(_ image: PixelImage) -> Rect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x, y).isClose(to: Color(red: 1, green: 0, blue: 0), tolerance: 40) {
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        } }
        return minX == Int.max ? nil : Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    func testTheIconGoesLeftRightTopOrNowhere() throws {
        var style = Style()
        (style.iconSize, style.width) = (24, 300)
        var content = short
        content.icon = .pixels(red)
        let m = style.shadowMargins
        style.iconPosition = .left
        // ±1: the 8 px picture scaled to 24 has soft edges.
        XCTAssertLessThanOrEqual(abs(try XCTUnwrap(redBox(try drawn(content, style: style).image)).minX - (m.left + style.padding)), 1)
        style.iconPosition = .right
        XCTAssertLessThanOrEqual(abs(try XCTUnwrap(redBox(try drawn(content, style: style).image)).maxX - (m.left + 300 - style.padding - 1)), 1)
        style.iconPosition = .top
        let top = try drawn(content, style: style)
        let box = try XCTUnwrap(redBox(top.image))
        XCTAssertLessThanOrEqual(abs(box.minY - (m.top + style.verticalPadding)), 1)
        XCTAssertLessThanOrEqual(abs(box.midX - (m.left + 150)), 1, "centred above the text")
        let text = try XCTUnwrap(ink(top.image, style: style, size: top.size))
        XCTAssertGreaterThanOrEqual(text.minY, 24 + style.verticalPadding, "the text below it")
        style.iconPosition = .off
        XCTAssertNil(redBox(try drawn(content, style: style).image))
    }

    func testVerticalAlignmentCentresTheTextBesideATallIcon() throws {
        var style = Style()
        style.iconSize = 96
        var content = short
        content.icon = .pixels(red)
        var tops: [VerticalAlignment: Int] = [:]
        for v in VerticalAlignment.allCases {
            style.verticalAlignment = v
            let d = try drawn(content, style: style)
            tops[v] = try XCTUnwrap(ink(d.image, style: style, size: d.size)).minY
        }
        let (t, c, b) = (tops[.top] ?? 0, tops[.center] ?? 0, tops[.bottom] ?? 0)
        XCTAssertLessThan(t, c)
        XCTAssertLessThan(c, b)
    }

    func testLineSpacingAndOneLineParagraphs() throws {
        let three = PopoverContent(title: nil, text: "one\ntwo\nthree")
        var style = Style()
        let plain = try drawn(three, style: style).size.height
        style.lineSpacing = 10
        XCTAssertEqual(try drawn(three, style: style).size.height, plain + 20, "10 px between each of 3 lines")
        style = Style()
        style.width = 200
        let long = PopoverContent(title: nil, text: String(repeating: "words that wrap ", count: 20))
        let wrapped = try drawn(long, style: style).size.height
        style.ellipsize = .end
        XCTAssertLessThan(try drawn(long, style: style).size.height, wrapped / 3, "one line, cut with …")
    }
}
