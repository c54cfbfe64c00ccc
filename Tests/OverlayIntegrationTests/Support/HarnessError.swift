// HarnessError: why the test harness could not set something up, in words a failing test can show.

/// A failure of the harness itself (not of the code under test): a missing tool, a child that
/// died, a wait that ran out. The description reads `<problem>: <problematic value>`.
enum HarnessError: Error, CustomStringConvertible {
    /// A program the harness needs is not installed or not built.
    case missingTool(String)
    /// A wait ran out; the string says what was awaited.
    case timeout(String)
    /// An X request failed or an extension is missing.
    case x11(String)
    /// A child process could not start or died early.
    case process(String)
    /// A system call failed.
    case io(String)

    var description: String {
        switch self {
        case .missingTool(let what): return "missing tool: \(what)"
        case .timeout(let what): return "timed out waiting for: \(what)"
        case .x11(let what): return "X11: \(what)"
        case .process(let what): return "child process: \(what)"
        case .io(let what): return "I/O: \(what)"
        }
    }
}
