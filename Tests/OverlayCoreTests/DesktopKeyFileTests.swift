// DesktopKeyFileTests: a .desktop file's bytes read as GLib's key-file parser reads them (which
// rofi 1.7.3 lists by): what it refuses, the last repeated key, booleans, translations that are
// not UTF-8, escapes and lists, and what a launcher does with an entry in rofi's order.
import OverlayCore
import XCTest

final class DesktopKeyFileTests: XCTestCase {
    let base = "[Desktop Entry]\nType=Application\nName=A\nExec=a\n"

    func file(_ text: String, locales: [String] = []) -> DesktopKeyFile { DesktopKeyFile(text, locales: locales) }

    func testLinesGLibRefuses() {
        XCTAssertTrue(file(base + "Key With Spaces=1\nX-Mime/type=2\n\t  Indented=3\r\n").isWellFormed)
        XCTAssertTrue(file(base + "Name[sr@latin]=x\nName[en_GB.UTF-8]=y\n[Other Group]  \nz=1\n").isWellFormed)
        for bad in ["Name [de]=x", "Name[de]x=y", "Name]=x", "Name[d e]=x", "[Bad [Group]]", "[]", "Encoding=ISO-8859-1",
                    "[Desktop Action a\nName=b"] {
            XCTAssertFalse(file(base + bad + "\n").isWellFormed, bad)
        }
        XCTAssertTrue(file(base + "Encoding=utf-8\n").isWellFormed, "UTF-8 in any case")
        XCTAssertTrue(file(base + "[Other]\nEncoding=latin1\n").isWellFormed, "only the first group's Encoding counts")
        // GLib reads each line as a C string: a NUL ends it.
        XCTAssertEqual(file("[Desktop Entry]\nName=Before\u{0}After\n").string(.name), "Before")
    }

    func testTheLastRepeatedKeyWinsAndAGroupMayComeBack() {
        let f = file("[Desktop Entry]\nName=First\nExec=a\n[Other]\nName=Other\n[Desktop Entry]\nName=Last\n")
        XCTAssertEqual(f.string(.name), "Last")
        XCTAssertEqual(f.string(.exec), "a")
    }

    func testBooleansAsGLibReadsThem() {
        for (value, expected) in [("true", true), ("1", true), ("true  ", true), ("True", false), ("yes", false), ("0", false)] {
            XCTAssertEqual(file(base + "NoDisplay=\(value)\n").bool(.noDisplay), expected, value)
        }
    }

    func testATranslationThatIsNotUTF8IsPassedOver() {
        var bytes = Array("[Desktop Entry]\nName=Plain\nName[de]=Gr".utf8) + [0xFC] + Array("n\nName[fr]=Vert\nExec=a\n".utf8)
        XCTAssertEqual(DesktopKeyFile(bytes: bytes, locales: ["de", "fr"]).localized(.name), "Vert")
        XCTAssertEqual(DesktopKeyFile(bytes: bytes, locales: ["de"]).localized(.name), "Plain")
        bytes = Array("[Desktop Entry]\nName=B".utf8) + [0xFF] + Array("\n".utf8)
        let f = DesktopKeyFile(bytes: bytes, locales: [])
        XCTAssertTrue(f.isWellFormed && f.has(.name))
        XCTAssertNil(f.localized(.name))
    }

    func testEscapesAndLists() {
        let f = file("[Desktop Entry]\nName=A\\sB\\\\C\\tD\\qE\\\nKeywords=a;b\\;c;;d;\nOnlyShowIn=\n")
        XCTAssertEqual(f.string(.name), "A B\\C\tD\\qE", "an unknown escape stays, one at the end goes")
        XCTAssertEqual(f.list(.keywords), ["a", "b;c", "", "d"])
        XCTAssertTrue(f.has(.onlyShowIn))
        XCTAssertEqual(f.list(.onlyShowIn), [])
    }

    func testListingInRofisOrder() throws {
        func listing(_ extra: String, desktops: [String] = ["GNOME"], found: Bool = false) throws -> DesktopEntry.Listing {
            let e = try XCTUnwrap(DesktopEntry(DesktopKeyFile("[Desktop Entry]\nType=Application\nName=A\n" + extra), id: "a.desktop",
                                               path: "/a.desktop"))
            return e.listing(desktops: desktops) { _ in found }
        }
        XCTAssertEqual(try listing("Exec=a\n"), .listed)
        XCTAssertEqual(try listing("Exec=\n"), .listed, "an empty Exec is still an Exec key")
        XCTAssertEqual(try listing(""), .passes, "no Exec: a later file with the id is read")
        XCTAssertEqual(try listing("Exec=a\nTryExec=missing\n"), .passes)
        XCTAssertEqual(try listing("Exec=a\nTryExec=present\n", found: true), .listed)
        XCTAssertEqual(try listing("Hidden=true\n"), .shadows, "Hidden takes the id before Exec is looked at")
        XCTAssertEqual(try listing("NoDisplay=1\n"), .shadows)
        XCTAssertEqual(try listing("Exec=a\nOnlyShowIn=KDE;\n"), .shadows)
        XCTAssertEqual(try listing("Exec=a\nOnlyShowIn=\n"), .shadows, "an empty OnlyShowIn names no desktop")
        XCTAssertEqual(try listing("Exec=a\nOnlyShowIn=KDE;\n", desktops: []), .listed, "no desktop known")
        XCTAssertEqual(try listing("Exec=a\nNotShowIn=GNOME;\n"), .shadows)
        XCTAssertNil(DesktopEntry(DesktopKeyFile("[Desktop Entry]\nType=Application\nExec=a\n"), id: "a", path: "/a"), "no Name")
    }
}
