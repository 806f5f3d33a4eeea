import TextFitCore

extension TitleSource {
    /// The languages among `titles` whose titles are TextFit's own, sorted, and how many
    /// languages have iOS's own; `nil` when no title has a source (a catalog the user passed).
    package static func languages(of titles: some Sequence<RunTitle>) -> (ios: [LanguageTag], textfit: [LanguageTag])? {
        var ios = Set<LanguageTag>(), textfit = Set<LanguageTag>()
        for title in titles {
            switch title.titleSource {
            case .ios?: ios.insert(title.language)
            case .textfit?: textfit.insert(title.language)
            case nil: continue
            }
        }
        guard !ios.isEmpty || !textfit.isEmpty else { return nil }
        // A language with any title of TextFit's is an estimate.
        return (ios.subtracting(textfit).sorted(), textfit.sorted())
    }
}
