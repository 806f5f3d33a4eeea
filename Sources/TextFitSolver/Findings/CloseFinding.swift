import Foundation

extension FindingKind {
    /// The needed frame is within the stand-in fonts' error of the frame's limit: the verdict
    /// may differ on a device.
    public static let close = FindingKind(rawValue: "close")
}

extension FindingDescriptor {
    /// Close: the width (or height) the title needs is within the margin of the width (height)
    /// the spec allows — its fixed frame, else its maximum width (maximum height) — on either
    /// side: `|limit − needed| ≤ margin × limit`. The margin is `--margin` in percent, else the
    /// stand-in's error at the cell's point size (``StandInError``: the worst difference of the
    /// bundled SF Pro stand-in from real SF widths in that size range, rounded up). A cell that
    /// fits by less, or fails by less, could go the other way in the real font.
    ///
    /// Advisory: it is reported in every output as a warning and never fails the gate or the
    /// run by itself. Amount: the distance from the limit, in points.
    package static let close = FindingDescriptor(
        kind: .close, name: "close", countPhrase: "close to their limit", title: "Close to the limit",
        ruleDescription: "The frame the title needs is within the stand-in fonts' error of the frame the spec allows: check on a device.",
        detect: { subject in
            if let recorded = subject.recordedClose { return recorded }
            let margin = subject.closeMargin ?? StandInError.percent(atPointSize: subject.measurement.pointSize)
            guard margin > 0 else { return nil }
            let needed = subject.fit.minFrame
            let standIn = subject.closeMargin == nil
            // The message is written when it is read (a summary names a few titles of the tens of
            // thousands a real app has close).
            func close(_ side: String, need: Double, limit: Double?) -> FindingDetection? {
                guard let limit, limit > 0, limit.isFinite else { return nil }
                let slack = limit - need
                guard abs(slack) <= limit * margin / 100 + Tolerance.points else { return nil }
                return FindingDetection(
                    amount: abs(slack), need: FrameNeed(side: side == "width" ? .width : .height, needed: need, frame: limit)
                ) {
                    let percent = ReportNumber.fixed(margin, decimals: margin.rounded() == margin ? 0 : 1)
                    let within = standIn ? "within the stand-in's " + percent + " % error" : "within the " + percent + " % margin"
                    let verb = slack >= 0 ? "fits by" : "fails by"
                    let lengths = points([abs(slack), need, limit], keeping: abs(slack))
                    return "\(verb) \(lengths[0]), \(within): check on a device"
                        + " (needs \(lengths[1]) of the \(lengths[2]) \(side) the spec allows)"
                }
            }
            return close("width", need: needed.width, limit: subject.limitWidth)
                ?? close("height", need: needed.height, limit: subject.limitHeight)
        },
        neverFails: true)
}
