// FreedMemory: gives the C heap's free pages back to the kernel (glibc keeps them otherwise),
// and says how big that heap is (the `heap` of `overlayctl stats`).
import CLinux
import OverlayProtocol

func returnFreedMemory() {
    _ = malloc_trim(0)
}

/// glibc's own count of its heap (mallinfo2), in KB: `arena` the brk heap and the threads'
/// arenas, `mmapped` the chunks mapped on their own, `in_use` what is allocated, `free` what
/// is free but kept, `trimmable` the free top that malloc_trim would give back first.
var heapStats: [(String, JSONValue)] {
    let info = mallinfo2()
    return [("arena", .int(Int(info.arena / 1024))), ("mmapped", .int(Int(info.hblkhd / 1024))),
            ("in_use", .int(Int((info.uordblks + info.hblkhd) / 1024))), ("free", .int(Int(info.fordblks / 1024))),
            ("trimmable", .int(Int(info.keepcost / 1024)))]
}
