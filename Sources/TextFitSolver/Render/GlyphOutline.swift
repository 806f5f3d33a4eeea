/// How one glyph is drawn, in font units with y up, and which glyph it is: its outline as SVG
/// path data, or the font's color bitmap (``image``), or — for a glyph that cannot be drawn —
/// a box over its measured extent, with ``note`` saying why.
package struct GlyphOutline: Sendable, Hashable {
    /// The face instance.
    package var face: FontUse
    /// The glyph id in the face.
    package var glyph: UInt32
    /// SVG path data (`M … Q … Z`), font units, y up, rounded to 1/8 unit; empty for an image.
    package var path: String
    /// The color bitmap drawn instead of a path (emoji from `CBDT` or `sbix` strikes).
    package var image: GlyphImage? = nil
    /// Why the glyph is drawn as a box rather than as itself; `nil` when it is drawn as itself.
    package var note: String? = nil

    /// A box over `x`…`x + width` and `bottom`…`top` (font units, y up), drawn as a frame one
    /// twentieth of its smaller side thick (outer contour clockwise, inner counterclockwise, so
    /// the inside stays empty under the nonzero rule): what an undrawable glyph is shown as.
    static func boxPath(x: Double, width: Double, bottom: Double, top: Double) -> String {
        let width = max(width, 1), height = max(top - bottom, 1)
        let t = max(1, min(width, height) / 20)
        let outer = [OutlineCommand.move(OutlinePoint(x: x, y: bottom)), .line(OutlinePoint(x: x, y: bottom + height)),
                     .line(OutlinePoint(x: x + width, y: bottom + height)), .line(OutlinePoint(x: x + width, y: bottom))]
        let inner = [OutlineCommand.move(OutlinePoint(x: x + t, y: bottom + t)),
                     .line(OutlinePoint(x: x + width - t, y: bottom + t)),
                     .line(OutlinePoint(x: x + width - t, y: bottom + height - t)),
                     .line(OutlinePoint(x: x + t, y: bottom + height - t))]
        return pathData(width > 2 * t && height > 2 * t ? outer + inner : outer)
    }

    /// The path data of `commands`.
    static func pathData(_ commands: [OutlineCommand]) -> String {
        var out = ""
        var open = false
        func number(_ value: Double) -> String {
            let rounded = (value * 8).rounded() / 8
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        func point(_ p: OutlinePoint) -> String { number(p.x) + " " + number(p.y) }
        for command in commands {
            switch command {
            case .move(let p):
                if open { out += "Z" }
                out += "M" + point(p)
                open = true
            case .line(let p): out += "L" + point(p)
            case .quad(let c, let p): out += "Q" + point(c) + " " + point(p)
            case .cubic(let c1, let c2, let p): out += "C" + point(c1) + " " + point(c2) + " " + point(p)
            }
        }
        if open { out += "Z" }
        return out
    }
}
