import Foundation

extension FindingKind {
    /// The button is so transparent that it reads as disabled or vanishes into the view behind.
    public static let translucent = FindingKind(rawValue: "translucent")
}

extension FindingDescriptor {
    /// Translucent: the button's opacity — `alpha` times its background color's own alpha —
    /// under `legibility.minimumAlpha` (0.5 unless the spec says otherwise; Apple publishes no
    /// figure). Amount: how far under, as an opacity (0.5 − 0.3 = 0.2).
    package static let translucent = FindingDescriptor(
        kind: .translucent, name: "translucent", countPhrase: "translucent", title: "Too translucent",
        ruleDescription: "The button (its alpha, or its background color's alpha) is too transparent.",
        detect: { _ in nil },
        lint: { subject in
            let spec = subject.spec
            // The iOS models check iOS's own rule instead (insufficient-alpha).
            guard !spec.model.isIOS else { return nil }
            let minimum = spec.legibility.minimumAlpha
            let backgroundAlpha = spec.background(in: subject.appearance).alpha
            let opacity = spec.alpha * backgroundAlpha
            guard opacity < minimum - 1e-9 else { return nil }
            var message: String
            if backgroundAlpha < 1 && spec.alpha < 1 {
                message = "the button's alpha \(ReportNumber.significant(spec.alpha)) times its background color's alpha "
                    + ReportNumber.fixed(backgroundAlpha, decimals: 2) + " gives an opacity of " + ReportNumber.fixed(opacity, decimals: 2)
            } else if backgroundAlpha < 1 {
                message = "the background color \(spec.background(in: subject.appearance).hex) has an alpha of "
                    + ReportNumber.fixed(backgroundAlpha, decimals: 2)
            } else {
                message = "the button's alpha is \(ReportNumber.significant(spec.alpha))"
            }
            message += ", under the minimum opacity of \(ReportNumber.significant(minimum))"
            return FindingDetection(amount: minimum - opacity, message: message)
        },
        describeAmount: { amount, _ in ReportNumber.fixed(amount, decimals: 2) + " under the opacity" })
}
