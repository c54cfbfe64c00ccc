// OffLoopWork: work run on detached threads of its own (the launcher's scans, pictures read and
// decoded), so no file system can hold up the poll loop, and its results handed back to that
// loop: kept under a lock, with a byte written to a pipe the loop polls to wake it.
#if canImport(Glibc)
import Glibc
#endif

public final class OffLoopWork<Output>: @unchecked Sendable {
    /// Why the pipe could not be made: the call and the system's reason.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Readable when results are waiting (`take`): the loop polls it.
    public let fileDescriptor: Int32
    private let wakeFD: Int32
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var outputs: [Output] = []

    public init() throws(Failure) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw Failure(description: "pipe: \(String(cString: strerror(errno)))") }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        (fileDescriptor, wakeFD) = (fds[0], fds[1])
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        close(fileDescriptor)
        close(wakeFD)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` on a detached thread; false when the system would start no thread, and the
    /// caller decides between running it here and not at all.
    public func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, context)
        guard made == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Hands `output` to the loop and wakes it (from any thread).
    public func hand(_ output: Output) {
        pthread_mutex_lock(mutex)
        outputs.append(output)
        pthread_mutex_unlock(mutex)
        var one: UInt8 = 1
        _ = write(wakeFD, &one, 1)
    }

    /// What was handed back since the last call, oldest first; empties the pipe (on the loop).
    public func take() -> [Output] {
        var sink = [UInt8](repeating: 0, count: 64)
        while sink.withUnsafeMutableBytes({ read(fileDescriptor, $0.baseAddress, $0.count) }) > 0 {}
        pthread_mutex_lock(mutex)
        let taken = outputs
        outputs.removeAll()
        pthread_mutex_unlock(mutex)
        return taken
    }

    /// Blocks until a result is waiting (tests and tools: the daemon polls `fileDescriptor`).
    public func wait() {
        var p = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&p, 1, -1)
    }
}

/// A thread's work, retained across `pthread_create` until the thread takes it.
private final class Body {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
