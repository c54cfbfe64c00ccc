// TestDisplay+Selections: waiting for a selection owner (WM_S0, _NET_WM_CM_S0, the daemon's own).
import CX11
import Foundation

extension TestDisplay {
    /// XFixes selection event masks (macros built from other macros do not import).
    /// XFixesSetSelectionOwnerNotifyMask | XFixesSelectionWindowDestroyNotifyMask |
    /// XFixesSelectionClientCloseNotifyMask.
    private static let selectionEventMask: UInt = 1 << 0 | 1 << 1 | 1 << 2

    /// The current owner of selection `name`, 0 for none.
    func selectionOwner(_ name: String) -> Window {
        XGetSelectionOwner(handle, intern(name))
    }

    /// Asks XFixes to report every owner change of `name`, once per selection.
    private func watchSelection(_ name: String) {
        let atom = intern(name)
        guard !watchedSelections.contains(atom) else { return }
        XFixesSelectSelectionInput(handle, root, atom, Self.selectionEventMask)
        watchedSelections.insert(atom)
        sync()
    }

    /// Waits until selection `name` has an owner and returns it. The selection is watched
    /// before the first look, so an owner that arrives in between is not missed.
    @discardableResult
    func waitForSelectionOwner(
        name: String, timeout: TimeInterval = 10, abortFD: Int32? = nil, abortReason: @autoclosure () -> String = ""
    ) throws -> Window {
        watchSelection(name)
        var owner: Window = 0
        try waitUntil("an owner of selection \(name)", timeout: timeout, abortFD: abortFD, abortReason: abortReason()) {
            owner = selectionOwner(name)
            return owner != 0
        }
        return owner
    }

    /// Waits until selection `name` has no owner.
    func waitForSelectionOwnerGone(name: String, timeout: TimeInterval = 10) throws {
        watchSelection(name)
        try waitUntil("selection \(name) to lose its owner", timeout: timeout) {
            selectionOwner(name) == 0
        }
    }
}
