import Foundation

/// A string that compares and hashes by its UTF-8 bytes, for de-duplicating keys.
///
/// Swift's `String` equality is canonical equivalence: "Café" with U+00E9 equals "Cafe" followed by
/// U+0301. To an app they are two keys — Foundation looks localized strings up by their exact
/// code units — so a catalog may hold both, and neither is "written twice". Every place that
/// de-duplicates keys compares them through this type.
package struct ExactKey: Hashable, Sendable {
    package let string: String

    package init(_ string: String) { self.string = string }

    package static func == (a: ExactKey, b: ExactKey) -> Bool { same(a.string, b.string) }

    /// Whether `a` and `b` are the same key: the same UTF-8 bytes.
    package static func same(_ a: String, _ b: String) -> Bool {
        let (left, right) = (a.utf8, b.utf8)
        guard left.count == right.count else { return false }
        // Native strings are contiguous: compare their bytes at once.
        let compared = left.withContiguousStorageIfAvailable { leftBytes in
            right.withContiguousStorageIfAvailable { rightBytes in
                leftBytes.count == 0 || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0
            }
        }
        if let compared, let equal = compared { return equal }
        return left.elementsEqual(right)
    }

    package func hash(into hasher: inout Hasher) {
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if hashed == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
    }
}
