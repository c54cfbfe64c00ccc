// PictureLoader: reads and decodes pictures on threads of its own, so that no file (a FIFO,
// a device, a huge file, a hung network mount) can hold up the event loop. Results come back
// through `OffLoopWork`, which wakes the loop polling `fileDescriptor`.
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore
import OverlaySystem

/// A picture wanted at one size: a path (or `file://` URI) or an icon-theme name.
public struct PictureKey: Hashable, Sendable {
    public var name: String
    /// The side of the square it is drawn into, in pixels.
    public var side: Int
    public init(name: String, side: Int) { self.name = name; self.side = max(1, min(side, 1024)) }
}

public final class PictureLoader: @unchecked Sendable {
    /// Readable when results are waiting (`takeResults`).
    public var fileDescriptor: Int32 { state.results.fileDescriptor }
    private let state: LoaderState

    /// `environment` gives the icon-theme folders (`XDG_DATA_HOME`, `XDG_DATA_DIRS`, `HOME`).
    public init(environment: [String: String]) throws(PictureError) {
        let results: OffLoopWork<LoadedPicture>
        do { results = try OffLoopWork() } catch { throw PictureError(error.description) }
        state = LoaderState(results: results, baseDirectories: IconThemeLookup.baseDirectories(environment: environment))
    }

    deinit {
        state.stop()
    }

    /// Queues a load; its result comes back through `takeResults`. `theme` is the icon theme
    /// to search for a name first.
    public func request(_ key: PictureKey, theme: String?) {
        state.enqueue(LoaderState.Job(key: key, theme: theme))
    }

    /// The results so far (drains the wake-up pipe).
    public func takeResults() -> [LoadedPicture] { state.results.take() }

    /// Blocks until a result is waiting (tests only: the daemon polls `fileDescriptor`).
    public func waitForResults() { state.results.wait() }

    /// How many loader threads there are (one, plus one for each that got stuck).
    public var threadCount: Int { state.threadCount }
}

/// A picture loaded, or why not.
public typealias LoadedPicture = (PictureKey, Result<PixelImage, PictureError>)

/// The queue and threads, shared under one mutex; the results go back through `results`.
private final class LoaderState: @unchecked Sendable {
    struct Job { var key: PictureKey; var theme: String? }

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let cond = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    let results: OffLoopWork<LoadedPicture>
    let baseDirectories: [String]
    private var jobs: [Job] = []
    /// When each thread started its current job (nil: idle), by thread number.
    private var busySince: [Double?] = []
    private var stopping = false
    /// Threads stuck past the timeout are left behind; at most this many are started.
    static let maxThreads = 4

    init(results: OffLoopWork<LoadedPicture>, baseDirectories: [String]) {
        self.results = results
        self.baseDirectories = baseDirectories
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(cond, nil)
    }

    deinit {
        pthread_cond_destroy(cond)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        cond.deallocate()
    }

    var threadCount: Int { locked { busySince.count } }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    func enqueue(_ job: Job) {
        let spawn: Int? = locked {
            jobs.append(job)
            pthread_cond_signal(cond)
            // A thread is free, or will be soon: nothing to start.
            let now = monotonicSeconds()
            let stuck = busySince.allSatisfy { $0.map { now - $0 > PictureFile.timeoutSeconds } ?? false }
            guard stuck, busySince.count < Self.maxThreads else { return nil }
            busySince.append(nil)
            return busySince.count - 1
        }
        if let n = spawn { start(thread: n) }
    }

    func stop() {
        locked {
            stopping = true
            pthread_cond_broadcast(cond)
        }
    }

    private func start(thread n: Int) {
        if !results.start({ self.work(thread: n) }) { _ = locked { busySince.removeLast() } }
    }

    /// One thread's life: take a job, do it, post the result, until stopped.
    private func work(thread n: Int) {
        let lookup = IconThemeLookup(baseDirectories: baseDirectories, files: SystemIconFiles())
        while true {
            pthread_mutex_lock(mutex)
            while jobs.isEmpty && !stopping { pthread_cond_wait(cond, mutex) }
            if stopping {
                pthread_mutex_unlock(mutex)
                return
            }
            let job = jobs.removeFirst()
            busySince[n] = monotonicSeconds()
            pthread_mutex_unlock(mutex)
            let result = Self.load(job, lookup: lookup)
            locked { busySince[n] = nil }
            results.hand((job.key, result))
        }
    }

    static func load(_ job: Job, lookup: IconThemeLookup) -> Result<PixelImage, PictureError> {
        let name = job.key.name
        let path: String
        if name.hasPrefix("file://") {
            path = String(name.dropFirst(7))
        } else if name.contains("/") {
            path = name
        } else {
            guard let found = lookup.find(name, size: job.key.side, theme: job.theme) else {
                return .failure(PictureError("no such icon in the theme \(job.theme ?? "hicolor"), hicolor or pixmaps"))
            }
            path = found
        }
        return PictureFile.read(path).flatMap { PictureDecoder.decode($0, name: path, side: job.key.side) }
    }
}

/// The real file system for icon-theme lookup (on a loader thread: it may wait).
struct SystemIconFiles: IconThemeFiles {
    func contents(of path: String) -> String? {
        guard case .success(let bytes) = PictureFile.read(path, limit: 1 << 20) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFREG
    }
}
