// LaunchIndexer: keeps one environment's launcher index warm. It scans on a thread of its own (at start
// and after a change), hands the result back to the poll loop (`OffLoopWork`, as the
// PictureLoader does), and follows the folders it read with inotify, so a new .desktop file
// or program is listed at the next open. A scan hands PATH's programs over as soon as they are
// read, then the applications: a launcher asked for while a scan runs waits for what its mode lists.
#if canImport(Glibc)
import Glibc
#endif
import CLinux
import OverlayCore
import OverlaySystem

final class LaunchIndexer: @unchecked Sendable {
    /// Readable when a scan finished (`collect`).
    var resultFD: Int32 { scans.fileDescriptor }
    /// inotify: readable when a watched folder changed (`changed`).
    let watchFD: Int32
    /// The scans' thread and what they hand back: PATH's half, then the whole index.
    private let scans: OffLoopWork<LaunchIndex>
    /// What it reads: the key it is kept by.
    let sources: LaunchIndex.Sources
    /// A scan is running; `again`: a change came during it, so another follows.
    private(set) var scanning = false
    /// The running scan's programs are in `latest` already (its applications are still being read).
    private(set) var programsRead = false
    /// Whether the running scan reads the applications (`readsApplications` when it started).
    private var reading = false
    private var again = false
    private var watches: [Int32: String] = [:]

    /// The last scan taken in (`collect`); nil until the first one finished.
    private(set) var latest: LaunchIndex?
    /// Scans finished while a launcher waited for a newer one (it stops waiting after three).
    var scansWaited = 0

    /// How a scan reads: it hands `deliver` PATH's programs, then, when asked to read the
    /// applications, the whole index (`disk`; the tests hand in one they hold between the halves).
    typealias Reader = @Sendable (LaunchIndex.Sources, _ applications: Bool, _ deliver: (LaunchIndex) -> Void) -> Void
    private let reader: Reader
    /// Whether its scans read the applications: not until a launcher that lists them (drun) asks,
    /// so an environment only run is opened in reads no desktop file, as rofi's run reads none.
    private(set) var readsApplications: Bool

    /// The disk's: PATH's programs handed over at once, then the applications read in.
    static let disk: Reader = { sources, applications, deliver in
        var index = LaunchIndex.programs(of: sources)
        deliver(index)
        guard applications else { return }
        index.readApplications(sources)
        deliver(index)
    }

    init(sources: LaunchIndex.Sources, applications: Bool = true, reader: @escaping Reader = LaunchIndexer.disk) throws(DaemonError) {
        self.reader = reader
        readsApplications = applications
        do { scans = try OffLoopWork() } catch { throw .setup(error.description) }
        let w = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard w >= 0 else { throw .system("inotify_init1", errno) }
        watchFD = w
        self.sources = sources
        // The top folders are watched before the first scan reads them: nothing written
        // meanwhile is missed. Subfolders are added once a scan found them.
        watch(sources.applicationFolders + sources.path)
        start()
    }

    deinit {
        close(watchFD)
    }

    /// Whether a launcher opened now would see an index older than the disk.
    var isBusy: Bool { scanning }

    /// Whether a launcher of `spec` must wait for the running scan: drun for its applications,
    /// run for PATH's programs (handed over first), window for nothing.
    /// A launcher listing applications in an environment read without them starts their reading.
    func holds(_ spec: LaunchSpec) -> Bool {
        if spec.listsApplications, !readsApplications {
            readsApplications = true
            if !scanning { start() } else { again = true }
            return true
        }
        guard scanning else { return false }
        if spec.listsApplications { return true }
        return spec.listsPrograms && !programsRead
    }

    /// Drains inotify; a change starts a scan (or queues one after the running scan).
    func changed() {
        var buffer = [UInt8](repeating: 0, count: 8192)
        var any = false
        while buffer.withUnsafeMutableBytes({ read(watchFD, $0.baseAddress, $0.count) }) > 0 { any = true }
        guard any else { return }
        if scanning { again = true } else { start() }
    }

    /// The finished scan, if one is waiting, numbered `serial`; its new folders are watched from now on.
    func collect(serial: Int) -> LaunchIndex? {
        // Only the newest counts: PATH's half handed over just before the whole index is in it.
        guard var done = scans.take().last else { return nil }
        done.serial = serial
        guard done.applicationsRead || !reading else {
            // PATH's half: the last scan's applications stand until this one's are read.
            if let old = latest {
                (done.apps, done.filesRead, done.applicationsMicros) = (old.apps, old.filesRead, old.applicationsMicros)
                done.applicationsRead = old.applicationsRead
            }
            latest = done
            programsRead = true
            return done
        }
        latest = done
        scanning = false
        programsRead = false
        watch(done.folders)
        if again {
            again = false
            start()
        }
        return done
    }

    private func watch(_ folders: [String]) {
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_ATTRIB
                          | IN_DELETE_SELF | IN_MOVE_SELF)
        for f in folders where !watches.values.contains(f) {
            let wd = inotify_add_watch(watchFD, f, mask)
            if wd >= 0 { watches[wd] = f }
        }
    }

    private func start() {
        scanning = true
        programsRead = false
        reading = readsApplications
        let (reader, sources, applications, scans) = (reader, sources, reading, scans)
        let scan: @Sendable () -> Void = { reader(sources, applications, scans.hand) }
        // No thread: scan here rather than never list anything.
        if !scans.start(scan) { scan() }
    }
}
