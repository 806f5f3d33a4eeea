import Foundation

extension ButtonFit {
    /// Measures `title` in `language` at `category` and fits it to the button: the whole check
    /// of one cell in one call, with the bundled fonts unless `fonts` is given.
    ///
    /// ```swift
    /// import TextFit
    /// let cell = try ButtonFit.check(title: "Meinen aktuellen Standort senden", language: "de", category: .ax3)
    /// print(cell.fit.fits, cell.fit.minFrame.width, cell.fit.truncatedText ?? "fits")
    /// ```
    ///
    /// Format specifiers in the title are replaced by the same wide samples `textfit check` uses
    /// (the first sample's cell is returned). The result has no `location`: the title comes from
    /// no file. For many titles, a `Verification` measures them in parallel and shares the
    /// shaping between sizes.
    ///
    /// - Parameters:
    ///   - title: the text the button shows.
    ///   - language: a BCP 47 tag (`de`, `zh-Hant`, `pt-BR`); it picks the fonts and shaping.
    ///   - category: the Dynamic Type category; `large` (the system default) unless given.
    ///   - spec: the button; the documented default spec unless given.
    ///   - fonts: the fonts to measure with; the bundled set (`BundledData.fonts(environment:)`)
    ///     unless given.
    /// - Throws: `InputError`, as `Verification.run(catalogs:spec:categories:fonts:)` does: input
    ///   the check cannot use — an unknown language tag, fonts that cannot be loaded.
    public static func check(title: String, language: String, category: ContentSizeCategory = .default,
                             spec: ButtonSpec = .default, fonts: FontCollection? = nil) throws(InputError) -> CellResult {
        guard let tag = LanguageTag(language) else {
            throw InputError(reason: "'\(language)' is not a BCP 47 language tag")
        }
        let collection: FontCollection
        if let fonts { collection = fonts } else { collection = try BundledData.sharedFonts() }
        let plan = VerificationPlan(spec: spec, keyLimits: [:], categories: [category], sampler: FormatSpecifierSampler())
        let string = LocalizedString(key: title, language: tag, value: title, location: SourceLocation(file: ""))
        guard var cell = try CellSolver(plan: plan, fonts: collection).cells(for: string).first else {
            throw InputError(reason: "no cell was measured for '\(title)'")
        }
        cell.location = nil
        return cell
    }
}
