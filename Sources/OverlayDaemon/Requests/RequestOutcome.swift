// RequestOutcome: what answering one socket request leaves the loop to do, so that the loop
// carries it out without knowing which request it was.
import OverlayProtocol

enum RequestOutcome {
    /// Send the reply line; nothing else changes.
    case reply(JSONValue)
    /// Send the reply; from now on the connection hears every event.
    case replyThenWatch(JSONValue)
    /// Send the reply; the connection owns the menu, which closes if the client goes first.
    case replyOwning(JSONValue, menu: String)
    /// Send the reply; the connection owns the menu and hears its events, which carry its answer.
    case replyAwaitingAnswer(JSONValue, menu: String)
    /// Send the reply, then read the pick's rows as raw bytes (owned and heard as above).
    case replyThenUpload(JSONValue, PickUpload)
    /// Send the reply, then read a theme's text as raw bytes and answer once it is parsed.
    case replyThenTheme(JSONValue, ThemeUpload)
    /// Keep the reply until the pictures being loaded are in; the connection's later lines wait.
    case holdUntilPicturesLoaded(JSONValue)
    /// Answer the request only once the launcher's index is read again; later lines wait.
    case holdUntilIndexRead(Request, environment: [String: String]?)
}
