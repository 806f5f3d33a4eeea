extension CoreLocationUITitles {
    /// An iOS version whose titles `textfit check --ios` checks.
    ///
    /// The bundled catalog holds iOS 26.1's titles (53 localizations). The older versions are
    /// that catalog with the strings that differed then, from the same public index of Apple's
    /// localizations (github.com/kishikawakatsumi/applelocalization-tools; iOS 15's
    /// `<lproj>.lproj/CoreLocationUI.strings`, iOS 17.7's, 18.3's and 26.1's
    /// `Localizable.loctable`; `../shared/apple/CoreLocationUI-titles.tsv` and
    /// `CoreLocationUI-titles-ios17-26.tsv` list them with their commits): seven iOS 15 strings
    /// changed by 26.1 (German and French "Current Location", Catalan's four Send/Share titles,
    /// Hebrew "Send My Current Location"), Catalan's four and a Romanian title differed in
    /// 17.7, the Romanian one in 18.3. A language iOS added later (Bulgarian and Kazakh in 17.7,
    /// Lithuanian and Slovenian in 18.3, ten Indic languages and Urdu in 26.1) has TextFit's
    /// estimate in a version that predates it.
    package enum Version: Int, Sendable, Hashable, CaseIterable {
        case ios15 = 15, ios17 = 17, ios18 = 18, ios26 = 26

        /// The release whose strings the version's titles are: `15.0`, `17.7`, `18.3`, `26.1`.
        package var release: String {
            switch self {
            case .ios15: "15.0"
            case .ios17: "17.7"
            case .ios18: "18.3"
            case .ios26: "26.1"
            }
        }

        /// The version the bundled catalog holds.
        package static let bundled = Version.ios26

        /// The titles that differ from iOS 26.1's in this version.
        var changes: [(String, String, String)] {
            switch self {
            case .ios15: CoreLocationUITitles.ios15Changes
            case .ios17: CoreLocationUITitles.ios17Changes
            case .ios18: CoreLocationUITitles.ios18Changes
            case .ios26: []
            }
        }
    }

    /// The version in which iOS first ships titles for the languages it added after iOS 15.
    static let languageAdded: [String: Version] = [
        "bg": .ios17, "kk": .ios17, "lt": .ios18, "sl": .ios18,
        "bn": .ios26, "gu": .ios26, "kn": .ios26, "ml": .ios26, "mr": .ios26, "or": .ios26, "pa": .ios26, "ta": .ios26,
        "te": .ios26, "ur": .ios26,
    ]

    /// The bundled titles (`table`, iOS 26.1's) as `version` ships them: the strings that differed
    /// then put back (iOS's own), and TextFit's estimate for each language `version` does not
    /// ship yet (marked `textfit`, state `needs_review`, as the catalog marks its estimates); with
    /// a note naming the version, which every output of the run states.
    package static func titles(_ table: StringTable, as version: Version) -> StringTable {
        var result = table
        let others = Version.allCases.filter { $0 != version }.map { String($0.rawValue) }
        result.notes.append(ReadNote(kind: .titles, key: "titles", language: nil, location: SourceLocation(file: "--ios"),
                                     message: "the bundled titles as iOS \(version.release) ships them; --ios "
                                         + others.joined(separator: ", ") + " checks another version's"))
        guard version != .bundled else { return result }
        var replaced: [String: (value: String, source: TitleSource)] = [:]
        for (language, key, value) in estimates where (languageAdded[language]?.rawValue ?? 0) > version.rawValue {
            replaced[language + "\u{1F}" + key] = (value, .textfit)
        }
        for (language, key, value) in version.changes { replaced[language + "\u{1F}" + key] = (value, .ios) }
        for index in result.strings.indices where result.strings[index].titleSource != nil {
            let string = result.strings[index]
            guard let title = replaced[string.language.identifier + "\u{1F}" + string.key] else { continue }
            result.strings[index].value = title.value
            result.strings[index].titleSource = title.source
            result.strings[index].state = title.source == .ios ? .translated : .needsReview
        }
        return result
    }

    /// iOS 15's titles where they differ from iOS 26.1's: (language, title key, iOS 15's title).
    static let ios15Changes: [(String, String, String)] = [
        ("de", "Current Location", "Aktueller Standort"),
        ("fr", "Current Location", "Position actuelle"),
        ("ca", "Send Current Location", "Enviar la ubicació actual"),
        ("ca", "Send My Current Location", "Enviar la meva ubicació actual"),
        ("he", "Send My Current Location", "שלח את פרטי המיקום שלי"),
        ("ca", "Share Current Location", "Compartir la ubicació actual"),
        ("ca", "Share My Current Location", "Compartir la meva ubicació actual"),
    ]
    /// iOS 17.7's titles where they differ from iOS 26.1's.
    static let ios17Changes: [(String, String, String)] = [
        ("ca", "Send Current Location", "Enviar la ubicació actual"),
        ("ca", "Send My Current Location", "Enviar la meva ubicació actual"),
        ("ca", "Share Current Location", "Compartir la ubicació actual"),
        ("ca", "Share My Current Location", "Compartir la meva ubicació actual"),
        ("ro", "Send My Current Location", "Trimite localizarea mea actuală"),
    ]
    /// iOS 18.3's titles where they differ from iOS 26.1's.
    static let ios18Changes: [(String, String, String)] = [
        ("ro", "Send My Current Location", "Trimite localizarea mea actuală"),
    ]
    /// TextFit's own titles for the languages iOS added after 15, for a version that predates them.
    static let estimates: [(String, String, String)] = [
        ("bg", "Current Location", "Текущо местоположение"),
        ("bg", "Send Current Location", "Изпращане на текущото местоположение"),
        ("bg", "Send My Current Location", "Изпращане на текущото ми местоположение"),
        ("bg", "Share Current Location", "Споделяне на текущото местоположение"),
        ("bg", "Share My Current Location", "Споделяне на текущото ми местоположение"),
        ("bn", "Current Location", "বর্তমান অবস্থান"),
        ("bn", "Send Current Location", "বর্তমান অবস্থান পাঠান"),
        ("bn", "Send My Current Location", "আমার বর্তমান অবস্থান পাঠান"),
        ("bn", "Share Current Location", "বর্তমান অবস্থান শেয়ার করুন"),
        ("bn", "Share My Current Location", "আমার বর্তমান অবস্থান শেয়ার করুন"),
        ("gu", "Current Location", "વર્તમાન સ્થાન"),
        ("gu", "Send Current Location", "વર્તમાન સ્થાન મોકલો"),
        ("gu", "Send My Current Location", "મારું વર્તમાન સ્થાન મોકલો"),
        ("gu", "Share Current Location", "વર્તમાન સ્થાન શેર કરો"),
        ("gu", "Share My Current Location", "મારું વર્તમાન સ્થાન શેર કરો"),
        ("kk", "Current Location", "Ағымдағы орын"),
        ("kk", "Send Current Location", "Ағымдағы орынды жіберу"),
        ("kk", "Send My Current Location", "Менің ағымдағы орнымды жіберу"),
        ("kk", "Share Current Location", "Ағымдағы орынмен бөлісу"),
        ("kk", "Share My Current Location", "Менің ағымдағы орныммен бөлісу"),
        ("kn", "Current Location", "ಪ್ರಸ್ತುತ ಸ್ಥಳ"),
        ("kn", "Send Current Location", "ಪ್ರಸ್ತುತ ಸ್ಥಳವನ್ನು ಕಳುಹಿಸಿ"),
        ("kn", "Send My Current Location", "ನನ್ನ ಪ್ರಸ್ತುತ ಸ್ಥಳವನ್ನು ಕಳುಹಿಸಿ"),
        ("kn", "Share Current Location", "ಪ್ರಸ್ತುತ ಸ್ಥಳವನ್ನು ಹಂಚಿಕೊಳ್ಳಿ"),
        ("kn", "Share My Current Location", "ನನ್ನ ಪ್ರಸ್ತುತ ಸ್ಥಳವನ್ನು ಹಂಚಿಕೊಳ್ಳಿ"),
        ("lt", "Current Location", "Dabartinė vieta"),
        ("lt", "Send Current Location", "Siųsti dabartinę vietą"),
        ("lt", "Send My Current Location", "Siųsti mano dabartinę vietą"),
        ("lt", "Share Current Location", "Bendrinti dabartinę vietą"),
        ("lt", "Share My Current Location", "Bendrinti mano dabartinę vietą"),
        ("ml", "Current Location", "നിലവിലെ ലൊക്കേഷൻ"),
        ("ml", "Send Current Location", "നിലവിലെ ലൊക്കേഷൻ അയയ്ക്കുക"),
        ("ml", "Send My Current Location", "എന്റെ നിലവിലെ ലൊക്കേഷൻ അയയ്ക്കുക"),
        ("ml", "Share Current Location", "നിലവിലെ ലൊക്കേഷൻ പങ്കിടുക"),
        ("ml", "Share My Current Location", "എന്റെ നിലവിലെ ലൊക്കേഷൻ പങ്കിടുക"),
        ("mr", "Current Location", "सध्याचे स्थान"),
        ("mr", "Send Current Location", "सध्याचे स्थान पाठवा"),
        ("mr", "Send My Current Location", "माझे सध्याचे स्थान पाठवा"),
        ("mr", "Share Current Location", "सध्याचे स्थान शेअर करा"),
        ("mr", "Share My Current Location", "माझे सध्याचे स्थान शेअर करा"),
        ("or", "Current Location", "ବର୍ତ୍ତମାନର ଅବସ୍ଥାନ"),
        ("or", "Send Current Location", "ବର୍ତ୍ତମାନର ଅବସ୍ଥାନ ପଠାନ୍ତୁ"),
        ("or", "Send My Current Location", "ମୋର ବର୍ତ୍ତମାନର ଅବସ୍ଥାନ ପଠାନ୍ତୁ"),
        ("or", "Share Current Location", "ବର୍ତ୍ତମାନର ଅବସ୍ଥାନ ସେୟାର କରନ୍ତୁ"),
        ("or", "Share My Current Location", "ମୋର ବର୍ତ୍ତମାନର ଅବସ୍ଥାନ ସେୟାର କରନ୍ତୁ"),
        ("pa", "Current Location", "ਮੌਜੂਦਾ ਟਿਕਾਣਾ"),
        ("pa", "Send Current Location", "ਮੌਜੂਦਾ ਟਿਕਾਣਾ ਭੇਜੋ"),
        ("pa", "Send My Current Location", "ਮੇਰਾ ਮੌਜੂਦਾ ਟਿਕਾਣਾ ਭੇਜੋ"),
        ("pa", "Share Current Location", "ਮੌਜੂਦਾ ਟਿਕਾਣਾ ਸਾਂਝਾ ਕਰੋ"),
        ("pa", "Share My Current Location", "ਮੇਰਾ ਮੌਜੂਦਾ ਟਿਕਾਣਾ ਸਾਂਝਾ ਕਰੋ"),
        ("sl", "Current Location", "Trenutna lokacija"),
        ("sl", "Send Current Location", "Pošlji trenutno lokacijo"),
        ("sl", "Send My Current Location", "Pošlji mojo trenutno lokacijo"),
        ("sl", "Share Current Location", "Deli trenutno lokacijo"),
        ("sl", "Share My Current Location", "Deli mojo trenutno lokacijo"),
        ("ta", "Current Location", "தற்போதைய இருப்பிடம்"),
        ("ta", "Send Current Location", "தற்போதைய இருப்பிடத்தை அனுப்பு"),
        ("ta", "Send My Current Location", "எனது தற்போதைய இருப்பிடத்தை அனுப்பு"),
        ("ta", "Share Current Location", "தற்போதைய இருப்பிடத்தைப் பகிர்"),
        ("ta", "Share My Current Location", "எனது தற்போதைய இருப்பிடத்தைப் பகிர்"),
        ("te", "Current Location", "ప్రస్తుత స్థానం"),
        ("te", "Send Current Location", "ప్రస్తుత స్థానాన్ని పంపండి"),
        ("te", "Send My Current Location", "నా ప్రస్తుత స్థానాన్ని పంపండి"),
        ("te", "Share Current Location", "ప్రస్తుత స్థానాన్ని షేర్ చేయండి"),
        ("te", "Share My Current Location", "నా ప్రస్తుత స్థానాన్ని షేర్ చేయండి"),
        ("ur", "Current Location", "موجودہ مقام"),
        ("ur", "Send Current Location", "موجودہ مقام بھیجیں"),
        ("ur", "Send My Current Location", "میرا موجودہ مقام بھیجیں"),
        ("ur", "Share Current Location", "موجودہ مقام کا اشتراک کریں"),
        ("ur", "Share My Current Location", "میرے موجودہ مقام کا اشتراک کریں"),
    ]
}
