import Foundation

/// A ``ButtonDrawing`` as a standalone SVG document: no fonts (glyphs are paths), no scripts, no
/// external references. Outlines go once into `<defs>` and glyphs `<use>` them, scaled and
/// flipped (font units are y up).
package enum SVGButton {
    /// The overflow's color: the part of the title outside the frame.
    package static let overflowColor = "#FF3B30"

    /// The whole document.
    package static func document(_ drawing: ButtonDrawing) -> String {
        let w = number(drawing.width), h = number(drawing.height)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
        out += "width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        out += "<title>\(MarkupText.escape(drawing.text, attribute: false))</title>\n<defs>\n"
        for (index, outline) in drawing.outlines.enumerated() {
            out += definition(outline, id: "g\(index)") + "\n"
        }
        out += "</defs>\n" + body(drawing, glyphPrefix: "g", clipID: "overflow") + "</svg>\n"
        return out
    }

    /// The `<defs>` entry of a glyph, in font units with y up, for the `<use>`s that scale and
    /// flip it: a `<path>`, or for a color bitmap an `<image>` flipped back upright over the box
    /// the font gives it (its top edge at `top`, so after the flip row 0 is at the top).
    package static func definition(_ outline: GlyphOutline, id: String) -> String {
        guard let image = outline.image else { return "<path id=\"\(id)\" d=\"\(outline.path)\"/>" }
        return "<image id=\"\(id)\" x=\"\(number(image.x, digits: 2))\" y=\"\(number(-image.top, digits: 2))\" "
            + "width=\"\(number(image.width, digits: 2))\" height=\"\(number(image.height, digits: 2))\" "
            + "transform=\"scale(1 -1)\" preserveAspectRatio=\"none\" href=\"\(image.dataURI)\"/>"
    }

    /// Everything but the `<svg>` element and the outlines' `<defs>`, which must be in the same
    /// document with ids `glyphPrefix` + the outline's index; `clipID` names the overflow's clip
    /// path (unique in the document).
    package static func body(_ drawing: ButtonDrawing, glyphPrefix: String, clipID: String) -> String {
        var out = "<rect class=\"backdrop\" width=\"\(number(drawing.width))\" height=\"\(number(drawing.height))\" "
            + "fill=\"\(rgb(drawing.backdrop))\"/>\n"
        out += drawing.alpha < 1 ? "<g class=\"button\" opacity=\"\(number(drawing.alpha))\">\n" : "<g class=\"button\">\n"
        let frame = "x=\"\(number(drawing.frameX))\" y=\"\(number(drawing.frameY))\" width=\"\(number(drawing.frameWidth))\" "
            + "height=\"\(number(drawing.frameHeight))\" rx=\"\(number(drawing.cornerRadius))\""
        out += "<rect class=\"frame\" \(frame) " + paint(drawing.background) + "/>\n"
        let tint = paint(drawing.tint)
        if let icon = drawing.icon, drawing.iconSide > 0 {
            let path = LocationArrow.path(x: drawing.iconX, y: drawing.iconY, side: drawing.iconSide)
            if icon.isOutline {
                out += "<path class=\"icon\" d=\"\(path)\" fill=\"none\" stroke=\"\(rgb(drawing.tint))\" "
                    + "stroke-opacity=\"\(number(drawing.tint.alpha))\" stroke-width=\"\(number(drawing.iconSide * 0.08))\" "
                    + "stroke-linejoin=\"round\"/>\n"
            } else {
                out += "<path class=\"icon\" d=\"\(path)\" \(tint)/>\n"
            }
        }
        out += "<g class=\"title\" \(tint)>" + glyphs(drawing.title, prefix: glyphPrefix) + "</g>\n</g>\n"
        if !drawing.overflow.isEmpty {
            // The whole title, shown only outside the frame, in red; the frame outlined in red.
            let clip = clipID
            out += "<clipPath id=\"\(clip)\"><path clip-rule=\"evenodd\" d=\"M0 0H\(number(drawing.width))V"
                + "\(number(drawing.height))H0Z M\(number(drawing.frameX)) \(number(drawing.frameY))h"
                + "\(number(drawing.frameWidth))v\(number(drawing.frameHeight))h\(number(-drawing.frameWidth))Z\"/></clipPath>\n"
            out += "<g class=\"overflow\" clip-path=\"url(#\(clip))\" fill=\"\(overflowColor)\" fill-opacity=\"0.75\">"
                + glyphs(drawing.overflow, prefix: glyphPrefix) + "</g>\n"
            out += "<rect class=\"frame-outline\" \(frame) fill=\"none\" stroke=\"\(overflowColor)\" stroke-width=\"1\" "
                + "stroke-dasharray=\"3 2\"/>\n"
        }
        return out
    }

    /// The glyphs as `<use>`s of their outlines, each run of one scale in a group that scales
    /// and flips font units (y up) into points: positions in font units to 0.1 unit.
    private static func glyphs(_ glyphs: [PlacedGlyph], prefix: String) -> String {
        var out = ""
        var scale: (x: Double, y: Double)?
        for glyph in glyphs {
            // A blended face's glyph is stretched across (``PlacedGlyph/scaleX``).
            let across = glyph.scaleX ?? glyph.scale
            if scale.map({ $0.x != across || $0.y != glyph.scale }) ?? true {
                if scale != nil { out += "</g>" }
                let s = number(glyph.scale, digits: 9)
                out += "<g transform=\"matrix(\(number(across, digits: 9)) 0 0 -\(s) 0 0)\">"
                scale = (across, glyph.scale)
            }
            out += "<use href=\"#\(prefix)\(glyph.outline)\" x=\"\(number(glyph.x / across, digits: 1))\" "
                + "y=\"\(number(-glyph.y / glyph.scale, digits: 1))\"/>"
        }
        if scale != nil { out += "</g>" }
        return out
    }

    /// `fill="#RRGGBB"`, with `fill-opacity` when the color is not opaque.
    static func paint(_ color: RGBAColor) -> String {
        "fill=\"\(rgb(color))\"" + (color.alpha < 1 ? " fill-opacity=\"\(number(color.alpha))\"" : "")
    }

    /// `#RRGGBB` of a color, without its alpha.
    package static func rgb(_ color: RGBAColor) -> String {
        RGBAColor(red: color.red, green: color.green, blue: color.blue).hex
    }

    /// A number with at most `digits` decimals and no trailing zeros.
    package static func number(_ value: Double, digits: Int = 3) -> String {
        ReportNumber.trimmed(value, decimals: digits)
    }
}
