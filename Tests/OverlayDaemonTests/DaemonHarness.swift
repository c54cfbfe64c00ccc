// DaemonHarness: a Controller wired to the fake window system and a clock the test moves.
// Requests go in as the lines a client would send; the replies, the events watchers would
// get and the windows the presenter was given come out.
@testable import OverlayDaemon
import Logging
import OverlayCore
import OverlayProtocol
import OverlayRender
import XCTest

/// The time, moved by hand.
final class ManualClock: @unchecked Sendable {
    var now = Instant(milliseconds: 1_000_000)
}

final class DaemonHarness {
    let x = FakeWindowSystem()
    let clock = ManualClock()
    let controller: Controller
    /// Every event, as watchers see it, with the overlay it is about.
    private(set) var events: [(event: OverlayEvent, id: OverlayID)] = []

    init(configure: (FakeWindowSystem) -> Void = { _ in }, environment: [String: String] = [:]) throws {
        configure(x)
        let clock = self.clock
        controller = Controller(display: x, presenter: x, clock: DaemonClock { clock.now }, painter: try PopoverPainter(),
                                menuPainter: try MenuPainter(), pickPainter: try PickPainter(), logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() },
                                environment: environment)
        controller.onEvent = { [unowned self] event, id in self.events.append((event, id)) }
    }

    /// Sends one request line; returns the reply.
    @discardableResult
    func request(_ line: String) -> JSONValue {
        do throws(UsageError) {
            return controller.handle(try RequestParser.parse(line: Array(line.utf8)), now: clock.now)
        } catch {
            return Reply.error(error.message)
        }
    }

    /// Sends a request that must succeed; returns the reply.
    @discardableResult
    func ok(_ line: String, file: StaticString = #filePath, line number: UInt = #line) -> JSONValue {
        let reply = request(line)
        XCTAssertEqual(reply["ok"]?.boolValue, true, "\(line): \(reply.serialized)", file: file, line: number)
        return reply
    }

    /// The daemon's turn after X events: handle them all, then commit (what the poll loop does).
    func pump() {
        controller.drainEvents()
        controller.expire(now: clock.now)
        controller.commit()
    }

    /// Moves the clock and lets what is due happen.
    func advance(_ ms: Int64) {
        clock.now = clock.now + ms
        controller.expire(now: clock.now)
        controller.commit()
    }

    /// The own window of an overlay (named by a client, or any id).
    func window(_ id: OverlayID) -> DesiredWindow? { x.windows[.overlay(id)] }

    /// `list`'s entry for an id.
    func listed(_ id: String) -> JSONValue? {
        ok("list")["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == id }
    }

    /// The events about one overlay, by name ("shown", "dismissed:timeout", "action:ok"…).
    func history(of id: OverlayID) -> [String] {
        events.filter { $0.id == id }.map { e in
            switch e.event {
            case .shown: return "shown"
            case .updated: return "updated"
            case .clicked: return "clicked"
            case .action(_, let key): return "action:\(key)"
            case .dismissed(_, let reason): return "dismissed:\(reason.rawValue)"
            case .picked(_, let rows, _, _, _, _): return "picked:\(rows)"
            case .launch(_, let argv, _): return "launch:\(argv.joined(separator: " "))"
            case .unread(let count): return "unread:\(count)"
            case .dialog(_, let button, let value): return "dialog:\(button ?? "changed"):\(value)"
            }
        }
    }
}

extension JSONValue {
    /// `[x, y, w, h]` as `list` writes a rectangle.
    var rectValue: Rect? {
        guard let a = arrayValue?.compactMap(\.intValue), a.count == 4 else { return nil }
        return Rect(x: a[0], y: a[1], width: a[2], height: a[3])
    }
}
