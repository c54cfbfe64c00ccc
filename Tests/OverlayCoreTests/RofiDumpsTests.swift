// RofiDumpsTests: `rofi -dump-config` and `-dump-theme` as rofi 1.7.3 prints them — the whole default dump
// byte for byte (Tests/Fixtures/rofi/dump-config.rasi), options a user set shown uncommented, and a widget's
// properties in the order GLib's hash table gives them.
import Foundation
@testable import OverlayCore
import XCTest

final class RofiDumpsTests: XCTestCase {
    func fixture() throws -> String {
        let here = "\(#filePath)"
        let path = (here.components(separatedBy: "/Tests/OverlayCoreTests/").first ?? here) + "/Tests/Fixtures/rofi/dump-config.rasi"
        return String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: path)), as: UTF8.self)
    }

    func startup(_ args: [String], config: String? = nil) -> RofiStartup {
        let files = MemoryRasiFiles(files: config.map { ["/home/u/.config/rofi/config.rasi": $0] } ?? [:])
        return RofiStartup(arguments: args, environment: ["HOME": "/home/u"], files: files)
    }

    func testTheDefaultDumpIsRofisByteForByte() throws {
        let dump = startup(["-dump-config"]).configDump(environment: ["HOME": "/tmp/rasi-nohome"])
        XCTAssertEqual(dump, try fixture())
    }

    func testSetOptionsAndBindingsAreShownAndTheThemeNamed() {
        // One string a line: rofi's lexer reads from a line's first quote to its last as one string.
        let s = startup(["-dump-config", "-kb-custom-1", "Alt+q", "-no-show-icons", "-theme", "gruvbox-dark"],
                        config: "configuration {\n font: \"Sans 10\";\n kb-row-up: \"Control+k\";\n monitor: \"1\";\n timeout { delay: 5; }\n}\n")
        let dump = s.configDump(environment: ["HOME": "/home/u", "XDG_RUNTIME_DIR": "/run/user/7"])
        XCTAssertTrue(dump.contains("\n\tfont: \"Sans 10\";\n"), dump)
        XCTAssertTrue(dump.contains("\n\tshow-icons: false;\n"), "set on the command line, even to the default")
        XCTAssertTrue(dump.contains("\n\tm: \"1\";\n"), "monitor is m's other name: shown as m")
        XCTAssertTrue(dump.contains("\n\tkb-row-up: \"Control+k\";\n/*\tkb-row-down: \"Down,Control+n\";*/\n"), dump)
        XCTAssertTrue(dump.contains("\n\tkb-custom-1: \"Alt+q\";\n"), dump)
        XCTAssertTrue(dump.contains("/*\tpid: \"/run/user/7/rofi.pid\";*/\n"), dump)
        XCTAssertTrue(dump.contains("/*\tmatching-negate-char: '-' /* unsupported */;*/\n"), dump)
        XCTAssertTrue(dump.contains("  timeout {\n      action: \"kb-cancel\";\n      delay:  5;\n  }\n"), dump)
        XCTAssertTrue(dump.hasSuffix("}\n@theme \"gruvbox-dark\"\r\n"), dump)
    }

    /// rofi's default theme prints its `*` block in this order (its -dump-theme with 1.7.3 and GLib 2.74).
    func testPropertiesComeInGLibsHashOrder() {
        let textOrder = ["red", "selected-active-foreground", "lightfg", "separatorcolor", "urgent-foreground", "alternate-urgent-background",
                         "lightbg", "spacing", "border-color", "normal-background", "background-color", "alternate-active-background",
                         "active-foreground", "blue", "urgent-background", "alternate-normal-foreground", "selected-active-background",
                         "background", "selected-normal-foreground", "active-background", "alternate-active-foreground",
                         "alternate-normal-background", "foreground", "selected-urgent-background", "selected-urgent-foreground",
                         "normal-foreground", "alternate-urgent-foreground", "selected-normal-background"]
        XCTAssertEqual(GHashOrder.order(GHashOrder.order(textOrder)), [
            "red", "selected-active-foreground", "lightfg", "separatorcolor", "urgent-foreground", "alternate-urgent-background", "lightbg",
            "background-color", "border-color", "normal-background", "selected-urgent-background", "alternate-active-background", "spacing",
            "blue", "alternate-normal-foreground", "urgent-background", "selected-normal-foreground", "active-foreground", "background",
            "selected-active-background", "active-background", "selected-normal-background", "alternate-normal-background", "foreground",
            "selected-urgent-foreground", "normal-foreground", "alternate-urgent-foreground", "alternate-active-foreground",
        ])
        XCTAssertEqual(GHashOrder.order(GHashOrder.order(["delay", "action"])), ["action", "delay"])
        XCTAssertEqual(GHashOrder.order(GHashOrder.order(["sorting-method", "directories-first"])), ["directories-first", "sorting-method"])
    }

    func testHelpListsEveryOptionAndBindingWithItsValue() {
        let args = ["-help", "-font", "Mono 9"]
        let help = RofiHelp.text(startup(args, config: "configuration { kb-row-up: \"Control+k\"; }").configuration, arguments: args)
        XCTAssertTrue(help.hasPrefix("rofi usage:\n\trofi [-options ...]\n"), help)
        XCTAssertTrue(help.contains("\t-kb-row-up [string]                     Select previous entry\n\t\tControl+k (Rasi File)\n"), help)
        XCTAssertTrue(help.contains("\t\tMono 9 (Commandline)\n"), help)
        XCTAssertTrue(help.contains("\t-[no-]sort                              rows sorted by match quality (-sort)\n\t\tFalse (Default)\n"), help)
    }
}
