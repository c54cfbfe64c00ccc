// PixelPath: how frames reach the X server, MIT-SHM or the socket, chosen once at start.
import CX11

/// The way `OverlayWindow.paint` uploads a frame.
public enum PixelPath: Equatable, Sendable, CustomStringConvertible {
    /// `XShmPutImage` from a segment each window keeps and reuses: no frame goes through the socket.
    case sharedMemory
    /// `XPutImage` through the socket, and why shared memory is not used.
    case socket(reason: String)

    public var description: String {
        switch self {
        case .sharedMemory: return "MIT-SHM"
        case .socket(let reason): return "socket (\(reason))"
        }
    }
}

extension XDisplay {
    /// Chooses how frames are uploaded, for the whole run: MIT-SHM when it is allowed, the
    /// server offers it, the connection is local (a Unix socket) and a trial segment attaches.
    public func choosePixelPath(allowSharedMemory: Bool) -> PixelPath {
        pixelPath = probePixelPath(allowSharedMemory: allowSharedMemory)
        return pixelPath
    }

    private func probePixelPath(allowSharedMemory: Bool) -> PixelPath {
        guard allowSharedMemory else { return .socket(reason: "MIT-SHM turned off") }
        guard XShmQueryExtension(dpy) != 0 else { return .socket(reason: "the server lacks MIT-SHM") }
        guard cx11_is_local_socket(fileDescriptor) != 0 else { return .socket(reason: "the display is not local") }
        guard SharedSegment(display: self, size: 4096) != nil else { return .socket(reason: "the server refused a segment") }
        return .sharedMemory
    }
}
