// SurfaceMode: how an overlay reaches the screen (ARGB with a compositor, shaped without, or
// input only).

/// How an overlay reaches the screen.
public enum SurfaceMode: String, Sendable {
    /// A compositor runs: 32-bit ARGB window, our own translucent shadow.
    case argb
    /// No compositor: default-depth window cut to body plus arrow by the Shape extension.
    case shaped
    /// Invisible, only catches input (a modal backdrop without a compositor to dim with).
    case inputOnly
}
