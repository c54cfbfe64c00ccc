// TestChild: a helper program run under `setpriv --pdeathsig TERM`, its output collected without blocking.
#if canImport(Glibc)
import Glibc
#endif
import Foundation

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One child process. Its stdout and stderr are non-blocking pipes read by `BusLoop`; its end
/// is reported through a pipe, so waiting is `poll()` with a deadline, never a sleep. The
/// death signal follows the spawning thread (XCTest's main thread), so a killed test run
/// leaves no helpers behind.
final class TestChild {
    let name: String
    private let process = Process()
    private let outPipe = Pipe()
    private let errPipe = Pipe()
    private let exitRead: Int32
    private let exitWrite: Int32
    private(set) var output: [UInt8] = []
    private(set) var errorOutput: [UInt8] = []
    private(set) var exited = false

    var stdoutText: String { String(decoding: output, as: UTF8.self) }
    var stderrText: String { String(decoding: errorOutput, as: UTF8.self) }
    /// The exit status; meaningful once `exited`.
    var status: Int32 { process.terminationStatus }

    init(_ command: [String], environment: [String: String] = [:]) throws {
        name = command.first ?? "?"
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--pdeathsig", "TERM", "--"] + command
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outPipe
        process.standardError = errPipe
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TestFailure("pipe: \(String(cString: strerror(errno)))") }
        exitRead = fds[0]
        exitWrite = fds[1]
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        for fd in [outPipe.fileHandleForReading.fileDescriptor, errPipe.fileHandleForReading.fileDescriptor] {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        process.terminationHandler = { [exitWrite] _ in
            var byte: UInt8 = 1
            _ = write(exitWrite, &byte, 1)
        }
        try process.run()
    }

    deinit {
        terminate()
        close(exitRead)
        close(exitWrite)
    }

    /// Descriptors to poll while the child runs.
    var pollDescriptors: [Int32] {
        exited ? [] : [outPipe.fileHandleForReading.fileDescriptor, errPipe.fileHandleForReading.fileDescriptor, exitRead]
    }

    /// Reads what is available; after the exit notice, reads the pipes to the end.
    func service() {
        drain(outPipe.fileHandleForReading.fileDescriptor, into: &output)
        drain(errPipe.fileHandleForReading.fileDescriptor, into: &errorOutput)
        var pfd = pollfd(fd: exitRead, events: Int16(POLLIN), revents: 0)
        if !exited, poll(&pfd, 1, 0) == 1 {
            var byte: UInt8 = 0
            _ = read(exitRead, &byte, 1)
            process.waitUntilExit()
            exited = true
            drain(outPipe.fileHandleForReading.fileDescriptor, into: &output)
            drain(errPipe.fileHandleForReading.fileDescriptor, into: &errorOutput)
        }
    }

    func terminate() {
        if !exited, process.isRunning { process.terminate() }
    }

    /// Terminates and waits for the end (for a helper whose files are removed next).
    func terminateAndWait() {
        terminate()
        process.waitUntilExit()
    }

    private func drain(_ fd: Int32, into buffer: inout [UInt8]) {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { return }
            buffer.append(contentsOf: chunk[..<n])
        }
    }
}
