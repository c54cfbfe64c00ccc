// ZenityCommand: overlayctl linked as `zenity`. Reads the command line as zenity 3.44 does
// (`ZenityCommandLine`), refuses what zenity refuses with its words and status, draws the
// dialogs overlayd has (`ZenityPlan`) and hands the rest to the real zenity (`ZenityFallback`).
#if canImport(Glibc)
import Glibc
#endif
import OverlayClient
import OverlayCore
import OverlayProtocol
import OverlayZenity

enum ZenityCommand {
    static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
    static func status(_ exit: ZenityExit) -> Int32 { exit.status(environment) }

    static func run(_ argv: [String]) -> Never {
        // zenity's help is the real zenity's to print.
        if argv.contains(where: ZenityOptions.isHelp) { ZenityFallback.exec(argv, why: "--help") }
        let line: ZenityCommandLine
        do { line = try ZenityCommandLine.parse(argv) } catch {
            say(error.message, fd: 2)
            exit(255)
        }
        if line.dialog == .version { say("3.44.0"); exit(0) }
        if let refusal = line.dialogRefusal() {
            say(refusal.message, fd: 2)
            exit(status(.error))
        }
        let plan = ZenityPlan(line)
        do {
            switch plan {
            case .handOver(let why): ZenityFallback.exec(argv, why: why)
            case .notification: ZenityNotifier.run(line)
            case .message(let words, let answers): try message(words, answers)
            case .prompt(let spec):
                let values = ZenityPlan.comboValues(line).map { $0.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ") }
                let end = try PickSession.run(spec, input: values.isEmpty ? [] : Array((values.joined(separator: "\n") + "\n").utf8),
                                              runtimeDir: nil)
                guard case .picked(let choice) = end else { exit(status(ending(end))) }
                if choice.exitCode >= PickChoice.extraButton { extraButton(choice) }
                // password.c has no timeout answer: its timeout falls to the Escape branch, silent.
                if choice.exitCode == PickChoice.timedOut, line.dialog == .password { exit(status(.escape)) }
                // A user line comes first, a newline apart: password.c prints `user|pass`.
                say(spec.userLine != nil ? choice.text.replacingFirstNewline(with: "|") : choice.text)
                exit(status(choice.exitCode == PickChoice.timedOut ? .timeout : .ok))
            case .list(var spec, let cells):
                let table = ZenityList(line, cells: cells ?? ZenityList.cells(fromInput: PickCommand.readAll(0)))
                if spec.ticks != nil { spec.tickedRows = table.tickedRows }
                let end = try PickSession.run(spec, input: table.menuInput(editable: spec.editable), runtimeDir: nil)
                guard case .picked(let choice) = end else { exit(status(ending(end))) }
                if choice.exitCode >= PickChoice.extraButton { extraButton(choice) }
                // tree.c prints the selection on OK and on its timeout alike.
                let out = table.output(choice.rows, edited: spec.editable ? choice.text : nil)
                if !out.isEmpty { PickCommand.writeAll(Array(out.utf8)) }
                exit(status(choice.exitCode == PickChoice.timedOut ? .timeout : .ok))
            case .dialog(var dialog):
                let now = time(nil)
                var local = tm()
                localtime_r([now], &local)
                dialog.fillDate(today: CalendarDate(year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday)))
                DialogSession.run(dialog, runtimeDir: nil) { end in
                    switch end {
                    case .ok: status(.ok)
                    // text.c answers its Cancel button as Escape; the others (forms.c too) as Cancel.
                    case .cancel: status(dialog.kind == .text ? .escape : .cancel)
                    case .escape: status(.escape)
                    // progress.c and scale.c exit with ZENITY_TIMEOUT's own number; forms.c asks the environment.
                    case .timeout: dialog.kind == .forms ? status(.timeout) : 5
                    }
                }
            case .color(let words):
                // color.c's timeout falls to the Escape branch: no colour, exit 1.
                if let t = line.ints["timeout"], t > 0 { ZenityHangup.endAfter(seconds: t, status: status(.escape)) }
                try ask(words) { key in
                    say(ZenityColor.rgb(key) ?? key)
                    exit(status(.ok))
                }
            }
        } catch {
            say("zenity: \(error)", fd: 2)
            exit(status(.error))
        }
    }

    /// An extra button of a list, an entry or a password: its label is printed, not the
    /// selection or the text, and zenity exits as for Escape.
    static func extraButton(_ choice: PickChoice) -> Never {
        say(choice.text)
        exit(status(.escape))
    }

    /// How a pick that chose nothing ended: its Cancel button (gone by an action) or Escape.
    static func ending(_ end: PickSession.End) -> ZenityExit {
        if case .dismissed("action"?) = end { return .cancel }
        return .escape
    }

    /// A message dialog: the button's answer, or how the alert went.
    static func message(_ words: [String], _ answers: [String: ZenityAnswer]) throws -> Never {
        try ask(words) { key in
            switch answers[key] {
            case .ok?: exit(status(.ok))
            case .cancel?: exit(status(.cancel))
            case .extra(let label)?:
                say(label)
                exit(status(.escape))
            case nil: exit(status(.escape))
            }
        } timedOut: {
            // msg.c's timeout exits with ZENITY_TIMEOUT's own number, not the environment's.
            exit(5)
        }
    }

    /// Sends `words` (an alert or a colour picker) and waits for its `action` (`chosen` gets its
    /// key) or its end: a timeout calls `timedOut`, anything else exits as Escape does.
    static func ask(_ words: [String], chosen: (String) -> Never, timedOut: () -> Never = { exit(5) }) throws -> Never {
        let paths = RuntimePaths.client(runtimeDir: nil)
        let connection = try DaemonConnection(path: paths.socket)
        let watcher = try DaemonConnection.watching(path: paths.socket)
        // A signal that comes between the dialog showing and its dismissal line being ready waits,
        // so it cannot end this client and leave the dialog behind.
        var hangups = sigset_t(), before = sigset_t()
        sigemptyset(&hangups)
        for s in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&hangups, s) }
        sigprocmask(SIG_BLOCK, &hangups, &before)
        var reply = try JSONReader.parse(try connection.request(words: words, timeoutMs: 30_000))
        if reply["ok"]?.boolValue != true, let unattached = ZenityPlan.unattached(words) {
            reply = try JSONReader.parse(try connection.request(words: unattached, timeoutMs: 30_000))
        }
        guard reply["ok"]?.boolValue == true, let id = reply["id"]?.stringValue else {
            say("zenity: \(reply["error"]?.stringValue ?? "overlayd refused the dialog")", fd: 2)
            exit(status(.error))
        }
        ZenityHangup.dismissOnSignal(id: id, fifo: paths.fifo)
        sigprocmask(SIG_SETMASK, &before, nil)
        while true {
            guard let event = try? JSONReader.parse(try watcher.readLine()), event["id"]?.stringValue == id else { continue }
            switch event["event"]?.stringValue {
            case "action"?: chosen(event["key"]?.stringValue ?? "")
            case "dismissed"?:
                if event["reason"]?.stringValue == "timeout" { timedOut() }
                exit(status(.escape))
            default: continue
            }
        }
    }
}

extension String {
    /// The text with its first newline replaced (a two-line answer printed on one line).
    func replacingFirstNewline(with separator: String) -> String {
        guard let i = firstIndex(of: "\n") else { return self }
        return String(self[..<i]) + separator + String(self[index(after: i)...])
    }
}
