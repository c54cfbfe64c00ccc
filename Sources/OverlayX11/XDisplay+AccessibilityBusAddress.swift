// XDisplay+AccessibilityBusAddress: the AT_SPI_BUS root property, where at-spi-bus-launcher also
// publishes the accessibility bus (for clients without a session bus).

extension XDisplay {
    /// The address in root's `AT_SPI_BUS` property, or nil when none is set.
    public func accessibilityBusAddress() -> String? {
        guard let bytes = byteProperty(root, "AT_SPI_BUS"), !bytes.isEmpty else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
