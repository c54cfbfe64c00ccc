// DialogSession: a dialog's client (`overlayctl dialog`, zenity's --progress, --scale and
// --text-info): opens it, feeds a progress from stdin line by line and a text from stdin or its
// file (`dialog-update`), prints what the dialog answers
// and exits as zenity does. The connection that opened it owns it: when this process goes, the
// daemon closes the dialog.
#if canImport(Glibc)
import Glibc
#endif
import OverlayClient
import OverlayCore
import OverlayProtocol
import OverlayZenity

enum DialogSession {
    /// How it ended, for the caller's exit status.
    /// How it ended: OK, the Cancel button, Escape (or a click outside, or the dialog gone), the timeout.
    enum End { case ok, cancel, escape, timeout }

    /// A date as C's strftime writes it in the caller's locale (zenity's --date-format; `%x` is D_FMT).
    static func strftime(_ format: String, _ date: CalendarDate) -> String {
        setlocale(LC_ALL, "")
        var t = tm()
        t.tm_year = Int32(date.year - 1900)
        t.tm_mon = Int32(date.month - 1)
        t.tm_mday = Int32(date.day)
        t.tm_wday = Int32(date.weekday)
        t.tm_yday = Int32(date.dayNumber - CalendarDate(year: date.year, month: 1, day: 1).dayNumber)
        t.tm_isdst = -1
        var buffer = [CChar](repeating: 0, count: 512)
        let n = Glibc.strftime(&buffer, buffer.count, format, &t)
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func run(_ plan: ZenityDialogPlan, runtimeDir: String?, status: @escaping (End) -> Int32) -> Never {
        let paths = RuntimePaths.client(runtimeDir: runtimeDir)
        do {
            let connection = try DaemonConnection(path: paths.socket)
            let watcher = try DaemonConnection.watching(path: paths.socket)
            var reply = try JSONReader.parse(try connection.request(words: plan.words, timeoutMs: 30_000))
            // A window --attach names that is not there: zenity opens the dialog where it would without one.
            if reply["ok"]?.boolValue != true, let unattached = ZenityPlan.unattached(plan.words) {
                reply = try JSONReader.parse(try connection.request(words: unattached, timeoutMs: 30_000))
            }
            guard reply["ok"]?.boolValue == true, let id = reply["id"]?.stringValue else {
                say("overlayctl: \(reply["error"]?.stringValue ?? "overlayd refused the dialog")", fd: 2)
                exit(status(.cancel) == 0 ? 1 : 255)
            }
            var session = Loop(plan: plan, id: id, connection: connection, watcher: watcher, status: status)
            session.run()
        } catch {
            say("overlayctl: \(error)", fd: 2)
            exit(255)
        }
    }

    struct Loop {
        let plan: ZenityDialogPlan
        let id: String
        let connection: DaemonConnection
        let watcher: DaemonConnection
        let status: (End) -> Int32
        /// The scale's value as last reported (a timeout prints it).
        var value: String?
        /// Whether stdin still has lines for a progress.
        var reading: Bool
        /// Stdin's lines (a progress's commands, a text's lines).
        var input = LineSplitter()
        /// When --time-remaining's clock started (seconds, as progress.c's time(NULL)).
        var started: Int?

        init(plan: ZenityDialogPlan, id: String, connection: DaemonConnection, watcher: DaemonConnection, status: @escaping (End) -> Int32) {
            self.plan = plan; self.id = id; self.connection = connection; self.watcher = watcher; self.status = status
            reading = plan.kind == .progress || (plan.kind == .text && plan.filename == nil)
            if plan.kind == .text, let file = plan.filename { sendFile(file) }
        }

        /// A text dialog's --filename, sent whole lines at a time (text.c shows a file it cannot read as empty).
        func sendFile(_ path: String) {
            let fd = open(path, O_RDONLY)
            guard fd >= 0 else { return }
            defer { close(fd) }
            var file = LineSplitter()
            while let lines = file.read(from: fd, chunkSize: 16384) { append(lines) }
            if let last = file.finish() { send(["--append", last]) }
        }

        mutating func run() -> Never {
            while true {
                // Every event already read, then wait for more events or input.
                while let line = try? watcher.readLine(timeoutMs: 0) { handle(event: line) }
                var fds = [pollfd(fd: watcher.fileDescriptor, events: Int16(POLLIN), revents: 0)]
                if reading { fds.append(pollfd(fd: 0, events: Int16(POLLIN), revents: 0)) }
                let r = poll(&fds, nfds_t(fds.count), -1)
                if r < 0 { if errno == EINTR { continue }; exit(255) }
                if fds[0].revents != 0 {
                    do { handle(event: try watcher.readLine()) } catch { exit(status(.escape)) }
                }
                if reading, fds.count > 1, fds[1].revents != 0 { readInput() }
            }
        }

        mutating func handle(event text: String) {
            guard let event = try? JSONReader.parse(text), event["id"]?.stringValue == id else { return }
            switch event["event"]?.stringValue {
            case "dialog"?:
                let v = event["value"]?.stringValue ?? ""
                value = v
                guard let button = event["button"]?.stringValue else {
                    if plan.printPartial { say(v) }
                    return
                }
                // A form's own timeout: its fields as they stood.
                if button == "timeout" {
                    say(plan.printed(v, strftime: DialogSession.strftime))
                    exit(status(.timeout))
                }
                if button == "ok" {
                    if plan.printsValue { say(plan.printed(v, strftime: DialogSession.strftime)) }
                    if plan.printsText { PickCommand.writeAll(Array(v.utf8)) }
                    exit(status(.ok))
                }
                if button == "escape" { exit(status(.escape)) }
                if let n = plan.extraButtons.indices.first(where: { DialogSpec.extraKey($0) == button }) {
                    say(plan.extraButtons[n])
                    exit(status(.escape))
                }
                // --auto-kill: Cancel (not Escape) ends the calling shell too, as zenity's SIGHUP to its parent does.
                if plan.autoKill { kill(getppid(), SIGHUP) }
                exit(status(.cancel))
            case "dismissed"?:
                if event["reason"]?.stringValue == "timeout" {
                    if plan.printsValue { say(plan.printed(value ?? initialValue, strftime: DialogSession.strftime)) }
                    exit(status(.timeout))
                }
                exit(status(.escape))
            default: return
            }
        }

        /// The value as the request gave it (a scale's number, a calendar's date).
        var initialValue: String {
            guard let i = plan.words.lastIndex(where: { $0 == "--value" || $0 == "--date" }), i + 1 < plan.words.count else { return "0" }
            return plan.words[i + 1]
        }

        /// Reads what stdin has; each whole line becomes an update.
        mutating func readInput() {
            guard let lines = input.read(from: 0) else {
                reading = false
                let last = input.finish()
                if plan.kind == .text {
                    if let last { send(["--append", last]) }
                    return
                }
                if let last { line(last) }
                send(["--finished"])
                if plan.autoClose { exit(status(.ok)) }
                return
            }
            // A text takes whole lines as they come (never half a character).
            if plan.kind == .text { return append(lines) }
            for text in lines { line(text) }
        }

        mutating func line(_ text: String) {
            switch ZenityDialogPlan.read(text) {
            case .text(let t): send(["--text", t])
            case .pulsate(let on): send(["--pulsate", on ? "on" : "off"])
            case .percentage(let p):
                var words = ["--value", "\(p)"]
                if plan.timeRemaining {
                    let now = time(nil)
                    // progress.c starts its clock at the first line, and again at 0 and 100.
                    let text = started.flatMap { ZenityDialogPlan.remaining(percentage: p, elapsed: now - $0) }
                    if text == nil { started = now }
                    words += ["--detail", text ?? ""]
                }
                send(words)
                if p >= 100, plan.autoClose { exit(status(.ok)) }
            case .ignored: return
            }
        }

        /// Sends a text's whole lines that one read completed, in one update.
        func append(_ lines: [String]) {
            guard !lines.isEmpty else { return }
            send(["--append", lines.map { $0 + "\n" }.joined()])
        }

        func send(_ words: [String]) {
            guard let reply = try? connection.request(words: ["dialog-update", id] + words, timeoutMs: 30_000) else { exit(status(.escape)) }
            // A dialog already gone: its event says how, on the watcher.
            _ = reply
        }
    }
}
