import CHarfBuzz

/// The Unicode Script property of code points, from HarfBuzz's Unicode tables.
package enum UnicodeScript {
    /// The ISO 15924 tag of `scalar`'s script: `Latn`, `Arab`, `Hani`, or `Zyyy`/`Zinh` for
    /// Common and Inherited.
    package static func tag(of scalar: UInt32) -> String {
        tagString(code(of: scalar))
    }

    /// The ISO 15924 tag of `scalar`'s script as a 32-bit OpenType-style tag (no allocation).
    package static func code(of scalar: UInt32) -> UInt32 {
        hb_script_to_iso15924_tag(hb_unicode_script(hb_unicode_funcs_get_default(), scalar))
    }

    package static let common = "Zyyy"
    package static let inherited = "Zinh"
    package static let unknown = "Zzzz"
    package static let commonCode = textfit_hb_tag(0x5A, 0x79, 0x79, 0x79)
    package static let inheritedCode = textfit_hb_tag(0x5A, 0x69, 0x6E, 0x68)
    package static let unknownCode = textfit_hb_tag(0x5A, 0x7A, 0x7A, 0x7A)

    package static func tagString(_ tag: hb_tag_t) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8((tag >> $0) & 0xFF) }
        return String(decoding: bytes, as: UTF8.self).trimmingTrailingSpaces()
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}
