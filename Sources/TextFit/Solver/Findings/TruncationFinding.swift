extension FindingKind {
    /// The title needs a wider frame than it gets and would show "…".
    public static let truncation = FindingKind(rawValue: "truncation")
}

extension FindingDescriptor {
    /// Truncation: the frame the title needs is wider than the one it gets, or a multi-line title
    /// needs more lines than it may show. Amount: the overflow in points (how much wider, or for
    /// lines how much taller, the frame would have to be).
    public static let truncation = FindingDescriptor(
        kind: .truncation, name: "truncation", countPhrase: "truncated", title: "Truncated",
        ruleDescription: "The title needs a wider (or, over several lines, taller) frame than the button gets, so it is truncated with “…”.",
        detect: { subject in
            let fit = subject.fit
            guard !fit.fits else { return nil }
            if fit.overflow == 0, fit.heightOverflow > 0 || fit.neededLineCount > fit.lineCount {
                let more = fit.neededLineCount - fit.lineCount
                var message = "needs \(counted(fit.neededLineCount, "line")) (a \(points(fit.minFrame.height)) tall frame), "
                    + "\(more) more than the \(fit.lineCount) it shows"
                if let last = fit.lines.last { message += "; the last shows “\(last.text)”" }
                return FindingDetection(amount: fit.heightOverflow, message: message)
            }
            var message = "needs a \(points(fit.minFrame.width)) wide frame, \(points(fit.overflow)) "
                + "more than the \(points(fit.frame.width)) it gets"
            if let truncated = fit.truncatedText { message += "; shows “\(truncated)”" }
            return FindingDetection(amount: fit.overflow, message: message)
        })
}
