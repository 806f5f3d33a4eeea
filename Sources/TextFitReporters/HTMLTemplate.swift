import Foundation

/// A page with named slots, `{{name}}`, read from the target's resources: the text between the
/// slots is written as it is, and each slot is filled by whoever writes the page, in order, so a
/// slot can stream (the previews) and a later one hold what it gathered (the glyph outlines).
struct HTMLTemplate: Sendable {
    /// A stretch of the page: text written as it is, or a slot's name.
    enum Piece: Sendable, Hashable {
        case text(String)
        case slot(String)
    }

    /// The page, in order.
    let pieces: [Piece]

    /// The template in `text`; a `{{` with no `}}` after it, or an empty slot name, throws.
    init(text: String, name: String) throws(InputError) {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            if open.lowerBound > rest.startIndex { pieces.append(.text(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw InputError(file: name, reason: "a slot opened with {{ is not closed with }}")
            }
            let slot = String(rest[open.upperBound..<close.lowerBound])
            guard !slot.isEmpty, slot.allSatisfy({ $0.isLetter || $0 == "-" }) else {
                throw InputError(file: name, reason: "'{{\(slot)}}' is not a slot name (letters and -)")
            }
            pieces.append(.slot(slot))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        self.pieces = pieces
    }

    /// The slots' names, in order.
    var slots: [String] {
        pieces.compactMap { piece in
            if case .slot(let name) = piece { return name }
            return nil
        }
    }

    /// Writes the page to `sink`, calling `fill` with each slot's name where it stands.
    func write(to sink: any ByteSink, filling fill: (String) throws(InputError) -> Void) throws(InputError) {
        for piece in pieces {
            switch piece {
            case .text(let text): sink.write(text)
            case .slot(let name): try fill(name)
            }
        }
    }

    /// The template resource `name` (`HTMLReport.html`), read once.
    static func resource(_ name: String) throws(InputError) -> HTMLTemplate {
        let file = name as NSString
        let url = Bundle.module.url(forResource: file.deletingPathExtension, withExtension: file.pathExtension)
        guard let url, let data = FileManager.default.contents(atPath: url.path) else {
            throw InputError(file: name, reason: "TextFit's resources hold no HTML template \(name) (install them beside the binary)")
        }
        return try HTMLTemplate(text: String(decoding: data, as: UTF8.self), name: name)
    }

    /// The HTML report's page, read from the resources once.
    static let report = Result { () throws(InputError) in try resource("HTMLReport.html") }
}
