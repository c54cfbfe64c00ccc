// Daemon+LaunchIndex: the launcher's index comes back from its scanning thread; launch
// requests held while it was scanned are answered with it.

extension Daemon {
    /// Takes a finished scan of the launcher's index in, and opens the launchers that waited for it.
    func collectLaunchIndex() {
        guard let index = launchIndex.collect() else { return }
        controller.takeLaunchIndex(index)
        logger.debug("launcher index: \(index.apps.count) applications of \(index.filesRead) files, \(index.programs.count) programs")
        // The scan's thread arena and the start's garbage go back to the kernel: an idle
        // daemon keeps only what it holds (about 0.5 MB of RSS).
        if !launchIndex.isBusy { returnFreedMemory() }
        // A change during the scan started another: the held launchers wait for it, unless
        // folders keep changing (three scans in a row), when they take what is there.
        guard clients.values.contains(where: { $0.waiting?.requestAfterIndex != nil }) else { heldScans = 0; return }
        heldScans += 1
        guard !launchIndex.isBusy || heldScans >= 3 else { return }
        heldScans = 0
        for c in clients.values {
            guard let request = c.waiting?.requestAfterIndex else { continue }
            c.waiting = nil
            carryOut(router.release(request), for: c)
        }
    }
}
