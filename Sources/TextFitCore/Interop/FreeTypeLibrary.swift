import CFreeType

/// An `FT_Library`, freed when the last face that uses it is gone.
///
/// FreeType libraries are not thread-safe; each loader owns its own and never shares it
/// across tasks (the type is deliberately not `Sendable`).
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws(FreeTypeError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw FreeTypeError(call: "FT_Init_FreeType", code: error) }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}
