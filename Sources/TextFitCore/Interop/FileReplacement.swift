#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `rename(2)`: puts the file at `source` in place of `target` in one step, so a reader of
/// `target` sees either the old file whole or the new one whole, never a mix.
package enum FileReplacement {
    /// Renames `source` to `target` (both in one directory); the error's text on failure.
    package static func rename(_ source: String, to target: String) -> String? {
        #if canImport(Glibc)
        let status = Glibc.rename(source, target)
        #else
        let status = Darwin.rename(source, target)
        #endif
        guard status != 0 else { return nil }
        return message(errno: errno)
    }

    /// The system's words for the error number `code` ("No space left on device").
    package static func message(errno code: Int32) -> String {
        String(cString: strerror(code))
    }
}
