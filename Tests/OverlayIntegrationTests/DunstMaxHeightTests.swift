// DunstMaxHeightTests: a notification with a 60-line body under dunst's `height`, drawn by
// the real dunst 1.9 and by overlayd after --import-dunstrc: as tall within 4 px, the text cut
// (a 200 kB body must not make a notification 783 px tall).
import Foundation
import XCTest

final class DunstMaxHeightTests: XCTestCase {
    func testALongBodyIsCutAtDunstsHeight() throws {
        let body = (1...60).map { "line \($0) of the build log" }.joined(separator: "\n")
        for height in [150, 300] {
            let dunstrc = """
                [global]
                    width = 300
                    height = \(height)
                    font = DejaVu Sans 10
                    frame_width = 2
                [urgency_normal]
                    background = "#203040"
                    foreground = "#f0f0f0"
                """
            let seen = try DunstSideBySide(original: dunstrc, modern: dunstrc, notify: ["notify-send", "Build", body])
            XCTAssertLessThanOrEqual(abs(seen.overlayd.rect.height - seen.dunst.rect.height), 4,
                                     "height \(height): overlayd \(seen.overlayd.rect), dunst \(seen.dunst.rect)\n\(seen.toml)")
            XCTAssertLessThanOrEqual(seen.overlayd.rect.height, height + 2 * 2, "the frame around dunst's height")
        }
    }
}
