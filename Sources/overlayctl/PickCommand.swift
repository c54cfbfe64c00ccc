// PickCommand: overlayctl as `dmenu` (argv[0] or `overlayctl dmenu`), as `rofi -dmenu`
// (argv[0] or `overlayctl rofi -dmenu`), and `overlayctl prompt`. Reads the rows, streams
// them to the daemon after a `pick` request, and prints the answer from its own copy of
// the rows, so what comes out is byte for byte what went in.
#if canImport(Glibc)
import Glibc
#endif
import OverlayClient
import OverlayCore
import OverlayProtocol
import OverlayRegex

enum PickCommand {
    enum Mode { case dmenu, rofi, prompt }

    /// The pick mode `overlayctl MODE …` asks for, and the arguments after it.
    static func subcommand(_ args: [String]) -> (Mode, [String])? {
        let modes: [String: Mode] = ["dmenu": .dmenu, "rofi": .rofi, "prompt": .prompt]
        guard let first = args.first, let mode = modes[first] else { return nil }
        return (mode, Array(args.dropFirst()))
    }

    static func run(_ mode: Mode, _ args: [String], runtimeDir: String?) -> Never {
        let inv: PickInvocation
        // Linked as rofi, the menu is drawn with the user's theme, else rofi's default theme.
        var theme: ClientTheme?
        do {
            switch mode {
            case .dmenu: inv = try DmenuFlags.parse(args)
            case .rofi:
                // config.rasi, the theme and key bindings first: rofi stops on them before anything else.
                let (startup, themedArgs) = RofiTheming.start(args, dmenu: args.contains("-dmenu"), runtimeDir: runtimeDir)
                // -show MODE without -dmenu is rofi's launcher.
                theme = ClientTheme(startup)
                if !args.contains("-dmenu"), args.contains("-show") {
                    Launcher.runRofi(themedArgs, theme: theme, keyBindings: startup.pickKeyBindings, runtimeDir: runtimeDir)
                }
                guard args.contains("-dmenu") else { fail("rofi: give -dmenu or -show drun|run|window|windowcd", code: 1) }
                var parsed = try RofiFlags.parse(themedArgs)
                RofiTheming.apply(startup, to: &parsed, arguments: args)
                inv = parsed
            case .prompt: inv = try promptInvocation(args)
            }
        } catch {
            fail(error.message, code: mode == .prompt ? 2 : 1)
        }
        for w in inv.warnings { say(w, fd: 2) }
        if let text = inv.immediate { say(text); exit(0) }

        var spec = inv.spec
        var input: [UInt8] = []
        if mode != .prompt {
            if let path = inv.inputFile {
                let fd = open(path, O_RDONLY)
                guard fd >= 0 else { fail("rofi: cannot read \(path): \(String(cString: strerror(errno)))", code: 1) }
                input = readAll(fd)
                close(fd)
            } else {
                input = readAll(0)
            }
        }
        let rows = PickRows(bytes: input, separator: spec.separator)
        if let a = inv.activeRows { spec.activeRows = RofiFlags.rows(a, count: rows.count) }
        if let u = inv.urgentRows { spec.urgentRows = RofiFlags.rows(u, count: rows.count) }
        if inv.dump {
            var m = PickModel(rows: rows, spec: spec, patterns: PCRE2PatternCompiler())
            m.refilter()
            var out: [UInt8] = []
            for i in m.order { out += rows.text(Int(i)) + [10] }
            writeAll(out)
            exit(0)
        }

        do {
            let end = try PickSession.run(spec, input: input, runtimeDir: runtimeDir, theme: theme) { choice in
                writeAll(PickPrinter.output(choice, rows: rows, format: inv.output))
            }
            switch end {
            case .picked(let choice):
                writeAll(PickPrinter.output(choice, rows: rows, format: inv.output))
                exit(choice.exitCode)
            case .dismissed("grab-failed"?):
                fail("\(mode == .dmenu ? "dmenu" : "overlayctl"): cannot grab keyboard (another program holds it)", code: 1)
            case .dismissed("replaced"?):
                fail("overlayctl: another menu replaced this one", code: 1)
            case .dismissed:
                exit(1)
            }
        } catch {
            fail("overlayctl: \(error)", code: 1)
        }
    }

    /// `prompt --title T [--text X] [--default V] [--password]`.
    static func promptInvocation(_ args: [String]) throws(UsageError) -> PickInvocation {
        var inv = PickInvocation()
        inv.spec.flavor = .prompt
        inv.spec.centered = true
        var words = ArgvReader(args)
        func value(_ name: String) throws(UsageError) -> String {
            try words.value(or: UsageError("prompt: \(name): missing value"))
        }
        while let a = words.next() {
            switch a {
            case "--title": inv.spec.title = try value(a)
            case "--text": inv.spec.message = try value(a)
            case "--default": inv.spec.initialText = try value(a)
            case "--password": inv.spec.password = true
            case "--prompt": inv.spec.prompt = try value(a)
            default: throw UsageError("usage: overlayctl prompt --title T [--text X] [--default V] [--password]")
            }
        }
        guard inv.spec.title != nil else { throw UsageError("prompt: --title is required") }
        return inv
    }

    static func readAll(_ fd: Int32) -> [UInt8] {
        var input: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            input += chunk[..<n]
        }
        return input
    }

    static func writeAll(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            offset += n
        }
    }

    static func fail(_ message: String, code: Int32) -> Never {
        say(message, fd: 2)
        exit(code)
    }
}
