// ConstraintAdjustmentTests: parsing and printing the xdg_positioner.constraint_adjustment set.
import OverlayCore
import XCTest

final class ConstraintAdjustmentTests: XCTestCase {
    func testBitValuesFollowXdgShell() {
        XCTAssertEqual(ConstraintAdjustment.slideX.rawValue, 1)
        XCTAssertEqual(ConstraintAdjustment.slideY.rawValue, 2)
        XCTAssertEqual(ConstraintAdjustment.flipX.rawValue, 4)
        XCTAssertEqual(ConstraintAdjustment.flipY.rawValue, 8)
        XCTAssertEqual(ConstraintAdjustment.resizeX.rawValue, 16)
        XCTAssertEqual(ConstraintAdjustment.resizeY.rawValue, 32)
        XCTAssertEqual(ConstraintAdjustment.default, [.flipX, .flipY, .slideX, .slideY])
        XCTAssertEqual(PositionerInput(sourceFrame: .zero, bodySize: .zero, workArea: .zero).adjustments, .default)
    }

    func testParsing() {
        XCTAssertEqual(ConstraintAdjustment(parsing: "flip-x,flip-y,slide-x,slide-y,resize-x,resize-y"), .all)
        XCTAssertEqual(ConstraintAdjustment(parsing: "none"), [])
        XCTAssertEqual(ConstraintAdjustment(parsing: "flip_y, slide-x"), [.flipY, .slideX])
        XCTAssertEqual(ConstraintAdjustment(parsing: "FLIP,resize"), [.flipX, .flipY, .resizeX, .resizeY])
        XCTAssertEqual(ConstraintAdjustment(parsing: "all"), .all)
        XCTAssertNil(ConstraintAdjustment(parsing: ""))
        XCTAssertNil(ConstraintAdjustment(parsing: "flip-z"))
        XCTAssertNil(ConstraintAdjustment(parsing: "flip-x,,slide-x"))
    }

    func testDescriptionReadsBack() {
        XCTAssertEqual(ConstraintAdjustment().description, "none")
        XCTAssertEqual(ConstraintAdjustment.default.description, "flip-x,flip-y,slide-x,slide-y")
        for raw in UInt32(0)...63 {
            let a = ConstraintAdjustment(rawValue: raw)
            XCTAssertEqual(ConstraintAdjustment(parsing: a.description), a)
        }
    }
}
