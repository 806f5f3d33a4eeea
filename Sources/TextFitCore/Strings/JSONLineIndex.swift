import Foundation

/// Where each object member of a JSON text starts, by key path: the line numbers JSONDecoder cannot give.
///
/// Foundation's JSON decoders return values, never positions, so this light structural scan walks
/// the raw UTF-8 once, tracking nesting, member keys and newlines, and records the 1-based line of
/// every object member. It checks only what it needs to stay in step (strings, brackets, member
/// keys); the real parse is still Foundation's. It also finds what the decoders hide: a member key
/// written twice in one object, and the line where a broken text stops making sense.
package struct JSONLineIndex: Sendable {
    /// One object member, or the root value: its line and, if its value is an object, its members.
    package struct Node: Sendable {
        package var line: Int
        /// Member keys compare byte for byte (``ExactKey``): keys differing only in Unicode
        /// normalization are two members, not one written twice.
        var children: [ExactKey: Int] = [:]
        var order: [String] = []
        /// The bytes of the value when it is an object or array, `{` to `}` inclusive.
        var span: Range<Int>?
        /// The line of the span's `{` or `[`.
        var spanLine = 0
    }

    /// A member key written twice in one object.
    struct Duplicate: Sendable {
        var path: [String]
        var line: Int
        var firstLine: Int
    }

    /// Why the scan stopped, and on which line.
    struct SyntaxError: Error, Sendable {
        var line: Int
        var reason: String
    }

    private(set) var nodes: [Node] = [Node(line: 1)]
    private(set) var duplicates: [Duplicate] = []
    /// The first structural problem met, if any; the index holds what was read before it.
    private(set) var error: SyntaxError?
    /// The first comma followed by `}` or `]`: not JSON, though Foundation's parser on Linux accepts it.
    private(set) var trailingComma: SyntaxError?

    /// Scans `data`, which should be UTF-8 JSON, keeping the members of objects nested at most
    /// `depth` deep (1: the root's members; the scan still checks the rest of the text).
    package init(data: Data, depth: Int = .max) {
        data.withUnsafeBytes { raw in
            scan(raw.bindMemory(to: UInt8.self), depth: depth)
        }
    }

    /// Scans the value at `span` of `data`, an object member's whose key is on line `memberLine`
    /// and whose value starts on line `firstLine`: node 0 is the member, and lines and spans are
    /// the whole text's.
    init(data: Data, member span: Range<Int>, memberLine: Int, firstLine: Int) {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            scan(UnsafeBufferPointer(rebasing: bytes[span]), depth: .max, firstLine: firstLine)
        }
        nodes[0].line = memberLine
        for n in nodes.indices {
            if let local = nodes[n].span { nodes[n].span = (local.lowerBound + span.lowerBound)..<(local.upperBound + span.lowerBound) }
        }
    }

    /// The node at `path`, following object members from the root.
    package func node(at path: [String]) -> Node? {
        var index = 0
        for key in path {
            guard let next = nodes[index].children[ExactKey(key)] else { return nil }
            index = next
        }
        return nodes[index]
    }

    /// The line of the deepest member along `path` that the scan found (the root's line if none).
    func line(at path: [String]) -> Int {
        var index = 0
        for key in path {
            guard let next = nodes[index].children[ExactKey(key)] else { break }
            index = next
        }
        return nodes[index].line
    }

    /// The node of member `key` under node `id`, or `id` itself when the scan has no such member
    /// (so lines fall back to the deepest member known). Node 0 is the root.
    func child(_ id: Int, _ key: String) -> Int {
        nodes[id].children[ExactKey(key)] ?? id
    }

    /// The member keys of the object at `path`, in the order they are written.
    func keys(at path: [String]) -> [String] {
        node(at: path)?.order ?? []
    }

    /// The 1-based line holding the byte at `offset` of `data`.
    static func line(ofByte offset: Int, in data: Data) -> Int {
        var line = 1
        for byte in data.prefix(max(0, offset)) where byte == UInt8(ascii: "\n") { line += 1 }
        return line
    }

    private struct Frame {
        var node: Int          // the object node whose members follow; unused inside an array
        var isObject: Bool
        var expectingKey: Bool
        var key: String? = nil
        var lastChild: Int = -1
        var start: Int = 0
        var startLine: Int = 0
    }

    /// A node the scan does not keep: a member deeper than the scan's depth.
    private static let unkept = -1

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, depth: Int, firstLine: Int = 1) {
        var i = 0
        var line = firstLine
        let count = bytes.count
        var stack: [Frame] = []
        var rootSeen = false
        var commaLine: Int?   // the line of a comma not yet followed by a value

        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }

        func fail(_ reason: String) -> SyntaxError { SyntaxError(line: line, reason: reason) }

        while i < count {
            let byte = bytes[i]
            if commaLine != nil, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\t"),
               byte != UInt8(ascii: "\r"), byte != UInt8(ascii: "}"), byte != UInt8(ascii: "]") {
                commaLine = nil
            }
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1; i += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ":"):
                i += 1
            case UInt8(ascii: ","):
                if let top = stack.last, top.isObject { stack[stack.count - 1].expectingKey = true }
                commaLine = line
                i += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var node = 0
                if let top = stack.last {
                    if top.isObject {
                        guard !top.expectingKey else {
                            error = fail("expected a member name in quotes"); return
                        }
                        node = top.lastChild
                    } else if top.node == Self.unkept || stack.count > depth {
                        node = Self.unkept
                    } else {
                        nodes.append(Node(line: line)); node = nodes.count - 1
                    }
                } else {
                    guard !rootSeen else { error = fail("text after the end of the JSON value"); return }
                    rootSeen = true
                    nodes[0].line = line
                }
                stack.append(Frame(node: node, isObject: byte == UInt8(ascii: "{"),
                                   expectingKey: byte == UInt8(ascii: "{"), start: i, startLine: line))
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard let top = stack.popLast(), top.isObject == (byte == UInt8(ascii: "}")) else {
                    error = fail("unbalanced '\(Character(UnicodeScalar(byte)))'"); return
                }
                if let comma = commaLine, trailingComma == nil {
                    trailingComma = SyntaxError(line: comma, reason: "a comma before '\(Character(UnicodeScalar(byte)))' (a trailing comma is not JSON)")
                }
                commaLine = nil
                if top.node != Self.unkept {
                    nodes[top.node].span = top.start..<(i + 1)
                    nodes[top.node].spanLine = top.startLine
                }
                i += 1
            case UInt8(ascii: "\""):
                let startLine = line
                i += 1
                let start = i
                var hasEscape = false
                while i < count, bytes[i] != UInt8(ascii: "\"") {
                    if bytes[i] == UInt8(ascii: "\\") { hasEscape = true; i += 1 }
                    if i < count, bytes[i] == UInt8(ascii: "\n") { line += 1 }
                    i += 1
                }
                guard i < count else {
                    line = startLine
                    error = fail("unterminated string"); return
                }
                let end = i
                i += 1
                guard let top = stack.last else {
                    guard !rootSeen else { error = fail("text after the end of the JSON value"); return }
                    rootSeen = true
                    continue
                }
                guard top.isObject, top.expectingKey else { continue }
                if top.node == Self.unkept || stack.count > depth {
                    stack[stack.count - 1].expectingKey = false
                    stack[stack.count - 1].lastChild = Self.unkept
                    continue
                }
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
                let key = hasEscape ? Self.unescape(slice) : String(decoding: slice, as: UTF8.self)
                let child = nodes.count
                nodes.append(Node(line: startLine))
                if let first = nodes[top.node].children.updateValue(child, forKey: ExactKey(key)) {
                    nodes[top.node].children[ExactKey(key)] = first   // the first one stays the one found
                    let path = stack.dropLast().compactMap { $0.isObject ? $0.key : nil } + [key]
                    duplicates.append(Duplicate(path: path, line: startLine, firstLine: nodes[first].line))
                } else {
                    nodes[top.node].order.append(key)
                }
                stack[stack.count - 1].expectingKey = false
                stack[stack.count - 1].key = key
                stack[stack.count - 1].lastChild = child
            default:
                // Numbers, true, false, null: skip to the next delimiter.
                while i < count {
                    let b = bytes[i]
                    if b == UInt8(ascii: ",") || b == UInt8(ascii: "}") || b == UInt8(ascii: "]")
                        || b == UInt8(ascii: " ") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")
                        || b == UInt8(ascii: "\t") { break }
                    i += 1
                }
                if stack.isEmpty { rootSeen = true }
            }
        }
        if let top = stack.last {
            error = fail("the text ends inside an unclosed \(top.isObject ? "object" : "array")")
        }
    }

    /// Decodes a JSON string body with escapes (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\uXXXX`
    /// with surrogate pairs), so keys match the ones JSONDecoder produces.
    static func unescape(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        var units = [UInt16]()
        var i = 0
        func hex4(_ at: Int) -> UInt16? {
            guard at + 4 <= bytes.count else { return nil }
            var value: UInt16 = 0
            for k in at..<(at + 4) {
                guard let digit = Character(UnicodeScalar(bytes[k])).hexDigitValue else { return nil }
                value = value << 4 | UInt16(digit)
            }
            return value
        }
        func flushUnits() {
            guard !units.isEmpty else { return }
            out.append(contentsOf: Array(String(decoding: units, as: UTF16.self).utf8))
            units.removeAll()
        }
        while i < bytes.count {
            let b = bytes[i]
            guard b == UInt8(ascii: "\\"), i + 1 < bytes.count else {
                flushUnits(); out.append(b); i += 1; continue
            }
            let e = bytes[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "u"):
                if let unit = hex4(i) { units.append(unit); i += 4 } else { flushUnits() }
                continue
            case UInt8(ascii: "b"): flushUnits(); out.append(0x08)
            case UInt8(ascii: "f"): flushUnits(); out.append(0x0C)
            case UInt8(ascii: "n"): flushUnits(); out.append(0x0A)
            case UInt8(ascii: "r"): flushUnits(); out.append(0x0D)
            case UInt8(ascii: "t"): flushUnits(); out.append(0x09)
            default: flushUnits(); out.append(e)
            }
        }
        flushUnits()
        return String(decoding: out, as: UTF8.self)
    }
}
