// Daemon+LaunchIndex: a launch request opens with its environment's index (`LaunchIndexes`):
// it waits while what its mode lists is being read (the environment's first launcher, or a
// folder changed: run for PATH's programs, which come first, drun for the applications), and is
// answered once that comes back from the scan's thread.
import OverlayCore
import OverlayProtocol

extension Daemon {
    /// Whether `spec`'s launcher must wait for its index to be read; when not, the controller
    /// is handed that index (a launcher shows one environment's index at a time).
    func holdsLaunch(_ spec: LaunchSpec) -> Bool {
        let indexer: LaunchIndexer
        // A new environment first opened in run (or window) reads no desktop file until drun asks.
        do { indexer = try launchIndexes.indexer(for: spec.environment, applications: spec.listsApplications || spec.modes.contains(.drun)) } catch {
            logger.error("launcher index: \(error); listing the last one read")
            return false
        }
        if indexer.holds(spec) { return true }
        use(indexer)
        return false
    }

    /// Hands `indexer`'s index to the controller unless it already shows it.
    func use(_ indexer: LaunchIndexer) {
        guard let index = indexer.latest, index.serial != controller.rooms.launcher.index.serial else { return }
        controller.takeLaunchIndex(index)
    }

    /// Serves a readable descriptor of the indexes; false when it is not theirs.
    func serviceLaunchIndexes(_ fd: Int32) -> Bool {
        guard launchIndexes.owns(fd) else { return false }
        if let finished = launchIndexes.service(fd) { launchIndexRead(by: finished) }
        return true
    }

    /// A scan handed PATH's programs over, or finished: the launchers that waited for this
    /// environment's programs or applications open with them.
    private func launchIndexRead(by indexer: LaunchIndexer) {
        guard let index = indexer.latest else { return }
        let ms = { (micros: Int64) in (micros + 500) / 1000 }
        if index.applicationsRead {
            let line = "launcher index: \(index.apps.count) applications of \(index.filesRead) files, \(index.programs.count) programs,"
                         + " read in \(ms(index.applicationsMicros + index.pathMicros)) ms (applications \(ms(index.applicationsMicros)) ms,"
                         + " PATH \(ms(index.pathMicros)) ms)"
            logger.debug("\(line)")
        } else {
            logger.debug("launcher index: PATH first, \(index.programs.count) programs in \(ms(index.pathMicros)) ms")
        }
        // The scan's thread arena and the start's garbage go back to the kernel: an idle
        // daemon keeps only what it holds (about 0.5 MB of RSS).
        if !launchIndexes.isBusy { returnFreedMemory() }
        // The launcher showing this environment takes the whole index as soon as it is read (a
        // switch to drun before that showed PATH's half).
        if index.applicationsRead, controller.rooms.launcher.index.sources == indexer.sources { use(indexer) }
        let waiting = clients.values.filter { c in
            guard case .launchIndex(_, let environment)? = c.waiting else { return false }
            return launchIndexes.sources(for: environment) == indexer.sources
        }
        // A change during the scan started another: the held launchers wait for it, unless
        // folders keep changing (three scans in a row), when they take what is there.
        guard !waiting.isEmpty else { indexer.scansWaited = 0; return }
        if index.applicationsRead { indexer.scansWaited += 1 }
        let fresh = waiting.filter { c in
            guard case .launch(let spec)? = c.waiting?.requestAfterIndex else { return true }
            return !indexer.holds(spec) || indexer.scansWaited >= 3
        }
        guard !fresh.isEmpty else { return }
        if fresh.count == waiting.count { indexer.scansWaited = 0 }
        use(indexer)
        for c in fresh {
            guard let request = c.waiting?.requestAfterIndex else { continue }
            c.waiting = nil
            carryOut(router.release(request), for: c)
        }
    }
}
