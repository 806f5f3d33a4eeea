/// The twelve Dynamic Type content-size categories, smallest first.
public enum ContentSizeCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// The system default, `.large`.
    public static let `default` = ContentSizeCategory.large

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .ax1 }

    /// Parses the CLI spelling (`xSmall`, `large`, `AX3`), case-insensitively, and UIKit's
    /// names (`extraSmall`, `accessibilityExtraLarge`, `UICTContentSizeCategoryXL` …).
    public init?(parsing text: String) {
        let folded = text.lowercased()
        if let match = Self.allCases.first(where: { $0.rawValue.lowercased() == folded }) {
            self = match
            return
        }
        let aliases: [String: ContentSizeCategory] = [
            "extrasmall": .xSmall, "xs": .xSmall, "s": .small, "m": .medium, "l": .large,
            "extralarge": .xLarge, "xl": .xLarge, "extraextralarge": .xxLarge, "xxl": .xxLarge,
            "extraextraextralarge": .xxxLarge, "xxxl": .xxxLarge,
            "accessibilitymedium": .ax1, "accessibilitym": .ax1,
            "accessibilitylarge": .ax2, "accessibilityl": .ax2,
            "accessibilityextralarge": .ax3, "accessibilityxl": .ax3,
            "accessibilityextraextralarge": .ax4, "accessibilityxxl": .ax4,
            "accessibilityextraextraextralarge": .ax5, "accessibilityxxxl": .ax5,
        ]
        let stripped = folded.replacingOccurrences(of: "uictcontentsizecategory", with: "")
        guard let match = aliases[stripped] else { return nil }
        self = match
    }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        a.ordinal < b.ordinal
    }

    /// The position of the category, 0 for `.xSmall` through 11 for `.ax5` (a switch: reports
    /// index and order cells by it, and `allCases` is an array made at each use).
    public var ordinal: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .ax1: 7
        case .ax2: 8
        case .ax3: 9
        case .ax4: 10
        case .ax5: 11
        }
    }
}

extension ContentSizeCategory {
    /// Categories as a list, runs of neighbours joined: `xxxLarge…AX5`, `large, AX2`.
    ///
    /// Neighbours are taken in `scale`, the categories the platform's type table publishes: the
    /// watch's has no `medium`, so there `xSmall…AX3` is every category, where iOS's order would
    /// split it into `xSmall…small, large…AX3`. A category outside `scale` stands alone.
    package static func describe(_ categories: [ContentSizeCategory], among scale: [ContentSizeCategory] = allCases) -> String {
        var position: [ContentSizeCategory: Int] = [:]
        for (index, category) in scale.enumerated() { position[category] = index }
        let sorted = Set(categories).sorted()
        var runs: [[ContentSizeCategory]] = []
        for category in sorted {
            if let last = runs.last?.last, let previous = position[last], let here = position[category], previous + 1 == here {
                runs[runs.count - 1].append(category)
            } else {
                runs.append([category])
            }
        }
        return runs.map { run in
            run.count == 1 ? run[0].rawValue : "\(run[0].rawValue)…\(run[run.count - 1].rawValue)"
        }.joined(separator: ", ")
    }
}
