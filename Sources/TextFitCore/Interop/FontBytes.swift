import CHarfBuzz

/// A font file's bytes, read (memory-mapped where possible) by HarfBuzz and released in deinit.
///
/// The same bytes feed FreeType (`FT_New_Memory_Face`), HarfBuzz (`hb_face_create`) and the
/// SHA-256 that pins the file, so each file is read once.
package final class FontBytes {
    let blob: OpaquePointer

    /// Reads `path`; `nil` when the file cannot be opened or read.
    package init?(path: String) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        self.blob = blob
    }

    deinit { hb_blob_destroy(blob) }

    var count: Int { Int(hb_blob_get_length(blob)) }

    /// The first byte, valid while `self` is alive.
    var baseAddress: UnsafePointer<UInt8> {
        var length: UInt32 = 0
        let data = hb_blob_get_data(blob, &length)!
        return UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
    }

    /// Calls `body` with the bytes.
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: baseAddress, count: count))
    }
}
