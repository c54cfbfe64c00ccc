// DialogValueAccessibilityTests: a scale's and a progress bar's number as pyatspi (Orca's client
// library) reads it through AT-SPI2's Value interface: the current value, the ends and the
// step, and a value-change event when a key or an update moves it.
import Foundation
import OverlayProtocol
import XCTest

final class DialogValueAccessibilityTests: XCTestCase {
    /// The dialog `id`'s control (the slider or the progress bar) as the probe reads it.
    func control(_ a: AccessibilitySession, _ id: String) throws -> AccessibleNode {
        let dialog = try XCTUnwrap(try a.probe.tree()?.child(id: id), "the dialog is on the bus")
        return try XCTUnwrap(dialog.children.first { ["slider", "progress bar"].contains($0.role) }, "\(dialog.children.map(\.role))")
    }

    func testAScalesValueItsEndsAndItsStepAreReadable() throws {
        let a = try AccessibilitySession()
        let s = a.session
        try a.listen(["object:property-change:accessible-value"])
        try s.ok(["dialog", "scale", "--id", "vol", "--text", "Volume", "--value", "30", "--min", "10", "--max", "50", "--step", "5"])
        try s.x.waitUntil("the scale to take the keyboard") {
            try s.ok(["list"])["overlays"]?.arrayValue?.first { $0["id"]?.stringValue == "vol" }?["grabbed"]?.boolValue == true
        }
        try s.sync()
        let slider = try control(a, "vol")
        XCTAssertEqual(slider.role, "slider")
        XCTAssertEqual(slider.value, ["30.0", "10.0", "50.0", "5.0"], "current, minimum, maximum, minimum increment")
        try XTestInput(s.x).pressKey("Right")
        let heard = try a.probe.wait(for: "object:property-change:accessible-value")
        XCTAssertTrue(heard.contains { $0.type == "object:property-change:accessible-value" && $0.role == "slider" }, "\(heard)")
        XCTAssertEqual(try control(a, "vol").value?.first, "35.0", "Right moved it a step")
    }

    func testAProgressBarsPercentageIsReadable() throws {
        let a = try AccessibilitySession()
        let s = a.session
        try a.listen(["object:property-change:accessible-value"])
        try s.ok(["dialog", "progress", "--id", "copy", "--text", "Copying", "--value", "25"])
        try s.sync()
        XCTAssertEqual(try control(a, "copy").value, ["25.0", "0.0", "100.0", "1.0"])
        try s.ok(["dialog-update", "copy", "--value", "60"])
        let heard = try a.probe.wait(for: "object:property-change:accessible-value")
        XCTAssertTrue(heard.contains { $0.type == "object:property-change:accessible-value" && $0.role == "progress bar" }, "\(heard)")
        XCTAssertEqual(try control(a, "copy").value?.first, "60.0")
    }
}
