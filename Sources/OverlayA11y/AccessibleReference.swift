// AccessibleReference: AT-SPI2's reference to an accessible object, `(so)`: its owner's bus
// name and its object path.
import OverlaySDBus

extension BusMessageReader {
    /// Reads `(so)`.
    func reference() throws(BusMessageError) -> (bus: String, path: String) {
        try container("r", "so") { (try string(), try objectPath()) }
    }
}

extension BusMessageWriter {
    /// Writes `(so)`.
    func append(bus: String, path: String) throws(BusMessageError) {
        try container("r", "so") {
            try append(bus)
            try append(objectPath: path)
        }
    }
}
