// DunstSeparatorTests: two notifications, drawn by the real dunst 1.9 in one window (gap_size
// = 0) and by overlayd after --import-dunstrc as a joined column: the same frame around both
// and the same separator between them (separator_height and separator_color: frame,
// foreground, auto, a colour), read down one column of pixels inside the right frame, within
// 2 px; the whole as wide and as tall within 4 px.
import Foundation
import XCTest

final class DunstSeparatorTests: XCTestCase {
    /// Two notifications of the same size, both ways.
    static func stack(_ original: String) throws -> (dunst: DunstStackLook, overlayd: DunstStackLook, toml: String) {
        let modern = ModernDunstrc.rewrite(original)
        let frameWidth = Int(DunstSideBySide.global("frame_width", in: modern) ?? "3") ?? 3
        let seen = try DunstSideBySide(original: original, modern: modern, notify: ["notify-send", "First", "A notification"],
                                       also: [["notify-send", "Second", "A notification"]])
        let corner = Int(DunstSideBySide.global("corner_radius", in: modern) ?? "0") ?? 0
        return (DunstStackLook(seen.dunst, frameWidth: frameWidth, cornerRadius: corner),
                DunstStackLook(seen.overlayd, frameWidth: frameWidth, cornerRadius: corner), seen.toml)
    }

    func compare(_ name: String, original: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (theirs, ours, toml) = try Self.stack(original)
        XCTAssertGreaterThanOrEqual(theirs.runs.count, 1, "\(name): dunst draws a frame or separator", file: file, line: line)
        XCTAssertEqual(ours.differences(from: theirs), [], "\(name): overlayd \(ours) vs dunst \(theirs)\n\(toml)", file: file, line: line)
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
