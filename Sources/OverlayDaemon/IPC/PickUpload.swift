// PickUpload: the rows of a `pick` request arriving on its connection after the request
// line: raw bytes, counted, with no line limit and no escaping.
import OverlayCore

/// Bytes announced on a request line and read after it: a pick's rows, a theme's text.
protocol ByteUpload {
    var expected: Int { get }
    var bytes: [UInt8] { get set }
}

extension ByteUpload {
    var remaining: Int { expected - bytes.count }
}

struct PickUpload: ByteUpload {
    let id: OverlayID
    let spec: PickSpec
    let expected: Int
    var bytes: [UInt8] = []

    init(id: OverlayID, spec: PickSpec, expected: Int) {
        self.id = id
        self.spec = spec
        self.expected = expected
        // Announced, not yet sent: reserve what a usual input takes, grow past it as bytes come.
        bytes.reserveCapacity(min(expected, 16 << 20))
    }
}
