// InstallTests: `make install` into a temporary DESTDIR lands every file where Debian
// expects it.
import Foundation
import XCTest

final class InstallTests: XCTestCase {
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
            "share/doc/overlayd/examples/overlayd.toml",
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
