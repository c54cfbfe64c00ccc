// RequestRouter: one request line's way through the daemon, for the FIFO and the socket:
// parsed once, answered (by the Controller, or here where it cannot answer alone), counted,
// and, on the socket, turned into the outcome the loop carries out. Each channel's rules are here.
import Logging
import OverlayProtocol

final class RequestRouter {
    private let controller: Controller
    private unowned let services: any RequestServices
    private var counters = RequestCounters()

    init(controller: Controller, services: any RequestServices) {
        self.controller = controller
        self.services = services
    }

    /// The one place a line becomes a request.
    static func parse(_ item: LineBuffer.Item) throws(UsageError) -> Request {
        switch item {
        case .tooLong(let n):
            throw UsageError("request too long: \(n) bytes (limit \(RequestParser.maxLineBytes))")
        case .line(let bytes):
            if bytes.allSatisfy({ $0 == 32 || $0 == 9 }) { throw UsageError("empty request") }
            return try RequestParser.parse(line: bytes)
        }
    }

    /// A FIFO line's reply. The FIFO has no one to send it to: the loop logs a refusal.
    func answerFIFO(_ item: LineBuffer.Item) -> JSONValue {
        let reply: JSONValue
        do throws(UsageError) {
            let request = try parsed(item)
            switch request {
            case .launch:
                // What it chooses is started by the client that asked: the FIFO has none.
                reply = Reply.error("launch: only on the socket (overlayctl launch, rofi -show)")
            case .pick, .theme:
                // Its rows (a theme's text) and its answer need a connection: the FIFO has neither.
                reply = Reply.error("pick: only on the socket (its rows follow the request line)")
            default:
                reply = answer(request)
            }
        } catch {
            reply = Reply.error(error.message)
        }
        return counted(reply, on: .fifo)
    }

    /// A socket line's outcome.
    func answerSocket(_ item: LineBuffer.Item) -> RequestOutcome {
        do throws(UsageError) {
            return outcome(of: try parsed(item), waitingForIndex: true)
        } catch {
            return .reply(counted(Reply.error(error.message), on: .socket))
        }
    }

    /// A request held until the launcher's index was read again, answered now.
    func release(_ request: Request) -> RequestOutcome {
        outcome(of: request, waitingForIndex: false)
    }

    /// The pictures held `sync` replies waited for are in: paint them and let the server
    /// have them before the replies go out.
    func picturesLoaded() {
        _ = handled(.sync)
    }

    /// A client went: the menus it owned close, so no grab outlives it.
    func clientLeft(owning menus: [String]) {
        for id in menus {
            _ = handled(.dismiss(.id(id)))
        }
    }

    private func parsed(_ item: LineBuffer.Item) throws(UsageError) -> Request {
        let request = try RequestRouter.parse(item)
        controller.logger.debug("request: \(request.name)")
        return request
    }

    private func outcome(of request: Request, waitingForIndex: Bool) -> RequestOutcome {
        switch request {
        case .sync:
            // A sync on the socket first serves every line already written to the FIFO
            // (`echo show … > fifo; overlayctl sync; overlayctl list` lists it), and also waits
            // for the pictures asked for (or their timeout): the client reads nothing more
            // until they are painted; other clients are served meanwhile.
            services.drainFIFO()
            let reply = counted(answer(request), on: .socket)
            return services.picturesLoading ? .holdUntilPicturesLoaded(reply) : .reply(reply)
        case .launch(let spec) where waitingForIndex && services.holdsLaunch(spec):
            // The index is being read again (a folder changed): the launcher opens with it.
            return .holdUntilIndexRead(request, environment: spec.environment)
        case .launch:
            let reply = counted(answer(request), on: .socket)
            return reply["id"]?.stringValue.map { .replyAwaitingAnswer(reply, menu: $0) } ?? .reply(reply)
        case .menu, .pickColor, .dialog:
            let reply = counted(answer(request), on: .socket)
            return reply["id"]?.stringValue.map { .replyOwning(reply, menu: $0) } ?? .reply(reply)
        case .pick(let spec, let n):
            // The client sends its rows once it reads this; the menu opens when they are in
            // (in the held menu's window when it names one: a script mode's next rows).
            let id = spec.reuse ?? controller.newID().description
            let reply = counted(Reply.ok([("id", .string(id)), ("send", .int(n))]), on: .socket)
            return .replyThenUpload(reply, PickUpload(id: .named(id), spec: spec, expected: n))
        case .theme(let hash, _, let text?):
            // Given on the line, with the request that names it after it: kept now (only hashed
            // when the pick room has it), so that request finds it.
            let reply: JSONValue
            switch controller.rooms.picks.themes.store(hash: hash, text: Array(text.utf8)) {
            case .success: reply = Reply.ok([("theme", .string(hash))])
            case .failure(let refusal): reply = Reply.error(refusal.message)
            }
            return .reply(counted(reply, on: .socket))
        case .theme(let hash, let n, nil):
            // A theme the pick room has is named, not sent again: nothing to parse either.
            if controller.rooms.picks.themes.has(hash) { return .reply(counted(Reply.ok([("theme", .string(hash)), ("known", .bool(true))]), on: .socket)) }
            return .replyThenTheme(counted(Reply.ok([("theme", .string(hash)), ("send", .int(n))]), on: .socket),
                                   ThemeUpload(hash: hash, expected: n))
        case .watch:
            return .replyThenWatch(counted(answer(request), on: .socket))
        default:
            return .reply(counted(answer(request), on: .socket))
        }
    }

    /// The reply on either channel: the Controller's, or the daemon's where it knows more.
    private func answer(_ request: Request) -> JSONValue {
        switch request {
        case .stats:
            // The counters before this request, which is counted once answered.
            return Reply.ok(counters.json + controller.stats + services.serviceStats)
        case .reload:
            return services.reload { handled(request) }
        case .notifications(let command):
            return services.notificationCommand(command) ?? handled(request)
        case .dismiss, .clearStack:
            return services.asClientRequest { handled(request) }
        default:
            return handled(request)
        }
    }

    private func handled(_ request: Request) -> JSONValue {
        controller.handle(request, now: controller.clock.now())
    }

    private func counted(_ reply: JSONValue, on channel: RequestCounters.Channel) -> JSONValue {
        counters.count(channel, ok: reply["ok"]?.boolValue == true)
        return reply
    }
}
