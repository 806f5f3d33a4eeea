/// Which tracking a measurement adds to the shaped advances.
///
/// TextFit answers whether a title fits on iOS, so the default is what iOS does: the system
/// font is tracked by Apple's SF Pro table at every size, and a face that stands in for it
/// (Inter, in the bundled set) is measured with that table too. The stand-in's own rule stays
/// available for comparing fonts, and a fixed value for designs that set their own.
package enum TrackingChoice: Sendable, Hashable {
    /// What iOS applies: each face's ``FontFace/systemTracking`` (SF Pro's table for the
    /// system font and its stand-ins, the family's own rule for other fonts).
    case system
    /// What watchOS applies: SF Compact's table where iOS applies SF Pro's (the system font's
    /// stand-in), each other face's rule as for `system`.
    case watchSystem
    /// Each family's own rule (``FontFace/tracking``): for Inter 4's optical cuts, none.
    case font
    /// A fixed tracking in 1/1000 em after every cluster, in every font.
    case fixed(Double)

    /// The fixed value, or `nil` when the faces' rules decide.
    package var fixedValue: Double? {
        if case .fixed(let value) = self { return value }
        return nil
    }

    /// The rule this choice applies to `face` (ignored for `fixed`).
    func rule(for face: FontFace) -> TrackingRule {
        switch self {
        case .system: face.systemTracking
        case .watchSystem: face.systemTracking == .sfPro ? .sfCompact : face.systemTracking
        case .font, .fixed: face.tracking
        }
    }
}
