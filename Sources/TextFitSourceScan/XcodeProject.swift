import Foundation
import TextFitCore

/// An Xcode project's targets: the build settings that decide each one's platform, and the
/// files it builds — what `check` needs to measure a catalog, or a button's file, for the
/// platform its target ships on.
///
/// `project.pbxproj` is an old-style property list (Foundation's `PropertyListSerialization`
/// reads it): an `objects` dictionary of records by ID, each with an `isa`. A target
/// (`PBXNativeTarget`) names its build configurations (`buildConfigurationList` →
/// `XCConfigurationList` → `XCBuildConfiguration.buildSettings`), its build phases
/// (`PBXSourcesBuildPhase`, `PBXResourcesBuildPhase`: `files` → `PBXBuildFile.fileRef`) and, from
/// Xcode 16, folders kept in sync with the disk (`fileSystemSynchronizedGroups` →
/// `PBXFileSystemSynchronizedRootGroup`, whose files all belong to the target but for the
/// `membershipExceptions` of an exception set naming that target). A file reference's path is
/// relative to its `sourceTree`: `<group>` (the enclosing groups' paths), `SOURCE_ROOT` (the
/// folder holding the `.xcodeproj`) or `<absolute>`; a localized file is a `PBXVariantGroup`
/// whose children are the `.lproj` copies.
package struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    package var path: String
    package var targets: [Target]

    /// One target: its name, the build settings of its first configuration over the project's
    /// (Debug and Release do not change a target's platform), and the absolute paths of the
    /// files it builds.
    package struct Target: Sendable {
        package var name: String
        package var settings: [String: String]
        /// Files of its Sources and Resources phases (a variant group's every localization).
        package var files: Set<String>
        /// Synchronized folders: every file under the folder but the exceptions.
        package var folders: [(path: String, exceptions: Set<String>)]

        /// Whether the target builds `file` (an absolute, standardized path).
        package func builds(_ file: String) -> Bool {
            if files.contains(file) { return true }
            for folder in folders where file.hasPrefix(folder.path + "/") && !folder.exceptions.contains(file) {
                return true
            }
            return false
        }
    }

    /// The targets that build `file` (any path; standardized here).
    package func targets(building file: String) -> [Target] {
        let absolute = Self.standardized(file)
        return targets.filter { $0.builds(absolute) }
    }

    /// Reads the project at `path`: a `.xcodeproj` folder, or its `project.pbxproj`.
    package static func read(path: String) throws(InputError) -> XcodeProject {
        let projectFolder = (path as NSString).lastPathComponent == "project.pbxproj"
            ? (path as NSString).deletingLastPathComponent : path
        let file = (projectFolder as NSString).appendingPathComponent("project.pbxproj")
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
            throw InputError(file: file, reason: "cannot read the Xcode project: \(error.localizedDescription)")
        }
        let root: [String: Any]
        do {
            guard let parsed = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                as? [String: Any] else {
                throw InputError(file: file, reason: "not an Xcode project: the property list is not a dictionary")
            }
            root = parsed
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(file: file, reason: "not an Xcode project: \(error.localizedDescription)")
        }
        guard let objects = root["objects"] as? [String: [String: Any]] else {
            throw InputError(file: file, reason: "not an Xcode project: no objects")
        }
        let sourceRoot = standardized((projectFolder as NSString).deletingLastPathComponent)
        let paths = FilePaths(objects: objects, sourceRoot: sourceRoot)
        // The project's own settings, which a target's inherit unless it sets them itself.
        let project = objects.values.first { $0["isa"] as? String == "PBXProject" }
        let projectSettings = project.map { configurations(of: $0, objects: objects) } ?? [:]
        var targets: [Target] = []
        for id in objects.keys.sorted() {
            guard let object = objects[id], object["isa"] as? String == "PBXNativeTarget" else { continue }
            targets.append(target(object, objects: objects, paths: paths, targetID: id, projectSettings: projectSettings))
        }
        return XcodeProject(path: projectFolder, targets: targets)
    }

    /// The build settings of each configuration of `object` (a project or a target), by the
    /// configuration's name, in the list's order.
    private static func configurations(of object: [String: Any], objects: [String: [String: Any]]) -> [String: [String: String]] {
        var byName: [String: [String: String]] = [:]
        guard let list = (object["buildConfigurationList"] as? String).flatMap({ objects[$0] }) else { return [:] }
        for id in list["buildConfigurations"] as? [String] ?? [] {
            guard let configuration = objects[id] else { continue }
            var settings: [String: String] = [:]
            for (key, value) in configuration["buildSettings"] as? [String: Any] ?? [:] {
                if let text = value as? String { settings[key] = text }
                if let list = value as? [String] { settings[key] = list.joined(separator: " ") }
            }
            byName[configuration["name"] as? String ?? id] = settings
        }
        return byName
    }

    private static func target(_ object: [String: Any], objects: [String: [String: Any]], paths: FilePaths,
                               targetID: String, projectSettings: [String: [String: String]]) -> Target {
        let name = object["name"] as? String ?? "?"
        // The first configuration (Debug and Release do not change a platform), over the
        // project's configuration of the same name.
        let own = configurations(of: object, objects: objects)
        let firstName = (object["buildConfigurationList"] as? String).flatMap { objects[$0] }
            .flatMap { ($0["buildConfigurations"] as? [String])?.first }.flatMap { objects[$0]?["name"] as? String }
        var settings = firstName.flatMap { projectSettings[$0] } ?? projectSettings.values.first ?? [:]
        if let firstName, let targetSettings = own[firstName] {
            settings.merge(targetSettings) { _, target in target }
        }
        var files: Set<String> = []
        for phase in (object["buildPhases"] as? [String] ?? []).compactMap({ objects[$0] }) {
            guard let isa = phase["isa"] as? String, isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else {
                continue
            }
            for buildFile in (phase["files"] as? [String] ?? []).compactMap({ objects[$0] }) {
                guard let ref = buildFile["fileRef"] as? String else { continue }
                files.formUnion(paths.files(of: ref))
            }
        }
        var folders: [(path: String, exceptions: Set<String>)] = []
        for id in object["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            guard let group = objects[id], let folder = paths.path(of: id) else { continue }
            var exceptions: Set<String> = []
            for exceptionID in group["exceptions"] as? [String] ?? [] {
                guard let set = objects[exceptionID], set["target"] as? String == targetID else { continue }
                for relative in set["membershipExceptions"] as? [String] ?? [] {
                    exceptions.insert(standardized((folder as NSString).appendingPathComponent(relative)))
                }
            }
            folders.append((folder, exceptions))
        }
        return Target(name: name, settings: settings, files: files, folders: folders)
    }

    /// `path` made absolute (against the working folder) and standardized.
    package static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The absolute path of each file reference and group, from the tree of groups.
    struct FilePaths {
        let objects: [String: [String: Any]]
        let sourceRoot: String
        /// The group holding each object.
        var parents: [String: String] = [:]

        init(objects: [String: [String: Any]], sourceRoot: String) {
            self.objects = objects
            self.sourceRoot = sourceRoot
            for (id, object) in objects {
                for child in object["children"] as? [String] ?? [] { parents[child] = id }
            }
        }

        /// The absolute path of file reference or group `id`; `nil` for a tree TextFit cannot
        /// place (`BUILT_PRODUCTS_DIR`, `SDKROOT`, a cycle).
        func path(of id: String, depth: Int = 0) -> String? {
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"] as? String
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<absolute>":
                return own.map(XcodeProject.standardized)
            case "SOURCE_ROOT":
                return XcodeProject.standardized(own.map { (sourceRoot as NSString).appendingPathComponent($0) } ?? sourceRoot)
            case "<group>":
                let base: String
                if let parent = parents[id] {
                    guard let parentPath = path(of: parent, depth: depth + 1) else { return nil }
                    base = parentPath
                } else {
                    base = sourceRoot  // the main group
                }
                return XcodeProject.standardized(own.map { (base as NSString).appendingPathComponent($0) } ?? base)
            default:
                return nil
            }
        }

        /// The files a build file's reference stands for: the file, or each localization of a
        /// variant group (a folder reference stands for what is under it).
        func files(of id: String) -> [String] {
            guard let object = objects[id] else { return [] }
            if object["isa"] as? String == "PBXVariantGroup" {
                return (object["children"] as? [String] ?? []).compactMap { path(of: $0) }
            }
            return path(of: id).map { [$0] } ?? []
        }
    }
}
