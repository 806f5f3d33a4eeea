/// A glyph's outline as SVG path data in font units, y up, and what it is the outline of.
public struct GlyphOutline: Sendable, Hashable {
    /// The face instance.
    public var face: FontUse
    /// The glyph id in the face.
    public var glyph: UInt32
    /// SVG path data (`M … Q … Z`), font units, y up, rounded to 1/8 unit.
    public var path: String

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
