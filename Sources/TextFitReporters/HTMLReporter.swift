/// The results as one self-contained HTML page (`--format html`, `--html`) for reviewers who
/// want to look rather than read: the lint's findings on top, then per key a grid of button
/// previews — languages down, categories across — with failing cells marked, filters by
/// language, category and kind, a search by key, and each title's place as `file:line`.
///
/// Self-contained: no network, no fonts (glyphs are SVG paths, each outline once in a shared
/// `<defs>`), one inline style sheet and script. Previews are drawn by ``ButtonRenderer`` with the
/// run's fonts, so each is the measured result. The page is the template
/// `Resources/HTMLReport.html` (``HTMLTemplate``), its named slots filled by ``HTMLHeader``,
/// ``HTMLPreviewGrid`` and ``HTMLAppearanceStyles``.
///
/// Written from every cell (the run keeps them in memory) once the gate is done: with a gate,
/// new and worse findings are marked. The page holds a preview per cell, so it grows with the
/// cells either way.
package struct HTMLReporter: Reporter {
    package static let identifier = "html"
    package static let isStreaming = false
    package static let needs: ReportNeeds = [.everyCell, .afterGate]

    /// Whether every cell is drawn however many there are (`--html-all`); otherwise a run of
    /// more than ``previewLimit`` cells draws only its failing and close cells.
    package var drawsEveryCell = false
    /// The most cells drawn before the page draws only failing and close ones
    /// (``defaultPreviewLimit`` unless set).
    package var previewLimit = HTMLReporter.defaultPreviewLimit
    /// The fonts the run measured with, loaded when the page is written; `nil` for the bundled set.
    package var fonts: (@Sendable () throws(InputError) -> FontCollection)?
    /// The spec each key was measured with (the run's, or its sidecar role's); `nil` when the
    /// run's spec is every key's.
    package var specs: (@Sendable (String) throws(InputError) -> ButtonSpec)?

    /// Makes the reporter with the options of `settings`.
    package init(settings: ReportSettings = ReportSettings()) {
        drawsEveryCell = settings.drawsEveryCell
        fonts = settings.fonts
        specs = settings.specs
    }

    /// The scale previews are shown at: 0.5 CSS pixels per point, so a 343 pt button is 172 px wide.
    static let previewScale = 0.5

    /// The most cells a page draws: past it, the page draws only failing and close cells (at
    /// most this many of them) and counts the rest per key and language. Measured
    /// (docs/performance.md): a drawn cell costs 2.5 KB of page (a real app's titles) to 4.4 KB
    /// (long failing titles, drawn with their overflow), and headless Chromium on the busy 2-core
    /// machine took about 3.5 s for an empty page plus 0.17 s per MB, so 8,000 cells (20–35 MB)
    /// open in under 10 s even then.
    package static let defaultPreviewLimit = 8_000

    /// Whether `cell` passes but is close to failing: its only findings are advisory `close`
    /// warnings (the needed frame within the stand-in's error, or `--margin`, of its limit).
    static func isClose(_ cell: CellResult) -> Bool {
        !cell.fails && cell.findings.contains { $0.kind == .close }
    }

    /// Writes the page of `input`'s cells to `sink`, marking the standing of `input`'s gate.
    ///
    /// The template, the fonts and every key's spec are read before anything is written.
    package func write(_ input: ReportInput, to sink: any ByteSink) throws(InputError) {
        let result = try input.everyCell(for: "the HTML report")
        let template = try HTMLTemplate.report.get()
        let fonts: FontCollection
        if let load = self.fonts { fonts = try load() } else { fonts = try BundledData.sharedFonts() }
        let runSpec = result.spec
        let spec: (String) throws(InputError) -> ButtonSpec
        if let specs { spec = specs } else { spec = { _ throws(InputError) in runSpec } }
        let cells = result.cells
        let categories = ContentSizeCategory.allCases.filter { category in cells.contains { $0.category == category } }
        let languages = Array(Set(cells.map(\.language))).sorted()
        let header = try HTMLHeader(result: result, summary: input.summary, gate: input.gate, languages: languages,
                                    categories: categories, spec: spec)
        var grid = HTMLPreviewGrid(result: result, gate: input.gate, languages: languages, categories: categories,
                                   fonts: fonts, spec: spec, drawsEveryCell: drawsEveryCell, previewLimit: previewLimit)
        try template.write(to: sink) { slot throws(InputError) in
            switch slot {
            case "title": sink.write(MarkupText.escape("TextFit report", attribute: false))
            case "appearance": sink.write(header.appearances[0].rawValue)
            case "verdict": sink.write(header.verdict)
            case "counts": sink.write(header.counts)
            case "lint": sink.write(header.lint)
            case "languages": sink.write(header.languageOptions)
            case "categories": sink.write(header.categoryOptions)
            case "kinds": sink.write(header.kindOptions)
            case "appearances": sink.write(header.appearanceOptions)
            case "devices": break
            case "previews": try grid.write(to: sink)
            case "outlines": sink.write(grid.outlines.definitions)
            case "colors": sink.write(HTMLAppearanceStyles.rules(grid.specs))
            default: throw InputError(file: "HTMLReport.html", reason: "the template names a slot '\(slot)' the report does not fill")
            }
        }
    }

    /// Writes one page of several runs' cells, each checked on one device (`--device all`): a
    /// section per device, in the order given, and a Device filter; each key drawn with its
    /// device's spec (`specs`, one resolver per input). The page draws at
    /// most ``previewLimit`` cells in all, shared evenly among the devices.
    package func write(devices inputs: [ReportInput], specs: [@Sendable (String) throws(InputError) -> ButtonSpec],
                       to sink: any ByteSink) throws(InputError) {
        guard let first = inputs.first else { return }
        let results = try inputs.map { input throws(InputError) in try input.everyCell(for: "the HTML report") }
        let template = try HTMLTemplate.report.get()
        let fonts: FontCollection
        if let load = self.fonts { fonts = try load() } else { fonts = try BundledData.sharedFonts() }
        guard specs.count == inputs.count else {
            throw InputError(reason: "the HTML report needs each device's specs (\(specs.count) for \(inputs.count) devices)")
        }
        let resolvers = specs
        let categories = ContentSizeCategory.allCases.filter { category in
            results.contains { $0.cells.contains { $0.category == category } }
        }
        let languages = Array(Set(results.flatMap { $0.cells.map(\.language) })).sorted()
        let header = try HTMLHeader(result: results[0], summary: first.summary, gate: first.gate, languages: languages,
                                    categories: categories, spec: resolvers[0])
        let failing = inputs.filter { !$0.summary.passes }.map { $0.summary.header.target.description }
        let verdict = failing.isEmpty ? "✓ Every device passes."
            : "✗ \(failing.count) of \(inputs.count) devices fail: " + failing.prefix(8).joined(separator: "; ")
                + (failing.count > 8 ? " …" : "")
        let cellCount = results.reduce(0) { $0 + $1.cells.count }
        let limit = max(1, previewLimit / inputs.count)
        var outlines = HTMLGlyphOutlines()
        var clips = 0
        var colors = ""
        try template.write(to: sink) { slot throws(InputError) in
            switch slot {
            case "title": sink.write(MarkupText.escape("TextFit report", attribute: false))
            case "appearance": sink.write(header.appearances[0].rawValue)
            case "verdict": sink.write(MarkupText.escape(verdict, attribute: false))
            case "counts": sink.write("\(inputs.count) devices, \(languages.count) languages, \(cellCount) cells")
            case "lint": sink.write(header.lint)
            case "languages": sink.write(header.languageOptions)
            case "categories": sink.write(header.categoryOptions)
            case "kinds": sink.write(header.kindOptions)
            case "appearances": sink.write(header.appearanceOptions)
            case "devices":
                sink.write("<label>Device <select id=\"f-dev\"><option value=\"\">all</option>")
                for input in inputs {
                    let id = MarkupText.escape(Self.deviceID(input), attribute: true)
                    sink.write("<option value=\"\(id)\">\(MarkupText.escape(input.summary.header.target.description, attribute: false))</option>")
                }
                sink.write("</select></label> ")
            case "previews":
                for (index, input) in inputs.enumerated() {
                    var grid = HTMLPreviewGrid(result: results[index], gate: input.gate, languages: languages,
                                               categories: categories, fonts: fonts, spec: resolvers[index],
                                               drawsEveryCell: drawsEveryCell, previewLimit: limit)
                    grid.outlines = outlines
                    grid.clips = clips
                    let target = input.summary.header.target
                    sink.write("<div class=\"device\" data-device=\"\(MarkupText.escape(Self.deviceID(input), attribute: true))\">"
                        + "<h2 class=\"device\">\(MarkupText.escape(target.description, attribute: false)), "
                        + "\(ReportNumber.trimmed(results[index].spec.maximumWidth)) pt usable: "
                        + "\(MarkupText.escape(SummaryReporter.verdict(input.summary), attribute: false))</h2>\n")
                    try grid.write(to: sink)
                    sink.write("</div>\n")
                    outlines = grid.outlines
                    clips = grid.clips
                    if index == 0 { colors = HTMLAppearanceStyles.rules(grid.specs) }
                }
            case "outlines": sink.write(outlines.definitions)
            case "colors": sink.write(colors)
            default: throw InputError(file: "HTMLReport.html", reason: "the template names a slot '\(slot)' the report does not fill")
            }
        }
    }

    /// The value the Device filter gives a device's section: `platform/device`.
    private static func deviceID(_ input: ReportInput) -> String {
        let target = input.summary.header.target
        return target.platform.rawValue + "/" + target.device
    }

    /// `<a href="file">file:line</a>`: a link a checkout opens in place.
    static func link(_ location: SourceLocation) -> String {
        "<a class=\"place\" href=\"\(MarkupText.escape(location.file))\">\(MarkupText.escape(location.description, attribute: false))</a>"
    }
}
