// CenterFrame: the notification center's last frame and what it showed (the header's words,
// each row's picture and place), so the next paint draws again only the pieces that changed:
// a key that moves the selection, two rows; a new age or count, the header.
import OverlayCore

struct CenterFrame {
    /// What the header's pixels depend on besides the chrome's style.
    struct Header: Hashable {
        var heading: String
        var paused: Bool
        var hint: String
        var hintColor: Color
    }

    /// One row on screen: its picture's key and where it is (window coordinates).
    struct Row {
        var key: CenterRowCache.Key
        var rect: Rect
    }

    var chrome: CenterRowCache.ChromeKey
    var header: Header
    var rows: [Row]
    /// The words shown when there are no rows.
    var empty: String?
    var image: PixelImage

    /// The rectangles where a frame of these pieces differs from this one, each to be drawn
    /// again whole; nil when it must be painted whole (another chrome, the empty list's words,
    /// or so much changed that one paint is cheaper: a scroll moves every row).
    func damage(chrome: CenterRowCache.ChromeKey, header: Header, rows: [Row], empty: String?,
                headerArea: Rect, listArea: Rect) -> [Rect]? {
        guard chrome == self.chrome, empty == self.empty else { return nil }
        var rects: [Rect] = header == self.header ? [] : [headerArea]
        // Matched by place, then compared (a row's key may hold a picture's bytes: compared,
        // they are usually the same storage; hashed, every byte would be read).
        var before: [Rect: CenterRowCache.Key] = [:]
        for r in self.rows { before[r.rect] = r.key }
        var kept = Set<Rect>()
        for r in rows {
            if before[r.rect] == r.key { kept.insert(r.rect) } else { rects.append(r.rect.intersection(listArea)) }
        }
        rects += self.rows.filter { !kept.contains($0.rect) }.map { $0.rect.intersection(listArea) }
        let merged = RetainedFrame.merged(rects)
        let area = merged.reduce(0) { $0 + $1.area }
        return area * 2 > listArea.area ? nil : merged
    }
}
