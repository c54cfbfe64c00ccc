// ChildProcess: a Foundation Process run under `setpriv --pdeathsig TERM`, with a pollable exit.
#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// How a child ended.
struct ExitStatus: Equatable, CustomStringConvertible {
    /// The exit code, or the signal number when `signaled`.
    let code: Int32
    let signaled: Bool

    var description: String { signaled ? "killed by signal \(code)" : "exit status \(code)" }
}

/// Where a child's output goes.
enum ChildOutput {
    case discard
    case pipe
    case file(String)
}

/// One child process. Started through `setpriv --pdeathsig TERM --` so that a test run killed
/// mid-way leaves no orphans (the signal follows the death of the *thread* that spawned the
/// child; XCTest runs tests on the main thread, so that is the test process). Its end is
/// reported through a pipe, so waits are polls with a deadline, never sleeps.
final class ChildProcess {
    let name: String
    let process = Process()
    /// The read end of stdout when started with `.pipe`.
    let stdoutPipe: Pipe?
    private let stderrPath: String?
    /// Becomes readable (a byte is written) when the child has ended.
    let exitFD: Int32
    private let exitWriteFD: Int32

    /// - Parameters:
    ///   - command: the program (looked up on PATH) and its arguments.
    ///   - environment: added to (and overriding) this process's environment.
    init(
        name: String, command: [String], environment: [String: String] = [:],
        stdin stdinPath: String? = nil, stdout: ChildOutput = .discard, stderr: ChildOutput = .discard
    ) throws {
        self.name = name
        guard let program = command.first else { throw HarnessError.process("\(name): empty command") }
        guard let resolved = Executables.find(program) else {
            throw HarnessError.missingTool("\(program) is not on PATH")
        }
        let setpriv = try Executables.require("setpriv", package: "util-linux")
        process.executableURL = URL(fileURLWithPath: setpriv)
        process.arguments = ["--pdeathsig", "TERM", "--", resolved] + command.dropFirst()
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }

        if let stdinPath {
            guard let handle = FileHandle(forReadingAtPath: stdinPath) else {
                throw HarnessError.io("cannot open stdin file: \(stdinPath)")
            }
            process.standardInput = handle
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        var pipe: Pipe?
        process.standardOutput = try Self.handle(for: stdout, pipe: &pipe)
        stdoutPipe = pipe
        var unused: Pipe?
        process.standardError = try Self.handle(for: stderr, pipe: &unused)
        if case .file(let path) = stderr { stderrPath = path } else { stderrPath = nil }

        var fds: [Int32] = [0, 0]
        guard Glibc.pipe(&fds) == 0 else {
            throw HarnessError.io("pipe: \(String(cString: strerror(errno)))")
        }
        // pipe2(2) does not import from Glibc; no other thread forks a child meanwhile.
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        exitFD = fds[0]
        exitWriteFD = fds[1]
        process.terminationHandler = { [exitWriteFD] _ in
            var byte: UInt8 = 1
            _ = write(exitWriteFD, &byte, 1)
        }
        do {
            try process.run()
        } catch {
            close(exitFD)
            close(exitWriteFD)
            throw HarnessError.process("\(name): cannot start \(command.joined(separator: " ")): \(error)")
        }
    }

    private static func handle(for output: ChildOutput, pipe: inout Pipe?) throws -> Any {
        switch output {
        case .discard:
            return FileHandle.nullDevice
        case .pipe:
            let p = Pipe()
            pipe = p
            return p
        case .file(let path):
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            guard fd >= 0 else { throw HarnessError.io("open \(path): \(String(cString: strerror(errno)))") }
            return FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        }
    }

    var pid: Int32 { process.processIdentifier }

    /// True once the child has ended (and been reaped by Foundation).
    var hasExited: Bool {
        var p = pollfd(fd: exitFD, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, 0) > 0
    }

    var isRunning: Bool { !hasExited }

    /// What the child wrote to stderr so far, when started with `stderr: .file`.
    var stderrText: String {
        guard let stderrPath, let data = FileManager.default.contents(atPath: stderrPath) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Sends `signal` unless the child has already ended (its pid may be reused then).
    func signal(_ signal: Int32 = SIGTERM) {
        guard !hasExited else { return }
        kill(pid, signal)
    }

    /// The exit status once the child has ended within `timeout` seconds, else nil.
    func waitForExit(timeout: TimeInterval) -> ExitStatus? {
        guard (try? waitForReadable([exitFD], until: Deadline(seconds: timeout))) != nil else { return nil }
        process.waitUntilExit()  // returns at once: Foundation has reaped it before the handler ran
        return ExitStatus(code: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal)
    }

    /// SIGTERM, then SIGKILL if it lingers. Returns how it ended, nil if even SIGKILL did not end it.
    @discardableResult
    func stop(timeout: TimeInterval = 5) -> ExitStatus? {
        signal(SIGTERM)
        if let status = waitForExit(timeout: timeout) { return status }
        signal(SIGKILL)
        return waitForExit(timeout: 2)
    }

    deinit {
        // Only close the pipe once the termination handler has run, so it never writes into a
        // descriptor number that has been reused.
        if stop() != nil {
            close(exitFD)
            close(exitWriteFD)
        }
    }
}
