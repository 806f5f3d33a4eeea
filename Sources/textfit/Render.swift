import ArgumentParser
import Foundation
import TextFit

extension TextFitCommand {
    /// `textfit render`: one button as an SVG, drawn exactly as TextFit measures it.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw one button as SVG: the title's glyph outlines, the arrow, the frame, colors and overflow.",
            discussion: """
            The title is shaped with the same fonts, HarfBuzz shaping and tracking as `check`, solved \
            against the spec, and drawn from FreeType's outlines: truncated where it does not fit, with \
            the part that overflows shown in red outside the frame. No fonts are embedded. Exit status: \
            0 when the title fits, 1 when it does not (the SVG is written either way), 2 on bad input, \
            3 when the SVG cannot be written (nothing is left at the path). A glyph no font data can \
            draw is shown as a box, with a note on standard error.
            """)

        @Argument(help: "The title.")
        var text: String

        @Option(name: .customLong("lang"), help: "The BCP 47 language tag of the title.")
        var language = Checked<LanguageTag>(argument: "en")

        @Option(help: "A content-size category (xSmall … large … AX5). Default: large.")
        var category: Checked<ContentSizeCategory>?

        @Option(help: "A point size instead of a category's.")
        var size: Double?

        @Option(help: "A button spec (JSON). Default: the documented default spec.")
        var spec: String?

        @Option(help: "light, dark, lightIncreasedContrast or darkIncreasedContrast. Default: the spec's first appearance.")
        var appearance: Checked<Appearance>?

        @Option(help: "The SVG file to write ('-' for standard output).")
        var output: String

        @OptionGroup var fontOptions: FontOptions

        @OptionGroup(title: "Platform") var platformOptions: PlatformOptions

        func validate() throws {
            try InputError.exitOnBadInput { () throws in
                if category != nil && size != nil { throw InputError(reason: "--category and --size: give one of them") }
                if let size, !(size > 0 && size.isFinite) { throw InputError(reason: "--size must be a positive number") }
                _ = try language.get()
                _ = try category?.get()
                _ = try appearance?.get()
                _ = try PlatformOptions.single(platformOptions.targets(), command: "render")
            }
        }

        func run() throws {
            let fits: Bool = try InputError.exitOnBadInput { () throws -> Bool in
                let language = try self.language.get()
                let chosen = try category?.get() ?? .default
                var spec = try self.spec.map { try ButtonSpec.load(from: $0) } ?? .default
                if let target = try PlatformOptions.single(platformOptions.targets(), command: "render") {
                    spec = try spec.on(target)
                    guard target.categories.contains(chosen) else {
                        throw InputError(reason: "--category: \(target.platform.displayName) publishes no \(chosen.rawValue); use one of "
                            + ContentSizeCategory.describe(target.categories, among: target.categories))
                    }
                    for notice in target.notices { FileHandle.standardError.write(Data("textfit: note: \(notice)\n".utf8)) }
                }
                let look = try appearance?.get() ?? spec.appearances.list[0]
                let renderer = ButtonRenderer(spec: spec, fonts: try fontOptions.collection())
                let drawing = try renderer.draw(text, language: language, category: chosen, pointSize: size, appearance: look)
                for note in drawing.notes { FileHandle.standardError.write(Data("textfit: note: \(note)\n".utf8)) }
                let sink = try ReportOptions.sink(output, what: "the SVG")
                sink.write(SVGButton.document(drawing))
                if output == "-" { try sink.flush() } else { try sink.close() }
                return drawing.fit.fits
            }
            if !fits { throw ExitCode(1) }
        }
    }
}
