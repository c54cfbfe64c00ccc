// XvfbServer: a private Xvfb for one test, on whatever display number it picks itself.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest

/// Runs `Xvfb -displayfd 1 -screen 0 1280x800x24 -extension GLX -nolisten tcp -noreset` (and
/// `-screen 1 …` for each of `moreScreens`). `-displayfd` makes Xvfb choose a free display and
/// write its number on stdout once it accepts connections: that line is the readiness signal.
/// GLX is left out: nothing the tests run draws with OpenGL (overlayd, picom's xrender backend,
/// dunst, rofi and GTK's Cairo all draw with X requests), and loading Mesa's software renderer
/// was two thirds of each server's start-up CPU (70 → 25 ms), paid by every integration test.
final class XvfbServer {
    /// The display string, like ":3".
    let display: String
    let width: Int
    let height: Int
    private let child: ChildProcess
    private let logs: TemporaryDirectory

    /// Starts Xvfb; throws XCTSkip when Xvfb is not installed. `dpi` sets the resolution the
    /// screen reports (Xvfb's own is 100; a desktop's Xorg reports 96, which dunst scales by).
    init(width: Int = 1280, height: Int = 800, moreScreens: [(width: Int, height: Int)] = [], dpi: Int? = nil,
         timeout: TimeInterval = 10) throws {
        guard Executables.find("Xvfb") != nil else {
            throw XCTSkip("Xvfb is not on PATH: install the xvfb package to run the X11 integration tests")
        }
        self.width = width
        self.height = height
        logs = try TemporaryDirectory(prefix: "overlayd-xvfb")
        child = try ChildProcess(
            name: "Xvfb",
            command: ["Xvfb", "-displayfd", "1", "-screen", "0", "\(width)x\(height)x24"]
                + moreScreens.enumerated().flatMap { ["-screen", "\($0.offset + 1)", "\($0.element.width)x\($0.element.height)x24"] }
                + (dpi.map { ["-dpi", String($0)] } ?? []) + ["-extension", "GLX", "-nolisten", "tcp", "-noreset"],
            stdout: .pipe, stderr: .file(logs.file("Xvfb.log")))
        guard let out = child.stdoutPipe?.fileHandleForReading.fileDescriptor else {
            throw HarnessError.process("Xvfb: no stdout pipe")
        }
        display = ":" + (try Self.readDisplayNumber(from: out, child: child, timeout: timeout))
    }

    /// Reads the one line `-displayfd` writes, watching for Xvfb dying first.
    private static func readDisplayNumber(from fd: Int32, child: ChildProcess, timeout: TimeInterval) throws -> String {
        let deadline = Deadline(seconds: timeout)
        var bytes: [UInt8] = []
        while true {
            if let nl = bytes.firstIndex(of: UInt8(ascii: "\n")) {
                let number = String(decoding: bytes[..<nl], as: UTF8.self)
                guard !number.isEmpty, number.allSatisfy(\.isNumber) else {
                    throw HarnessError.process("Xvfb wrote an unexpected display number: \(number)")
                }
                return number
            }
            guard try waitForReadable([fd], until: deadline) != nil else {
                child.stop()
                throw HarnessError.timeout("Xvfb to report its display number; stderr: \(child.stderrText)")
            }
            var chunk = [UInt8](repeating: 0, count: 64)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                let status = child.waitForExit(timeout: 2).map(\.description) ?? "still running"
                throw HarnessError.process("Xvfb closed stdout before naming a display (\(status)); stderr: \(child.stderrText)")
            }
            bytes.append(contentsOf: chunk[..<n])
        }
    }

    var isRunning: Bool { child.isRunning }

    /// What Xvfb wrote to stderr.
    var stderrText: String { child.stderrText }

    /// Terminates Xvfb and waits for it. Idempotent.
    func stop() { child.stop() }

    deinit { stop() }
}
