import CFreeType

/// A FreeType call that failed: the call, FreeType's error code and FreeType's own message.
package struct FreeTypeError: Error, Sendable, CustomStringConvertible {
    let call: String
    let code: Int32
    let reason: String

    init(call: String, code: FT_Error) {
        self.call = call
        self.code = code
        self.reason = String(cString: textfit_ft_error_string(code))
    }

    package var description: String { "\(reason.lowercased()) (FreeType \(call) error \(code))" }
}
