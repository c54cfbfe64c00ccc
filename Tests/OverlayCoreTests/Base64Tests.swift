// Base64Tests: RFC 4648's test vectors both ways, and what is not padded base64 refused (a
// persisted history's pictures are read with it).
import OverlayCore
import XCTest

final class Base64Tests: XCTestCase {
    func testBase64RoundTripsAndRefusesWhatIsNotBase64() {
        for n in 0..<7 {
            let bytes = (0..<n).map { UInt8(truncatingIfNeeded: $0 * 77 + 3) }
            XCTAssertEqual(Base64.decode(Base64.encode(bytes)), bytes)
        }
        XCTAssertEqual(Base64.encode(Array("Man".utf8)), "TWFu")
        XCTAssertEqual(Base64.encode(Array("Ma".utf8)), "TWE=")
        for bad in ["TWF", "TW=u", "T!Fu", "TWE=TWFu"] { XCTAssertNil(Base64.decode(bad), bad) }
    }
}
