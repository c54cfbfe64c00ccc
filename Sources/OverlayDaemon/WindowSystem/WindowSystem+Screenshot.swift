// WindowSystem+Screenshot: `overlayctl screenshot [--screen N] PATH`: a screen as the server
// shows it (overlays, shadows, arrows and all), written as a PNG.
import OverlayCore
import OverlayProtocol
import OverlayRender

extension WindowSystem {
    /// Captures `screen` (the default one if nil) after a sync and writes it to `path`.
    func screenshot(to path: String, screen: Int?) -> JSONValue {
        if let n = screen, n >= screenCount {
            return Reply.error("screenshot: no such screen: \(n) (the display has \(screenCount))")
        }
        sync()
        guard let image = captureScreen(screen ?? defaultScreen) else { return Reply.error("screenshot: the X server returned no image") }
        do { try PNGWriter.write(image, to: path) } catch { return Reply.error("screenshot: \(error)") }
        return Reply.ok([("path", .string(path))])
    }
}
