// ReadmeExamplesTests: runs every `<!-- example -->` shell block of README.md against a
// live daemon, so the examples cannot drift from what overlayctl does.
import CX11
import Foundation
import XCTest

final class ReadmeExamplesTests: XCTestCase {
    static var readmePath: String {
        // Tests/OverlayIntegrationTests/<this file> → the package root.
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md").path
    }

    /// The shell blocks that follow an `<!-- example -->` marker.
    static func examples() throws -> [String] {
        let text = try String(contentsOfFile: readmePath, encoding: .utf8)
        var blocks: [String] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let marker = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "<!-- example -->" }) {
            lines = lines[(marker + 1)...]
            guard lines.first?.hasPrefix("```sh") == true else { continue }
            lines = lines.dropFirst()
            guard let end = lines.firstIndex(where: { $0.hasPrefix("```") }) else { break }
            blocks.append(lines[..<end].joined(separator: "\n"))
            lines = lines[(end + 1)...]
        }
        return blocks
    }

    func testEveryReadmeExampleRuns() throws {
        let examples = try Self.examples()
        XCTAssertGreaterThanOrEqual(examples.count, 5, "README examples found: \(examples.count)")
        let server = try XvfbServer()
        let x = try TestDisplay(server)
        let home = try TemporaryDirectory(prefix: "overlayd-readme")
        let runtime = try home.makeSubdirectory("overlayd")
        let daemon = try DaemonProcess(display: server.display, arguments: ["--runtime-dir", runtime])
        let window = try x.createWindow(x: 300, y: 200, width: 400, height: 250, background: RGB(0xdd, 0xdd, 0xdd))
        let bin = Executables.buildProductsDirectory
        let env = [
            "PATH": bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "XDG_RUNTIME_DIR": home.path,
            "OVERLAYD_RUNTIME_DIR": "",
            "DISPLAY": server.display,
            "WINDOW": "0x" + String(window, radix: 16),
        ]
        for (i, script) in examples.enumerated() {
            let path = home.file("example\(i).sh")
            try Data(("set -euo pipefail\n" + script + "\n").utf8).write(to: URL(fileURLWithPath: path))
            let child = try ChildProcess(name: "example \(i)", command: ["bash", path], environment: env,
                                         stdout: .file(home.file("out\(i)")), stderr: .file(home.file("err\(i)")))
            let status = child.waitForExit(timeout: 20)
            XCTAssertEqual(status?.code, 0, "example \(i) failed:\n\(script)\nstderr: \(child.stderrText)")
            XCTAssertEqual(status?.signaled, false)
        }
        XCTAssertTrue(daemon.isRunning)
    }
}
