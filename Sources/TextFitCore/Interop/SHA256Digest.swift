import COpenSSL

/// SHA-256 from the system's libcrypto (OpenSSL's EVP one-shot digest).
///
/// TextFit hashes font files to pin them and titles to fingerprint SARIF results; the
/// system's libcrypto does that without building a cryptography library with the package.
package enum SHA256Digest {
    /// The digest of `bytes`, 32 bytes.
    static func digest(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        // An empty buffer may have no address; libcrypto wants one even for zero bytes.
        var empty: UInt8 = 0
        let ok = digest.withUnsafeMutableBufferPointer { out in
            withUnsafePointer(to: &empty) { fallback in
                EVP_Digest(bytes.baseAddress ?? UnsafeRawPointer(fallback), bytes.count,
                           out.baseAddress, &length, EVP_sha256(), nil)
            }
        }
        // EVP_Digest fails only when libcrypto cannot allocate its context.
        precondition(ok == 1 && length == 32, "libcrypto's SHA-256 failed")
        return digest
    }

    /// The digest of `bytes` in lowercase hex, 64 characters.
    static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in digest(bytes) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    /// The digest of a string's UTF-8 bytes in lowercase hex.
    package static func hex(utf8 text: String) -> String {
        var text = text
        return text.withUTF8 { hex(UnsafeRawBufferPointer($0)) }
    }
}
