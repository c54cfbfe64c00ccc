// NotificationService+Persist: the history kept across restarts (`history-persist`): read once
// when the center starts, written through `HistorySaver` (at most once a second) after a
// change. A file that cannot be read is moved aside and the history starts empty.
import OverlayCore

extension NotificationService {
    /// Reads the file (when persisting) and hands the saver its writer.
    func startPersisting() {
        guard let file = historyFile else { return }
        host.historySaver.write = { [weak self] in self?.saveHistory() }
        guard host.config.notifications.historyPersist else { return }
        let text: String?
        do throws(HistoryFile.Failure) { text = try file.read() } catch {
            logger.warning("history not read: \(error)")
            return
        }
        guard let text else { return }
        let now = host.clock.now(), wallNow = WallClock.milliseconds(), monoNow = MonotonicClock.microseconds()
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

    /// The history changed: a write becomes due (when persisting).
    func historyChanged() {
        guard historyFile != nil, host.config.notifications.historyPersist else { return }
        host.historySaver.changed(now: host.clock.now())
    }

    /// Writes the history now (the saver's deadline came, or the daemon stops).
    func saveHistory() {
        guard let file = historyFile, host.config.notifications.historyPersist else { return }
        do throws(HistoryFile.Failure) { try file.write(HistoryCodec.encode(queue.history)) } catch {
            logger.warning("history not saved: \(error)")
        }
    }
}
