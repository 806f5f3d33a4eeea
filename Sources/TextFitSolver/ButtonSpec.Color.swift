extension ButtonSpec {
    /// A color as a spec writes it: `#RRGGBB`, `#RRGGBBAA`, or a UIKit color name (`systemBlue`,
    /// `label`, `white` …) that takes Apple's value for each appearance.
    public enum Color: Sendable, Hashable, Codable, CustomStringConvertible {
        /// A fixed sRGB color, the same in every appearance.
        case rgba(RGBAColor)
        /// A UIKit system color.
        case system(SystemColor)

        /// Parses `#RRGGBB[AA]` or a system color name; `nil` for anything else.
        public init?(parsing text: String) {
            if text.hasPrefix("#") {
                guard let color = RGBAColor(hex: text) else { return nil }
                self = .rgba(color)
            } else if let color = SystemColor.named(text) {
                self = .system(color)
            } else {
                return nil
            }
        }

        /// The color in `appearance`.
        public func value(in appearance: Appearance) -> RGBAColor {
            switch self {
            case .rgba(let color): color
            case .system(let color): color.value(in: appearance)
            }
        }

        /// As written back: `#RRGGBB[AA]` or the system color's name.
        public var description: String {
            switch self {
            case .rgba(let color): color.hex
            case .system(let color): color.name
            }
        }

        /// Decodes a string; anything else, or an unknown name, is an error naming the accepted forms.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            guard let text = try? container.decode(String.self) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "a color must be a string: #RRGGBB, #RRGGBBAA or a UIKit color name"))
            }
            guard let color = Color(parsing: text) else {
                let reason = text.hasPrefix("#")
                    ? "'\(text)' is not a color; write #RRGGBB or #RRGGBBAA with hex digits"
                    : "unknown color '\(text)'; use #RRGGBB, #RRGGBBAA or one of " + SystemColor.allNames.joined(separator: ", ")
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: reason))
            }
            self = color
        }

        /// Encodes the string it was written as (hex uppercase).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }
}
