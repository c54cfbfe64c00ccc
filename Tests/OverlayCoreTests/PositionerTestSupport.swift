// PositionerTestSupport: the table row type, its checker and a seeded RNG for the positioner tests.
import OverlayCore
import XCTest

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny deterministic generator, so property runs repeat.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// An even number in `range` (the mirror properties need even lengths to halve exactly).
    mutating func even(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) / 2 * 2 }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func bool() -> Bool { Bool.random(using: &self) }
    mutating func position() -> Position { Position.allCases.randomElement(using: &self) ?? .center }
}

/// The chrome most rows use: a 20x10 arrow, 8 px corners, the default style's shadow.
let tableMetrics = PopoverMetrics(arrowWidth: 20, arrowHeight: 10, cornerRadius: 8,
                                  shadowMargins: Insets(top: 9, left: 12, bottom: 15, right: 12))

/// One row of a placement table: an input and everything the result must say.
struct PlacementCase {
    var name: String
    var input: PositionerInput
    var body: Rect
    var anchor: Position
    var gravity: Position
    /// The arrow's side and tip, or nil for no arrow.
    var arrow: (Edge, Point)?
    var fits: Bool
    /// The adjustments that must be reported as applied; nil: not checked.
    var applied: ConstraintAdjustment? = nil
    /// Where the arrow's base is centred, from the tip along the edge (a leaning arrow).
    var lean = 0
    var line: UInt = #line
}

/// The arrow's bounding box, worked out independently of `Arrow.box`.
func expectedArrowBox(_ side: Edge, _ tip: Point, _ m: PopoverMetrics, lean: Int = 0) -> Rect {
    let w = m.arrowWidth, h = m.arrowHeight
    switch side {
    case .top: return Rect(x: min(tip.x, tip.x + lean - w / 2), y: tip.y, width: max(w, abs(lean) + w / 2 + 1), height: h)
    case .bottom: return Rect(x: min(tip.x, tip.x + lean - w / 2), y: tip.y - h, width: max(w, abs(lean) + w / 2 + 1), height: h)
    case .left: return Rect(x: tip.x, y: min(tip.y, tip.y + lean - w / 2), width: h, height: max(w, abs(lean) + w / 2 + 1))
    case .right: return Rect(x: tip.x - h, y: min(tip.y, tip.y + lean - w / 2), width: h, height: max(w, abs(lean) + w / 2 + 1))
    }
}

func check(_ c: PlacementCase, file: StaticString = #filePath) {
    let r = Positioner.place(c.input)
    let msg = "\(c.name)"
    XCTAssertEqual(r.body, c.body, "body: " + msg, file: file, line: c.line)
    XCTAssertEqual(r.anchor, c.anchor, "anchor: " + msg, file: file, line: c.line)
    XCTAssertEqual(r.gravity, c.gravity, "gravity: " + msg, file: file, line: c.line)
    XCTAssertEqual(r.arrow?.side, c.arrow?.0, "arrow side: " + msg, file: file, line: c.line)
    XCTAssertEqual(r.arrow?.tip, c.arrow?.1, "arrow tip: " + msg, file: file, line: c.line)
    XCTAssertEqual(r.arrow?.lean ?? 0, c.lean, "arrow lean: " + msg, file: file, line: c.line)
    XCTAssertEqual(r.fits, c.fits, "fits: " + msg, file: file, line: c.line)
    if let applied = c.applied {
        XCTAssertEqual(r.applied, applied, "applied: " + msg, file: file, line: c.line)
    }
    let m = c.input.metrics
    let content = c.arrow.map { c.body.union(expectedArrowBox($0.0, $0.1, m, lean: c.lean)) } ?? c.body
    let s = m.shadowMargins
    let frame = Rect(x: content.x - s.left, y: content.y - s.top,
                     width: content.width + s.left + s.right, height: content.height + s.top + s.bottom)
    XCTAssertEqual(r.frame, frame, "frame: " + msg, file: file, line: c.line)
}
