import Foundation

extension FindingKind {
    /// The frame is smaller than the minimum hit target, or a fixed frame far larger than its content.
    public static let undersized = FindingKind(rawValue: "undersized")
}

extension FindingDescriptor {
    /// Undersized (or oversized): a fixed frame, or the minimum size the spec allows, with a side
    /// under `legibility.minimumSide` (44 pt, the HIG's minimum hit target); or a fixed frame
    /// taller than `legibility.maximumHeightRatio` (3) times the content's height at the default
    /// category — the content taken as one em of the point size (the icon box and the title's
    /// body) plus the scaled vertical insets (in the iOS models: the arrow's box or an em, plus
    /// iOS's padding), the same for every title. The system refuses a
    /// location button that is "too small or too large" without publishing the bounds; these
    /// are TextFit's. Amount: the points outside the bound.
    package static let undersized = FindingDescriptor(
        kind: .undersized, name: "undersized", countPhrase: "undersized", title: "Too small or too large",
        ruleDescription: "The button's frame is under the 44×44 pt minimum target, or a fixed frame is far taller than its content.",
        detect: { _ in nil },
        lint: { subject in
            let spec = subject.spec
            let minimum = spec.legibility.minimumSide
            let (frame, what): (BoxSize, String) = spec.fixedFrame.map { ($0, "the fixed frame") }
                ?? (spec.minimumSize, "the minimum size")
            let side = min(frame.width, frame.height)
            if side < minimum - 1e-9 {
                return FindingDetection(
                    amount: minimum - side,
                    message: "\(what) \(sizeText(frame)) is under the \(ReportNumber.significant(minimum))×"
                        + "\(ReportNumber.significant(minimum)) pt minimum target")
            }
            guard let fixed = spec.fixedFrame else { return nil }
            let pointSize = spec.pointSize(at: .default)
            let content: Double
            if spec.model.isIOS {
                // The iOS models: the arrow's box or an em of the title, and iOS's padding.
                let icon = spec.labelStyle.showsIcon ? (spec.iconBox ?? ButtonSpec.defaultIconBox).height * pointSize : 0
                content = max(pointSize, icon) + spec.model.padding(fontSize: pointSize).height
            } else {
                let scale = spec.scalesInsets && spec.basePointSize > 0 ? pointSize / spec.basePointSize : 1
                content = max(pointSize, spec.labelStyle.showsIcon ? spec.iconScale * pointSize : 0)
                    + spec.contentInsets.scaled(by: scale).vertical
            }
            let largest = content * spec.legibility.maximumHeightRatio
            guard fixed.height > largest + 1e-9 else { return nil }
            return FindingDetection(
                amount: fixed.height - largest,
                message: "the fixed frame \(sizeText(fixed)) is more than \(ReportNumber.significant(spec.legibility.maximumHeightRatio))× "
                    + "as tall as its content (\(points(content)) at \(ContentSizeCategory.default.rawValue))")
        })

    /// `30×30 pt`.
    static func sizeText(_ size: BoxSize) -> String {
        ReportNumber.significant(size.width) + "×" + ReportNumber.significant(size.height) + " pt"
    }
}
