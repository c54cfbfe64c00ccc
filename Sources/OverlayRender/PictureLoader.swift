// PictureLoader: reads and decodes pictures on threads of its own, so that no file (a FIFO,
// a device, a huge file, a hung network mount) can hold up the event loop. Results wait in
// a list; a byte written to a pipe wakes the loop, which polls `fileDescriptor`.
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore

/// A picture wanted at one size: a path (or `file://` URI) or an icon-theme name.
public struct PictureKey: Hashable, Sendable {
    public var name: String
    /// The side of the square it is drawn into, in pixels.
    public var side: Int
    public init(name: String, side: Int) { self.name = name; self.side = max(1, min(side, 1024)) }
}

public final class PictureLoader: @unchecked Sendable {
    /// Readable when results are waiting (`takeResults`).
    public let fileDescriptor: Int32
    private let state: LoaderState

    /// `environment` gives the icon-theme folders (`XDG_DATA_HOME`, `XDG_DATA_DIRS`, `HOME`).
    public init(environment: [String: String]) throws(PictureError) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw PictureError("pipe: \(String(cString: strerror(errno)))") }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        fileDescriptor = fds[0]
        state = LoaderState(wakeFD: fds[1], baseDirectories: IconThemeLookup.baseDirectories(environment: environment))
    }

    deinit {
        state.stop()
        close(fileDescriptor)
    }

    /// Queues a load; its result comes back through `takeResults`. `theme` is the icon theme
    /// to search for a name first.
    public func request(_ key: PictureKey, theme: String?) {
        state.enqueue(LoaderState.Job(key: key, theme: theme))
    }

    /// The results so far (drains the wake-up pipe).
    public func takeResults() -> [(PictureKey, Result<PixelImage, PictureError>)] {
        var sink = [UInt8](repeating: 0, count: 64)
        while sink.withUnsafeMutableBytes({ read(fileDescriptor, $0.baseAddress, $0.count) }) > 0 {}
        return state.takeResults()
    }

    /// Blocks until a result is waiting (tests only: the daemon polls `fileDescriptor`).
    public func waitForResults() {
        var p = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&p, 1, -1)
    }

    /// How many loader threads there are (one, plus one for each that got stuck).
    public var threadCount: Int { state.threadCount }
}

/// The queue, results and threads, shared under one mutex.
private final class LoaderState: @unchecked Sendable {
    struct Job { var key: PictureKey; var theme: String? }

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let cond = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let wakeFD: Int32
    let baseDirectories: [String]
    private var jobs: [Job] = []
    private var results: [(PictureKey, Result<PixelImage, PictureError>)] = []
    /// When each thread started its current job (nil: idle), by thread number.
    private var busySince: [Double?] = []
    private var stopping = false
    /// Threads stuck past the timeout are left behind; at most this many are started.
    static let maxThreads = 4

    init(wakeFD: Int32, baseDirectories: [String]) {
        self.wakeFD = wakeFD
        self.baseDirectories = baseDirectories
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(cond, nil)
    }

    deinit {
        close(wakeFD)
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

    func takeResults() -> [(PictureKey, Result<PixelImage, PictureError>)] {
        locked {
            defer { results.removeAll() }
            return results
        }
    }

    func stop() {
        locked {
            stopping = true
            pthread_cond_broadcast(cond)
        }
    }

    private func start(thread n: Int) {
        let context = Unmanaged.passRetained(WorkerContext(state: self, number: n)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            let context = Unmanaged<WorkerContext>.fromOpaque(raw).takeRetainedValue()
            context.state.work(thread: context.number)
            return nil
        }, context)
        if made == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<WorkerContext>.fromOpaque(context).release()
            _ = locked { busySince.removeLast() }
        }
    }

    /// One thread's life: take a job, do it, post the result, until stopped.
    fileprivate func work(thread n: Int) {
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
            locked {
                results.append((job.key, result))
                busySince[n] = nil
            }
            var one: UInt8 = 1
            _ = write(wakeFD, &one, 1)
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

private final class WorkerContext {
    let state: LoaderState
    let number: Int
    init(state: LoaderState, number: Int) { self.state = state; self.number = number }
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
