import Testing
@testable import TextFitCore

/// An ICU line break iterator kept open and pointed at one text after another
/// (``ICULineBreaker``, `ubrk_setText`) finds what an iterator opened for each text finds: for
/// texts in eleven locales — dictionary breaks in Thai, Lao, Khmer and Burmese, breaks between
/// ideographs and kana, hard breaks — taken in turn twice, with more locales than the breaker
/// keeps open, so that iterators are closed and opened again on the way.
@Suite struct ICULineBreakerTests {
    static let texts: [(locale: String, text: String)] = [
        ("en", "Share my current location.\nNow, or later?"),
        ("th", "อนุญาตให้แผนที่ใช้ตำแหน่งของคุณหรือไม่"),
        ("ja", "「マップ」に位置情報の使用を許可しますか？"),
        ("zh-Hans", "正在共享我的当前位置，请稍候。"),
        ("ko", "현재 위치를 공유하시겠습니까?"),
        ("de", "Datenschutzgrundverordnung-konforme Ortungsdienste\u{2028}aktivieren"),
        ("ar", "مشاركة موقعي الحالي الآن"),
        ("he", "שיתוף המיקום הנוכחי שלי"),
        ("my", "သင့်တည်နေရာကို မျှဝေပါ"),
        ("km", "ចែករំលែកទីតាំងបច្ចុប្បន្នរបស់ខ្ញុំ"),
        ("lo", "ແບ່ງປັນສະຖານທີ່ປະຈຸບັນຂອງຂ້ອຍ"),
    ]

    @Test func aKeptIteratorFindsWhatANewOneFinds() throws {
        #expect(Self.texts.count > ICULineBreaker.capacity)
        let kept = ICULineBreaker()
        for round in 0..<2 {
            for (locale, text) in Self.texts {
                let scalars = text.unicodeScalars.map(\.value)
                let found = try kept.opportunities(scalars, locale: locale)
                let fresh = try ICULineBreaker().opportunities(scalars, locale: locale)
                #expect(found == fresh, "round \(round), \(locale)")
                #expect(found.last?.scalarOffset == scalars.count, "\(locale): the end is the last opportunity")
                #expect(found.count > 2, "\(locale)")
            }
        }
    }
}
