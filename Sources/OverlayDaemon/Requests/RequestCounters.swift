// RequestCounters: what arrived on each channel and what was refused, for `stats` (so a
// flood can be accounted for: every request answered, shown, queued or refused).
import OverlayProtocol

struct RequestCounters {
    enum Channel { case fifo, socket }
    private(set) var fifo = (received: 0, refused: 0)
    private(set) var socket = (received: 0, refused: 0)

    mutating func count(_ channel: Channel, ok: Bool) {
        switch channel {
        case .fifo: fifo.received += 1; if !ok { fifo.refused += 1 }
        case .socket: socket.received += 1; if !ok { socket.refused += 1 }
        }
    }

    var json: [(String, JSONValue)] {
        [("fifo", .object([("received", .int(fifo.received)), ("refused", .int(fifo.refused))])),
         ("socket", .object([("received", .int(socket.received)), ("refused", .int(socket.refused))]))]
    }
}
