/// Which rows a page too large to draw whole draws: the rows (title × language) with a failing
/// or close cell, in order, while their failing and close cells fit in the page's previews;
/// the rest are counted. The notice at the top of the previews says so.
struct HTMLPreviewCap {
    /// A row: a title's number in the page's order and a language.
    struct Row: Hashable {
        var title: Int
        var language: LanguageTag
    }

    /// The rows drawn.
    let drawn: Set<Row>
    /// The notice, a paragraph ending in a line break.
    let notice: String

    /// The rows of `titles` (each language's cell indices) drawn within `limit` previews.
    init(cells: [CellResult], titles: [[LanguageTag: [Int]]], languages: [LanguageTag], limit: Int) {
        var budget = limit
        var drawnRows: Set<Row> = []
        var drawn = 0, undrawn = 0, failing = 0
        for (number, rows) in titles.enumerated() {
            for language in languages {
                guard let indices = rows[language] else { continue }
                let notable = indices.count(where: { !cells[$0].findings.isEmpty })
                failing += indices.count(where: { cells[$0].fails })
                guard notable > 0 else { continue }
                if notable <= budget {
                    budget -= notable
                    drawn += notable
                    drawnRows.insert(Row(title: number, language: language))
                } else {
                    undrawn += notable
                }
            }
        }
        self.drawn = drawnRows
        let close = drawn + undrawn - failing
        var text = "<p class=\"omitted\">This run has \(cells.count) cells, more than the \(limit) a page draws. "
        text += "It has \(failing) failing cells and \(close) that pass close to their limit (within the "
        text += "stand-in fonts' error, or <code>--margin</code>); it draws \(drawn) of them"
        if undrawn > 0 { text += " and counts the \(undrawn) it has no room for per key and language (at the end)" }
        text += ", and counts the \(cells.count - failing - close) other passing cells per key and language. "
        text += "To draw every cell, run again with <code>--html-all</code> (or narrow the run with "
        text += "<code>--category</code> or <code>--keys</code>).</p>\n"
        notice = text
    }
}
