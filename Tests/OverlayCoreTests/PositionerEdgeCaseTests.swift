// PositionerEdgeCaseTests: oversized popovers, the arrow near corners, source regions and insets.
import OverlayCore
import XCTest

final class PositionerEdgeCaseTests: XCTestCase {
    /// Work area 1000x800: with the 16 px padding the area is 16...984 x 16...784 (968 x 768).
    let area = Rect(x: 0, y: 0, width: 1000, height: 800)

    func input(_ source: Rect, _ body: Size, _ anchor: Position, _ gravity: Position,
               _ adj: ConstraintAdjustment = .default, region: Rect? = nil, inset: Insets = .zero,
               offset: Point = .zero) -> PositionerInput {
        PositionerInput(sourceFrame: source, sourceRegion: region, sourceInset: inset, bodySize: body,
                        metrics: tableMetrics, anchor: anchor, gravity: gravity, offset: offset,
                        adjustments: adj, workArea: area)
    }

    /// Wider than the area (1200 > 968) on a source at 200...400 (bottom anchor x = 300, body y = 410).
    /// Flips are tried and reverted; the slide keeps the edge on the gravity's side visible.
    func testWiderThanTheArea() {
        let s = Rect(x: 200, y: 300, width: 200, height: 100), wide = Size(width: 1200, height: 60)
        let rows: [PlacementCase] = [
            // Gravity right: 300 − 22 = 278 overflows; flipped 300 + 22 − 1200 = −878 too; slide: left edge at 16.
            PlacementCase(name: "gravity right keeps the left edge", input: input(s, wide, .bottom, .bottomRight),
                          body: Rect(x: 16, y: 410, width: 1200, height: 60), anchor: .bottom,
                          gravity: .bottomRight, arrow: (.top, Point(x: 300, y: 400)), fits: false,
                          applied: [.slideX]),
            // Gravity left: −878; flipped 278 overflows; slide: right edge at 984, x = 984 − 1200.
            PlacementCase(name: "gravity left keeps the right edge", input: input(s, wide, .bottom, .bottomLeft),
                          body: Rect(x: -216, y: 410, width: 1200, height: 60), anchor: .bottom,
                          gravity: .bottomLeft, arrow: (.top, Point(x: 300, y: 400)), fits: false,
                          applied: [.slideX]),
            // No horizontal gravity: nothing to flip; centred on the area, 16 − (1200 − 968) / 2.
            PlacementCase(name: "no horizontal gravity centres", input: input(s, wide, .bottom, .bottom),
                          body: Rect(x: -100, y: 410, width: 1200, height: 60), anchor: .bottom,
                          gravity: .bottom, arrow: (.top, Point(x: 300, y: 400)), fits: false,
                          applied: [.slideX]),
            // Slide then resize: 16...984.
            PlacementCase(name: "slide then resize", input: input(s, wide, .bottom, .bottomRight, [.slideX, .slideY, .resizeX]),
                          body: Rect(x: 16, y: 410, width: 968, height: 60), anchor: .bottom,
                          gravity: .bottomRight, arrow: (.top, Point(x: 300, y: 400)), fits: true,
                          applied: [.slideX, .resizeX]),
            // Resize alone: 278...984.
            PlacementCase(name: "resize alone", input: input(s, wide, .bottom, .bottomRight, [.resizeX]),
                          body: Rect(x: 278, y: 410, width: 706, height: 60), anchor: .bottom,
                          gravity: .bottomRight, arrow: (.top, Point(x: 300, y: 400)), fits: true,
                          applied: [.resizeX]),
        ]
        rows.forEach { check($0) }
    }

    /// Taller than the area (1000 > 768) on a source at 400,300 200x100.
    func testTallerThanTheArea() {
        let s = Rect(x: 400, y: 300, width: 200, height: 100), tall = Size(width: 200, height: 1000)
        let rows: [PlacementCase] = [
            // Gravity right: y is the cross axis, centred on 350: −150; no vertical gravity, centred on
            // the area: 16 − 116 = −100. The arrow still points at (600, 350), inside the body's range.
            PlacementCase(name: "sideways, centred", input: input(s, tall, .right, .right),
                          body: Rect(x: 610, y: -100, width: 200, height: 1000), anchor: .right, gravity: .right,
                          arrow: (.left, Point(x: 600, y: 350)), fits: false, applied: [.slideY]),
            // Gravity bottom-right: 410 overflows, flipped −710 too; the main-axis slide drops the
            // arrow and keeps the top edge at 16.
            PlacementCase(name: "down keeps the top edge", input: input(s, tall, .bottom, .bottomRight),
                          body: Rect(x: 478, y: 16, width: 200, height: 1000), anchor: .bottom,
                          gravity: .bottomRight, arrow: nil, fits: false, applied: [.slideY]),
            // Gravity top-right: −710 overflows, flipped 410 too; bottom edge at 784: 784 − 1000.
            PlacementCase(name: "up keeps the bottom edge", input: input(s, tall, .top, .topRight),
                          body: Rect(x: 478, y: -216, width: 200, height: 1000), anchor: .top,
                          gravity: .topRight, arrow: nil, fits: false, applied: [.slideY]),
            PlacementCase(name: "slide and resize fit", input: input(s, tall, .bottom, .bottomRight, [.slideY, .resizeY]),
                          body: Rect(x: 478, y: 16, width: 200, height: 768), anchor: .bottom,
                          gravity: .bottomRight, arrow: nil, fits: true, applied: [.slideY, .resizeY]),
            // Resize alone keeps the arrow: 410...784.
            PlacementCase(name: "resize keeps the arrow", input: input(s, tall, .bottom, .bottom, [.resizeY]),
                          body: Rect(x: 400, y: 410, width: 200, height: 374), anchor: .bottom, gravity: .bottom,
                          arrow: (.top, Point(x: 500, y: 400)), fits: true, applied: [.resizeY]),
        ]
        rows.forEach { check($0) }
    }

    /// The tip is clamped along the edge to 18 px (8 + 20/2) from the body's corners, and left out
    /// once the clamped tip would leave the source.
    func testArrowClampedOrLeftOut() {
        let body = Size(width: 300, height: 50)
        let rows: [PlacementCase] = [
            // Anchor at x = 984: body centred there overflows; flipping to bottom-left (x 900, body at
            // 750) overflows too; slid to 684...984, the tip clamps to 966, still on the 900...984 source.
            PlacementCase(name: "tip clamped, still on the source",
                          input: input(Rect(x: 900, y: 300, width: 84, height: 40), body, .bottomRight, .bottom),
                          body: Rect(x: 684, y: 350, width: 300, height: 50), anchor: .bottomRight, gravity: .bottom,
                          arrow: (.top, Point(x: 966, y: 340)), fits: true, applied: [.slideX]),
            // Source 970...984: the clamped tip 966 would be off it. The body enters the padding
            // (not the work area's edge, 1000) until the tip clears its corner: 977 + 18 = 995.
            PlacementCase(name: "tip off the source: the body enters the padding",
                          input: input(Rect(x: 970, y: 300, width: 14, height: 40), body, .bottom, .bottom),
                          body: Rect(x: 695, y: 350, width: 300, height: 50), anchor: .bottom, gravity: .bottom,
                          arrow: (.top, Point(x: 977, y: 340)), fits: false, applied: [.slideX]),
            // Source 990...992 (in the padding): at the work area's edge the body's straight side
            // ends at 992, the corner clearance at 982: the arrow leans to reach the point at 991.
            PlacementCase(name: "point in the padding: the arrow leans",
                          input: input(Rect(x: 990, y: 300, width: 2, height: 40), body, .bottom, .bottom),
                          body: Rect(x: 700, y: 350, width: 300, height: 50), anchor: .bottom, gravity: .bottom,
                          arrow: (.top, Point(x: 991, y: 340)), fits: false, applied: [.slideX], lean: -9),
            // A hint 10 px from the top (an x/y hint at 150,10): the tip may enter the padding, the
            // body stays below it, so the arrow is kept instead of being slid away.
            PlacementCase(name: "point near the top edge keeps its arrow",
                          input: input(Rect(x: 150, y: 10, width: 1, height: 1), body, .bottom, .bottom),
                          body: Rect(x: 16, y: 21, width: 300, height: 50), anchor: .bottom, gravity: .bottom,
                          arrow: (.top, Point(x: 150, y: 11)), fits: false, applied: [.slideX]),
            // A 30 px body is shorter than twice the 18 px clearance: no arrow.
            PlacementCase(name: "body too narrow for the arrow",
                          input: input(Rect(x: 400, y: 300, width: 100, height: 40), Size(width: 30, height: 30),
                                       .bottom, .bottom),
                          body: Rect(x: 435, y: 350, width: 30, height: 30), anchor: .bottom, gravity: .bottom,
                          arrow: nil, fits: true, applied: []),
            // The offset moves the tip with the body: (450, 340) + (0, 6).
            PlacementCase(name: "offset gap",
                          input: input(Rect(x: 400, y: 300, width: 100, height: 40), body, .bottom, .bottom,
                                       offset: Point(x: 0, y: 6)),
                          body: Rect(x: 300, y: 356, width: 300, height: 50), anchor: .bottom, gravity: .bottom,
                          arrow: (.top, Point(x: 450, y: 346)), fits: true, applied: []),
            // Centre gravity: no arrow, centred on the anchor point (450, 340).
            PlacementCase(name: "centre gravity",
                          input: input(Rect(x: 400, y: 300, width: 100, height: 40), body, .bottom, .center),
                          body: Rect(x: 300, y: 315, width: 300, height: 50), anchor: .bottom, gravity: .center,
                          arrow: nil, fits: true, applied: []),
        ]
        rows.forEach { check($0) }
    }

    /// The anchor rectangle: the frame, narrowed to the region (relative to the frame's origin),
    /// then inset. Body 100x40, anchor and gravity bottom: body at (midX − 50, bottom + 10).
    func testRegionAndInset() {
        let frame = Rect(x: 100, y: 100, width: 600, height: 400), body = Size(width: 100, height: 40)
        let region = Rect(x: 50, y: 20, width: 100, height: 30)   // 150,120 100x30 on the root
        let rows: [PlacementCase] = [
            PlacementCase(name: "region", input: input(frame, body, .bottom, .bottom, region: region),
                          body: Rect(x: 150, y: 160, width: 100, height: 40), anchor: .bottom, gravity: .bottom,
                          arrow: (.top, Point(x: 200, y: 150)), fits: true),
            PlacementCase(name: "inset", input: input(frame, body, .bottom, .bottom, inset: Insets(all: 10)),
                          body: Rect(x: 350, y: 500, width: 100, height: 40), anchor: .bottom, gravity: .bottom,
                          arrow: (.top, Point(x: 400, y: 490)), fits: true),
            PlacementCase(name: "negative inset grows", input: input(frame, body, .bottom, .bottom, inset: Insets(all: -6)),
                          body: Rect(x: 350, y: 516, width: 100, height: 40), anchor: .bottom, gravity: .bottom,
                          arrow: (.top, Point(x: 400, y: 506)), fits: true),
            // Region 150,120 100x30, then inset 5/10: 160,125 80x20; bottom middle (200, 145).
            PlacementCase(name: "region, then inset",
                          input: input(frame, body, .bottom, .bottom, region: region,
                                       inset: Insets(top: 5, left: 10, bottom: 5, right: 10)),
                          body: Rect(x: 150, y: 155, width: 100, height: 40), anchor: .bottom, gravity: .bottom,
                          arrow: (.top, Point(x: 200, y: 145)), fits: true),
            // Inset 30 on a 40 px source crosses over: collapses to the middle, (120, 120).
            PlacementCase(name: "inset collapses to the middle",
                          input: input(Rect(x: 100, y: 100, width: 40, height: 40), body, .bottom, .bottom,
                                       inset: Insets(all: 30)),
                          body: Rect(x: 70, y: 130, width: 100, height: 40), anchor: .bottom, gravity: .bottom,
                          arrow: (.top, Point(x: 120, y: 120)), fits: true),
        ]
        rows.forEach { check($0) }
        XCTAssertEqual(input(frame, body, .bottom, .bottom, region: region).anchorRect,
                       Rect(x: 150, y: 120, width: 100, height: 30))
    }
}
