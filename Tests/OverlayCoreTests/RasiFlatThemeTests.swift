// RasiFlatThemeTests: a theme flattened to one rasi text for the daemon parses back into the same
// theme (rofi's default and every Debian theme), its hash names it, and a text the daemon cannot use is refused.
import Foundation
import OverlayCore
import XCTest

final class RasiFlatThemeTests: XCTestCase {
    private func loaded(_ request: RasiRequest) throws -> RasiTheme {
        let load = RasiLoader(files: DiskRasiFiles(), paths: RasiSearchPaths(environment: ["HOME": "/nonexistent"]), environment: [:])
            .load(request)
        XCTAssertEqual(load.problems, [], "\(request)")
        return try XCTUnwrap(load.theme)
    }

    /// What the client reads and the daemon draws must be the same theme: every widget, state and
    /// value, `@media` blocks kept for the daemon to apply on its monitor.
    func testTheDefaultAndDebiansThemesComeBackWhole() throws {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/share/rofi/themes")) ?? [])
            .filter { $0.hasSuffix(".rasi") }.sorted()
        XCTAssertGreaterThan(names.count, 20, "Debian's rofi themes")
        var requests = [RasiRequest()]
        requests += names.map { RasiRequest(theme: "/usr/share/rofi/themes/" + $0) }
        requests.append(RasiRequest(themeStrings: ["@media (min-width: 1000) { window { width: 80%; } }", "element { padding: 1em 2ch; }"]))
        for request in requests {
            let theme = try loaded(request)
            let text = RasiFlatTheme.text(theme)
            guard case .success(let back) = RasiFlatTheme.parse(text) else { XCTFail("\(request): \(text)"); continue }
            XCTAssertEqual(RasiFlatTheme.text(back), text, "\(request.theme ?? "default") written again")
            let monitor = RasiMonitor(id: 0, width: 1280, height: 800)
            let window = ["window"], element = ["window", "mainbox", "listview", "element"]
            for (property, kind, path, state) in [("background-color", RasiValueKind.color, window, nil as String?),
                                                  ("width", .padding, window, nil), ("padding", .padding, element, "selected.normal"),
                                                  ("text-color", .color, element + ["element-text"], "alternate.normal")] {
                XCTAssertEqual(back.applyingMedia(monitor).value(property, kind, widget: path, state: state),
                               theme.applyingMedia(monitor).value(property, kind, widget: path, state: state),
                               "\(request.theme ?? "default"): \(property) of \(path.last ?? "")")
            }
        }
    }

    func testTheHashNamesTheTextAndOnlyIt() {
        let a = RasiFlatTheme.hash("window { width: 50%; }"), b = RasiFlatTheme.hash("window { width: 51%; }")
        XCTAssertEqual(a.count, 16)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a, RasiFlatTheme.hash("window { width: 50%; }"))
        XCTAssertTrue(RasiFlatTheme.isName(a))
        XCTAssertTrue(RasiFlatTheme.isName("default"))
        XCTAssertFalse(RasiFlatTheme.isName("../etc/passwd"))
    }

    /// The daemon reads no file for a client: an import left in the text, or a broken one, is refused in rofi's words.
    func testATextTheDaemonCannotUseIsRefusedWithRofisWords() {
        guard case .failure(let broken) = RasiFlatTheme.parse("window { width: ; }") else { return XCTFail("a broken theme parsed") }
        XCTAssertTrue(broken.message.contains("Parser error"), broken.message)
        XCTAssertTrue(broken.message.contains("line 1"), broken.message)
        guard case .failure(let imports) = RasiFlatTheme.parse("@import \"/etc/secret.rasi\"") else { return XCTFail("an import was followed") }
        XCTAssertTrue(imports.message.contains("Failed to open theme"), imports.message)
    }
}
