// LineBuffer: splits a byte stream into request lines, refusing over-long ones without
// losing the lines that follow them.
import OverlayProtocol

struct LineBuffer {
    /// One complete line, or a notice that a line was too long and was dropped.
    enum Item: Equatable {
        case line([UInt8])
        case tooLong(Int)
    }

    private var buffer: [UInt8] = []
    /// Bytes of an over-long line being skipped until its newline.
    private var discarding: Int?
    let limit: Int

    init(limit: Int = RequestParser.maxLineBytes) { self.limit = limit }

    mutating func append(_ bytes: some Collection<UInt8>) -> [Item] {
        var items: [Item] = []
        var chunk = bytes[...]
        while let nl = chunk.firstIndex(of: UInt8(ascii: "\n")) {
            let part = chunk[..<nl]
            chunk = chunk[chunk.index(after: nl)...]
            if let skipped = discarding {
                items.append(.tooLong(skipped + part.count))
                discarding = nil
            } else if buffer.count + part.count > limit {
                items.append(.tooLong(buffer.count + part.count))
                buffer.removeAll(keepingCapacity: true)
            } else {
                buffer.append(contentsOf: part)
                var line = buffer
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                items.append(.line(line))
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if let skipped = discarding {
            discarding = skipped + chunk.count
        } else if buffer.count + chunk.count > limit {
            discarding = buffer.count + chunk.count
            buffer.removeAll(keepingCapacity: false)
        } else {
            buffer.append(contentsOf: chunk)
        }
        return items
    }
}
