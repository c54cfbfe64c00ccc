// DunstLook: what one notification looks like on screen, read the same way off dunst's window
// and overlayd's body: the rectangle, the frame and background colours, and where the text's
// ink starts; and whether two looks are alike (within 4 px, colours equal).

struct DunstLook: CustomStringConvertible {
    var left: Int, top: Int, width: Int, height: Int
    /// On the left edge at mid-height (a rounded corner would blend it).
    var frame: RGB
    /// Inside the frame at mid-height, in the left padding.
    var background: RGB
    /// The text's ink: its box from the rectangle's top-left (nil: no text seen).
    var textBox: (x: Int, y: Int, width: Int, height: Int)?
    /// The top-left of the text's ink.
    var textOrigin: (x: Int, y: Int)? { textBox.map { ($0.x, $0.y) } }

    var right: Int { left + width }
    var bottom: Int { top + height }

    /// Reads `rect` off `shot`: ink is any pixel inside the frame that differs from the
    /// background by more than 96 over the three channels.
    init(_ shot: Screenshot, _ rect: (x: Int, y: Int, width: Int, height: Int), frameWidth: Int) {
        (left, top, width, height) = (rect.x, rect.y, rect.width, rect.height)
        frame = shot.pixel(x: rect.x + frameWidth / 2, y: rect.y + rect.height / 2)
        let bg = shot.pixel(x: rect.x + frameWidth + 1, y: rect.y + rect.height / 2)
        background = bg
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        let inset = frameWidth + 1
        for y in (rect.y + inset)..<max(rect.y + inset, rect.y + rect.height - inset) {
            for x in (rect.x + inset)..<max(rect.x + inset, rect.x + rect.width - inset) {
                let p = shot.pixel(x: x, y: y)
                let d = abs(Int(p.r) - Int(bg.r)) + abs(Int(p.g) - Int(bg.g)) + abs(Int(p.b) - Int(bg.b))
                if d > 96 { (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)) }
            }
        }
        textBox = minX == Int.max ? nil : (minX - rect.x, minY - rect.y, maxX - minX + 1, maxY - minY + 1)
    }

    var description: String {
        let text = textBox.map { "text \($0.width)x\($0.height) at +\($0.x)+\($0.y)" } ?? "no text"
        return "\(width)x\(height)+\(left)+\(top) frame \(frame) background \(background) \(text)"
    }

    /// The x and y of the corner dunst's `origin` names (the middle for a -center side).
    func corner(_ origin: String) -> (x: Int, y: Int) {
        let x = origin.hasSuffix("left") ? left : origin.hasSuffix("right") ? right : left + width / 2
        let y = origin.hasPrefix("top") ? top : origin.hasPrefix("bottom") ? bottom : top + height / 2
        return (x, y)
    }

    /// Why `self` (overlayd's) does not look like `dunst`'s, or [] when it does: the origin's
    /// corner, the width and the text's origin within `slack` px; frame and background equal.
    func differences(from dunst: DunstLook, origin: String, slack: Int = 4) -> [String] {
        var why: [String] = []
        let (a, b) = (corner(origin), dunst.corner(origin))
        if abs(a.x - b.x) > slack || abs(a.y - b.y) > slack { why.append("corner \(a) vs \(b)") }
        if abs(width - dunst.width) > slack { why.append("width \(width) vs \(dunst.width)") }
        if let t = textOrigin, let u = dunst.textOrigin {
            if abs(t.x - u.x) > slack || abs(t.y - u.y) > slack { why.append("text at +\(t.x)+\(t.y) vs +\(u.x)+\(u.y)") }
        } else if (textOrigin == nil) != (dunst.textOrigin == nil) {
            why.append("text seen by one only")
        }
        if frame != dunst.frame { why.append("frame \(frame) vs \(dunst.frame)") }
        if background != dunst.background { why.append("background \(background) vs \(dunst.background)") }
        return why
    }
}
