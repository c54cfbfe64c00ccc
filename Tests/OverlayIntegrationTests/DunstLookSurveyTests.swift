// DunstLookSurveyTests: every dunstrc of Tests/Fixtures/dunstrc and Debian's own, drawn by the
// real dunst 1.9 and by overlayd after --import-dunstrc on one Xvfb and bus, one notification
// each: the origin's corner, the width and the text's origin within 4 px, the frame and
// background colours equal (issue #28's "looks like dunst's drawing"). Old files, which dunst
// 1.9 no longer reads, are drawn by dunst as its man page says to rewrite them.
import Foundation
import XCTest

final class DunstLookSurveyTests: XCTestCase {
    struct Row {
        let name: String
        let dunst: DunstLook, overlayd: DunstLook
        let differences: [String]
    }

    func survey(_ name: String, original: String) throws -> Row {
        let modern = ModernDunstrc.rewrite(original)
        let frameWidth = Int(DunstSideBySide.global("frame_width", in: modern) ?? "3") ?? 3
        let seen = try DunstSideBySide(original: original, modern: modern,
                                       notify: ["notify-send", "-u", "normal", "Hello", "A notification from the import test"])
        let theirs = DunstLook(seen.dunst.shot, seen.dunst.rect, frameWidth: frameWidth)
        let ours = DunstLook(seen.overlayd.shot, seen.overlayd.rect, frameWidth: frameWidth)
        let origin = DunstSideBySide.global("origin", in: modern) ?? "top-right"
        return Row(name: name, dunst: theirs, overlayd: ours, differences: ours.differences(from: theirs, origin: origin))
    }

    /// Issue #28: "only about half of the new-style files look like the user's dunst, and none
    /// of the old-style ones do". Every file here must.
    func testEveryFixtureLooksLikeDunstsDrawing() throws {
        let dir = DunstrcImportScreenTests.fixtures
        var files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".dunstrc") }.sorted()
            .map { ($0, try String(contentsOfFile: dir + "/" + $0, encoding: .utf8)) }
        files.append(("debian-/etc/xdg/dunst/dunstrc", try String(contentsOfFile: "/etc/xdg/dunst/dunstrc", encoding: .utf8)))
        var rows: [Row] = []
        for (name, text) in files { rows.append(try survey(name, original: text)) }
        var report = ["dunstrc look survey: \(rows.filter { $0.differences.isEmpty }.count) of \(rows.count) look like dunst's drawing"]
        for r in rows {
            report.append("  \(r.differences.isEmpty ? "alike " : "DIFFER") \(r.name)")
            report.append("      dunst    \(r.dunst)")
            report.append("      overlayd \(r.overlayd)")
            for d in r.differences { report.append("      - \(d)") }
        }
        print(report.joined(separator: "\n"))
        for r in rows { XCTAssertEqual(r.differences, [], r.name) }
    }
}
