// Daemon+Clients: the socket's clients: accepted (the same user only), read a turn at a time
// (a pick's rows after its request line, a megabyte a turn at most), and dropped once they hang
// up, closing the menus they held so no grab outlives its client.
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore
import OverlayProtocol

extension Daemon {
    /// Drops closed clients; a menu whose client died is closed, so no grab outlives it.
    func closeClientsThatWent() {
        for (fd, c) in clients where c.closed {
            for id in c.menus {
                _ = controller.handle(.dismiss(.id(id)), now: clock.now())
            }
            clients[fd] = nil
        }
    }

    func acceptClients() {
        while true {
            let fd = accept(runtime.socketFD, nil, nil)
            guard fd >= 0 else { return }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            let c = ClientConnection(fd: fd)
            if let uid = c.peerUID, uid != getuid() {
                logger.warning("refused a client of another user: uid \(uid)")
                continue
            }
            clients[fd] = c
        }
    }

    func readClient(_ c: ClientConnection) {
        guard !c.closed, !c.endOfInput, !c.backlog.isFull else { return }
        if c.upload != nil { return readUpload(c) }
        guard let bytes = c.read(into: &readChunk) else {
            // Answer what it sent before it hung up; a request is never dropped silently.
            c.endOfInput = true
            if c.backlog.isEmpty && c.heldSync == nil && c.heldLaunch == nil { c.closed = true }
            return
        }
        c.backlog.append(c.input.append(bytes))
    }

    /// Reads a pick's rows, a megabyte a turn at most, and opens the menu once all are here.
    func readUpload(_ c: ClientConnection) {
        guard var up = c.upload else { return }
        // The connection lets go while the buffer grows: a second reference would make every
        // append copy the rows read so far.
        c.upload = nil
        var turn = 0
        while up.remaining > 0, turn < 1 << 20 {
            guard let bytes = c.read(into: &readChunk) else {
                c.endOfInput = true
                c.closed = true
                c.upload = nil
                return
            }
            if bytes.isEmpty { break }
            let take = min(up.remaining, bytes.count)
            up.bytes.append(contentsOf: bytes[..<take])
            turn += take
            if take < bytes.count { c.backlog.append(c.input.append(bytes[take...])) }
        }
        c.upload = up
        if up.remaining == 0 { finishUpload(c) }
    }

    func finishUpload(_ c: ClientConnection) {
        guard let up = c.upload else { return }
        c.upload = nil
        let rows = PickRows(bytes: up.bytes, separator: up.spec.separator)
        let reply = controller.openPick(id: up.id, spec: up.spec, rows: rows, now: clock.now())
        c.send(line: reply.serialized)
        // Keys typed while a script mode ran go to its new rows now, after their reply.
        if up.spec.reuse != nil { controller.apply(controller.rooms.picks.replayQueuedKeys(up.id, now: clock.now())) }
    }
}
