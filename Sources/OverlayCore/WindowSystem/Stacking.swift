// Stacking: where one of our windows sits in the stacking order.

/// Where an overlay sits in the stacking order.
public enum Stacking: Equatable, Sendable {
    /// Above every other window.
    case top
    /// Directly above this top-level window (its source's frame), so whatever covers the
    /// source covers the overlay too.
    case above(WindowID)
}
