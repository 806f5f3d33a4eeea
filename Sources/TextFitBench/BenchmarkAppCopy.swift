import Foundation

/// A real app's localization, copied for `textfit bench reuse APP` so that a few of its values
/// can be changed between the base run and the gate without touching the app.
///
/// What is copied is what `textfit check APP` reads: every localization file
/// (``LocalizationReader/extensions``, an `.xcloc` bundle whole), every Xcode project's
/// `project.pbxproj` with the `.xcconfig` files beside the sources, so each file is measured for
/// its target's platform as in the app, and the source files the caller names (`sources`: the
/// Swift, storyboard and XIB files the check reads for the app's own Location Buttons and for
/// the strings its storyboards draw), outside the folders it skips (`skippedFolders`: build
/// output, dependency checkouts); each at the same path relative to the app's folder.
package enum BenchmarkAppCopy {
    /// Copies `app`'s localization files, Xcode projects and `sources` into `folder`; the number
    /// of localization files and of source files copied. A folder with no localization file is an
    /// error.
    package static func copy(_ app: String, into folder: String, sources: (String) -> Bool = { _ in false },
                             skippedFolders: Set<String> = []) throws(InputError) -> (localization: Int, sources: Int) {
        let manager = FileManager.default
        guard let walk = manager.enumerator(atPath: app) else {
            throw InputError(file: app, reason: "cannot read the app's folder")
        }
        var copied = 0, sourceCount = 0
        while let next = walk.nextObject() as? String {
            let name = (next as NSString).lastPathComponent
            let suffix = (name as NSString).pathExtension.lowercased()
            if name.hasPrefix(".") {
                walk.skipDescendants()
                continue
            }
            let isLocalization = LocalizationReader.extensions.contains(suffix)
            let isProject = name == "project.pbxproj" || suffix == "xcconfig"
            let isSource = sources(name) && !next.split(separator: "/").dropLast().contains { skippedFolders.contains(String($0)) }
            guard isLocalization || isProject || isSource else { continue }
            if suffix == "xcloc" { walk.skipDescendants() }
            let target = (folder as NSString).appendingPathComponent(next)
            do {
                try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                            withIntermediateDirectories: true)
                try manager.copyItem(atPath: (app as NSString).appendingPathComponent(next), toPath: target)
            } catch {
                throw InputError(file: (app as NSString).appendingPathComponent(next),
                                 reason: "cannot copy for the benchmark: \(error.localizedDescription)")
            }
            if isLocalization { copied += 1 }
            if isSource { sourceCount += 1 }
        }
        guard copied > 0 else { throw InputError(file: app, reason: "no localization files (\(extensionList)) under it") }
        return (copied, sourceCount)
    }

    /// Changes `count` values spread evenly over the UTF-8 `.strings` and `.xcstrings` files under
    /// `app` (a word added before each value's closing quote, on lines holding one whole entry);
    /// how many were changed.
    package static func change(app: String, count: Int) throws(InputError) -> Int {
        guard count > 0, let walk = FileManager.default.enumerator(atPath: app) else { return 0 }
        var files: [(path: String, lines: [String], values: [Int])] = []
        while let next = walk.nextObject() as? String {
            let suffix = (next as NSString).pathExtension.lowercased()
            guard suffix == "strings" || suffix == "xcstrings" else { continue }
            let path = (app as NSString).appendingPathComponent(next)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let lines = text.components(separatedBy: "\n")
            let values = lines.indices.filter { closingQuote(of: lines[$0], catalog: suffix == "xcstrings") != nil }
            if !values.isEmpty { files.append((path, lines, values)) }
        }
        files.sort { $0.path < $1.path }
        let all = files.indices.flatMap { file in files[file].values.map { (file, $0) } }
        guard !all.isEmpty else { return 0 }
        let step = max(1, all.count / count)
        var done = 0
        var touched = Set<Int>()
        for position in stride(from: step / 2, to: all.count, by: step) where done < count {
            let (file, line) = all[position]
            let text = files[file].lines[line]
            guard let quote = closingQuote(of: text, catalog: files[file].path.hasSuffix(".xcstrings")) else { continue }
            files[file].lines[line] = String(text[..<quote]) + " changed" + String(text[quote...])
            touched.insert(file)
            done += 1
        }
        for file in touched {
            do {
                try Data(files[file].lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: files[file].path))
            } catch {
                throw InputError(file: files[file].path, reason: "cannot write the changed copy: \(error.localizedDescription)")
            }
        }
        return done
    }

    /// Where the value's closing quote is on a line that holds one whole entry: a `.strings`
    /// line `"key" = "value";`, a catalog line `"value" : "text"`; `nil` for any other line.
    private static func closingQuote(of line: String, catalog: Bool) -> String.Index? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if catalog {
            guard trimmed.hasPrefix("\"value\" : \""), trimmed.hasSuffix("\""), trimmed.count > 12 else { return nil }
            return line.lastIndex(of: "\"")
        }
        guard trimmed.hasPrefix("\""), trimmed.hasSuffix("\";"), trimmed.contains("\" = \""),
              let end = line.range(of: "\";", options: .backwards) else { return nil }
        return end.lowerBound
    }

    private static var extensionList: String { LocalizationReader.extensions.sorted().map { ".\($0)" }.joined(separator: ", ") }
}
