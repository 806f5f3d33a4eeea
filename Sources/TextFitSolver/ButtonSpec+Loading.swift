import Foundation

extension ButtonSpec {
    /// Reads a spec from a JSON file; every problem becomes an `InputError` naming the file, and
    /// the key (and its line) or, for malformed JSON, the line where the parser stopped.
    /// A spec that names no `model` gets `defaultModel` (`label` unless told: the bundled job
    /// passes `ios18`).
    package static func load(from path: String, defaultModel: Model = .label) throws -> ButtonSpec {
        let data = try InputError.contents(of: path, what: "the button spec")
        return try decode(data, file: path, defaultModel: defaultModel)
    }

    /// Decodes spec JSON held in memory, reporting problems against `file`.
    package static func decode(_ data: Data, file: String, defaultModel: Model = .label) throws -> ButtonSpec {
        do {
            let decoder = JSONDecoder()
            decoder.userInfo[defaultModelKey] = defaultModel
            let spec = try decoder.decode(ButtonSpec.self, from: data)
            try JSONDecodingFailure.rejectLaxSyntax(data, file: file)
            return spec
        } catch let error as DecodingError {
            throw JSONDecodingFailure.inputError(for: error, data: data, file: file, document: "button spec")
        }
    }
}
