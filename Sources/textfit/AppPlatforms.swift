import Foundation
import TextFit
import TextFitSourceScan

/// `textfit check APP`: each catalog, and each button's source file, measured on the platform
/// of the Xcode target that builds it (docs/platforms.md, "Catalogs know their platform").
///
/// The projects are the `.xcodeproj` folders under the paths given (build output and hidden
/// folders are not entered). A file no target builds, or built only by a target with no
/// Location Button platform (a macOS or tvOS app), is measured as the run measures
/// everything else. `--platform` and `--device` name the platform for every file instead.
enum AppPlatforms {
    /// The Xcode projects under an app's paths (``projects(under:)``), and a note per project
    /// that cannot be read.
    struct Projects: Sendable {
        var projects: [XcodeProject] = []
        var notes: [ReadNote] = []
    }

    /// The projects at or under `paths` (``projectFolders(under:)``), read: what
    /// ``platforms(of:projects:)`` places each file with. A project TextFit cannot read is a note.
    static func projects(under paths: [String]) -> Projects {
        var read = Projects()
        for folder in projectFolders(under: paths) {
            // A project TextFit cannot read is a note: its files are measured as the rest.
            do throws(InputError) {
                read.projects.append(try XcodeProject.read(path: folder))
            } catch {
                read.notes.append(ReadNote(kind: .platform, key: "platform", language: nil,
                                           location: SourceLocation(file: error.file ?? folder, line: nil),
                                           message: error.reason + "; the files it builds are measured as on iOS"))
            }
        }
        return read
    }

    /// The platform of each file of `table` that one of `read`'s projects builds for another
    /// platform than the run's default, and a note per target saying which and why (and one per
    /// project that cannot be read).
    static func platforms(of table: StringTable, projects read: Projects)
        -> (platforms: [String: PlatformTarget], notes: [ReadNote]) {
        var notes = read.notes
        let projects = read.projects
        guard !projects.isEmpty else { return ([:], notes) }
        var files: [String] = []
        var seen: Set<String> = []
        // Strings come file by file: a file is looked up once where it changes, and no string is copied whole.
        var lastFile: String?
        for index in table.strings.indices {
            let file = table.strings[index].location.file
            if file == lastFile { continue }
            lastFile = file
            if seen.insert(file).inserted { files.append(file) }
        }
        var platforms: [String: PlatformTarget] = [:]
        // The files of each target, in the order first met: one note per target.
        var byTarget: [(project: XcodeProject, target: XcodeProject.Target, files: [String], others: Set<String>)] = []
        for file in files {
            // Of the targets that build the file, the one whose platform leaves least room.
            let building = projects.flatMap { project in project.targets(building: file).map { (project, $0) } }
            guard let (project, target) = building.min(by: { a, b in
                XcodeTargetPlatform(settings: a.1.settings).order < XcodeTargetPlatform(settings: b.1.settings).order
            }) else { continue }
            let others = Set(building.filter { $0.1.name != target.name || $0.0.path != project.path }.map { $0.1.name })
            if let index = byTarget.firstIndex(where: { $0.project.path == project.path && $0.target.name == target.name }) {
                byTarget[index].files.append(file)
                byTarget[index].others.formUnion(others)
            } else {
                byTarget.append((project, target, [file], others))
            }
        }
        var noticed: Set<String> = []
        for (project, target, files, others) in byTarget {
            let decided = XcodeTargetPlatform(settings: target.settings)
            let projectName = (project.path as NSString).lastPathComponent
            let what = files.count == 1 ? (files[0] as NSString).lastPathComponent : "\(files.count) files"
            let because = "the target '\(target.name)' of \(projectName) builds \(files.count == 1 ? "it" : "them") (\(decided.evidence))"
            let location = SourceLocation(file: files[0], line: nil)
            guard let platform = decided.platform else {
                let sdk = decided.otherSDK ?? "another SDK"
                notes.append(ReadNote(kind: .platform, key: "platform", language: nil, location: location,
                                      message: "\(what): built for \(sdk), which has no Location Button, so measured as on iOS; \(because)"))
                continue
            }
            let placed = PlatformTarget(platform: platform)
            var message = "\(what) measured on \(placed.label): \(because)"
            if !decided.alsoOn.isEmpty {
                message += "; also built for " + decided.alsoOn.map(\.displayName).joined(separator: ", ")
                    + ": check those with --platform"
            }
            if !others.isEmpty {
                message += "; also built by " + others.sorted().map { "'\($0)'" }.joined(separator: ", ")
                    + ", measured here on the platform with least room"
            }
            notes.append(ReadNote(kind: .platform, key: "platform", language: nil, location: location, message: message))
            if !placed.isDefault {
                for file in files { platforms[file] = placed }
            }
            for notice in placed.notices where noticed.insert(notice).inserted {
                notes.append(ReadNote(kind: .platform, key: "platform", language: nil, location: location, message: notice))
            }
        }
        return (platforms, notes)
    }

    /// The `.xcodeproj` folders at or under `paths`, sorted; build output and dependency
    /// checkouts (``ButtonScan/skippedFolders``) are not entered.
    static func projectFolders(under paths: [String]) -> [String] {
        var found: [String] = []
        for path in paths {
            if path.hasSuffix(".xcodeproj") {
                found.append(path)
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                  let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: path), includingPropertiesForKeys: nil,
                                                              options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if url.pathExtension == "xcodeproj" {
                    if FileManager.default.fileExists(atPath: url.appendingPathComponent("project.pbxproj").path) {
                        found.append(url.path)
                    }
                    walker.skipDescendants()
                } else if ButtonScan.skippedFolders.contains(name) || name.hasSuffix(".xcworkspace") {
                    walker.skipDescendants()
                }
            }
        }
        return found.sorted()
    }
}
