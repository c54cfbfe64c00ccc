// ConnectionWait: what a socket client's connection waits for before it goes on, as one value.
import OverlayProtocol

enum ConnectionWait {
    /// A `sync`'s reply, sent once the pictures it waits for are in.
    case pictures(reply: String)
    /// A request answered once the launcher's index is read again.
    /// (`environment` names the index: the caller's).
    case launchIndex(Request, environment: [String: String]?)
    /// A pick's rows on their way in: the connection carries raw bytes until they are all here.
    case rows(PickUpload)
    /// A theme's text on its way in, the same way.
    case theme(ThemeUpload)

    /// The connection's next lines wait behind it (rows end only the turn they were asked in).
    var holdsLines: Bool {
        switch self {
        case .pictures, .launchIndex: return true
        case .rows, .theme: return false
        }
    }

    /// The reply held until the pictures are in, when that is the wait.
    var replyAfterPictures: String? {
        if case .pictures(let reply) = self { reply } else { nil }
    }

    /// The request held until the launcher's index is read again, when that is the wait.
    var requestAfterIndex: Request? {
        if case .launchIndex(let request, _) = self { request } else { nil }
    }
}
