// DunstStackLook: what two or more notifications stacked in one column look like, read the
// same way off dunst's window and overlayd's bodies: the rows that are not the background
// colour down one column of pixels just inside the right frame (the frames and separators),
// and the whole's size; and whether two are alike (the separators a dunst user sees).

struct DunstStackLook: CustomStringConvertible {
    /// A run of rows of one colour.
    struct Run: CustomStringConvertible {
        var colour: RGB
        var start: Int, length: Int
        var description: String { "\(colour)@\(start)+\(length)" }
    }

    var runs: [Run] = []
    var width: Int, height: Int

    /// Reads down the column `frameWidth + 3` px inside the right edge of `drawn`'s rectangle,
    /// `cornerRadius` further in (clear of the corners' edges); the background is read just
    /// under the top frame.
    init(_ drawn: DunstSideBySide.Drawn, frameWidth: Int, cornerRadius: Int = 0) {
        (width, height) = (drawn.rect.width, drawn.rect.height)
        let x = drawn.rect.x + drawn.rect.width - frameWidth - 3 - cornerRadius
        let background = drawn.shot.pixel(x: x, y: drawn.rect.y + frameWidth + 2)
        for y in 0..<drawn.rect.height {
            let p = drawn.shot.pixel(x: x, y: drawn.rect.y + y)
            if p.isClose(to: background, tolerance: 6) { continue }
            if let last = runs.last, last.start + last.length == y, last.colour.isClose(to: p, tolerance: 6) {
                runs[runs.count - 1].length += 1
            } else {
                runs.append(Run(colour: p, start: y, length: 1))
            }
        }
    }

    var description: String { "\(width)x\(height) \(runs)" }

    /// Why `self` (overlayd's) does not look like `dunst`'s, or [] when it does: as many runs,
    /// each of the same colour (within 3), starting within 2 px and as tall within 1; the whole
    /// as wide and as tall within 4 px.
    func differences(from dunst: DunstStackLook) -> [String] {
        var why: [String] = []
        if runs.count != dunst.runs.count { why.append("\(runs.count) runs of frame and separator vs \(dunst.runs.count)") }
        for (o, t) in zip(runs, dunst.runs) where !o.colour.isClose(to: t.colour, tolerance: 3)
            || abs(o.start - t.start) > 2 || abs(o.length - t.length) > 1 {
            why.append("run \(o) vs \(t)")
        }
        if abs(width - dunst.width) > 4 { why.append("width \(width) vs \(dunst.width)") }
        if abs(height - dunst.height) > 4 { why.append("height \(height) vs \(dunst.height)") }
        return why
    }
}
