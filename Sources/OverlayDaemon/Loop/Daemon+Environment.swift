// Daemon+Environment: the process environment as a dictionary, and a D-Bus address as sd-bus
// takes it when the daemon connects again.
#if canImport(Glibc)
import Glibc
#endif
import OverlayProcess

extension Daemon {
    /// A D-Bus address without its `guid=` keys (`unix:path=/run/user/1000/bus,guid=…`
    /// names one run of the bus; sd-bus refuses a server with another guid).
    static func withoutGUID(_ address: String) -> String {
        address.split(separator: ";", omittingEmptySubsequences: false).map { transport in
            guard let colon = transport.firstIndex(of: ":") else { return String(transport) }
            let keys = transport[transport.index(after: colon)...].split(separator: ",").filter { !$0.hasPrefix("guid=") }
            return transport[...colon] + keys.joined(separator: ",")
        }.joined(separator: ";")
    }

    static func environment() -> [String: String] { ProcessEnvironment.current() }
}
