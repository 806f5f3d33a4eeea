extension FindingKind {
    /// In an iOS model, the button's needed size exceeds its frame: iOS does not render it.
    public static let renderFailure = FindingKind(rawValue: "renderFailure")
}

extension FindingDescriptor {
    /// Render failure (the iOS models): the needed size — content plus padding — is larger than the
    /// frame in width or height. iOS then logs "Error: #locationButton failed due to inappropriate
    /// sizes", does not mark the button as rendered and grants no location; the title is never
    /// truncated (`../shared/apple/README.md`, "Too small a frame"). Amount: how far the needed
    /// size exceeds the frame, the larger of the two directions, in points.
    package static let renderFailure = FindingDescriptor(
        kind: .renderFailure, name: "render-failure", countPhrase: "not rendered by iOS",
        title: "Not rendered by iOS (no location granted)",
        ruleDescription: "The button needs a larger frame than it gets, so iOS does not render it and grants no location.",
        detect: { subject in
            let fit = subject.fit
            guard fit.model.isIOS, !fit.fits else { return nil }
            let (needed, frame) = (fit.minFrame, fit.frame)
            let amount = max(0, needed.width - frame.width, needed.height - frame.height)
            return FindingDetection(amount: amount, need: FrameNeed(needed: needed, frame: frame)) {
                let sizes = points([needed.width, needed.height, frame.width, frame.height], keeping: amount)
                    .map { $0.replacingOccurrences(of: " pt", with: "") }
                return "iOS does not render this button and grants no location: needs \(sizes[0]) × \(sizes[1]) pt, "
                    + "the frame is \(sizes[2]) × \(sizes[3]) pt"
            }
        })
}
