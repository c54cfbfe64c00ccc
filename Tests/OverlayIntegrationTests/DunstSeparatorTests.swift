// DunstSeparatorTests: two notifications, drawn by the real dunst 1.9 in one window (gap_size
// = 0) and by overlayd after --import-dunstrc as a joined column: the same frame around both
// and the same separator between them (separator_height and separator_color: frame,
// foreground, auto, a colour), read down one column of pixels inside the right frame, within
// 2 px; the whole as wide and as tall within 4 px (issue #28, outcome 3).
import Foundation
import XCTest

final class DunstSeparatorTests: XCTestCase {
    /// A run of rows of one colour, down one column of pixels.
    struct Run: CustomStringConvertible {
        var colour: RGB
        var start: Int, length: Int
        var description: String { "\(colour)@\(start)+\(length)" }
    }

    /// The runs of rows at `frameWidth + 3` px inside the right edge that are not the
    /// background colour (read at mid-height of the first notification's padding).
    func runs(_ drawn: DunstSideBySide.Drawn, frameWidth: Int) -> [Run] {
        let x = drawn.rect.x + drawn.rect.width - frameWidth - 3
        let background = drawn.shot.pixel(x: x, y: drawn.rect.y + frameWidth + 2)
        var out: [Run] = []
        for y in 0..<drawn.rect.height {
            let p = drawn.shot.pixel(x: x, y: drawn.rect.y + y)
            if p.isClose(to: background, tolerance: 6) { continue }
            if let last = out.last, last.start + last.length == y, last.colour.isClose(to: p, tolerance: 6) {
                out[out.count - 1].length += 1
            } else {
                out.append(Run(colour: p, start: y, length: 1))
            }
        }
        return out
    }

    func compare(_ name: String, original: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let modern = ModernDunstrc.rewrite(original)
        let frameWidth = Int(DunstSideBySide.global("frame_width", in: modern) ?? "3") ?? 3
        let seen = try DunstSideBySide(original: original, modern: modern, notify: ["notify-send", "First", "A notification"],
                                       also: [["notify-send", "Second", "A notification"]])
        let (theirs, ours) = (runs(seen.dunst, frameWidth: frameWidth), runs(seen.overlayd, frameWidth: frameWidth))
        let what = "\(name): overlayd \(ours) vs dunst \(theirs)"
        XCTAssertGreaterThanOrEqual(theirs.count, 1, "\(what): dunst draws a frame or separator", file: file, line: line)
        XCTAssertEqual(ours.count, theirs.count, "\(what)\n\(seen.toml)", file: file, line: line)
        for (o, t) in zip(ours, theirs) {
            XCTAssertTrue(o.colour.isClose(to: t.colour, tolerance: 3), "\(what): colour", file: file, line: line)
            XCTAssertLessThanOrEqual(abs(o.start - t.start), 2, "\(what): where", file: file, line: line)
            XCTAssertLessThanOrEqual(abs(o.length - t.length), 1, "\(what): how tall", file: file, line: line)
        }
        for (a, b, side) in [(seen.overlayd.rect.width, seen.dunst.rect.width, "width"), (seen.overlayd.rect.height, seen.dunst.rect.height, "height")] {
            XCTAssertLessThanOrEqual(abs(a - b), 4, "\(name): \(side): overlayd \(seen.overlayd.rect), dunst \(seen.dunst.rect)",
                                     file: file, line: line)
        }
    }

    func testSeparatorsAsDunstDrawsThem() throws {
        for (colour, height, frame) in [("\"#ff00ff\"", 4, 2), ("frame", 2, 3), ("foreground", 3, 2), ("auto", 5, 1), ("frame", 0, 2)] {
            try compare("separator_color = \(colour), separator_height = \(height), frame_width = \(frame)", original: """
                [global]
                    width = 300
                    font = DejaVu Sans 10
                    frame_width = \(frame)
                    frame_color = "#00ff00"
                    separator_height = \(height)
                    separator_color = \(colour)
                [urgency_normal]
                    background = "#203040"
                    foreground = "#f0f0f0"
                """)
        }
    }

    /// The fixtures that set separators, old style (geometry) and new.
    func testSeparatorFixturesAsDunstDrawsThem() throws {
        let dir = DunstrcImportScreenTests.fixtures
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains("separator") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 2)
        for name in names { try compare(name, original: try String(contentsOfFile: dir + "/" + name, encoding: .utf8)) }
    }
}
