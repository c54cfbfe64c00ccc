// RequestFuzzer: libFuzzer entry point for the request grammar (shell-word splitting and
import OverlayProtocol
// RequestParser): any bytes must give a Request or a UsageError, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequest(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    if let request = try? RequestParser.parse(line: bytes) {
        // What parses must survive a round trip through the client's quoting.
        if case .show(_, let spec) = request, let text = spec.text {
            let words = (try? ShellWords.split(ShellWords.quote(text))) ?? []
            if words != [text] { fatalError("quote/split round trip failed") }
        }
    }
    return 0
}
