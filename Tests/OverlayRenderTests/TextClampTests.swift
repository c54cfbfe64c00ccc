// TextClampTests: text taller than the room it has is cut after its last whole line with
// "…", never refused and never taller than asked (a popover of 12,000 words, a 200 kB body).
import OverlayCore
@testable import OverlayRender
import XCTest

final class TextClampTests: XCTestCase {
    private let style = Style()
    private let words = Array(repeating: "lorem ipsum dolor", count: 4000).joined(separator: " ")

    /// Regression: 12,000 words were refused ("overlay too large to render: 368x22726").
    func testAPopoverOfTwelveThousandWordsIsCutToTheHeightGiven() throws {
        let painter = try PopoverPainter()
        let content = PopoverContent(title: "Long", text: words)
        let size = try painter.measure(content, style: style, maxWidth: 368, maxHeight: 700)
        XCTAssertLessThanOrEqual(size.height, 700)
        XCTAssertGreaterThan(size.height, 600, "the room is used")
        let body = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let rendered = try painter.paint(content, style: style, layout: PopoverLayout(frame: body, body: body, arrow: nil,
                                                                                      anchor: .center, gravity: .center),
                                         maxWidth: 368, maxHeight: 700, composited: false)
        XCTAssertEqual(rendered.image.height, size.height)
        XCTAssertLessThan(rendered.image.darkest(in: Rect(x: 20, y: size.height - 40, width: size.width - 40, height: 24)), 128,
                          "text runs down to the bottom")
    }

    func testCutTextEndsWithAnEllipsisAndKeepsWholeLines() throws {
        let canvas = try CairoCanvas(width: 1, height: 1)
        let block = try TextBlock(cr: canvas.cr, text: "<b>" + words + "</b>", font: style.font, width: 300, markup: true,
                                  maxHeight: 200)
        XCTAssertLessThanOrEqual(block.size.height, 200)
        XCTAssertTrue(block.text.hasSuffix("…"), block.text.suffix(20).description)
        XCTAssertTrue(words.hasPrefix(String(block.text.dropLast()).trimmingCharacters(in: .whitespaces)))
        let short = try TextBlock(cr: canvas.cr, text: "fits", font: style.font, width: 300, markup: true, maxHeight: 200)
        XCTAssertEqual(short.text, "fits", "text that fits is not touched")
    }

    /// A text far taller than its room is laid out from its start (`TextBlock.firstBytes`):
    /// what is kept is what laying out the whole text and cutting it keeps, for words, a
    /// word without a space (the worst body) and markup.
    func testALongTextCutFromItsStartKeepsWhatTheWholeTextWould() throws {
        let canvas = try CairoCanvas(width: 1, height: 1)
        for (text, markup) in [(words, false), (String(repeating: "x", count: 8192), false),
                               ("<i>" + words + "</i> <b>end</b>", true), (String(repeating: "é", count: 4000), true)] {
            XCTAssertGreaterThan(text.utf8.count, TextBlock.firstBytes)
            let cut = try TextBlock(cr: canvas.cr, text: text, font: style.font, width: 300, markup: markup, maxHeight: 283)
            let whole = try TextBlock(cr: canvas.cr, text: text, font: style.font, width: 300, markup: markup)
            whole.clamp(toHeight: 283)
            XCTAssertEqual(cut.text, whole.text, String(text.prefix(12)))
            XCTAssertEqual(cut.size, whole.size, String(text.prefix(12)))
        }
        // Text whose start fits is laid out whole.
        let tall = try TextBlock(cr: canvas.cr, text: words, font: style.font, width: 300, markup: false, maxHeight: 100_000)
        XCTAssertEqual(tall.text, words)
    }

    /// `paint` draws the blocks `measure` laid out for the same content (shaped once): the frame
    /// is the same as one painted without measuring first, aligned left or centred.
    func testAFramePaintedAfterMeasuringIsTheSameAsOnePaintedAlone() throws {
        var centred = style
        centred.textAlignment = .center
        for s in [style, centred] {
            let content = PopoverContent(title: "Long", text: "<b>" + words.prefix(3000) + "</b>")
            let measuring = try PopoverPainter(), alone = try PopoverPainter()
            let size = try measuring.measure(content, style: s, maxWidth: 368, maxHeight: 300)
            let body = Rect(x: 0, y: 0, width: size.width, height: size.height)
            let layout = PopoverLayout(frame: body, body: body, arrow: nil, anchor: .center, gravity: .center)
            let first = try measuring.paint(content, style: s, layout: layout, maxWidth: 368, maxHeight: 300, composited: true)
            let again = try measuring.paint(content, style: s, layout: layout, maxWidth: 368, maxHeight: 300, composited: true)
            let fresh = try alone.paint(content, style: s, layout: layout, maxWidth: 368, maxHeight: 300, composited: true)
            XCTAssertEqual(first.image.bytes, fresh.image.bytes, "\(s.textAlignment)")
            XCTAssertEqual(again.image.bytes, fresh.image.bytes, "\(s.textAlignment): a second paint lays out again")
        }
    }

    /// Pango keeps a line of every paragraph under its own height limit: many short lines
    /// (a log pasted into a notification) must be cut all the same.
    func testManyShortParagraphsAreCutToo() throws {
        let canvas = try CairoCanvas(width: 1, height: 1)
        let lines = (1...5000).map { "line \($0)" }.joined(separator: "\n")
        let block = try TextBlock(cr: canvas.cr, text: lines, font: style.font, width: 300, markup: false, maxHeight: 300)
        XCTAssertLessThanOrEqual(block.size.height, 300)
        XCTAssertTrue(block.text.hasPrefix("line 1\nline 2\n"))
        XCTAssertTrue(block.text.hasSuffix("…"))
    }
}
