// RequestRouterTests: one request line's way, driven alone against the fake window system:
// the replies each channel gives, the channel rules (the FIFO refuses launch and pick; a
// socket sync serves the FIFO first and waits for pictures; a launch waits for an index being
// read again), what the loop is left to do with each answer, and what `stats` counts.
@testable import OverlayDaemon
import OverlayCore
import OverlayProtocol
import XCTest

/// The daemon around the Controller, as the router sees it, with its answers set by the test.
final class FakeRequestServices: RequestServices {
    var launchIndexBusy = false
    func holdsLaunch(_ spec: LaunchSpec) -> Bool { launchIndexBusy }
    var picturesLoading = false
    var serviceStats: [(String, JSONValue)] = []
    /// What `drainFIFO` serves: lines written to the FIFO before a socket `sync`.
    var fifo: [String] = []
    var router: RequestRouter?
    private(set) var reloads = 0
    private(set) var clientRequests = 0

    func drainFIFO() {
        for line in fifo { _ = router?.answerFIFO(.line(Array(line.utf8))) }
        fifo = []
    }

    func reload(_ load: () -> JSONValue) -> JSONValue {
        reloads += 1
        return load()
    }

    func notificationCommand(_ command: NotificationCommand) -> JSONValue? { nil }

    func asClientRequest(_ body: () -> JSONValue) -> JSONValue {
        clientRequests += 1
        return body()
    }
}

final class RequestRouterTests: XCTestCase {
    private var d: DaemonHarness!
    private var services: FakeRequestServices!
    private var router: RequestRouter!

    override func setUpWithError() throws {
        d = try DaemonHarness()
        services = FakeRequestServices()
        router = RequestRouter(controller: d.controller, services: services)
        services.router = router
    }

    private func fifo(_ line: String) -> JSONValue { router.answerFIFO(.line(Array(line.utf8))) }
    private func socket(_ line: String) -> RequestOutcome { router.answerSocket(.line(Array(line.utf8))) }

    /// The reply a socket line gets at once, whatever else the loop is left to do.
    private func reply(_ outcome: RequestOutcome, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        switch outcome {
        case .reply(let r), .replyThenWatch(let r), .replyOwning(let r, _), .replyAwaitingAnswer(let r, _),
             .replyThenUpload(let r, _), .replyThenTheme(let r, _):
            return r
        case .holdUntilPicturesLoaded, .holdUntilIndexRead:
            XCTFail("held, not answered: \(outcome)", file: file, line: line)
            return nil
        }
    }

    private func counts(_ channel: String) -> [Int?] {
        guard case .reply(let r) = socket("stats") else { XCTFail("stats is a plain reply"); return [] }
        return [r[channel]?["received"]?.intValue, r[channel]?["refused"]?.intValue]
    }

    func testTheFIFORefusesLaunchAndPickAndCountsThem() {
        XCTAssertEqual(fifo("launch drun")["error"]?.stringValue, "launch: only on the socket (overlayctl launch, rofi -show)")
        XCTAssertEqual(fifo("pick --bytes 3")["error"]?.stringValue, "pick: only on the socket (its rows follow the request line)")
        XCTAssertEqual(fifo("show --id f --text hi")["ok"]?.boolValue, true)
        XCTAssertEqual(counts("fifo"), [3, 2])
        // Nothing opened for the refused ones.
        XCTAssertEqual(d.ok("list")["overlays"]?.arrayValue?.compactMap { $0["id"]?.stringValue }, ["f"])
    }

    func testLinesThatAreNoRequestAreRefusedWithWhy() {
        XCTAssertEqual(reply(socket(" \t"))?["error"]?.stringValue, "empty request")
        XCTAssertEqual(reply(router.answerSocket(.tooLong(70_000)))?["error"]?.stringValue,
                       "request too long: 70000 bytes (limit \(RequestParser.maxLineBytes))")
        XCTAssertEqual(reply(socket("bogus"))?["error"]?.stringValue, "unknown command: bogus")
        XCTAssertEqual(fifo("")["error"]?.stringValue, "empty request")
        // stats counts what came before it, not itself.
        XCTAssertEqual(counts("socket"), [3, 3])
        XCTAssertEqual(counts("socket"), [4, 3])
    }

    func testASocketSyncServesWhatTheFIFOAlreadyHoldsFirst() {
        services.fifo = ["show --id early --text 'written before the sync'"]
        guard case .reply(let r) = socket("sync") else { return XCTFail("a sync with no pictures loading is answered at once") }
        XCTAssertEqual(r["ok"]?.boolValue, true)
        XCTAssertNotNil(d.listed("early"))
        XCTAssertEqual(counts("fifo"), [1, 0])
    }

    func testASyncWaitsForThePicturesBeingLoaded() {
        services.picturesLoading = true
        guard case .holdUntilPicturesLoaded(let r) = socket("sync") else { return XCTFail("held while pictures load") }
        XCTAssertEqual(r["ok"]?.boolValue, true)
        // Only the socket waits: the FIFO has no one to hold a reply for.
        XCTAssertEqual(fifo("sync")["ok"]?.boolValue, true)
    }

    func testALaunchWaitsForAnIndexBeingReadAgainAndOpensOnItsRelease() throws {
        services.launchIndexBusy = true
        guard case .holdUntilIndexRead(let request, _) = socket("launch run") else { return XCTFail("held while the index is read") }
        XCTAssertNil(d.listed("p1"), "nothing opens before the index is in")
        XCTAssertEqual(counts("socket"), [0, 0], "counted once answered")
        guard case .replyAwaitingAnswer(let r, let menu) = router.release(request) else { return XCTFail("its client hears the answer") }
        XCTAssertEqual(r["id"]?.stringValue, menu)
        XCTAssertEqual(d.history(of: .named(menu)), ["shown"])
    }

    func testAPickAnswersItsIdAndHowManyBytesToSend() {
        guard case .replyThenUpload(let r, let upload) = socket("pick --bytes 12") else { return XCTFail("its rows follow") }
        XCTAssertEqual(r, Reply.ok([("id", .string("p1")), ("send", .int(12))]))
        XCTAssertEqual(upload.id, .named("p1"))
        XCTAssertEqual(upload.remaining, 12)
        XCTAssertNil(d.listed("p1"), "the menu opens when its rows are in")
    }

    func testMenusAreOwnedByTheirClientAndCloseWhenItGoes() {
        guard case .replyOwning(_, let menu) = socket("menu --id m Apple Banana") else { return XCTFail("owned by its client") }
        XCTAssertEqual(menu, "m")
        guard case .reply(let refused) = socket("menu --id bad") else { return XCTFail("a refused menu is owned by no one") }
        XCTAssertEqual(refused["ok"]?.boolValue, false)
        router.clientLeft(owning: [menu])
        XCTAssertEqual(d.history(of: .named("m")), ["shown", "dismissed:request"])
    }

    func testWatchTurnsTheConnectionIntoAnEventStream() {
        guard case .replyThenWatch(let r) = socket("watch") else { return XCTFail("the connection hears every event") }
        XCTAssertEqual(r["watching"]?.boolValue, true)
    }

    func testWhatTheControllerCannotAnswerAloneGoesThroughTheDaemon() {
        services.serviceStats = [("bus", .string("here"))]
        guard case .reply(let stats) = socket("stats") else { return XCTFail("stats is a plain reply") }
        XCTAssertEqual(stats["bus"]?.stringValue, "here")
        XCTAssertEqual(stats["live"]?.intValue, 0)
        XCTAssertEqual(reply(socket("notifications count"))?["error"]?.stringValue,
                       "notifications are off: no session bus, or another daemon owns org.freedesktop.Notifications")
        d.ok("show --id a --text a")
        XCTAssertEqual(reply(socket("dismiss a"))?["ok"]?.boolValue, true)
        XCTAssertEqual(fifo("clear-stack s")["ok"]?.boolValue, true)
        XCTAssertEqual(services.clientRequests, 2, "dismissals run as the client's")
        _ = socket("reload")
        XCTAssertEqual(services.reloads, 1)
    }
}
