import Foundation

/// `hb-shape`, HarfBuzz's own command-line shaper: the independent shaping the tests check
/// TextFit's widths, glyphs and positions against. Shared by the integration and end-to-end
/// tiers (the end-to-end tier's `Support/HBShape.swift` is a link to this file).
enum HBShape {
    static let program = "/usr/bin/hb-shape"

    /// One glyph of hb-shape's JSON output: id, cluster, offsets, advances and ink box.
    ///
    /// With a point size, hb-shape is asked for a scale of 1000 × the point size, so the numbers
    /// are in 1/1000 pt (each rounded to an integer by hb-shape); without one, in font units.
    struct Glyph: Decodable, Sendable {
        var g: UInt32
        var cl: Int
        var dx: Int, dy: Int
        var ax: Int, ay: Int
        var xb: Int, yb: Int, w: Int, h: Int
    }

    /// hb-shape's glyphs for `text` in face `faceIndex` of `font`.
    ///
    /// - Parameters:
    ///   - language: a BCP 47 tag (hb-shape's default, from the locale, when `nil`).
    ///   - pointSize: the size in points (font units when `nil`).
    ///   - direction: `ltr`, `rtl`, … (from the script when `nil`).
    ///   - variations: hb-shape's `--variations` value, e.g. `wght=600`.
    ///   - utf8Clusters: clusters as UTF-8 offsets instead of character offsets.
    static func glyphs(font: String, faceIndex: Int = 0, text: String, language: String? = nil, pointSize: Double? = nil,
                       direction: String? = nil, variations: String? = nil, utf8Clusters: Bool = false) throws -> [Glyph] {
        var arguments = [font, "--face-index=\(faceIndex)", "--output-format=json", "--no-glyph-names", "--show-extents"]
        if let pointSize { arguments.append("--font-size=\(Int((pointSize * 1000).rounded()))") }
        if let language { arguments.append("--language=\(language)") }
        if let direction { arguments.append("--direction=\(direction)") }
        if let variations { arguments.append("--variations=\(variations)") }
        if utf8Clusters { arguments.append("--utf8-clusters") }
        arguments += ["--", text]
        let output = try Subprocess.output(program, arguments)
        do {
            return try JSONDecoder().decode([Glyph].self, from: output)
        } catch {
            throw Subprocess.Failure(description: "hb-shape's output for \(text) in \(font) does not decode (\(error)): "
                                     + String(decoding: output.prefix(500), as: UTF8.self))
        }
    }

    /// hb-shape's shaping of a text, summed up.
    struct Shaped: Sendable {
        /// The total advance, in points (1/1000-pt units per glyph, so a comparison must allow
        /// 0.0005 pt per glyph).
        var width: Double
        var glyphs: Int
        var clusters: Int
    }

    /// hb-shape's total advance of `text` in `font` at `pointSize`, its glyph and cluster counts.
    static func width(font: String, faceIndex: Int = 0, text: String, language: String, pointSize: Double,
                      direction: String? = nil, variations: String? = nil) throws -> Shaped {
        let glyphs = try glyphs(font: font, faceIndex: faceIndex, text: text, language: language, pointSize: pointSize,
                                direction: direction, variations: variations)
        return Shaped(width: Double(glyphs.reduce(0) { $0 + $1.ax }) / 1000, glyphs: glyphs.count,
                      clusters: Set(glyphs.map(\.cl)).count)
    }

    /// The share of Inter's Display cut in the SF Pro stand-in at `pointSize`, as
    /// `docs/sf-stand-in.md` states it: none up to 17 pt, rising linearly to 0.45 at 20 pt, 0.45
    /// from there on.
    static func displayShare(pointSize: Double) -> Double {
        0.45 * min(1, max(0, (pointSize - 17) / 3))
    }

    /// hb-shape's advance of `text` in the stand-in at `pointSize`: Inter's text cut and its
    /// Display cut (`Inter-<style>.otf`, `InterDisplay-<style>.otf`) shaped alone and mixed by
    /// ``displayShare(pointSize:)``; the glyph and cluster counts are the text cut's.
    static func standInWidth(style: String = "Regular", text: String, language: String, pointSize: Double) throws -> Shaped {
        let folder = "/usr/share/fonts/opentype/inter/"
        let own = try width(font: folder + "Inter-\(style).otf", text: text, language: language, pointSize: pointSize)
        let share = displayShare(pointSize: pointSize)
        guard share > 0 else { return own }
        let display = try width(font: folder + "InterDisplay-\(style).otf", text: text, language: language, pointSize: pointSize)
        return Shaped(width: (1 - share) * own.width + share * display.width, glyphs: own.glyphs, clusters: own.clusters)
    }
}
