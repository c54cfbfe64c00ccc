// SignalObserver+Wait: the integration tests wait on the shared signal observer with the
// harness's deadline, since no loop of theirs polls its descriptor.
import NotificationSignals

extension SignalObserver {
    /// Reads what has arrived until `done` holds for the lines so far, or `timeout` passes.
    @discardableResult
    func wait(timeout: Double = 10, until done: ([String]) -> Bool) throws -> [String] {
        let deadline = Deadline(seconds: timeout)
        while true {
            process()
            if done(lines) { return lines }
            guard try waitForReadable([fileDescriptor], until: deadline) != nil else {
                throw HarnessError.timeout("notification signals; so far: \(lines)")
            }
        }
    }
}
