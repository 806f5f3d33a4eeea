import Foundation
import Testing
@testable import TextFit
@testable import TextFitGate
@testable import TextFitReporters
@testable import TextFitResults
@testable import TextFitRun
@testable import TextFitSolver

/// Truncation from one shaping of the whole line gives exactly what the definition gives: the
/// exhaustive scan `TailTruncator.truncate(clusters:availableWidth:width:)` measuring every
/// "prefix…" candidate with its own `TextMeasurer`, at every width where the answer changes.
@Suite struct TruncationFromOneShapingTests {
    /// Location-button titles and Article 1 of the Universal Declaration of Human Rights in the
    /// languages whose scripts shape at the cut: Greek accents, Arabic joining (right to left) and
    /// Urdu's Nastaliq, whose letters change width most with what follows them,
    /// Devanagari and Tamil syllables, Thai marks, Japanese without spaces.
    static let titles: [(String, String)] = [
        ("de", "Meinen aktuellen Standort senden"),
        ("de", "Alle Menschen sind frei und gleich an Würde und Rechten geboren. Sie sind mit Vernunft und "
            + "Gewissen begabt und sollen einander im Geist der Brüderlichkeit begegnen."),
        ("el", "Κοινή χρήση της τρέχουσας τοποθεσίας μου"),
        ("el", "Όλοι οι άνθρωποι γεννιούνται ελεύθεροι και ίσοι στην αξιοπρέπεια και τα δικαιώματα. Είναι "
            + "προικισμένοι με λογική και συνείδηση, και οφείλουν να συμπεριφέρονται μεταξύ τους με πνεύμα αδελφοσύνης."),
        ("ar", "مشاركة موقعي الحالي"),
        ("ar", "يولد جميع الناس أحرارًا متساوين في الكرامة والحقوق. وقد وهبوا عقلاً وضميرًا وعليهم أن يعامل "
            + "بعضهم بعضًا بروح الإخاء."),
        ("ur", "میرا موجودہ مقام شیئر کریں"),
        ("ur", "تمام انسان آزاد اور حقوق و عزت کے اعتبار سے برابر پیدا ہوئے ہیں۔ انہیں ضمیر اور عقل ودیعت ہوئی ہے۔ "
            + "اس لئے انہیں ایک دوسرے کے ساتھ بھائی چارے کا سلوک کرنا چاہئے۔"),
        ("hi", "मेरा वर्तमान स्थान भेजें"),
        ("hi", "सभी मनुष्यों को गौरव और अधिकारों के मामले में जन्मजात स्वतन्त्रता और समानता प्राप्त है। उन्हें बुद्धि "
            + "और अन्तरात्मा की देन प्राप्त है और परस्पर उन्हें भाईचारे के भाव से बर्ताव करना चाहिए।"),
        ("th", "ส่งตำแหน่งที่ตั้งปัจจุบันของฉัน"),
        ("th", "มนุษย์ทั้งหลายเกิดมามีอิสระและเสมอภาคกันในเกียรติศักดิ์และสิทธิ ต่างมีเหตุผลและมโนธรรม "
            + "และควรปฏิบัติต่อกันด้วยเจตนารมณ์แห่งภราดรภาพ"),
        ("ta", "எனது தற்போதைய இருப்பிடத்தை அனுப்பு"),
        ("ta", "மனிதப் பிறவியினர் சகலரும் சுதந்திரமாகவே பிறக்கின்றனர்; அவர்கள் மதிப்பிலும், உரிமைகளிலும் "
            + "சமமானவர்கள். அவர்கள் நியாயத்தையும் மனசாட்சியையும் இயற்பண்பாகப் பெற்றவர்கள்."),
        ("ja", "現在地を送信"),
        ("ja", "すべての人間は、生まれながらにして自由であり、かつ、尊厳と権利とについて平等である。人間は、"
            + "理性と良心とを授けられており、互いに同胞の精神をもって行動しなければならない。"),
    ]

    /// Body at the default size, semibold at AX1 and regular at AX5; the fonts' own tracking and
    /// an override that tracks every cluster.
    static let settings: [(pointSize: Double, weight: Int, tracking: Double?)] = [
        (17, 400, nil), (33, 600, nil), (53, 400, nil), (17, 400, 40),
    ]

    @Test(arguments: titles)
    func equalsTheExhaustiveScan(language: String, title: String) throws {
        let tag = TestFonts.tag(language)
        let clusters = TailTruncator.clusters(of: title)
        for setting in Self.settings {
            // The definition's widths come from a measurer of their own, text by text.
            let reference = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: setting.tracking)
            var widths: [String: Double] = [:]
            let width = { (text: String) throws -> Double in
                if let known = widths[text] { return known }
                let measured = try reference.measure(text, language: tag, pointSize: setting.pointSize,
                                                     weight: setting.weight).width
                widths[text] = measured
                return measured
            }
            // Every candidate's width, and the widths just below each: where the answer changes.
            var probes: [Double] = [0, 1]
            for k in 0..<clusters.count {
                let candidate = clusters[0..<k].joined() + TailTruncator.ellipsis
                let w = try width(candidate)
                probes += [w, w.nextDown, w - 1e-6, w - 0.5]
            }
            let whole = try width(title)
            probes += stride(from: 0, through: whole + 10, by: whole / 37).map { $0 }

            let measurer = TextMeasurer(fonts: TestFonts.bundled, trackingOverride: setting.tracking)
            let prepared = try measurer.prepare(title, language: tag, weight: setting.weight)
            _ = try measurer.measure(prepared, pointSize: setting.pointSize)
            var mostShapings = 0
            for available in probes {
                let expected = try TailTruncator.truncate(clusters: clusters, availableWidth: available, width: width)
                let before = measurer.shapingCount
                let actual = try TailTruncator.truncate(prepared, pointSize: setting.pointSize,
                                                        availableWidth: available, measurer: measurer)
                mostShapings = max(mostShapings, measurer.shapingCount - before)
                #expect(actual == expected, "\(language) \(setting) at \(available): \(String(describing: actual?.text))")
            }
            // A few shapings at the cut, never one per cluster.
            #expect(mostShapings <= 8, "\(language) \(setting): \(mostShapings) shapings for one cell")
        }
    }

    /// A 5,000-cluster title costs its one layout and a few shapings of the kept prefix per
    /// truncated cell, however short the room: the shaping count is read off the measurer.
    @Test(arguments: ["de", "ar", "th"])
    func longTitleTakesAFewShapings(language: String) throws {
        let sentence = try #require(Self.titles.last { $0.0 == language }?.1)
        var title = ""
        while title.count < 5_000 { title += sentence + " " }
        title = String(title.prefix(5_000))
        #expect(title.count == 5_000)
        let tag = TestFonts.tag(language)
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        let reference = TextMeasurer(fonts: TestFonts.bundled)
        let clusters = TailTruncator.clusters(of: title)
        for pointSize in [17.0, 53.0] {
            let prepared = try measurer.prepare(title, language: tag, weight: 400)
            _ = try measurer.measure(prepared, pointSize: pointSize)
            for available in [0.5, 120, 343, 1_000] {
                let before = measurer.shapingCount
                let result = try #require(try TailTruncator.truncate(prepared, pointSize: pointSize,
                                                                     availableWidth: available, measurer: measurer))
                #expect(measurer.shapingCount - before <= 5, "\(language) \(pointSize) pt in \(available) pt")
                // The answer fits, and the next longer candidate (trailing spaces dropped) does not.
                let width = { (text: String) in
                    try reference.measure(text, language: tag, pointSize: pointSize, weight: 400).width
                }
                #expect(try width(result.text) == result.width)
                guard result.keptClusters > 0 else {
                    #expect(available < result.width || result.fits)
                    continue
                }
                #expect(result.fits && result.width <= available + 1e-9)
                var next = result.keptClusters + 1
                while next < clusters.count, clusters[next - 1].allSatisfy(\.isWhitespace) { next += 1 }
                let longer = clusters[0..<next].joined() + TailTruncator.ellipsis
                #expect(try width(longer) > available, "\(longer.suffix(10)) fits \(available)")
            }
        }
    }

    /// Clusters without width after the cut (zero-width spaces, which the shaper drops) all
    /// look as wide as the one before them, so dozens of candidates just over the room are
    /// shaped in a row: after `stepsBeforeHalving` of them the search halves the gap, and the
    /// answer is still the definition's.
    @Test func zeroWidthRunHalvesTheSearch() throws {
        let tag = TestFonts.tag("de")
        let title = "Standorti" + String(repeating: "\u{200B}", count: 200) + "erung"
        let clusters = TailTruncator.clusters(of: title)
        #expect(clusters.count == 214)
        let reference = TextMeasurer(fonts: TestFonts.bundled)
        let width = { (text: String) in try reference.measure(text, language: tag, pointSize: 17, weight: 400).width }
        // Room for "Standort…" and not for "Standorti…", which is less than an em wider.
        let available = try width("Standort…")
        #expect(try width("Standorti…") > available)
        let expected = try TailTruncator.truncate(clusters: clusters, availableWidth: available, width: width)
        #expect(expected?.text == "Standort…")
        let measurer = TextMeasurer(fonts: TestFonts.bundled)
        let prepared = try measurer.prepare(title, language: tag, weight: 400)
        _ = try measurer.measure(prepared, pointSize: 17)
        let before = measurer.shapingCount
        let actual = try TailTruncator.truncate(prepared, pointSize: 17, availableWidth: available, measurer: measurer)
        #expect(actual == expected)
        let shapings = measurer.shapingCount - before
        #expect(shapings > TailTruncator.stepsBeforeHalving && shapings <= TailTruncator.stepsBeforeHalving + 12,
                "\(shapings) shapings")
    }
}
