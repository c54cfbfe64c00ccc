// RoomMessage: what happened in one room that another room acts on, carried by
// `Effect.toRoom`. The room that sends it does not know who answers: `Rooms.deliver`
// routes each message to the room that owns what it is about.
import OverlayCore

enum RoomMessage: Equatable {
    /// The open pick asked for its next (or previous) mode's rows, keeping the typed text
    /// (rofi's kb-mode-next: Ctrl+Tab). The launcher that made its rows answers.
    case nextMode(OverlayID, forward: Bool)
    /// A click on the open pick's mode-switcher button `button` (rofi switches to that mode on
    /// the press). The launcher that made its rows answers.
    case showMode(OverlayID, button: Int)
    /// Shift+Delete on the open pick's `row` (rofi's kb-delete-entry): its window is closed
    /// or its use forgotten, and the rows are made again.
    case deleteRow(OverlayID, row: Int)
}
