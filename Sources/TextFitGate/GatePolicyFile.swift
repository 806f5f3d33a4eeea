import Foundation

/// A gate policy file (`--policy FILE`): the same rules as `--fail-on` and `--warn-on`, kept in the repository.
///
/// ```json
/// {
///   "default": "fail",
///   "failOn": ["all@...xxxLarge", "missing-glyph"],
///   "warnOn": ["all@AX1...AX5", "vertical-clip/th,my"]
/// }
/// ```
/// Every member is optional; an unknown member, an unknown kind, category or language is an
/// error naming the file, the line and the member.
package struct GatePolicyFile: Sendable, Hashable {
    /// The level of findings no rule matches, when the file sets one.
    package var defaultLevel: GateLevel?
    /// The rules, fail rules first.
    package var rules: [GateRule]

    /// Makes a policy file's contents.
    package init(defaultLevel: GateLevel?, rules: [GateRule]) {
        self.defaultLevel = defaultLevel
        self.rules = rules
    }

    /// Reads and checks the policy file at `path`.
    package static func load(from path: String) throws(InputError) -> GatePolicyFile {
        let data = try InputError.contents(of: path, what: "the policy file")
        return try decode(data, file: path)
    }

    /// Decodes policy JSON held in memory, reporting problems against `file`.
    package static func decode(_ data: Data, file: String) throws(InputError) -> GatePolicyFile {
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch let error as DecodingError {
            throw JSONDecodingFailure.inputError(for: error, data: data, file: file, document: "policy file")
        } catch {
            throw InputError(file: file, reason: "cannot read the policy file: \(error)")
        }
        try JSONDecodingFailure.rejectLaxSyntax(data, file: file)
        var defaultLevel: GateLevel?
        if let name = contents.default {
            guard let level = GateLevel(rawValue: name.lowercased()) else {
                throw InputError(file: file, line: JSONLineIndex(data: data).node(at: ["default"])?.line, key: "default",
                                 reason: "'\(name)' is not a level; expected fail or warn")
            }
            defaultLevel = level
        }
        var rules: [GateRule] = []
        for (member, level, specs) in [("failOn", GateLevel.fail, contents.failOn), ("warnOn", .warn, contents.warnOn)] {
            for (position, spec) in (specs ?? []).enumerated() {
                do {
                    rules.append(try GateRule.parse(spec, level: level, context: "\(member)[\(position)]"))
                } catch {
                    throw InputError(file: file, line: JSONLineIndex(data: data).node(at: [member])?.line, reason: error.reason)
                }
            }
        }
        return GatePolicyFile(defaultLevel: defaultLevel, rules: rules)
    }

    /// The file's members as JSON has them.
    private struct Contents: Decodable {
        var `default`: String?
        var failOn: [String]?
        var warnOn: [String]?

        private enum CodingKeys: String, CodingKey, CaseIterable { case `default`, failOn, warnOn }

        init(from decoder: any Decoder) throws {
            try StrictKeys.reject(unknownIn: decoder, known: CodingKeys.allCases.map(\.rawValue))
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.default = try container.decodeIfPresent(String.self, forKey: .default)
            failOn = try container.decodeIfPresent([String].self, forKey: .failOn)
            warnOn = try container.decodeIfPresent([String].self, forKey: .warnOn)
        }
    }
}
