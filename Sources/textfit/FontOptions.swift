import ArgumentParser
import TextFit

/// Which fonts to measure with: the bundled set, a folder, a manifest or one file.
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font"), help: "Measure with this one font file (TTF, OTF, TTC) and no fallback.")
    var fontFile: String?

    @Option(help: "The face index inside a font collection (with --font).")
    var faceIndex: Int = 0

    @Option(help: "Variation axis values for --font, e.g. wght=600,opsz=17.")
    var variation: Checked<Variations>?

    @Option(help: "A named instance of a variable --font, e.g. SemiBold.")
    var instance: String?

    @Option(help: "A font manifest (JSON) or a folder of fonts placed in front of the bundled set.")
    var fonts: String?

    func validate() throws {
        if fontFile != nil && fonts != nil { throw ValidationError("--font and --fonts cannot be combined") }
        if fontFile == nil && (variation != nil || instance != nil || faceIndex != 0) {
            throw ValidationError("--face-index, --variation and --instance go with --font")
        }
        if faceIndex < 0 { throw ValidationError("--face-index must not be negative") }
        try InputError.exitOnBadInput { () throws in _ = try variation?.get() }
    }

    /// Loads the chosen collection.
    func collection() throws(InputError) -> FontCollection {
        if let fontFile {
            return try FontCollection.file(fontFile, faceIndex: faceIndex, variations: try variation?.get().values ?? [:], instance: instance)
        }
        if let fonts {
            if fonts.hasSuffix(".json") { return try FontCollection.manifest(at: fonts) }
            return try FontCollection.folder(fonts, over: BundledData.fonts())
        }
        return try BundledData.fonts()
    }
}
