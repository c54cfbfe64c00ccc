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
    /// atk-bridge waits for that answer, so listeners have the key before any event of what
    /// it did, and GTK drops a consumed key (a screen reader's own command). We do not wait:
    /// the loop never stalls on a screen reader and the key acts at once; but the events sent
    /// meanwhile are held, in order, until the answer, or `keyAnswerWait` (`sendEvent`), so a
    /// reader hears the key before what it did, as with GTK (Orca 43 did not echo a key whose
    /// focus change or window destruction came first).
    /// A consumed key has already acted and is only counted (`keysConsumed`); the overlays'
    /// keys are not a screen reader's commands, so the two rarely meet.
    public func notifyKey(_ key: KeyStroke) {
        guard isListened else { return }
        // (uinnisb): type (0 pressed, 1 released), keysym, keycode, modifiers, timestamp,
        // string, is_text, in atk-bridge's widths (spi_dbus_marshal_deviceEvent).
        let sent: Void? = try? call(Self.registry, Self.deviceEventController, "org.a11y.atspi.DeviceEventController",
                             "NotifyListenersSync", timeoutMicroseconds: Self.keyAnswerWait, { w in
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
            bus.keysInFlight -= 1
            if bus.keysInFlight == 0 { bus.releaseHeldEvents() }
            guard !reply.isError, (try? reply.bool()) == true else { return }
            bus.keysConsumed += 1
        }
        if sent != nil {
            keysSent += 1
            keysInFlight += 1
        }
    }

    /// Sends an event's signal, or holds it while a key's answer is awaited.
    func sendEvent(_ m: OpaquePointer) {
        if keysInFlight > 0 {
            heldEvents.append(sd_bus_message_ref(m))
        } else {
            _ = sd_bus_send(bus, m, nil)
        }
    }

    /// Sends the events held while keys' answers were awaited, in order.
    func releaseHeldEvents() {
        let held = heldEvents
        heldEvents = []
        for m in held {
            _ = sd_bus_send(bus, m, nil)
            sd_bus_message_unref(m)
        }
        flush()
    }

    /// How long events wait for the registry's answer about a key (then the call fails with a
    /// timeout error and they go): a reader busy for longer hears the key late, not its effects.
    static let keyAnswerWait: UInt64 = 500_000
}

