/// The kinds of finding TextFit knows, in the order reports list them.
///
/// Each descriptor lives in its own file (`TruncationFinding.swift` …); to add a kind, add its
/// file and one line here.
package enum FindingRegistry {
    /// Every descriptor, in report order.
    package static let descriptors: [FindingDescriptor] = [
        .truncation, .renderFailure, .verticalClip, .missingGlyph, .cornerClip, .overMaxWidth, .hardLineBreak, .expansion,
        .illegibleColors, .insufficientAlpha, .contrast, .translucent, .undersized, .close, .unreadEntries,
    ]

    /// Position by kind; one entry per descriptor, built once.
    private static let positions: [FindingKind: Int] = Dictionary(
        uniqueKeysWithValues: descriptors.enumerated().map { ($1.kind, $0) })

    /// The descriptor of `kind`; a kind not in the registry gets an inert one that never detects.
    package static func descriptor(of kind: FindingKind) -> FindingDescriptor {
        positions[kind].map { descriptors[$0] } ?? FindingDescriptor(
            kind: kind, name: kind.rawValue, countPhrase: kind.rawValue, title: kind.rawValue,
            ruleDescription: "The title shows a \(kind.rawValue).", detect: { _ in nil })
    }

    /// The position of `kind` in report order; unknown kinds sort last.
    package static func order(of kind: FindingKind) -> Int { positions[kind] ?? descriptors.count }

    /// The kind whose name (kebab-case, camelCase or snake_case, any case) is `text`.
    package static func kind(named text: String) -> FindingKind? {
        let folded = fold(text)
        return descriptors.first { fold($0.name) == folded || fold($0.kind.rawValue) == folded }?.kind
    }

    /// Every finding `subject` has, in report order.
    package static func detect(_ subject: FindingSubject) -> [(kind: FindingKind, detection: FindingDetection)] {
        var found: [(kind: FindingKind, detection: FindingDetection)] = []
        for detector in cellDetectors {
            if let detection = detector.detect(subject) { found.append((detector.kind, detection)) }
        }
        return found
    }

    /// The kinds found in cells and how, in report order: only what ``detect(_:)`` reads, so a
    /// cell's check does not copy whole descriptors.
    private static let cellDetectors = descriptors.filter { !$0.isRunLevel }.map { CellDetector(kind: $0.kind, detect: $0.detect) }

    /// A kind found in cells and how. A struct, not a tuple: an array of tuples holds its closures
    /// in the most general form, and each call went through a thunk that copied the whole subject
    /// (retaining its measurement's and fit's storage) once per kind per cell.
    private struct CellDetector: Sendable {
        let kind: FindingKind
        let detect: @Sendable (FindingSubject) -> FindingDetection?
    }

    private static func fold(_ text: String) -> String {
        String(text.lowercased().filter { $0 != "-" && $0 != "_" })
    }
}
