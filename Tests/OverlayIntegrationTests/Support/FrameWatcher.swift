// FrameWatcher: grabs one rectangle of the screen over and over on its own thread and its own
// X connection, as a screen recorder would, and counts the frames in which part of it is black.
import Foundation

/// Watches `area` (root coordinates) on `display` from a thread of its own until `stop()`.
/// A frame is black when at least `minimumBlack` of the pixels `watched` picks out have every
/// channel at or under `darkest`: what an ARGB window's transparent pixels look like when no
/// compositor blends them.
final class FrameWatcher: @unchecked Sendable {
    struct Figures {
        var frames = 0
        var blackFrames = 0
        /// Most black pixels in one frame.
        var worstBlack = 0
        /// The colour at `probe` in the last frame.
        var lastProbe: RGB?
        /// Black frames and frames in each phase named by `phase(_:)`, in order.
        var phases: [(name: String, black: Int, frames: Int)] = []

        var summary: String { phases.map { "\($0.name) \($0.black)/\($0.frames)" }.joined(separator: ", ") }
    }

    let area: ShapeRectangle
    private let display: String
    private let watched: @Sendable (Int, Int) -> Bool
    private let probe: (x: Int, y: Int)
    private let darkest: UInt8
    private let minimumBlack: Int
    private let lock = NSCondition()
    private var figures = Figures()
    private var stopping = false
    private var finished = false
    private var failure: String?

    /// - Parameters:
    ///   - watched: whether a root-coordinate pixel counts (the shadow margin, not the text).
    ///   - probe: a pixel whose colour `figures` reports, to wait for a state to settle.
    init(display: String, area: ShapeRectangle, probe: (x: Int, y: Int), darkest: UInt8 = 8, minimumBlack: Int = 4,
         watched: @escaping @Sendable (Int, Int) -> Bool) {
        self.display = display
        self.area = area
        self.probe = probe
        self.darkest = darkest
        self.minimumBlack = minimumBlack
        self.watched = watched
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.start()
    }

    private func run() {
        defer { lock.lock(); finished = true; lock.broadcast(); lock.unlock() }
        let x: TestDisplay
        do { x = try TestDisplay(display) } catch { lock.lock(); failure = "\(error)"; lock.unlock(); return }
        let a = area
        while true {
            lock.lock()
            let stop = stopping
            lock.unlock()
            if stop { return }
            guard let shot = try? x.screenshot(x: a.x, y: a.y, width: a.width, height: a.height) else {
                lock.lock(); failure = "screenshot failed"; lock.unlock(); return
            }
            var black = 0
            for py in a.y..<(a.y + a.height) {
                for px in a.x..<(a.x + a.width) where watched(px, py) {
                    let p = shot.pixel(x: px, y: py)
                    if p.r <= darkest && p.g <= darkest && p.b <= darkest { black += 1 }
                }
            }
            lock.lock()
            figures.frames += 1
            if figures.phases.isEmpty { figures.phases.append(("start", 0, 0)) }
            figures.phases[figures.phases.count - 1].frames += 1
            if black >= minimumBlack {
                figures.blackFrames += 1
                figures.phases[figures.phases.count - 1].black += 1
            }
            figures.worstBlack = max(figures.worstBlack, black)
            figures.lastProbe = shot.pixel(x: probe.x, y: probe.y)
            lock.broadcast()
            lock.unlock()
        }
    }

    /// Counts the frames from now on under `name`.
    func phase(_ name: String) {
        lock.lock()
        figures.phases.append((name, 0, 0))
        lock.unlock()
    }

    /// The figures so far.
    var now: Figures {
        lock.lock()
        defer { lock.unlock() }
        return figures
    }

    /// Waits until `frames` more frames have been taken, the probe pixel satisfying `settled`
    /// in each of them; fails after `timeout` seconds.
    func waitForSettledFrames(_ frames: Int, timeout: TimeInterval = 10, _ describe: String,
                              settled: (RGB) -> Bool) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        lock.lock()
        defer { lock.unlock() }
        var run = 0
        var seen = figures.frames
        while run < frames {
            if let failure { throw HarnessError.x11("frame watcher: \(failure)") }
            guard lock.wait(until: deadline) else {
                throw HarnessError.timeout("\(describe): probe \(figures.lastProbe.map(\.description) ?? "none") after \(figures.frames) frames")
            }
            guard figures.frames > seen else { continue }
            seen = figures.frames
            run = figures.lastProbe.map(settled) == true ? run + 1 : 0
        }
    }

    /// Ends the thread and returns the figures.
    @discardableResult
    func stop() -> Figures {
        lock.lock()
        stopping = true
        while !finished { lock.wait() }
        defer { lock.unlock() }
        return figures
    }
}
