import Foundation
import Testing

/// The layers inside the TextFit target, one way down: `Solver` → `Render` → `Verification` →
/// `Reports` → `Gate`, each folder naming only types declared in the folders before it (and in
/// TextFitCore, which the compiler keeps below them all). Across targets the compiler rejects an
/// arrow that runs back up; inside one, this test does: it reads the sources, finds the types
/// each folder declares at the top level, and names every file that mentions a type of a later
/// folder.
@Suite struct LayeringTests {
    static let layers = ["Solver", "Render", "Verification", "Reports", "Gate"]
    static let root = TestFonts.repositoryRoot.appendingPathComponent("Sources/TextFit")

    /// Every `.swift` file under a layer's folder, with its source.
    static func sources(of layer: String) throws -> [(path: String, text: String)] {
        let folder = root.appendingPathComponent(layer)
        let paths = try #require(FileManager.default.subpaths(atPath: folder.path)).filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { ("\(layer)/\($0)", try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// Names a declaration at the start of a line introduces (`type`); `nested` for indented ones.
    static func declaredTypes(in text: String, nested: Bool) -> Set<String> {
        let pattern = nested
            ? #"(?m)^\s+(?:(?:package|public|private|fileprivate|internal|final|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_]\w*)"#
            : #"(?m)^(?:(?:package|public|private|fileprivate|internal|final|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_]\w*)"#
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return Set(regex.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }

    /// The capitalised identifiers of `text` outside comments and string literals' plain words.
    static func identifiers(in text: String) -> Set<String> {
        let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard let comment = line.range(of: "//") else { return line }
            return line[..<comment.lowerBound]
        }.joined(separator: "\n")
        let regex = try! NSRegularExpression(pattern: #"\b[A-Z]\w*\b"#)
        let range = NSRange(code.startIndex..., in: code)
        return Set(regex.matches(in: code, range: range).compactMap { Range($0.range, in: code).map { String(code[$0]) } })
    }

    @Test func everyFolderUsesOnlyTheFoldersBeforeIt() throws {
        let sources = try Self.layers.map { try Self.sources(of: $0) }
        // A name some folder also declares nested (`Kind`, `CodingKeys`) is ambiguous: not counted.
        let nested = sources.joined().reduce(into: Set<String>()) { $0.formUnion(Self.declaredTypes(in: $1.text, nested: true)) }
        var owner: [String: Int] = [:]
        for (layer, files) in sources.enumerated() {
            for file in files { for name in Self.declaredTypes(in: file.text, nested: false) { owner[name] = layer } }
        }
        // The layers are real: each declares types, and later layers do use earlier ones.
        #expect(Self.layers.indices.allSatisfy { layer in owner.values.contains(layer) })
        #expect(owner["ButtonSpec"] == 0 && owner["Verification"] == 2 && owner["GateResult"] == 4)

        var upward: [String] = []
        for (layer, files) in sources.enumerated() {
            for file in files {
                for name in Self.identifiers(in: file.text).subtracting(nested).sorted() {
                    if let home = owner[name], home > layer { upward.append("\(file.path) uses \(name) (\(Self.layers[home]))") }
                }
            }
        }
        #expect(upward.isEmpty, "arrows that run back up:\n\(upward.joined(separator: "\n"))")
    }

    /// The check finds an arrow when there is one: a Solver file naming a Gate type.
    @Test func anUpwardArrowIsFound() {
        let solverFile = "struct Probe { var result: GateResult }"
        #expect(Self.identifiers(in: solverFile).contains("GateResult"))
        #expect(!Self.identifiers(in: "// GateResult in a comment").contains("GateResult"))
        #expect(Self.declaredTypes(in: "package struct GateResult: Sendable {", nested: false) == ["GateResult"])
        #expect(Self.declaredTypes(in: "    enum Kind {", nested: true) == ["Kind"])
    }
}
