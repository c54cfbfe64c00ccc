// AccessibilityBus+Keys: the keys typed into an overlay that holds the keyboard, told to the
// registry as GTK's atk-bridge tells it (DeviceEventController.NotifyListenersSync), so that
// a screen reader hears them: its key echo, and its idea of where the user is.
import CSDBusShim
import OverlaySDBus
import OverlayCore

extension AccessibilityBus {
    private static let deviceEventController = "/org/a11y/atspi/registry/deviceeventcontroller"

    /// Tells the registry of `key`, while some client listens (a screen reader runs; without
    /// one, a key costs nothing). The registry hands it to the clients' keystroke listeners
    /// and answers whether one consumed it.
    ///
    /// atk-bridge waits for that answer and GTK then drops a consumed key (a screen reader's
    /// own command). We do not wait, so the loop never stalls on a screen reader: the key has
    /// already acted on the overlay when the answer comes, and a consumed one is only counted
    /// (`keysConsumed`). The overlays' keys are not a screen reader's commands, so the two
    /// rarely meet.
    public func notifyKey(_ key: KeyStroke) {
        guard isListened else { return }
        // (uinnisb): type (0 pressed, 1 released), keysym, keycode, modifiers, timestamp,
        // string, is_text, in atk-bridge's widths (spi_dbus_marshal_deviceEvent).
        let sent: Void? = try? call(Self.registry, Self.deviceEventController, "org.a11y.atspi.DeviceEventController",
                             "NotifyListenersSync", { w in
            try w.open("r", "uinnisb")
            try w.append(UInt32(key.pressed ? 0 : 1))
            try w.append(Int32(bitPattern: key.keysym))
            try w.append(Int16(truncatingIfNeeded: key.keycode))
            try w.append(Int16(truncatingIfNeeded: key.state & 0xFFFF))
            try w.append(Int32(bitPattern: key.time))
            try w.append(key.eventString)
            try w.append(key.isText)
            try w.close()
        }) { bus, reply in
            guard !reply.isError, (try? reply.bool()) == true else { return }
            bus.keysConsumed += 1
        }
        if sent != nil { keysSent += 1 }
    }
}
