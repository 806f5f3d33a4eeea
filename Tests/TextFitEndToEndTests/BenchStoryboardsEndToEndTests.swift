import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `textfit bench storyboards` on a small generated app: the app it writes is what it says (read
/// back with Foundation's own `.strings` and XML parsers), both checks run, and the ratios are printed.
@Suite struct BenchStoryboardsEndToEndTests {
    @Test func theGeneratedAppIsCheckedWithAndWithoutItsStoryboards() throws {
        let run = try Binary.run(["bench", "storyboards", "--storyboards", "2", "--elements", "10", "--keep"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let first = try #require(lines.first)
        let folder = try #require(first.range(of: "kept in ").map { String(first[$0.upperBound...]) })
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 2 storyboards × (10 elements + a title) keys × 20 languages, English in the storyboards.
        #expect(first.hasPrefix("app: generated, 2 storyboards × 11 keys × 20 languages (440 strings, 22 of them English"), "\(first)")
        let app = folder + "/App"
        let lproj = try FileManager.default.contentsOfDirectory(atPath: app).filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }
        #expect(lproj.count == 19)
        let boards = try FileManager.default.contentsOfDirectory(atPath: app + "/Base.lproj").sorted()
        #expect(boards == ["Screen0.storyboard", "Screen1.storyboard"])
        for board in boards {
            let name = (board as NSString).deletingPathExtension
            // Every object ID the storyboard has, read with XMLParser.
            let ids = IDCollector()
            let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: app + "/Base.lproj/" + board)))
            parser.delegate = ids
            #expect(parser.parse())
            for folder in lproj {
                let data = try Data(contentsOf: URL(fileURLWithPath: "\(app)/\(folder)/\(name).strings"))
                let table = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
                #expect(table.count == 11, "\(folder)/\(name).strings")
                // Each key names an element of the storyboard: OBJECTID.PROPERTY.
                #expect(table.keys.allSatisfy { ids.ids.contains(String($0.prefix { $0 != "." })) }, "\(table.keys.sorted())")
            }
        }
        for label in ["check without the storyboards (19 .lproj folders): ", "check with the storyboards (the app's folder): "] {
            let line = try #require(lines.first { $0.hasPrefix(label) })
            #expect(line.contains(" s wall, ") && line.contains(" s CPU, ") && line.hasSuffix(" MiB"), "\(line)")
        }
        for label in ["reading alone (--category large --keys s0-e0.text), without the storyboards: ",
                      "reading alone, with the storyboards: "] {
            let line = try #require(lines.first { $0.hasPrefix(label) })
            #expect(line.contains(" s wall, ") && line.contains(" s CPU, ") && line.hasSuffix(" MiB"), "\(line)")
        }
        for label in ["ratio with ÷ without: ", "reading ratio with ÷ without: "] {
            let ratio = try #require(lines.first { $0.hasPrefix(label) })
            #expect(ratio.components(separatedBy: "×").count == 4, "\(ratio)")
        }
    }

    /// The `id` of every element.
    final class IDCollector: NSObject, XMLParserDelegate {
        var ids = Set<String>()

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if let id = attributes["id"] { ids.insert(id) }
        }
    }
}
