import Foundation

extension Verification {
    /// Reads `catalogs` and checks every string at every category in `categories`: what
    /// `textfit check` does, as one call, with every cell kept in memory.
    ///
    /// ```swift
    /// let result = try await Verification.run(catalogs: ["App/Localizable.xcstrings"])
    /// for cell in result.cells where !cell.fit.fits { print(cell.key, cell.language, cell.fit.overflow) }
    /// ```
    ///
    /// - Parameters:
    ///   - catalogs: String Catalogs, `.strings`/`.stringsdict` files, XLIFF files, `.xcloc`
    ///     bundles or folders of them (`LocalizationReader`); empty for the bundled catalog.
    ///   - spec: the button; unless given, iOS 15–18's sizing (`ButtonSpec.bundledDefault`) for the
    ///     bundled catalog, as `textfit check` uses it, and the label model's defaults for catalogs.
    ///   - categories: the categories to check; all twelve unless given.
    ///   - fonts: the fonts to measure with; the bundled set unless given.
    /// - Throws: `InputError`, as `ButtonFit.check(title:language:category:spec:fonts:)` does: input
    ///   the run cannot use — a file that cannot be read or is malformed, fonts that cannot be
    ///   loaded — with the file, line and key where they are known (`textfit` exits with status 2).
    ///
    /// Memory grows with the cells; for catalogs of many thousand strings, stream the results
    /// with `run(writingTo:)` instead.
    public static func run(catalogs: [String], spec: ButtonSpec? = nil,
                           categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
                           fonts: FontCollection? = nil) async throws(InputError) -> VerificationResult {
        // The bundled titles are iOS 26.1's, and say so, as `textfit check` states them.
        let strings = catalogs.isEmpty ? CoreLocationUITitles.titles(try BundledData.strings(), as: .bundled)
            : try LocalizationReader.read(paths: catalogs)
        let collection: FontCollection
        if let fonts { collection = fonts } else { collection = try BundledData.sharedFonts() }
        let spec = spec ?? (catalogs.isEmpty ? .bundledDefault : .default)
        return try await Verification(strings: strings, spec: spec, categories: categories, fonts: collection).run()
    }
}
