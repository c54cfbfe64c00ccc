// ScaledCopy: what an all-monitors member's copy drawn at another scale than its own window
// needs painted, as ContainerRoom lays it out (one per scale) and PopoverRoom paints it.
import OverlayCore

/// A copy's picture at a scale other than its member's own window: laid out there, and the style
/// it is painted with.
struct ScaledCopy: Equatable {
    var scale: Double
    var layout: PopoverLayout
    var style: Style
}
