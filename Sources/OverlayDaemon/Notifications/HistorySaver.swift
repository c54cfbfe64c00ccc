// HistorySaver: when the persisted history is next written. A change asks for a write;
// writes are at least a second apart, due through the rooms' tick (the loop's deadline),
// never a sleep; `flush` writes what is pending at once (the daemon stopping).
import OverlayCore

final class HistorySaver: Room {
    /// The shortest time between two writes.
    static let intervalMs: Int64 = 1000

    /// Writes the file; nil while the history is not persisted.
    var write: (() -> Void)?
    private(set) var due: Instant?
    private var lastWrite: Instant?

    /// The history changed at `now`: a write becomes due, a second after the last one at the earliest.
    func changed(now: Instant) {
        guard write != nil, due == nil else { return }
        due = lastWrite.map { max(now, $0 + HistorySaver.intervalMs) } ?? now
    }

    /// Writes now what is pending.
    func flush() {
        guard due != nil else { return }
        due = nil
        write?()
    }

    func forget(_ id: OverlayID, now: Instant) -> [Effect] { [] }

    func tick(now: Instant) -> [Effect] {
        guard let d = due, d <= now else { return [] }
        due = nil
        lastWrite = now
        write?()
        return []
    }

    func nextDeadline(after now: Instant) -> Instant? { due }
}
