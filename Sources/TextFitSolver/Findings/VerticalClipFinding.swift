extension FindingKind {
    /// Ink rises above or sinks below the frame's content area.
    public static let verticalClip = FindingKind(rawValue: "verticalClip")
}

extension FindingDescriptor {
    /// Vertical clipping: ink outside the content area. Amount: the points of ink outside it.
    package static let verticalClip = FindingDescriptor(
        kind: .verticalClip, name: "vertical-clip", countPhrase: "vertically clipped", title: "Vertically clipped",
        ruleDescription: "Ink rises above or sinks below the button's content area and is clipped.",
        detect: { subject in
            let fit = subject.fit
            guard fit.verticalClip > 0 else { return nil }
            return FindingDetection(amount: fit.verticalClip,
                                    message: "\(points(fit.verticalClip)) of ink fall outside the content area "
                                        + "of the \(points(fit.frame.height)) tall frame")
        })
}
