extension FindingKind {
    /// The title needs a wider frame than it gets and would show "…".
    public static let truncation = FindingKind(rawValue: "truncation")
}

extension FindingDescriptor {
    /// Truncation: the frame the title needs is wider than the one it gets, or a multi-line title
    /// needs more lines than it may show. Amount: the overflow in points (how much wider, or for
    /// lines how much taller, the frame would have to be).
    package static let truncation = FindingDescriptor(
        kind: .truncation, name: "truncation", countPhrase: "truncated", title: "Truncated",
        ruleDescription: "The title needs a wider (or, over several lines, taller) frame than the button gets, so it is truncated with “…”.",
        detect: { subject in
            let fit = subject.fit
            // In the iOS models nothing is truncated: a title that does not fit is a render failure.
            guard !fit.fits, !fit.model.isIOS else { return nil }
            if fit.overflow == 0, fit.heightOverflow > 0 || fit.neededLineCount > fit.lineCount {
                let more = fit.neededLineCount - fit.lineCount
                let height = points([fit.minFrame.height], keeping: fit.heightOverflow)[0]
                var message = "needs \(counted(fit.neededLineCount, "line")) (a \(height) tall frame), "
                    + "\(more) more than the \(fit.lineCount) it shows"
                if let last = fit.lines.last { message += "; the last shows “\(last.text)”" }
                return FindingDetection(amount: fit.heightOverflow, message: message)
            }
            // Most cells of a large run are cut: the message is written only if it is read.
            let (needed, overflow, frame, truncated) = (fit.minFrame.width, fit.overflow, fit.frame.width,
                                                         fit.truncatedText)
            let later = subject.truncationWhenRead
            return FindingDetection(amount: overflow) {
                let lengths = points([needed, overflow, frame], keeping: overflow)
                var message = "needs a \(lengths[0]) wide frame, \(lengths[1]) more than the \(lengths[2]) it gets"
                if let truncated = truncated ?? later?.text { message += "; shows “\(truncated)”" }
                return message
            }
        })
}
