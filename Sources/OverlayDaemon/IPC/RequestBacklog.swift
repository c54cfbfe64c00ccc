// RequestBacklog: lines read but not yet handled, taken a few at a time so that every
// client and the FIFO get a turn, and reading stops while it is long (backpressure).

struct RequestBacklog {
    private var items: [LineBuffer.Item] = []
    private var head = 0
    /// Past this many waiting lines the source is not read: the kernel buffer fills and the
    /// writer blocks, so memory stays bounded under a flood.
    static let limit = 1024

    var count: Int { items.count - head }
    var isEmpty: Bool { head == items.count }
    var isFull: Bool { count >= RequestBacklog.limit }

    mutating func append(_ new: [LineBuffer.Item]) { items += new }

    /// Up to `max` lines, oldest first.
    mutating func take(_ max: Int) -> ArraySlice<LineBuffer.Item> {
        let end = min(items.count, head + max)
        let taken = items[head..<end]
        head = end
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 4096 {
            items.removeFirst(head)
            head = 0
        }
        return taken
    }
}
