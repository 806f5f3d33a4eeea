/// SipHash-2-4 with its 128-bit output (Aumasson and Bernstein, "SipHash: a fast short-input PRF",
/// 2012, and the 128-bit variant of its reference implementation): a keyed digest of bytes fed in
/// any number of pieces.
///
/// A value: a copy taken half-way goes on apart from the original. The bytes are taken eight at a
/// time, little-endian; the last block holds the remaining bytes and the length modulo 256 in
/// its top byte. The 128-bit variant XORs 0xee into v1 at the start and into v2 before the four
/// finalization rounds of the first half, and 0xdd into v1 before those of the second; each half
/// is v0 ⊕ v1 ⊕ v2 ⊕ v3.
package struct SipHash128: Sendable {
    /// The 128-bit key, as two little-endian words.
    package struct Key: Sendable, Hashable {
        package var k0: UInt64
        package var k1: UInt64

        package init(k0: UInt64, k1: UInt64) {
            self.k0 = k0
            self.k1 = k1
        }

        /// A key from the system's random source.
        package static func random() -> Key {
            var generator = SystemRandomNumberGenerator()
            return Key(k0: generator.next(), k1: generator.next())
        }
    }

    private var v0: UInt64, v1: UInt64, v2: UInt64, v3: UInt64
    /// Bytes not yet in a full word, the first in the lowest byte.
    private var tail: UInt64 = 0
    /// How many bytes have been fed; `tail` holds the last `length % 8` of them.
    private var length: UInt64 = 0

    package init(key: Key) {
        v0 = key.k0 ^ 0x736f_6d65_7073_6575
        v1 = key.k1 ^ 0x646f_7261_6e64_6f6d ^ 0xee
        v2 = key.k0 ^ 0x6c79_6765_6e65_7261
        v3 = key.k1 ^ 0x7465_6462_7974_6573
    }

    /// Feeds `bytes`.
    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var at = 0
        let count = bytes.count
        var pending = Int(length & 7)
        length &+= UInt64(count)
        // Fill a partial word first.
        if pending != 0 {
            while pending < 8 && at < count {
                tail |= UInt64(bytes[at]) << (8 * UInt64(pending))
                pending += 1
                at += 1
            }
            guard pending == 8 else { return }
            compress(tail)
            tail = 0
        }
        while count - at >= 8 {
            compress(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)))
            at += 8
        }
        var shift: UInt64 = 0
        while at < count {
            tail |= UInt64(bytes[at]) << shift
            shift += 8
            at += 1
        }
    }

    /// Feeds the eight little-endian bytes of `word`.
    package mutating func update(word: UInt64) {
        var word = word.littleEndian
        withUnsafeBytes(of: &word) { update($0) }
    }

    /// The digest of every byte fed: the first half and the second, as the reference
    /// implementation writes them (each little-endian, the first half first).
    package func finalize() -> (UInt64, UInt64) {
        var state = self
        let last = state.tail | (length << 56)
        state.compress(last)
        state.v2 ^= 0xee
        for _ in 0..<4 { state.round() }
        let first = state.v0 ^ state.v1 ^ state.v2 ^ state.v3
        state.v1 ^= 0xdd
        for _ in 0..<4 { state.round() }
        return (first, state.v0 ^ state.v1 ^ state.v2 ^ state.v3)
    }

    private mutating func compress(_ word: UInt64) {
        v3 ^= word
        round()
        round()
        v0 ^= word
    }

    @inline(__always)
    private mutating func round() {
        v0 &+= v1; v1 = v1.rotated(13); v1 ^= v0; v0 = v0.rotated(32)
        v2 &+= v3; v3 = v3.rotated(16); v3 ^= v2
        v0 &+= v3; v3 = v3.rotated(21); v3 ^= v0
        v2 &+= v1; v1 = v1.rotated(17); v1 ^= v2; v2 = v2.rotated(32)
    }
}

extension UInt64 {
    @inline(__always)
    fileprivate func rotated(_ bits: UInt64) -> UInt64 { (self << bits) | (self >> (64 - bits)) }
}
