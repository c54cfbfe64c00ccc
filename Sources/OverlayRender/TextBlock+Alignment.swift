// TextBlock+Alignment: a block's lines placed left, centred or right across the text area
// (dunst's `alignment`), by Pango's own line alignment; and Pango's ellipsize modes.
import CPango
import OverlayCore

extension TextBlock {
    /// Pango's ellipsize mode for `e`.
    static func pango(_ e: TextEllipsis) -> PangoEllipsizeMode {
        switch e {
        case .none: return PANGO_ELLIPSIZE_NONE
        case .start: return PANGO_ELLIPSIZE_START
        case .middle: return PANGO_ELLIPSIZE_MIDDLE
        case .end: return PANGO_ELLIPSIZE_END
        }
    }

    /// Aligns each line within `width` pixels (at least the block's own width, so nothing
    /// wraps again narrower). Left, the default, leaves the layout as it is.
    func align(_ alignment: TextAlignment, width: Int) {
        guard alignment != .left else { return }
        pango_layout_set_width(layout, Int32(max(1, width, size.width)) * cpango_scale())
        pango_layout_set_alignment(layout, alignment == .center ? PANGO_ALIGN_CENTER : PANGO_ALIGN_RIGHT)
    }
}
