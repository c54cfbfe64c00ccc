// XDisplay+Events: X events decoded into `WindowEvent`s, so the daemon never sees an XEvent.
import CX11
import OverlayCore

extension XDisplay {
    /// The properties whose changes the daemon acts on.
    static let watchedPropertyNames = ["WM_STATE", "_NET_WM_STATE", "_NET_WM_DESKTOP", "_NET_CURRENT_DESKTOP",
                                       "_NET_CLIENT_LIST_STACKING", "_NET_WORKAREA", "_NET_FRAME_EXTENTS",
                                       "_NET_WM_STRUT_PARTIAL", "_NET_WM_STRUT", "_XSETTINGS_SETTINGS"]

    /// Takes the next queued event. Call only while `queuedEvents > 0` or `pending() > 0`.
    public func nextEvent() -> WindowEvent {
        var ev = XEvent()
        XNextEvent(dpy, &ev)
        eventsTaken &+= 1
        return decode(&ev)
    }

    private func decode(_ ev: inout XEvent) -> WindowEvent {
        let type = ev.type
        switch type {
        case ConfigureNotify:
            let c = ev.xconfigure
            if rootScreens[WindowID(c.window)] != nil { return .screenChanged }
            // Reported through a root's SubstructureNotify (any screen's): a child of root.
            return .configure(WindowConfiguration(
                window: WindowID(c.window), rect: Rect(x: Int(c.x), y: Int(c.y), width: Int(c.width), height: Int(c.height)),
                borderWidth: Int(c.border_width), above: WindowID(c.above), synthetic: c.send_event != 0,
                onRoot: rootScreens[WindowID(c.event)] != nil && c.send_event == 0))
        case GravityNotify:
            let g = ev.xgravity
            return .configure(WindowConfiguration(window: WindowID(g.window), rect: .zero, moved: true))
        case DestroyNotify:
            return .destroyed(window: WindowID(ev.xdestroywindow.window))
        case ReparentNotify:
            return .reparented(window: WindowID(ev.xreparent.window))
        case UnmapNotify:
            return .unmapped(window: WindowID(ev.xunmap.window))
        case MapNotify:
            return .mapped(window: WindowID(ev.xmap.window))
        case KeyPress, KeyRelease:
            // Releases are for the observer only.
            if type == KeyRelease && keyObserver == nil { return .ignored }
            var key = ev.xkey
            var buf = [CChar](repeating: 0, count: 16)
            var sym: KeySym = 0
            let n = XLookupString(&key, &buf, Int32(buf.count - 1), &sym, nil)
            let name = XKeysymToString(sym).map { String(cString: $0) } ?? ""
            let text = String(decoding: buf.prefix(Int(max(0, n))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            keyObserver?(KeyStroke(pressed: type == KeyPress, keysym: UInt32(truncatingIfNeeded: sym),
                                   keycode: key.keycode, state: key.state, time: UInt32(truncatingIfNeeded: key.time),
                                   name: name, text: text))
            if type == KeyRelease { return .ignored }
            return .keyPress(key: name, text: text, modifiers: Self.modifiers(key.state))
        case ButtonRelease:
            let b = ev.xbutton
            return .buttonRelease(window: WindowID(b.window), button: Int(b.button),
                                  root: Point(x: Int(b.x_root), y: Int(b.y_root)))
        case MotionNotify:
            // Only the latest position matters: skip motion events already queued behind.
            var m = ev.xmotion
            while XCheckTypedWindowEvent(dpy, m.window, MotionNotify, &ev) != 0 { m = ev.xmotion }
            return .motion(window: WindowID(m.window), root: Point(x: Int(m.x_root), y: Int(m.y_root)))
        case EnterNotify:
            return .enter(window: WindowID(ev.xcrossing.window))
        case LeaveNotify:
            return .leave(window: WindowID(ev.xcrossing.window))
        case GenericEvent:
            var detail: Int32 = 0
            switch cx11_xi_raw_event(dpy, &ev, xiOpcode, &detail) {
            case XI_RawButtonPress:
                let at = pointerLocation()
                return .rawButtonPress(button: Int(detail), screen: at?.screen ?? defaultScreen, root: at?.point ?? .zero)
            case XI_RawButtonRelease: return .rawButtonRelease(button: Int(detail), root: pointerPosition() ?? .zero)
            case XI_RawMotion:
                // Only the latest position matters: one query for a burst of motion.
                let at = pointerLocation()
                return .rawMotion(screen: at?.screen ?? defaultScreen, root: at?.point ?? .zero)
            case XI_RawKeyPress:
                let code = KeyCode(clamping: detail)
                let base = XkbKeycodeToKeysym(dpy, code, 0, 0)
                if base == XK_Shift_L || base == XK_Shift_R { heldShiftKeys.insert(detail) }
                // The keysym Shift selects when it is held (Shift-Tab is ISO_Left_Tab), as a
                // focused window would see it; raw events carry no modifiers, so the Shift keys
                // are followed through their own raw presses and releases, in stream order.
                let shifted = heldShiftKeys.isEmpty ? 0 : XkbKeycodeToKeysym(dpy, code, 0, 1)
                let sym = shifted != 0 ? shifted : base
                guard sym != 0, let name = XKeysymToString(sym) else { return .ignored }
                return .rawKeyPress(key: String(cString: name))
            case XI_RawKeyRelease:
                heldShiftKeys.remove(detail)
                return .ignored
            default: return .ignored
            }
        case PropertyNotify:
            let p = ev.xproperty
            if p.window == root.rawValue, p.atom == Atom(XA_RESOURCE_MANAGER) { xftResourceRead = nil }
            clientFactsCache.changed(WindowID(p.window), p.atom, serial: p.serial)
            if clientFactsCache.onlyCached(WindowID(p.window)) { return .ignored }
            guard let name = watchedProperties[p.atom] else { return .ignored }
            if name == "_XSETTINGS_SETTINGS" { return .xsettingsChanged }
            return .propertyChanged(window: WindowID(p.window), property: name)
        case ClientMessage:
            // A new xsettings manager announces itself on root (MANAGER, the selection, its window).
            let m = ev.xclient
            guard m.message_type == atom("MANAGER"), Atom(m.data.l.1) == atom("_XSETTINGS_S\(screen)") else { return .ignored }
            watchXSettings(owner: WindowID(Window(m.data.l.2)))
            return .xsettingsChanged
        case SelectionNotify:
            let s = ev.xselection
            return .selectionArrived(window: WindowID(s.requestor), text: s.property == 0 ? nil : takePasted(from: WindowID(s.requestor)))
        case ButtonPress:
            let b = ev.xbutton
            return .buttonPress(window: WindowID(b.window), button: Int(b.button),
                                root: Point(x: Int(b.x_root), y: Int(b.y_root)), modifiers: Self.modifiers(b.state))
        default:
            break
        }
        if type == xfixesEventBase + XFixesSelectionNotify {
            let s = cx11_as_xfixes_selection(&ev)
            guard let on = screens.first(where: { $0.compositorSelection == s.selection }) else { return .ignored }
            return .compositorChanged(screen: on.number, running: s.owner != 0)
        }
        if hasRandR, type == randrEventBase + RRScreenChangeNotify || type == randrEventBase + RRNotify {
            XRRUpdateConfiguration(&ev)
            return .screenChanged
        }
        return .ignored
    }

    /// The modifier keys an event's `state` says were held.
    static func modifiers(_ state: UInt32) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alt) }
        if state & UInt32(Mod4Mask) != 0 { modifiers.insert(.superKey) }
        return modifiers
    }
}
