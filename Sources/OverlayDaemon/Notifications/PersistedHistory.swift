// PersistedHistory: the notification history kept across restarts (`history-persist`) in its
// file: read once when the service starts, written when `HistorySaver` says (at most once a
// second after a change), and only while the config says to persist. A file that cannot be read
// is moved aside and the history starts empty.
import Logging
import OverlayCore

final class PersistedHistory {
    let file: HistoryFile
    private let logger: Logger
    /// Where the saver's deadline is kept (`HistorySaver`, reached through the Controller) and the config read.
    private unowned let host: any NotificationHost
    /// Whether `history-persist` is on, as the config stands now (it may be reloaded).
    private var isOn: Bool { host.config.notifications.historyPersist }

    init(file: HistoryFile, logger: Logger, host: any NotificationHost) {
        self.file = file
        self.logger = logger
        self.host = host
    }

    /// Has the host's saver write `history()` when a write is due and, when persisting, reads the
    /// file into `queue`.
    func start(writing history: @escaping () -> [NotificationEntry], restoringInto queue: inout DesktopNotificationQueue,
               historyLength: Int) {
        host.persistHistory { [weak self] in self?.save(history()) }
        guard isOn else { return }
        restore(into: &queue, historyLength: historyLength, now: host.clock.now())
    }

    /// The history changed: a write becomes due (when persisting).
    func changed() {
        if isOn { host.historyChanged() }
    }

    /// The history read from the file into `queue`, its times moved to this run's clocks.
    private func restore(into queue: inout DesktopNotificationQueue, historyLength: Int, now: Instant) {
        let text: String?
        do throws(HistoryFile.Failure) { text = try file.read() } catch {
            logger.warning("history not read: \(error)")
            return
        }
        guard let text else { return }
        let wallNow = WallClock.milliseconds(), monoNow = MonotonicClock.microseconds()
        do throws(HistoryCodec.Damaged) {
            let (entries, dropped) = try HistoryCodec.decode(text) { wall in
                let ago = max(0, wallNow - wall)
                return (Instant(milliseconds: now.milliseconds - ago), monoNow - ago * 1000)
            }
            queue.restore(entries, historyLength: historyLength)
            logger.info("history: \(queue.history.count) notifications from \(file.path)")
            if dropped > 0 { logger.warning("history: \(dropped) damaged pictures left out (their notifications kept): \(file.path)") }
        } catch {
            let aside = file.moveAside()
            logger.warning("history file damaged, moved aside to \(aside ?? "nowhere (rename failed)"): \(file.path): \(error)")
        }
    }

    /// Writes `history` now (when persisting: the saver's deadline came, or the daemon stops).
    func save(_ history: [NotificationEntry]) {
        guard isOn else { return }
        do throws(HistoryFile.Failure) { try file.write(HistoryCodec.encode(history)) } catch {
            logger.warning("history not saved: \(error)")
        }
    }
}
