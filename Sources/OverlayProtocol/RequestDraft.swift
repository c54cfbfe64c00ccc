// RequestDraft: what a request's options set, before its command turns them into a Request.
import OverlayCore

/// What a request's options set, before its command turns them into a `Request`.
public struct RequestDraft: Sendable {
    public var id: String?
    public var spec = OverlaySpec()
    /// `dismiss --all`, `dismiss --top STACK`.
    public var all = false
    public var top: String?
    /// `dismiss --container NAME…`, `--except NAME…`, `--showing`.
    public var containers: [String] = []
    public var except: [String] = []
    public var showing = false
    /// `pick-color`'s palette, recent colours and default.
    public var colors = ColorChooserSpec()
    /// `region set --window W --rect X,Y,W,H`.
    public var window: AttachTarget?
    public var rect: Rect?
    /// `launch`'s mode, terminal and look.
    public var launch = LaunchSpec()
    /// `dialog`'s control and labels; `dialog-update`'s change.
    public var dialog = DialogSpec(kind: .progress)
    public var dialogUpdate = DialogUpdate()
    public init() {}
}
