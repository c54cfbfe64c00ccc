// OverlaySpec+Grabbing: the spec a menu, pick, colour picker or notification center is kept
// under in the scene: it never times out and no gesture dismisses it (its room answers its
// keys and clicks).
extension OverlaySpec {
    public static func grabbing(_ kind: OverlayKind = .menu, style: String? = nil) -> OverlaySpec {
        var o = OverlaySpec()
        o.kind = kind
        o.timeoutMs = 0
        o.dismiss = []
        o.style = style
        return o
    }
}
