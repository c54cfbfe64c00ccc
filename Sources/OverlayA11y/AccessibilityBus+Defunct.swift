// AccessibilityBus+Defunct: answers about an object that went (its overlay was dismissed),
// as a defunct object rather than an error, since readers still hold references to it.
import CSDBusShim
import OverlaySDBus

extension AccessibilityBus {
    /// ATSPI_STATE_DEFUNCT.
    private static let defunctBit: UInt32 = 1 << 6

    /// Orca asks about its last focus (a menu item of a menu that closed) when the next
    /// overlay shows; an error there cut off what it was about to say. So the questions a
    /// reader asks of any object get the answers of a defunct one: no name, no parent, no
    /// children, state `defunct`. Anything else is an UnknownObject error.
    func handleGone(_ call: BusMessageReader, _ error: UnsafeMutablePointer<sd_bus_error>?) -> Int32 {
        switch (call.interface, call.member) {
        case (Interface.properties, "Get"):
            guard (try? call.string()) == Interface.accessible, let name = try? call.string() else { break }
            switch name {
            case "Name", "Description", "Locale", "AccessibleId":
                return reply(call) { try $0.open("v", "s"); try $0.append(""); try $0.close() }
            case "ChildCount":
                return reply(call) { try $0.open("v", "i"); try $0.append(Int32(0)); try $0.close() }
            case "Parent":
                return reply(call) { w in
                    try w.open("v", "(so)")
                    try self.nullReference(w)
                    try w.close()
                }
            default: break
            }
        case (Interface.accessible, "GetState"):
            return reply(call) { w in
                try w.open("a", "u")
                try w.append(Self.defunctBit)
                try w.append(UInt32(0))
                try w.close()
            }
        case (Interface.accessible, "GetRole"): return reply(call) { try $0.append(UInt32(0)) }
        case (Interface.accessible, "GetRoleName"), (Interface.accessible, "GetLocalizedRoleName"):
            return reply(call) { try $0.append("invalid") }
        case (Interface.accessible, "GetIndexInParent"): return reply(call) { try $0.append(Int32(-1)) }
        case (Interface.accessible, "GetChildAtIndex"): return reply(call, nullReference)
        case (Interface.accessible, "GetChildren"): return reply(call) { try $0.open("a", "(so)"); try $0.close() }
        case (Interface.accessible, "GetRelationSet"): return reply(call) { try $0.open("a", "(ua(so))"); try $0.close() }
        case (Interface.accessible, "GetAttributes"): return reply(call) { try $0.append(dictionary: []) }
        case (Interface.accessible, "GetInterfaces"): return reply(call) { try $0.open("a", "s"); try $0.append(Interface.accessible); try $0.close() }
        case (Interface.accessible, "GetApplication"): return reply(call) { try self.append($0, .root) }
        default: break
        }
        return sd_bus_error_set(error, "org.freedesktop.DBus.Error.UnknownObject", "no such object (the overlay went)")
    }
}
