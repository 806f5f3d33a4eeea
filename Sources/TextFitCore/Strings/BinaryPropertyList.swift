import Foundation

/// A compiled (binary, `bplist00`) property list — how `.strings` and `.stringsdict` files leave
/// an Xcode build — read into the same values as ``XMLPropertyList``: the root dictionary's
/// members in file order with their keys byte for byte, nested dictionaries as `[String: Any]`,
/// arrays as `[Any]`, strings as `String` and every other scalar as an ``XMLPropertyList/Scalar``
/// named after its XML element (`integer`, `real`, `true`, `date`, `data` …).
///
/// Foundation's `PropertyListSerialization` is not used: on Linux it trusts the file's offsets,
/// and a damaged file (one changed byte in an object reference) crashes the process instead of
/// failing. Here every offset, length and reference is checked against the file before it is
/// read, so a damaged file is an ``InputError`` naming it. The format is Apple's, documented in
/// CoreFoundation's `CFBinaryPList.c`:
/// - an 8-byte header `bplist00`;
/// - objects, each a marker byte (type in the high nibble, a count or size in the low one; a
///   count of 15 means an integer object follows with the real count) and its payload;
/// - an offset table, one big-endian offset of `offsetSize` bytes per object;
/// - a 32-byte trailer: 6 unused bytes, `offsetSize`, `referenceSize`, then the number of
///   objects, the root object and the offset table's start, 8 bytes each.
///
/// Costs stay linear in the file: each object is decoded once and shared wherever it is referred
/// to (a file that refers to the same array twice at each of 30 levels is 2^30 values when
/// expanded, but 31 decoded objects here), and nesting is limited to
/// ``XMLPropertyList/maximumDepth`` (which also stops a container that contains itself).
package struct BinaryPropertyList {
    /// The root dictionary's members in file order (empty when the root is not a dictionary).
    private(set) var entries: [(key: String, value: Any)] = []
    /// Whether the root value is a dictionary.
    private(set) var rootIsDictionary = false
    /// How many objects were decoded: at most one per object in the file.
    package private(set) var objectsDecoded = 0

    package init(data: Data, file: String) throws(InputError) {
        var reader = Reader(bytes: [UInt8](data), file: file)
        let root = try reader.root()
        if case .dictionary(let members) = root {
            rootIsDictionary = true
            entries = members
        }
        objectsDecoded = reader.decoded.count + 1  // and the root
    }

    /// A decoded value, before dictionaries lose their order (only the root keeps it).
    private enum Value {
        case dictionary([(key: String, value: Any)])
        case other(Any)

        var plain: Any {
            switch self {
            case .other(let value): return value
            case .dictionary(let members):
                var dictionary: [String: Any] = [:]
                for (key, value) in members { dictionary[key] = value }
                return dictionary
            }
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        let file: String
        var offsetSize = 0
        var referenceSize = 0
        var objectCount = 0
        var offsetTable = 0
        /// Objects decoded so far, by number: a shared object is decoded once.
        var decoded: [Int: Any] = [:]

        init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
        }

        func damaged(_ reason: String) -> InputError {
            InputError(file: file, reason: "not a readable binary property list: \(reason)")
        }

        /// A big-endian unsigned integer of `size` bytes at `offset`, which the caller has bounded.
        func integer(at offset: Int, size: Int) -> UInt64 {
            var value: UInt64 = 0
            for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
            return value
        }

        mutating func root() throws(InputError) -> Value {
            guard bytes.count >= 8 + 1 + 32, bytes.starts(with: Array("bplist".utf8)) else {
                throw damaged("shorter than a header, one object and a trailer")
            }
            guard bytes[6] == UInt8(ascii: "0"), bytes[7] == UInt8(ascii: "0") else {
                throw damaged("version '\(String(decoding: bytes[6..<8], as: UTF8.self))' is not 00")
            }
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw damaged("offset size \(offsetSize) or reference size \(referenceSize) is not 1 to 8 bytes")
            }
            let count = integer(at: trailer + 8, size: 8)
            let top = integer(at: trailer + 16, size: 8)
            let table = integer(at: trailer + 24, size: 8)
            // Each object takes at least one byte before the table, so the counts are bounded by the file.
            guard count >= 1, count <= UInt64(trailer), top < count, table >= 9, table <= UInt64(trailer),
                  count * UInt64(offsetSize) <= UInt64(trailer) - table else {
                throw damaged("its trailer names \(count) objects, root \(top) and an offset table at \(table) that do not fit its \(bytes.count) bytes")
            }
            objectCount = Int(count)
            offsetTable = Int(table)
            return try decode(Int(top), depth: 0)
        }

        /// Object `index` as a plain value, decoded the first time it is referred to.
        mutating func object(_ index: Int, depth: Int) throws(InputError) -> Any {
            if let known = decoded[index] { return known }
            let value = try decode(index, depth: depth).plain
            decoded[index] = value
            return value
        }

        /// Where object `index` starts, checked to lie between the header and the offset table.
        func start(of index: Int) throws(InputError) -> Int {
            let offset = integer(at: offsetTable + index * offsetSize, size: offsetSize)
            guard offset >= 8, offset < UInt64(offsetTable) else {
                throw damaged("object \(index) is said to start at \(offset), outside the objects")
            }
            return Int(offset)
        }

        /// The `length` bytes at `offset`, checked to end before the offset table.
        func span(_ offset: Int, _ length: Int) throws(InputError) -> Range<Int> {
            guard length >= 0, length <= offsetTable - offset else {
                throw damaged("a value of \(length) units at \(offset) runs past the objects")
            }
            return offset..<offset + length
        }

        /// The count in a marker's low nibble, or in the integer object after it; and where the payload starts.
        func count(marker offset: Int) throws(InputError) -> (count: Int, payload: Int) {
            let nibble = Int(bytes[offset] & 0x0F)
            guard nibble == 0x0F else { return (nibble, offset + 1) }
            let position = offset + 1
            guard position < offsetTable, bytes[position] & 0xF0 == 0x10 else {
                throw damaged("a count at \(position) is not an integer")
            }
            let size = 1 << Int(bytes[position] & 0x0F)
            let range = try span(position + 1, size)
            guard size <= 8 else { throw damaged("a count at \(position) is \(size) bytes long") }
            let value = integer(at: range.lowerBound, size: size)
            guard value <= UInt64(offsetTable) else { throw damaged("a count of \(value) at \(position) exceeds the file") }
            return (Int(value), range.upperBound)
        }

        /// The object numbers in the `count` references at `offset`.
        func references(_ offset: Int, _ count: Int) throws(InputError) -> [Int] {
            let (bytesNeeded, overflow) = count.multipliedReportingOverflow(by: referenceSize)
            guard !overflow else { throw damaged("\(count) references at \(offset) run past the objects") }
            let range = try span(offset, bytesNeeded)
            return try stride(from: range.lowerBound, to: range.upperBound, by: referenceSize).map { position throws(InputError) in
                let reference = integer(at: position, size: referenceSize)
                guard reference < UInt64(objectCount) else {
                    throw damaged("a reference at \(position) names object \(reference) of \(objectCount)")
                }
                return Int(reference)
            }
        }

        mutating func decode(_ index: Int, depth: Int) throws(InputError) -> Value {
            let offset = try start(of: index)
            let marker = bytes[offset]
            let scalar = { (element: String, text: String) in Value.other(XMLPropertyList.Scalar(element: element, text: text)) }
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return scalar("false", "")
                case 0x09: return scalar("true", "")
                default: return scalar("null", "")
                }
            case 0x1, 0x2, 0x3, 0x8:
                let size = marker >> 4 == 0x3 ? 8 : marker >> 4 == 0x8 ? Int(marker & 0x0F) + 1 : 1 << Int(marker & 0x0F)
                let range = try span(offset + 1, size)
                let element = ["integer", "real", "date", "", "", "", "", "uid"][Int(marker >> 4) - 1]
                return scalar(element, bytes[range].map { ReportNumber.hex($0, width: 2, uppercase: false) }.joined())
            case 0x4:
                let (count, payload) = try count(marker: offset)
                return scalar("data", "\(try span(payload, count).count) bytes")
            case 0x5, 0x7:
                let (count, payload) = try count(marker: offset)
                let range = try span(payload, count)
                // 0x5 is ASCII (a byte past 0x7F is read as Latin-1, as CoreFoundation does); 0x7 is UTF-8.
                return .other(marker >> 4 == 0x5 ? String(String.UnicodeScalarView(bytes[range].map { Unicode.Scalar($0) }))
                                                : String(decoding: bytes[range], as: UTF8.self))
            case 0x6:
                let (count, payload) = try count(marker: offset)
                let (length, overflow) = count.multipliedReportingOverflow(by: 2)
                guard !overflow else { throw damaged("a string at \(offset) runs past the objects") }
                let range = try span(payload, length)
                let units = stride(from: range.lowerBound, to: range.upperBound, by: 2).map {
                    UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
                }
                return .other(String(decoding: units, as: UTF16.self))
            case 0xA, 0xB, 0xC, 0xD:
                guard depth < XMLPropertyList.maximumDepth else {
                    throw damaged("containers nest deeper than \(XMLPropertyList.maximumDepth)")
                }
                let (count, payload) = try count(marker: offset)
                if marker >> 4 != 0xD {
                    var items: [Any] = []
                    for reference in try references(payload, count) {
                        items.append(try object(reference, depth: depth + 1))
                    }
                    return .other(items)
                }
                let keys = try references(payload, count)
                let values = try references(payload + count * referenceSize, count)
                var members: [(key: String, value: Any)] = []
                for (key, value) in zip(keys, values) {
                    guard let name = try object(key, depth: depth + 1) as? String else {
                        throw damaged("a dictionary at \(offset) has a key that is not a string")
                    }
                    members.append((name, try object(value, depth: depth + 1)))
                }
                return .dictionary(members)
            default:
                throw damaged("object \(index) at \(offset) has the unknown type 0x\(String(marker, radix: 16))")
            }
        }
    }
}
