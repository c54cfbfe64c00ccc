// Sanitizer: whether this build runs under AddressSanitizer or ThreadSanitizer (`make
// sanitize`). Their allocators keep freed memory (quarantine, shadow), so a test that reads
// the daemon's RSS after a free learns nothing under them.
import Foundation

enum Sanitizer {
    /// The test binary and the daemon are built with the same flags: one look at our own
    /// symbols tells for both.
    static let active: Bool = ["__asan_init", "__tsan_init"].contains { (name: String) in
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) != nil
    }
}
