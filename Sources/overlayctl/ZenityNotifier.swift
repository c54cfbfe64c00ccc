// ZenityNotifier: `zenity --notification` sent as zenity 3.44 sends it, through libnotify's calls
// on the session bus (GetServerInformation, then Notify), whichever notification server answers:
// overlayd's own or another. Exits 0 once the server took it, 1 when none did; --timeout waits
// for the default action (0) or the end (5); --listen shows one per `message:` line of stdin.
#if canImport(Glibc)
import Glibc
#endif
import OverlayClient
import OverlayZenity

enum ZenityNotifier {
    static let path = "/org/freedesktop/Notifications", interface = "org.freedesktop.Notifications"

    static func run(_ line: ZenityCommandLine) -> Never {
        if line.has("listen") { listen() }
        // notification.c exits 1 with no text, and with an empty one after saying so.
        guard line.text != nil else { exit(1) }
        guard let notification = ZenityNotification.single(line) else {
            say("Could not parse message", fd: 2)
            exit(1)
        }
        for complaint in ZenityNotification.hints(line.lists["hint"] ?? []).complaints { say(complaint, fd: 2) }
        var sender = Sender()
        guard let (bus, id) = sender.show(notification) else { exit(1) }
        // With --timeout zenity waits in its main loop: a click (the default action) ends it with OK.
        if let seconds = line.ints["timeout"], seconds > 0 {
            var remaining = Int64(seconds) * 1000
            var start = timespec()
            clock_gettime(CLOCK_MONOTONIC, &start)
            while remaining > 0 {
                let signal = try? bus.nextSignal(timeoutMs: Int32(clamping: remaining))
                if let s = signal, s.member == "ActionInvoked", s.body.first?.uint32Value == id, s.body.dropFirst().first?.text == "default" {
                    _ = try? bus.call(.call(destination: interface, path: path, interface: interface, member: "CloseNotification",
                                            body: [.uint32(id)]))
                    exit(ZenityCommand.status(.ok))
                }
                var now = timespec()
                clock_gettime(CLOCK_MONOTONIC, &now)
                remaining = Int64(seconds) * 1000 - (Int64(now.tv_sec - start.tv_sec) * 1000 + Int64(now.tv_nsec - start.tv_nsec) / 1_000_000)
            }
            exit(5)
        }
        exit(0)
    }

    /// --listen: each line of stdin a command; zenity 3.44 stays once stdin ends (it waits in its
    /// main loop for ever, its --timeout never armed), and so does this.
    static func listen() -> Never {
        var sender = Sender()
        var icon: String?
        var hints: [(name: String, value: ZenityHint)] = []
        var input = LineSplitter()
        // A last line with no newline is not taken as a command.
        while let lines = input.read(from: 0) {
            for text in lines {
                switch ZenityListenCommand(text) {
                case .icon(let name): icon = name
                case .hints(let pairs):
                    let read = ZenityNotification.hints(pairs)
                    hints = read.hints
                    for complaint in read.complaints { say(complaint, fd: 2) }
                case .show(let message):
                    guard let n = ZenityNotification.notify(text: message, icon: icon, actions: [], hints: hints) else {
                        say("Could not parse message", fd: 2)
                        continue
                    }
                    _ = sender.show(n)
                case .ignored: break
                case .complaint(let why): say(why, fd: 2)
                }
            }
        }
        while true { pause() }
    }

    /// The bus connection, made at the first notification as libnotify makes it.
    struct Sender {
        var bus: BusConnection?

        /// Sends `n`; the bus and the server's id for it, or nil (and zenity's warning) when no server took it.
        mutating func show(_ n: ZenityNotify) -> (BusConnection, UInt32)? {
            do throws(BusError) {
                let bus: BusConnection
                if let made = self.bus { bus = made } else { bus = try connect() }
                self.bus = bus
                let hints = n.hints.map { WireValue.entry(.string($0.name), .variant(Self.wire($0.value))) }
                    + [.entry(.string("sender-pid"), .variant(.int64(Int64(getpid()))))]
                let reply = try bus.call(.call(destination: interface, path: path, interface: interface, member: "Notify", body: [
                    .string(ZenityNotify.appName), .uint32(0), .string(n.icon), .string(n.summary), .string(n.body),
                    .array(element: "s", n.actions.map(WireValue.string)), .array(element: "{sv}", hints), .int32(-1),
                ]))
                return (bus, reply.body.first?.uint32Value ?? 0)
            } catch {
                say("\n(zenity:\(getpid())): Zenity-WARNING **: Error showing notification: \(error)", fd: 2)
                return nil
            }
        }

        /// The connection, with libnotify's match for the server's signals and its version check.
        func connect() throws(BusError) -> BusConnection {
            guard let address = BusConnection.sessionAddress(ZenityCommand.environment) else {
                throw .noBus("Cannot autolaunch D-Bus without X11 $DISPLAY")
            }
            let bus = try BusConnection(address: address)
            _ = try bus.call(.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                                   member: "AddMatch", body: [.string("type='signal',sender='\(interface)',interface='\(interface)',path='\(path)'")]))
            _ = try bus.call(.call(destination: interface, path: path, interface: interface, member: "GetServerInformation"))
            return bus
        }

        static func wire(_ hint: ZenityHint) -> WireValue {
            switch hint {
            case .bool(let v): .bool(v)
            case .string(let v): .string(v)
            case .int32(let v): .int32(v)
            case .byte(let v): .byte(v)
            case .int64(let v): .int64(v)
            }
        }
    }
}
