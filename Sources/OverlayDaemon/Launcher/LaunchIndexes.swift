// LaunchIndexes: the launcher's warm indexes, one per distinct environment: the daemon's own,
// read at start, and each caller's (`launch --env`, which overlayctl sends), read at its first
// launcher and followed with inotify from then on. Two environments that name the same
// folders, language and desktop share one (`LaunchIndex.Sources` is the key).
#if canImport(Glibc)
import Glibc
#endif
import Logging
import OverlayCore

final class LaunchIndexes {
    /// How many are kept: the least recently used goes when another comes. A desktop has few
    /// environments that launch (the session's, a terminal's, a Nix shell's or a sandbox's),
    /// and each kept one costs its index (about 1 MB for 3,000 applications), two descriptors
    /// and an inotify watch per folder; a script that calls with a fresh PATH every time
    /// must not grow the daemon without end.
    static let capacity = 4

    private var kept = RecentlyUsed<LaunchIndex.Sources, LaunchIndexer>(capacity: LaunchIndexes.capacity)
    /// Indexers let go while their scan ran: still polled until it lands, so a launcher that
    /// waits for it opens with it, then dropped.
    private var leaving: [LaunchIndexer] = []
    /// The daemon's own `LaunchEnvironment`, for requests that name none.
    private let own: [String: String]
    private var serials = 0
    private let logger: Logger

    init(environment: [String: String], logger: Logger) throws(DaemonError) {
        own = LaunchEnvironment.picked(from: environment)
        self.logger = logger
        _ = try indexer(for: nil)
    }

    /// What a launch request's environment lists from (nil: the daemon's own).
    func sources(for environment: [String: String]?) -> LaunchIndex.Sources {
        LaunchIndex.Sources(environment: environment ?? own)
    }

    /// The indexer for `environment`, started now (its first scan running) when none is kept;
    /// a new one reads the applications only when `applications` (the launcher lists them).
    func indexer(for environment: [String: String]?, applications: Bool = true) throws(DaemonError) -> LaunchIndexer {
        let key = sources(for: environment)
        if let kept = kept.use(key) { return kept }
        let made = try LaunchIndexer(sources: key, applications: applications)
        if let gone = kept.insert(made, for: key), gone.value.isBusy { leaving.append(gone.value) }
        logger.debug("launcher index: a new environment (\(kept.count) kept)")
        return made
    }

    /// Whether any index is being read (the daemon gives freed memory back once none is).
    var isBusy: Bool { kept.all.contains { $0.isBusy } || !leaving.isEmpty }

    var pollDescriptors: [pollfd] {
        let input = Int16(POLLIN)
        return kept.all.flatMap { [pollfd(fd: $0.resultFD, events: input, revents: 0), pollfd(fd: $0.watchFD, events: input, revents: 0)] }
            + leaving.map { pollfd(fd: $0.resultFD, events: input, revents: 0) }
    }

    func owns(_ fd: Int32) -> Bool {
        kept.all.contains { $0.resultFD == fd || $0.watchFD == fd } || leaving.contains { $0.resultFD == fd }
    }

    /// Serves a readable descriptor of theirs: a folder changed (a scan starts), or a scan
    /// finished, when its indexer is returned with the index numbered in `latest`.
    func service(_ fd: Int32) -> LaunchIndexer? {
        if let i = kept.all.first(where: { $0.watchFD == fd }) {
            i.changed()
            return nil
        }
        guard let i = kept.all.first(where: { $0.resultFD == fd }) ?? leaving.first(where: { $0.resultFD == fd }) else { return nil }
        serials += 1
        guard i.collect(serial: serials) != nil else { return nil }
        leaving.removeAll { $0 === i && !$0.isBusy }
        return i
    }
}
