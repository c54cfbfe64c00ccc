// ConfigFuzzer: libFuzzer entry point for the config parser: any text must give a Config or
import OverlayConfig
// a ConfigError naming a line, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        _ = try ConfigParser.parse(text: text, file: "fuzz.toml")
    } catch {
        if error.line < 0 { fatalError("error without a line: \(error)") }
    }
    return 0
}
