/// The head of an app's own Location Button's section in the HTML page (docs/buttons.md): where
/// the button is (`file:line`), the configuration it is drawn with, and its worst cell — the
/// language and category that need the most room beyond the frame, or, when every cell renders,
/// the one closest to the frame — whose preview the grid draws beside it.
struct HTMLButtonSummary {
    /// The button's cell that needs the most room against its frame: the largest overflow in
    /// either direction (negative when it fits: the smallest room left); on a tie the first
    /// language, then the smallest category.
    let worst: CellResult
    let location: SourceLocation
    let spec: ButtonSpec

    /// The summary of `cells` (one button's, every language and category); `nil` when they are
    /// not an app's own button (not on a Swift, storyboard or XIB line) or there are none.
    init?(cells: [CellResult], spec: ButtonSpec) {
        // In language and category order, so a tie goes to the first.
        let ordered = cells.sorted { ($0.language, $0.category) < ($1.language, $1.category) }
        guard let location = cells.first?.location, location.isAppSource,
              let worst = ordered.max(by: { Self.overflow($0) < Self.overflow($1) }) else { return nil }
        self.worst = worst
        self.location = location
        self.spec = spec
        english = cells.first { $0.language.identifier == "en" }?.text
    }

    /// The English title, when the button was checked in English.
    let english: String?

    /// How far the cell's needed size exceeds its frame, the larger of the two directions.
    static func overflow(_ cell: CellResult) -> Double {
        max(cell.fit.minFrame.width - cell.fit.frame.width, cell.fit.minFrame.height - cell.fit.frame.height)
    }

    /// The block above the button's grid; `preview` is the worst cell's drawing.
    func html(preview: String) -> String {
        let fit = worst.fit
        func size(_ box: BoxSize) -> String {
            "\(ReportNumber.trimmed(box.width, decimals: 1)) × \(ReportNumber.trimmed(box.height, decimals: 1)) pt"
        }
        let verdict = fit.fits ? "renders, the closest to its frame" : "not drawn by iOS, no location granted"
        let worstText = "\(worst.language.identifier) at \(worst.category.rawValue): needs \(size(fit.minFrame)), "
            + "the frame is \(size(fit.frame)) — \(verdict)"
        return "<div class=\"button-config\"><p>" + HTMLReporter.link(location) + " "
            + MarkupText.escape(spec.configurationLine(title: english), attribute: false) + "</p>"
            + "<p class=\"worst\">Worst: " + MarkupText.escape(worstText, attribute: false) + "</p>" + preview + "</div>"
    }
}
