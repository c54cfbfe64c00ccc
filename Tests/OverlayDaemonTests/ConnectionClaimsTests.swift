// ConnectionClaimsTests: which events a socket client hears, and which menus close when it
// goes: a watcher hears all; a pick's or launcher's client hears only the one it waits on;
// a menu's client owns it without hearing it.
@testable import OverlayDaemon
import OverlayCore
import XCTest

final class ConnectionClaimsTests: XCTestCase {
    func testAClientHearsOnlyThePickItWaitsOnUntilItWatches() {
        var claims = ConnectionClaims()
        XCTAssertFalse(claims.hears(.named("p1")))
        claims.ownAndHear("p1")
        XCTAssertTrue(claims.hears(.named("p1")))
        XCTAssertFalse(claims.hears(.named("p2")))
        XCTAssertFalse(claims.hears(.notification(1)), "notification 1 is not a client's p1")
        claims.ownAndHear("p2")
        XCTAssertFalse(claims.hears(.named("p1")), "the newest pick is the one it waits on")
        claims.watch()
        XCTAssertTrue(claims.hears(.notification(1)))
        XCTAssertTrue(claims.hears(.named("p1")))
    }

    func testEveryMenuItOpenedClosesWithItButOnlyThoseItWaitsOnSpeakToIt() {
        var claims = ConnectionClaims()
        claims.own("m")
        claims.ownAndHear("p3")
        claims.own("c")
        XCTAssertEqual(claims.menus, ["m", "p3", "c"])
        XCTAssertFalse(claims.hears(.named("m")))
        XCTAssertTrue(claims.hears(.named("p3")))
    }
}
