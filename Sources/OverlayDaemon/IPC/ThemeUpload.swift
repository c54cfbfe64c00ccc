// ThemeUpload: a rofi theme's text arriving on its connection after a `theme` line, counted like a
// pick's rows (raw bytes, no escaping), then parsed and kept by the pick room's `RofiThemes`.

struct ThemeUpload: ByteUpload {
    let hash: String
    let expected: Int
    var bytes: [UInt8] = []
}
