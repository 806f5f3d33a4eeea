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
        /// Synchronized folders it holds: every file under the folder but the exceptions (paths
        /// relative to the folder as the project writes them).
        package var folders: [(path: String, exceptions: Set<String>)]
        /// Files of synchronized folders it does not hold that are its all the same.
        package var additions: [(path: String, exceptions: Set<String>)] = []

        /// Whether the target builds `file` (an absolute, standardized path).
        package func builds(_ file: String) -> Bool {
            if files.contains(file) { return true }
            for folder in folders where file.hasPrefix(folder.path + "/") {
                if !Self.listed(file, in: folder.path, folder.exceptions) { return true }
            }
            for folder in additions where file.hasPrefix(folder.path + "/") {
                if Self.listed(file, in: folder.path, folder.exceptions) { return true }
            }
            return false
        }

        /// Whether `file`, under `folder`, is one of `entries`: a path relative to the folder, or
        /// `/Localized/NAME` for every localization of NAME (its copies in the `.lproj` folders).
        static func listed(_ file: String, in folder: String, _ entries: Set<String>) -> Bool {
            guard !entries.isEmpty else { return false }
            let relative = String(file.dropFirst(folder.count + 1))
            if entries.contains(relative) { return true }
            let parts = relative.split(separator: "/")
            guard let lproj = parts.firstIndex(where: { $0.hasSuffix(".lproj") }) else { return false }
            var unlocalized = parts
            unlocalized.remove(at: lproj)
            return entries.contains("/Localized/" + unlocalized.joined(separator: "/"))
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
        let data = try InputError.contents(of: file, what: "the Xcode project")
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
        let projectSettings = project.map { configurations(of: $0, objects: objects, paths: paths) } ?? [:]
        var targets: [Target] = []
        for id in objects.keys.sorted() {
            guard let object = objects[id], object["isa"] as? String == "PBXNativeTarget" else { continue }
            targets.append(target(object, objects: objects, paths: paths, targetID: id, projectSettings: projectSettings))
        }
        return XcodeProject(path: projectFolder, targets: targets)
    }

    /// The build settings of each configuration of `object` (a project or a target), by the
    /// configuration's name: its `.xcconfig` file's (`baseConfigurationReference`), overridden by
    /// those the project file sets.
    private static func configurations(of object: [String: Any], objects: [String: [String: Any]],
                                       paths: FilePaths) -> [String: [String: String]] {
        var byName: [String: [String: String]] = [:]
        guard let list = (object["buildConfigurationList"] as? String).flatMap({ objects[$0] }) else { return [:] }
        for id in list["buildConfigurations"] as? [String] ?? [] {
            guard let configuration = objects[id] else { continue }
            var settings: [String: String] = [:]
            if let reference = configuration["baseConfigurationReference"] as? String, let file = paths.path(of: reference) {
                settings = XcodeConfigFile.settings(at: file)
            }
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
        let own = configurations(of: object, objects: objects, paths: paths)
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
        // Synchronized folders: a folder the target holds is its but for the files of the
        // exception sets naming the target; in a folder it does not hold, those files are its.
        var folders: [(path: String, exceptions: Set<String>)] = []
        var additions: [(path: String, exceptions: Set<String>)] = []
        let held = Set(object["fileSystemSynchronizedGroups"] as? [String] ?? [])
        for (id, group) in objects where group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = paths.path(of: id) else { continue }
            var listed: Set<String> = []
            for exceptionID in group["exceptions"] as? [String] ?? [] {
                guard let set = objects[exceptionID], set["target"] as? String == targetID else { continue }
                for relative in set["membershipExceptions"] as? [String] ?? [] { listed.insert(relative) }
            }
            if held.contains(id) {
                folders.append((folder, listed))
            } else if !listed.isEmpty {
                additions.append((folder, listed))
            }
        }
        folders.sort { $0.path < $1.path }
        additions.sort { $0.path < $1.path }
        return Target(name: name, settings: settings, files: files, folders: folders, additions: additions)
    }

    /// `path` made absolute (against the working folder) and standardized, from its text alone:
    /// `.` and `..` removed. The file system is not asked whether it is a folder (which
    /// `URL(fileURLWithPath:)` asks, with a `stat` a path).
    package static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path, isDirectory: false).standardizedFileURL.path
    }

    /// The absolute path of each file reference and group, from the tree of groups.
    struct FilePaths {
        let objects: [String: [String: Any]]
        let sourceRoot: String
        /// The group holding each object.
        var parents: [String: String] = [:]
        /// Each group's path once worked out: a file's path is its group's and its own, so a group
        /// of many files is placed once, not once a file. Only paths found are kept: a group
        /// that cannot be placed (a cycle) is tried again, as deep as before, each time. Used
        /// within one project's reading only.
        private let groupPaths = GroupPaths()

        private final class GroupPaths {
            var paths: [String: String] = [:]
        }

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
                    if let known = groupPaths.paths[parent] {
                        base = known
                    } else {
                        guard let parentPath = path(of: parent, depth: depth + 1) else { return nil }
                        groupPaths.paths[parent] = parentPath
                        base = parentPath
                    }
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
