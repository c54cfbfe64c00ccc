// DunstLookSurveyTests: every dunstrc of Tests/Fixtures/dunstrc and Debian's own, drawn by the
// real dunst 1.9 and by overlayd after --import-dunstrc on one Xvfb and bus, one notification
// each: the origin's corner, the width and the text's origin within 4 px, the frame and
// background colours equal: an imported dunstrc looks like dunst's drawing. Old files, which dunst
// 1.9 no longer reads, are drawn by dunst as its man page says to rewrite them. Then two
// notifications from each: the frame and separators between them (DunstStackLook); and one
// with an icon and a value: the icon and the progress bar.
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

    /// Every file here, new-style and old-style, must look like the user's dunst (once only
    /// about half of the new-style files did, and none of the old-style ones).
    /// Every fixture and Debian's packaged dunstrc, by name.
    static func files() throws -> [(String, String)] {
        let dir = DunstrcImportScreenTests.fixtures
        var files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".dunstrc") }.sorted()
            .map { ($0, try String(contentsOfFile: dir + "/" + $0, encoding: .utf8)) }
        files.append(("debian-/etc/xdg/dunst/dunstrc", try String(contentsOfFile: "/etc/xdg/dunst/dunstrc", encoding: .utf8)))
        return files
    }

    func testEveryFixtureLooksLikeDunstsDrawing() throws {
        let files = try Self.files()
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

    /// A notification with a 20 px red icon and a value from every file: the icon (its box)
    /// and the progress bar (the box of the normal urgency's highlight colour) where dunst
    /// draws them, as large, within 4 px (2 for the icon's size), and the window as large.
    func testIconAndBarAsDunstDrawsThem() throws {
        let dir = try TemporaryDirectory(prefix: "overlayd-dunst-survey-icon")
        try SolidPNG.write(dir.file("red.png"), red: 1, green: 0, blue: 0, side: 20)
        var rows: [(name: String, why: [String])] = []
        var report: [String] = []
        for (name, text) in try Self.files() {
            let seen = try DunstSideBySide(original: text, modern: ModernDunstrc.rewrite(text),
                                           notify: ["notify-send", "-i", dir.file("red.png"), "-h", "int:value:60", "Volume", "Sixty percent"])
            // The file's highlight, else dunst's built-in one for the normal urgency.
            let highlight = Self.accent(in: seen.toml) ?? RGB(hex: 0x1745d1)
            func boxes(_ d: DunstSideBySide.Drawn) -> [(x: Int, y: Int, width: Int, height: Int)?] {
                [DunstSideBySide.box(in: d) { $0.isClose(to: RGB(255, 0, 0), tolerance: 30) },
                 DunstSideBySide.box(in: d) { $0.isClose(to: highlight, tolerance: 8) }]
            }
            var why: [String] = []
            for (what, o, t) in zip3(["icon", "bar"], boxes(seen.overlayd), boxes(seen.dunst)) {
                guard let o, let t else {
                    if (o == nil) != (t == nil) { why.append("\(what) drawn by one only: overlayd \(String(describing: o)), dunst \(String(describing: t))") }
                    continue
                }
                let slack = what == "icon" ? 2 : 4
                if abs(o.x - t.x) > 4 || abs(o.y - t.y) > 4 || abs(o.width - t.width) > slack || abs(o.height - t.height) > slack {
                    why.append("\(what) \(o) vs \(t)")
                }
            }
            for (a, b, side) in [(seen.overlayd.rect.width, seen.dunst.rect.width, "width"),
                                 (seen.overlayd.rect.height, seen.dunst.rect.height, "height")] where abs(a - b) > 4 {
                why.append("\(side) \(a) vs \(b)")
            }
            rows.append((name, why))
            report.append("  \(why.isEmpty ? "alike " : "DIFFER") \(name)")
            report += why.map { "      - " + $0 }
        }
        print((["dunstrc icon and bar survey: \(rows.filter { $0.why.isEmpty }.count) of \(rows.count) draw them as dunst does"]
               + report).joined(separator: "\n"))
        for r in rows { XCTAssertEqual(r.why, [], r.name) }
    }

    /// The `accent` of `[style.dunst-normal]` in an imported file.
    static func accent(in toml: String) -> RGB? {
        var inNormal = false
        for line in toml.split(separator: "\n") {
            if line.hasPrefix("[") { inNormal = line == "[style.dunst-normal]"; continue }
            guard inNormal, line.hasPrefix("accent = \"#") else { continue }
            return UInt32(line.dropFirst(11).prefix(6), radix: 16).map(RGB.init(hex:))
        }
        return nil
    }

    /// Two notifications from every file whose dunst draws them in one window (gap_size = 0;
    /// with a gap, dunst needs a compositor to show it): the frame and separators alike
    /// (DunstStackLook), as dunst 1.9 draws them.
    func testTwoNotificationsStackAsDunstStacksThem() throws {
        var rows: [(name: String, why: [String])] = []
        var report: [String] = []
        for (name, text) in try Self.files() where (Int(DunstSideBySide.global("gap_size", in: text) ?? "0") ?? 0) == 0 {
            let (theirs, ours, _) = try DunstSeparatorTests.stack(text)
            let why = ours.differences(from: theirs)
            rows.append((name, why))
            report += ["  \(why.isEmpty ? "alike " : "DIFFER") \(name)", "      dunst    \(theirs)", "      overlayd \(ours)"]
            report += why.map { "      - " + $0 }
        }
        print((["dunstrc stack survey: \(rows.filter { $0.why.isEmpty }.count) of \(rows.count) stack two notifications as dunst does"]
               + report).joined(separator: "\n"))
        for r in rows { XCTAssertEqual(r.why, [], r.name) }
    }
}

/// Three sequences side by side.
func zip3<A, B, C>(_ a: [A], _ b: [B], _ c: [C]) -> [(A, B, C)] {
    zip(a, zip(b, c)).map { ($0, $1.0, $1.1) }
}
