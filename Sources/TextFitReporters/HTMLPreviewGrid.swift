/// The previews of the HTML page: per title (key × variant × file) a table of languages down and
/// categories across, each cell's button drawn by ``ButtonRenderer`` with the run's fonts (an
/// app's own Location Button headed by its place, configuration and worst cell,
/// ``HTMLButtonSummary``); then what was not drawn, and the glyphs drawn as boxes.
///
/// Rows keep their previews as text (a script element the browser does not parse), which the
/// page's script makes elements when the row nears the screen. The page is written in blocks of
/// about 1 MiB, so it is never held whole; the outlines and the specs drawn are kept for the
/// slots after it.
struct HTMLPreviewGrid {
    /// A title: key, variant and file.
    struct TitleID: Hashable {
        var key: String
        var table: String?
        var variant: String?
        var file: String?
    }

    /// A cell's place, for its gate standing.
    struct CellID: Hashable {
        var key: String
        var table: String?
        var language: LanguageTag
        var variant: String?
        var category: ContentSizeCategory
    }

    let cells: [CellResult]
    let languages: [LanguageTag]
    let categories: [ContentSizeCategory]
    let fonts: FontCollection
    let spec: (String) throws(InputError) -> ButtonSpec
    /// The gate's standing of each failing or warning cell finding.
    let standing: [CellID: GateStatus]
    /// Which rows are drawn when the page is capped; `nil` draws every row.
    let cap: HTMLPreviewCap?
    /// The titles in the order of their first cells, and per title each language's cell indices
    /// (cells are held once, by index).
    let titles: [TitleID]
    let rows: [[LanguageTag: [Int]]]

    /// The specs drawn, in the order first drawn: the previews' classes `s0`, `s1` ….
    private(set) var specs: [ButtonSpec] = []
    private var renderers: [ButtonSpec: ButtonRenderer] = [:]
    /// The glyph outlines the previews use (a page of several grids hands them from one to the next).
    var outlines = HTMLGlyphOutlines()
    /// The clip paths' count, for their ids (handed on likewise).
    var clips = 0
    /// Drawing notes (glyphs drawn as boxes), each once, and how many previews had one.
    private var notes: [String] = []
    private var notedCount = 0
    /// Titles not drawn: those passing everywhere, and those with findings the page had no room for.
    private var passingTitles: [(title: String, languages: Int, cells: Int)] = []
    private var passingPerLanguage: [LanguageTag: Int] = [:]
    private var undrawnTitles: [String] = []

    /// The grid of `result`'s cells; capped to `previewLimit` cells unless `drawsEveryCell`.
    init(result: VerificationResult, gate: GateResult?, languages: [LanguageTag], categories: [ContentSizeCategory],
         fonts: FontCollection, spec: @escaping (String) throws(InputError) -> ButtonSpec,
         drawsEveryCell: Bool, previewLimit: Int) {
        cells = result.cells
        self.languages = languages
        self.categories = categories
        self.fonts = fonts
        self.spec = spec
        var standing: [CellID: GateStatus] = [:]
        for item in gate?.findings ?? [] where item.outcome != .known {
            let finding = item.finding
            standing[CellID(key: finding.key, table: finding.table, language: finding.language, variant: finding.variant,
                            category: finding.category)] = item.status
        }
        self.standing = standing
        var titles: [TitleID] = []
        var rows: [TitleID: [LanguageTag: [Int]]] = [:]
        for (index, cell) in cells.enumerated() {
            let id = TitleID(key: cell.key, table: cell.table, variant: cell.variant, file: cell.location?.file)
            if rows[id] == nil { titles.append(id) }
            rows[id, default: [:]][cell.language, default: []].append(index)
        }
        self.titles = titles
        self.rows = titles.map { rows[$0] ?? [:] }
        let capped = !drawsEveryCell && cells.count > previewLimit
        cap = capped ? HTMLPreviewCap(cells: cells, titles: self.rows, languages: languages, limit: previewLimit) : nil
    }

    /// Writes the previews to `sink`: the cap's notice, each title, then what was not drawn.
    mutating func write(to sink: any ByteSink) throws(InputError) {
        if let cap { sink.write(cap.notice) }
        var body = ""
        for number in titles.indices {
            body += try title(number)
            if body.utf8.count > 1 << 20 {
                sink.write(body)
                body = ""
            }
        }
        sink.write(body)
        writeLeftovers(to: sink)
    }

    /// Title `number`'s section (empty when none of its rows is drawn, and it is counted instead).
    private mutating func title(_ number: Int) throws(InputError) -> String {
        let id = titles[number]
        let label = TableIdentity.label(key: id.key, table: id.table)
        let title = id.variant.map { "\(label) (\($0))" } ?? label
        let spec = try self.spec(id.key)
        // Capped: the rows the cap chose are drawn; the others are counted.
        var drawnLanguages: [LanguageTag] = []
        var passing: [(LanguageTag, Int)] = []
        var undrawn: [String] = []
        for language in languages {
            guard let languageCells = rows[number][language].map({ $0.map { cells[$0] } }) else { continue }
            if cap?.drawn.contains(HTMLPreviewCap.Row(title: number, language: language)) ?? true {
                drawnLanguages.append(language)
            } else if languageCells.contains(where: { !$0.findings.isEmpty }) {
                undrawn.append(Self.undrawnFindings(languageCells, language: language))
            } else {
                passing.append((language, languageCells.count))
                passingPerLanguage[language, default: 0] += languageCells.count
            }
        }
        let passingText = passing.map { "\(MarkupText.escape($0.0.identifier, attribute: false)) (\($0.1))" }
            .joined(separator: ", ")
        guard !drawnLanguages.isEmpty else {
            if undrawn.isEmpty {
                passingTitles.append((title, passing.count, passing.reduce(0) { $0 + $1.1 }))
            } else {
                undrawnTitles.append("<li>\(MarkupText.escape(title, attribute: false)): " + undrawn.joined(separator: "; ")
                    + (passing.isEmpty ? "" : "; pass at every category: " + passingText) + "</li>\n")
            }
            return ""
        }
        let renderer = renderer(for: spec)
        let specClass = "s\(specs.firstIndex(of: spec) ?? 0)"
        var body = "<section class=\"key\" data-key=\"\(MarkupText.escape(id.key.lowercased()))\"><h2>\(MarkupText.escape(title, attribute: false))"
        if let file = id.file { body += " <small>" + HTMLReporter.link(SourceLocation(file: file)) + "</small>" }
        body += "</h2>"
        // An app's own Location Button: where it is, how it is configured, and its worst cell drawn.
        if let button = HTMLButtonSummary(cells: rows[number].values.flatMap { $0.map { cells[$0] } }, spec: spec) {
            body += button.html(preview: try preview(button.worst, category: button.worst.category, renderer: renderer, spec: spec,
                                                     specClass: specClass))
        }
        body += "<table><thead><tr><th>Language</th>"
        for category in categories { body += "<th data-cat=\"\(category.rawValue)\">\(category.rawValue)</th>" }
        body += "</tr></thead><tbody>\n"
        for language in drawnLanguages {
            guard let languageCells = rows[number][language].map({ $0.map { cells[$0] } }) else { continue }
            body += try row(languageCells, language: language, renderer: renderer, spec: spec, specClass: specClass)
        }
        body += "</tbody></table>"
        if !undrawn.isEmpty {
            body += "<p class=\"undrawn-findings\">Not drawn for want of room: " + undrawn.joined(separator: "; ") + "</p>"
        }
        if !passing.isEmpty { body += "<p class=\"passing\">Pass at every category, not drawn: " + passingText + "</p>" }
        return body + "</section>\n"
    }

    /// The renderer of `spec`: one per distinct spec (the run's and its sidecar roles').
    private mutating func renderer(for spec: ButtonSpec) -> ButtonRenderer {
        if let known = renderers[spec] { return known }
        let renderer = ButtonRenderer(spec: spec, fonts: fonts)
        renderers[spec] = renderer
        specs.append(spec)
        return renderer
    }

    /// `language 2 failing (truncation), 1 close`: a row's findings the page had no room to draw.
    private static func undrawnFindings(_ cells: [CellResult], language: LanguageTag) -> String {
        let failing = cells.filter(\.fails)
        let kinds = Set(failing.flatMap { $0.findings.map(\.kind.descriptor.name) }).sorted()
        let close = cells.count(where: HTMLReporter.isClose)
        return MarkupText.escape(language.identifier, attribute: false) + " "
            + (failing.isEmpty ? "" : "\(failing.count) failing (\(kinds.joined(separator: ", ")))")
            + (failing.isEmpty || close == 0 ? "" : ", ") + (close == 0 ? "" : "\(close) close")
    }

    /// One language's row: its cells' places and findings, and their previews as text.
    private mutating func row(_ languageCells: [CellResult], language: LanguageTag, renderer: ButtonRenderer,
                              spec: ButtonSpec, specClass: String) throws(InputError) -> String {
        let byCategory = Dictionary(languageCells.map { ($0.category, $0) }, uniquingKeysWith: { first, _ in first })
        let rowKinds = Set(languageCells.flatMap { $0.findings.map(\.kind.descriptor.name) })
        var body = "<tr class=\"row\" data-lang=\"\(MarkupText.escape(language.identifier))\" data-kinds=\"\(rowKinds.sorted().joined(separator: " "))\">"
        body += "<th>\(MarkupText.escape(language.identifier, attribute: false))"
        if let location = languageCells.first?.location { body += "<br>" + HTMLReporter.link(location) }
        body += "</th>"
        var previews = ""
        for category in categories {
            guard let cell = byCategory[category] else {
                body += "<td data-cat=\"\(category.rawValue)\" class=\"empty\"></td>"
                continue
            }
            body += cellOpening(cell, category: category)
            if cap != nil && cell.findings.isEmpty {
                body += "<span class=\"undrawn\">passes</span></td>"
                continue
            }
            body += "</td>"
            previews += try preview(cell, category: category, renderer: renderer, spec: spec, specClass: specClass)
        }
        return body + "<script type=\"text/x-previews\">\(previews)</script></tr>\n"
    }

    /// A cell's `<td>` with its classes, findings and measured widths, and its gate standing.
    private func cellOpening(_ cell: CellResult, category: ContentSizeCategory) -> String {
        let kinds = cell.findings.map(\.kind.descriptor.name)
        let status = standing[CellID(key: cell.key, table: cell.table, language: cell.language, variant: cell.variant, category: category)]
        var classes = kinds.isEmpty ? "cell pass" : cell.fails ? "cell fail" : "cell close"
        if let status { classes += " \(status.rawValue)" }
        let tip = cell.findings.map { "\($0.kind.descriptor.words): \($0.message)" }.joined(separator: "\n")
        var text = "<td data-cat=\"\(category.rawValue)\" class=\"\(classes)\" data-kinds=\"\(kinds.joined(separator: " "))\""
            + " data-width=\"\(SVGButton.number(cell.measurement.width))\""
            + " data-ink-width=\"\(SVGButton.number(cell.measurement.inkBounds.width))\""
            + " data-fits=\"\(cell.fit.fits)\" title=\"\(MarkupText.escape(cell.text + (tip.isEmpty ? "" : "\n" + tip)))\">"
        if let status { text += "<span class=\"status \(status.rawValue)\">\(status.rawValue)</span>" }
        return text
    }

    /// A cell's button as an SVG at the preview scale, its outlines given page-wide ids.
    private mutating func preview(_ cell: CellResult, category: ContentSizeCategory, renderer: ButtonRenderer,
                                  spec: ButtonSpec, specClass: String) throws(InputError) -> String {
        let drawn = try renderer.draw(cell.text, language: cell.language, category: category,
                                      appearance: spec.appearances.list[0])
        for note in drawn.notes {
            notedCount += 1
            if notes.count < 50, !notes.contains(note) { notes.append(note) }
        }
        let drawing = outlines.adopt(drawn)
        clips += 1
        let scale = HTMLReporter.previewScale
        return "<svg class=\"\(specClass)\" data-cat=\"\(category.rawValue)\" width=\"\(SVGButton.number(drawing.width * scale))\" "
            + "height=\"\(SVGButton.number(drawing.height * scale))\" viewBox=\"0 0 \(SVGButton.number(drawing.width)) "
            + "\(SVGButton.number(drawing.height))\">" + SVGButton.body(drawing, glyphPrefix: "o", clipID: "c\(clips)")
            + "</svg>"
    }

    /// The titles not drawn (with findings, then passing everywhere) and the glyphs drawn as
    /// boxes; a long list goes to `sink` every 4,096 items, so it is never held whole.
    private func writeLeftovers(to sink: any ByteSink) {
        var body = ""
        func appendList(_ items: some Sequence<String>) {
            for (index, item) in items.enumerated() {
                body += item
                if index % 4096 == 4095 {
                    sink.write(body)
                    body = ""
                }
            }
        }
        if !undrawnTitles.isEmpty {
            body += "<section id=\"undrawn\"><h2>Findings not drawn for want of room</h2><p>Failing and close cells, "
                + "per title and language; run with <code>--html-all</code> to draw them.</p><ol>\n"
            appendList(undrawnTitles)
            body += "</ol></section>\n"
        }
        if !passingTitles.isEmpty {
            body += "<section id=\"passing\"><h2>Titles that pass everywhere (not drawn)</h2><p>\(passingTitles.count) titles "
                + "pass in every language at every category. Cells not drawn, per language: "
                + passingPerLanguage.sorted { $0.key < $1.key }
                    .map { "\(MarkupText.escape($0.key.identifier, attribute: false)) \($0.value)" }.joined(separator: ", ")
                + ". Run with <code>--html-all</code> to draw them.</p><ol>\n"
            appendList(passingTitles.lazy.map {
                "<li>\(MarkupText.escape($0.title, attribute: false)): \($0.languages) languages, \($0.cells) cells</li>\n"
            })
            body += "</ol></section>\n"
        }
        if !notes.isEmpty {
            body += "<section id=\"drawing-notes\"><h2>Glyphs drawn as boxes</h2><p>In \(notedCount) previews "
                + "glyphs could not be drawn as themselves and are boxes over their measured extent (the measurement itself is "
                + "unaffected):</p><ul>"
            for note in notes { body += "<li>\(MarkupText.escape(note, attribute: false))</li>" }
            body += "</ul></section>\n"
        }
        sink.write(body)
    }
}
