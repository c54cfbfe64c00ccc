// HelperProcess: openbox or picom on the test display, ready once it owns its selection.
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import CX11
import XCTest

/// A window manager or compositor the tests run alongside the daemon. Each announces itself
/// by owning a selection, so readiness is that owner appearing and `stop()` waits for it to
/// go away.
final class HelperProcess {
    /// The program's name ("openbox", "picom").
    let name: String
    /// The selection it owns while running: `WM_S<n>` or `_NET_WM_CM_S<n>` of its screen.
    let selection: String
    /// The selection owner window it created.
    private(set) var selectionOwnerWindow: Window = 0
    private let display: TestDisplay
    private let child: ChildProcess
    private let logs: TemporaryDirectory
    private var stopped = false

    /// Starts openbox 3.6 without session management and without a config file. Openbox
    /// reports `/dev/null` as an empty document and falls back to its built-in defaults (no
    /// key or mouse bindings), which is what a test wants.
    ///
    /// Openbox takes WM_S0 *before* it selects SubstructureRedirect on root: a window mapped
    /// in between is never managed. So it is ready once, besides owning WM_S0, some client
    /// redirects root's substructure; openbox then sets root properties, whose
    /// PropertyNotify wakes the wait.
    static func openbox(on display: TestDisplay, timeout: TimeInterval = 10) throws -> HelperProcess {
        try HelperProcess(
            display: display, package: "openbox", selection: "WM_S\(display.screenNumber)",
            command: ["openbox", "--sm-disable", "--config-file", "/dev/null"], timeout: timeout,
            alsoReadyWhen: { try $0.attributes(of: $0.root).allEventMasks & SubstructureRedirectMask != 0 })
    }

    /// Starts picom with the xrender backend and no config file. It manages the display's
    /// screen only (`:N.1`: screen 1).
    static func picom(on display: TestDisplay, timeout: TimeInterval = 10) throws -> HelperProcess {
        try HelperProcess(
            display: display, package: "picom", selection: "_NET_WM_CM_S\(display.screenNumber)",
            command: ["picom", "--backend", "xrender", "--config", "/dev/null"], timeout: timeout)
    }

    /// Starts `command` with `DISPLAY` set to the display's name and waits until it owns
    /// `selection` and `alsoReadyWhen` holds (re-checked after each X event). Throws XCTSkip
    /// when the program is not installed.
    init(
        display: TestDisplay, package: String, selection: String, command: [String], timeout: TimeInterval,
        alsoReadyWhen extraCondition: (TestDisplay) throws -> Bool = { _ in true }
    ) throws {
        guard let program = command.first, Executables.find(program) != nil else {
            throw XCTSkip("\(command.first ?? package) is not on PATH: install the \(package) package")
        }
        name = program
        self.selection = selection
        self.display = display
        if display.selectionOwner(selection) != 0 {
            throw HarnessError.process("\(program): selection \(selection) already owned on \(display.name)")
        }
        logs = try TemporaryDirectory(prefix: "overlayd-\(program)")
        child = try ChildProcess(
            name: program, command: command, environment: ["DISPLAY": display.name],
            stdout: .file(logs.file("stdout.log")), stderr: .file(logs.file("stderr.log")))
        do {
            let deadline = Deadline(seconds: timeout)
            selectionOwnerWindow = try display.waitForSelectionOwner(
                name: selection, timeout: timeout, abortFD: child.exitFD,
                abortReason: "\(program) exited before owning \(selection); stderr: \(child.stderrText)")
            try display.waitUntil(
                "\(program) to finish starting", timeout: Double(deadline.remainingMilliseconds) / 1000,
                abortFD: child.exitFD, abortReason: "\(program) exited while starting; stderr: \(child.stderrText)"
            ) { try extraCondition(display) }
        } catch {
            child.stop()
            throw error
        }
    }

    var isRunning: Bool { child.isRunning }

    /// What the helper wrote to stderr (openbox complains about the empty config here).
    var stderrText: String { child.stderrText }

    /// SIGTERM, wait for the exit, then wait until the server shows the selection unowned.
    /// Idempotent.
    func stop(timeout: TimeInterval = 5) throws {
        guard !stopped else { return }
        stopped = true
        guard child.stop(timeout: timeout) != nil else {
            throw HarnessError.timeout("\(name) to exit after SIGTERM and SIGKILL")
        }
        try display.waitForSelectionOwnerGone(name: selection, timeout: timeout)
    }

    /// SIGKILL: the program cleans nothing up (the server drops its selection and what it
    /// redirected), then waits until the server shows the selection unowned. Idempotent.
    func kill(timeout: TimeInterval = 5) throws {
        guard !stopped else { return }
        stopped = true
        child.signal(SIGKILL)
        guard child.waitForExit(timeout: timeout) != nil else {
            throw HarnessError.timeout("\(name) to exit after SIGKILL")
        }
        try display.waitForSelectionOwnerGone(name: selection, timeout: timeout)
    }

    deinit {
        if !stopped { child.stop() }
    }
}
