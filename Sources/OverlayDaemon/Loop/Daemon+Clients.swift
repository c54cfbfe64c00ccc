// Daemon+Clients: the socket's clients: accepted (the same user only), read a turn at a time
// (a pick's rows after its request line, a megabyte a turn at most), given what answering their
// lines left to do, and dropped once they hang up, closing the menus they held so no grab
// outlives its client.
#if canImport(Glibc)
import Glibc
#endif
import OverlayCore
import OverlayProtocol

extension Daemon {
    /// Drops closed clients; a menu whose client died is closed, so no grab outlives it.
    func closeClientsThatWent() {
        for (fd, c) in clients where c.closed {
            router.clientLeft(owning: c.claims.menus)
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
        switch c.waiting {
        case .rows?, .theme?: return readUpload(c)
        default: break
        }
        guard let bytes = c.read(into: &readChunk) else {
            // Answer what it sent before it hung up; a request is never dropped silently.
            c.endOfInput = true
            c.closeIfDone()
            return
        }
        c.backlog.append(c.input.append(bytes))
    }

    /// Reads a pick's rows (or a theme's text), a megabyte a turn at most, and opens the menu
    /// (keeps the theme) once all are here.
    func readUpload(_ c: ClientConnection) {
        // The connection lets go while the buffer grows: a second reference would make every
        // append copy the bytes read so far.
        switch c.waiting {
        case .rows(var up)?:
            c.waiting = nil
            guard readBytes(into: &up, from: c) else { return }
            c.waiting = .rows(up)
            if up.remaining == 0 { finishUpload(c) }
        case .theme(var up)?:
            c.waiting = nil
            guard readBytes(into: &up, from: c) else { return }
            c.waiting = .theme(up)
            if up.remaining == 0 { finishThemeUpload(c) }
        default:
            return
        }
    }

    /// One turn's bytes of an upload; false when the client hung up (the connection is closed).
    private func readBytes<U: ByteUpload>(into up: inout U, from c: ClientConnection) -> Bool {
        var turn = 0
        while up.remaining > 0, turn < 1 << 20 {
            guard let bytes = c.read(into: &readChunk) else {
                c.endOfInput = true
                c.closed = true
                return false
            }
            if bytes.isEmpty { break }
            let take = min(up.remaining, bytes.count)
            up.bytes.append(contentsOf: bytes[..<take])
            turn += take
            if take < bytes.count { c.backlog.append(c.input.append(bytes[take...])) }
        }
        return true
    }

    /// A theme's text is in: parsed and kept, or refused with what is wrong in it; the connection
    /// goes on with its next line either way.
    func finishThemeUpload(_ c: ClientConnection) {
        guard case .theme(let up) = c.waiting else { return }
        c.waiting = nil
        let reply: JSONValue
        switch controller.rooms.picks.themes.store(hash: up.hash, text: up.bytes) {
        case .success: reply = Reply.ok([("theme", .string(up.hash))])
        case .failure(let refusal):
            logger.info("theme refused: \(refusal.message)")
            reply = Reply.error(refusal.message)
        }
        c.send(line: reply.serialized)
    }

    func finishUpload(_ c: ClientConnection) {
        guard case .rows(let up) = c.waiting else { return }
        c.waiting = nil
        let rows = PickRows(bytes: up.bytes, separator: up.spec.separator)
        let reply = controller.openPick(id: up.id, spec: up.spec, rows: rows, now: clock.now())
        c.send(line: reply.serialized)
        // Keys typed while a script mode ran go to its new rows now, after their reply.
        if up.spec.reuse != nil { controller.apply(controller.rooms.picks.replayQueuedKeys(up.id, now: clock.now())) }
    }

    /// Carries out what answering one of the client's lines left to do. Returns whether the
    /// client's turn goes on: a held answer or a pick's rows end it.
    @discardableResult
    func carryOut(_ outcome: RequestOutcome, for c: ClientConnection) -> Bool {
        switch outcome {
        case .reply(let reply):
            c.send(line: reply.serialized)
        case .replyThenWatch(let reply):
            c.claims.watch()
            c.send(line: reply.serialized)
        case .replyOwning(let reply, let menu):
            c.claims.own(menu)
            c.send(line: reply.serialized)
        case .replyAwaitingAnswer(let reply, let menu):
            c.claims.ownAndHear(menu)
            c.send(line: reply.serialized)
        case .replyThenUpload(let reply, let upload):
            // Its rows follow on this connection: nothing after them is a request.
            c.claims.ownAndHear(upload.id.description)
            c.waiting = .rows(upload)
            c.send(line: reply.serialized)
            if upload.remaining == 0 { finishUpload(c) }
            return false
        case .replyThenTheme(let reply, let upload):
            c.waiting = .theme(upload)
            c.send(line: reply.serialized)
            return false
        case .holdUntilPicturesLoaded(let reply):
            c.waiting = .pictures(reply: reply.serialized)
            return false
        case .holdUntilIndexRead(let request, let environment):
            c.waiting = .launchIndex(request, environment: environment)
            return false
        }
        return true
    }
}
