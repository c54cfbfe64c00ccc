// AccessibleRole: the AT-SPI2 numbers and names of the roles overlayd uses.
import OverlayCore

extension AccessibleOverlay.Role {
    /// The `AtspiRole` number.
    var atspiRole: UInt32 {
        switch self {
        case .notification: return 101
        case .toolTip: return 64
        case .alert: return 2
        case .dialog: return 16
        case .popupMenu: return 41
        case .menu: return 33
        case .panel: return 39
        case .menuItem: return 35
        case .checkMenuItem: return 8
        case .radioMenuItem: return 45
        case .pushButton: return 43
        case .separator: return 50
        case .text: return 61
        case .passwordText: return 40
        case .list: return 31
        case .listItem: return 32
        case .toggleButton: return 62
        case .label: return 29
        case .progressBar: return 42
        case .slider: return 51
        case .checkBox: return 7
        case .calendar: return 5
        case .comboBox: return 11
        }
    }

    /// The role's name as `atspi_role_get_name` gives it.
    var atspiName: String {
        switch self {
        case .notification: return "notification"
        case .toolTip: return "tool tip"
        case .alert: return "alert"
        case .dialog: return "dialog"
        case .popupMenu: return "popup menu"
        case .menu: return "menu"
        case .panel: return "panel"
        case .menuItem: return "menu item"
        case .checkMenuItem: return "check menu item"
        case .radioMenuItem: return "radio menu item"
        case .pushButton: return "push button"
        case .separator: return "separator"
        case .text: return "text"
        case .passwordText: return "password text"
        case .list: return "list"
        case .listItem: return "list item"
        case .toggleButton: return "toggle button"
        case .label: return "label"
        case .progressBar: return "progress bar"
        case .slider: return "slider"
        case .checkBox: return "check box"
        case .calendar: return "calendar"
        case .comboBox: return "combo box"
        }
    }

    /// Whether it is a window of its own (an overlay) rather than a part of one.
    var isWindow: Bool {
        switch self {
        case .notification, .toolTip, .alert, .dialog, .popupMenu, .panel: return true
        default: return false
        }
    }
}

/// ATSPI_ROLE_APPLICATION, the root's role.
let applicationRole: UInt32 = 75
