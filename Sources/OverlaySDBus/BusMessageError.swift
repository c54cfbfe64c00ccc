// BusMessageError: why a value could not be read from or written to an sd-bus message.
#if canImport(Glibc)
import Glibc
#endif

/// A read or write on a message that failed: sd-bus's errno (positive), or EBADMSG for a
/// value that is not there. A malformed message comes from another program, so every read
/// throws this rather than trapping, and the handler decides what the caller hears: an
/// InvalidArgs error reply, a default, or nothing.
package struct BusMessageError: Error, Equatable, CustomStringConvertible {
    package let errno: Int32

    package init(errno: Int32) { self.errno = errno }

    /// The value is not in the message (fewer arguments than expected, or the end of a container).
    package static let missing = BusMessageError(errno: EBADMSG)

    /// A string sd-bus refuses to read: it takes Unicode's noncharacters (U+FDD0–U+FDEF and
    /// the last two of each plane, U+FFFE, U+FFFF, …, U+10FFFF) for invalid UTF-8, which
    /// dbus-daemon and GLib (dunst) let through.
    package static let refusedText = BusMessageError(errno: EILSEQ)

    /// Throws for sd-bus's negative result `r`.
    static func check(_ r: Int32) throws(BusMessageError) {
        if r < 0 { throw BusMessageError(errno: -r) }
    }

    /// Runs a reader's or writer's body: a closure of the wrapper's own reads and writes, which
    /// throw nothing but this (a closure's thrown type is not inferred, so bodies are untyped).
    static func rethrowing<T>(_ body: () throws -> T) throws(BusMessageError) -> T {
        do {
            return try body()
        } catch let e as BusMessageError {
            throw e
        } catch {
            throw BusMessageError(errno: EINVAL)
        }
    }

    /// The errno's text (`strerror`), e.g. "Bad message"; what a refused string holds.
    package var description: String {
        self == .refusedText ? "a string holds a Unicode noncharacter (U+FDD0-U+FDEF, U+FFFE, U+FFFF...), which sd-bus refuses"
            : String(cString: strerror(errno))
    }
}
