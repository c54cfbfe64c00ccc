// InstallTests: `make install` into a temporary DESTDIR lands every file where Debian
// expects it, and the completions know the same options as the request parser.
import Foundation
import OverlayClient
import OverlayProtocol
import XCTest

final class InstallTests: XCTestCase {
    func testCompletionSpecKnowsExactlyTheParsersShowOptions() throws {
        XCTAssertEqual(OverlayctlCommand.showOptionNames, RequestParser.showOptionNames)
        for option in RequestParser.showOptionNames {
            let words = ["show", option] + (["--click-through", "--frame", "--above-all", "--outside-includes-popovers", "--pause-on-hover",
                                               "--draggable", "--modal", "--follow-pointer"].contains(option) ? [] : [value(for: option)])
            do { _ = try RequestParser.parse(words: words) } catch {
                XCTAssertFalse(error.message.hasPrefix("unknown option"), "\(option): \(error.message)")
            }
        }
    }

    func value(for option: String) -> String {
        switch option {
        case "--attach": return "root"
        case "--anchor", "--gravity": return "top"
        case "--position": return "top-right"
        case "--offset": return "1,2"
        case "--inset", "--padding": return "4"
        case "--region": return "0,0,10,10"
        case "--adjust": return "none"
        case "--within": return "monitor"
        case "--urgency": return "low"
        case "--kind": return "tooltip"
        case "--timeout": return "1s"
        case "--max-width": return "200"
        case "--dismiss": return "tap-outside,escape"
        case "--exclude": return "rect:0,0,10,10"
        case "--backdrop-dismiss": return "no"
        case "--delay": return "300ms"
        default: return "x"
        }
    }

    func testMakeInstallIntoDestdir() throws {
        guard Executables.find("make") != nil else { throw XCTSkip("make is not installed") }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let stage = try TemporaryDirectory(prefix: "overlayd-install")
        let child = try ChildProcess(
            name: "make",
            command: ["make", "-C", root, "install", "PREFIX=/usr/local", "DESTDIR=\(stage.path)",
                      "BIN=\(Executables.buildProductsDirectory)"],
            stderr: .file(stage.file("make.log")))
        XCTAssertEqual(child.waitForExit(timeout: 60)?.code, 0, child.stderrText)
        let expected = [
            "bin/overlayd", "bin/overlayctl",
            "lib/systemd/user/overlayd.service", "lib/systemd/user/overlayd.socket",
            "share/dbus-1/services/org.freedesktop.Notifications.service",
            "share/man/man1/overlayd.1", "share/man/man1/overlayctl.1", "share/man/man5/overlayd.toml.5",
            "share/doc/overlayd/overlayd.toml",
            "share/bash-completion/completions/overlayctl", "share/zsh/site-functions/_overlayctl",
            "share/fish/vendor_completions.d/overlayctl.fish",
        ]
        let prefix = stage.path + "/usr/local/"
        let landed = (FileManager.default.enumerator(atPath: prefix)?.allObjects as? [String] ?? [])
            .filter { !isDirectory(prefix + $0) }.sorted()
        XCTAssertEqual(landed, expected.sorted())
        let service = try String(contentsOfFile: prefix + "lib/systemd/user/overlayd.service", encoding: .utf8)
        XCTAssertTrue(service.contains("ExecStart=/usr/local/bin/overlayd"), service)
        let bash = try String(contentsOfFile: prefix + "share/bash-completion/completions/overlayctl", encoding: .utf8)
        XCTAssertTrue(bash.contains("--attach"), "bash completion knows show's options")
        XCTAssertTrue(bash.contains("--click-through"))
    }

    func isDirectory(_ path: String) -> Bool {
        var dir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &dir) && dir.boolValue
    }
}
