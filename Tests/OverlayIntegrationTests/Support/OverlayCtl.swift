// OverlayCtl: runs the built overlayctl binary and collects its exit status and output.
#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// What one overlayctl run produced.
struct CtlResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs `overlayctl args…` with `OVERLAYD_RUNTIME_DIR` set to `runtimeDir` (when given),
/// `env` added, and stdin from `stdin` (empty by default, never the test runner's).
func runCtl(
    _ args: [String], runtimeDir: String?, env: [String: String] = [:], stdin: String? = nil,
    timeout: TimeInterval = 10
) throws -> CtlResult {
    let binary = try Executables.buildProduct("overlayctl")
    let scratch = try TemporaryDirectory(prefix: "overlayctl")
    var environment = env
    if let runtimeDir { environment["OVERLAYD_RUNTIME_DIR"] = runtimeDir }
    var stdinPath: String?
    if let stdin {
        stdinPath = scratch.file("stdin")
        try Data(stdin.utf8).write(to: URL(fileURLWithPath: scratch.file("stdin")))
    }
    let child = try ChildProcess(
        name: "overlayctl", command: [binary] + args, environment: environment, stdin: stdinPath,
        stdout: .file(scratch.file("stdout")), stderr: .file(scratch.file("stderr")))
    guard let status = child.waitForExit(timeout: timeout) else {
        child.stop()
        throw HarnessError.timeout("overlayctl \(args.joined(separator: " ")) to exit; stderr: \(child.stderrText)")
    }
    let out = FileManager.default.contents(atPath: scratch.file("stdout")).map { String(decoding: $0, as: UTF8.self) } ?? ""
    // A signal shows as 128 + signal, as a shell would report it.
    return CtlResult(status: status.signaled ? 128 + status.code : status.code, stdout: out, stderr: child.stderrText)
}
