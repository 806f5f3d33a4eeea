import Foundation

/// An app localized with Base Internationalization, generated for `textfit bench storyboards`:
/// `storyboards` storyboards of `elements` elements each in `Base.lproj`, and for each
/// storyboard a `.strings` table in each of 19 languages besides English (whose text is the
/// storyboard's), the same bytes for the same seed.
///
/// The elements are what a storyboard's screens hold, in a fixed mix: of every ten, five labels
/// in a fixed 17 pt font with a width constraint (120–300 pt, one line), two wrapping labels in
/// the body text style held at both edges (343 pt), one button with a fixed 15 pt title and a
/// width constraint, one centred label Auto Layout sizes to its text (no usable width), and one
/// button with a `UIButton.Configuration` (body style, wrapping). Each scene also has a view
/// controller title. English texts are 3–24 characters, as labels' and buttons' texts are; each language's words
/// come from the bundled translations (``BenchmarkCatalog``'s word pools), as much longer than
/// English as its translations are.
package struct BenchmarkStoryboardApp: Sendable {
    /// Storyboards in `Base.lproj`.
    package var storyboards: Int
    /// Elements with a text in each storyboard.
    package var elements: Int
    /// The seed of the generator.
    package var seed: UInt64

    /// The languages, English (the development language, the storyboards') first.
    package static let languages = [
        "en", "ar", "de", "el", "es", "fr", "he", "hi", "it", "ja", "ko", "nl", "pl", "pt-BR", "ru", "ta", "th", "tr",
        "vi", "zh-Hans",
    ]

    package init(storyboards: Int = 50, elements: Int = 69, seed: UInt64 = 1) {
        self.storyboards = storyboards
        self.elements = elements
        self.seed = seed
    }

    /// The keys: one per element, and one title per storyboard.
    package var keys: Int { storyboards * (elements + 1) }

    /// The strings the app holds: each key in every language (English in the storyboards).
    package var strings: Int { keys * Self.languages.count }

    /// Writes the app into `folder` and returns its size in bytes and the `.lproj` folders of its
    /// tables (the app without its storyboards).
    package func write(into folder: String, words: StringTable) throws(InputError) -> (bytes: Int, tables: [String]) {
        let tags = Self.languages.compactMap(LanguageTag.init)
        let pools = try BenchmarkCatalog.wordPools(words, languages: tags)
        var random = SeededGenerator(seed: seed)
        var bytes = 0
        func put(_ relative: String, _ text: String) throws(InputError) {
            try InputError.write(Data(text.utf8), to: folder + "/" + relative, what: "the benchmark app")
            bytes += text.utf8.count
        }
        let width = String(storyboards - 1).count
        for board in 0..<storyboards {
            let number = String(board)
            let name = "Screen" + String(repeating: "0", count: width - number.count) + number
            // Each element's texts in every language, English first.
            var texts: [[String]] = []
            for _ in 0...elements {
                let length = 3 + Double(random.index(22))
                texts.append(tags.map { tag in
                    let pool = pools[tag]!
                    return pool.text(length: length * pool.ratio, specifier: nil, at: 0, random: &random)
                })
            }
            try put("Base.lproj/\(name).storyboard", storyboard(board, english: texts.map { $0[0] }))
            for (l, tag) in tags.enumerated().dropFirst() {
                var table = ""
                for e in 0...elements {
                    let (id, property) = Self.key(board, e, of: elements)
                    table += "/* Class = \"\(Self.className(e, of: elements))\"; \(property) = \"\(Self.escaped(texts[e][0]))\"; "
                        + "ObjectID = \"\(id)\"; */\n\"\(id).\(property)\" = \"\(Self.escaped(texts[e][l]))\";\n\n"
                }
                try put("\(tag.identifier).lproj/\(name).strings", table)
            }
        }
        let tables = tags.dropFirst().map { folder + "/" + $0.identifier + ".lproj" }
        return (bytes, tables)
    }

    /// The key of the first storyboard's first element, the one key a reading-only check measures.
    package var firstKey: String {
        let (id, property) = Self.key(0, 0, of: elements)
        return id + "." + property
    }

    /// The object ID and property of element `e` of storyboard `board` (the last, `elements`, is
    /// the view controller's title).
    static func key(_ board: Int, _ e: Int, of elements: Int) -> (id: String, property: String) {
        let id = "s\(board)-e\(e)"
        if e == elements { return (id, "title") }
        switch e % 10 {
        case 7: return (id, "normalTitle")
        case 9: return (id, "configuration.title")
        default: return (id, "text")
        }
    }

    static func className(_ e: Int, of elements: Int) -> String {
        e == elements ? "UIViewController" : [7, 9].contains(e % 10) ? "UIButton" : "UILabel"
    }

    /// A `.strings` value: backslashes and quotes escaped.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// An XML attribute value.
    static func attribute(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// The storyboard of screen `board`, its element texts `english` (the last the view controller's title).
    func storyboard(_ board: Int, english: [String]) -> String {
        var views = "", constraints = ""
        for e in 0..<elements {
            let (id, _) = Self.key(board, e, of: elements)
            let text = Self.attribute(english[e])
            let y = 20 + e * 40
            let label = "opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" textAlignment=\"natural\" "
                + "lineBreakMode=\"tailTruncation\" baselineAdjustment=\"alignBaselines\" adjustsFontSizeToFit=\"NO\" "
                + "translatesAutoresizingMaskIntoConstraints=\"NO\""
            switch e % 10 {
            case 5, 6:
                views += """
                                    <label \(label) text="\(text)" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="\(id)">
                                        <rect key="frame" x="16" y="\(y)" width="343" height="41"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </label>

                """
                constraints += """
                                    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="v\(board)" secondAttribute="leadingMargin" id="\(id)-l"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="\(id)" secondAttribute="trailing" id="\(id)-t"/>

                """
            case 7:
                views += """
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                        <rect key="frame" x="16" y="\(y)" width="\(80 + e % 7 * 20)" height="30"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="\(80 + e % 7 * 20)" id="\(id)-w"/>
                                        </constraints>
                                        <state key="normal" title="\(text)"/>
                                    </button>

                """
            case 8:
                views += """
                                    <label \(label) text="\(text)" id="\(id)">
                                        <rect key="frame" x="150" y="\(y)" width="80" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>

                """
                constraints += """
                                    <constraint firstItem="\(id)" firstAttribute="centerX" secondItem="v\(board)" secondAttribute="centerX" id="\(id)-c"/>

                """
            case 9:
                views += """
                                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                        <rect key="frame" x="16" y="\(y)" width="343" height="35"/>
                                        <buttonConfiguration key="configuration" style="filled" title="\(text)"/>
                                    </button>

                """
                constraints += """
                                    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="v\(board)" secondAttribute="leadingMargin" id="\(id)-l"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="\(id)" secondAttribute="trailing" id="\(id)-t"/>

                """
            default:
                let width = 120 + (e * 37) % 181
                views += """
                                    <label \(label) text="\(text)" id="\(id)">
                                        <rect key="frame" x="16" y="\(y)" width="\(width)" height="21"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="\(width)" id="\(id)-w"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>

                """
            }
        }
        let (controller, _) = Self.key(board, elements, of: elements)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <scenes>
                    <scene sceneID="scene\(board)">
                        <objects>
                            <viewController title="\(Self.attribute(english[elements]))" id="\(controller)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v\(board)">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(40 + elements * 40)"/>
                                    <subviews>
            \(views)                        </subviews>
                                    <constraints>
            \(constraints)                        </constraints>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr\(board)" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
    }
}
