// PersistedHistory: the notification history kept across restarts (`history-persist`) in its
// file: read once when the service starts, written when `HistorySaver` says (at most once a
// second after a change). A file that cannot be read is moved aside and the history starts empty.
import Logging
import OverlayCore

final class PersistedHistory {
    let file: HistoryFile
    private let logger: Logger

    init(file: HistoryFile, logger: Logger) {
        self.file = file
        self.logger = logger
    }

    /// The history read from the file into `queue`, its times moved to this run's clocks.
    func restore(into queue: inout DesktopNotificationQueue, historyLength: Int, now: Instant) {
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

    /// Writes `history` now.
    func save(_ history: [NotificationEntry]) {
        do throws(HistoryFile.Failure) { try file.write(HistoryCodec.encode(history)) } catch {
            logger.warning("history not saved: \(error)")
        }
    }
}
