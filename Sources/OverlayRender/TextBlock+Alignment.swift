// TextBlock+Alignment: a block's lines placed left, centred or right across the text area
// (dunst's `alignment`), by Pango's own line alignment.
import CPango
import OverlayCore

extension TextBlock {
    /// Aligns each line within `width` pixels (at least the block's own width, so nothing
    /// wraps again narrower). Left, the default, leaves the layout as it is.
    func align(_ alignment: TextAlignment, width: Int) {
        guard alignment != .left else { return }
        pango_layout_set_width(layout, Int32(max(1, width, size.width)) * cpango_scale())
        pango_layout_set_alignment(layout, alignment == .center ? PANGO_ALIGN_CENTER : PANGO_ALIGN_RIGHT)
    }
}
