import ArgumentParser
import TextFit

/// The values shell completion offers for options that take a name from a fixed set; the
/// lists come from the library's own enumerations, so they cannot drift from what is accepted.
enum CompletionValues {
    /// `--format`: every report format.
    static var formats: CompletionKind { .list(ReportFormat.allCases.map(\.rawValue)) }

    /// `measure --category`: `all` and each category.
    static var categories: CompletionKind { .list(["all"] + ContentSizeCategory.allCases.map(\.rawValue)) }

    /// `check --category`: those, and the ranges most asked for (any `A...B` is accepted).
    static var categoryRanges: CompletionKind {
        .list(["all"] + ContentSizeCategory.allCases.map(\.rawValue) + ["xSmall...xxxLarge", "AX1...AX5", "large...AX5"])
    }
}
