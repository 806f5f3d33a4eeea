import Foundation

/// The results as one self-contained HTML page for reviewers who want to look rather than read:
/// the lint's findings on top, then per key a grid of button previews — languages down,
/// categories across — with failing cells marked, filters by language, category and kind, a
/// search by key, and each title's place as `file:line`.
///
/// Self-contained: no network, no fonts (glyphs are SVG paths, each outline once in a shared
/// `<defs>`), one inline style sheet and script. Previews are drawn by ``ButtonRenderer`` with the
/// run's fonts, so each is the measured result. Rows keep their previews as text (a script
/// element the browser does not parse) and the page's script makes them elements when the row
/// nears the screen, so the browser parses and lays out only the rows looked at.
///
/// Written from a ``VerificationResult`` (every cell in memory): the page itself holds a preview
/// per cell, so it grows with the cells either way.
package struct HTMLReport {
    /// The run, every cell.
    package var result: VerificationResult
    /// The gate's judgement, to mark new and worse findings; `nil` without a gate.
    package var gate: GateResult?
    /// The spec each key was measured with (the run's, or its sidecar role's).
    package var spec: (String) throws(InputError) -> ButtonSpec
    /// The fonts the run measured with.
    package var fonts: FontCollection
    /// Whether every cell is drawn however many there are (`--html-all`); otherwise a run of
    /// more than ``previewLimit`` cells draws only its failing and close cells.
    package var drawsEveryCell = false
    /// The most cells drawn before the page draws only failing and close ones
    /// (``defaultPreviewLimit`` unless set).
    package var previewLimit = HTMLReport.defaultPreviewLimit

    /// Makes the report.
    package init(result: VerificationResult, gate: GateResult?, fonts: FontCollection,
                spec: @escaping (String) throws(InputError) -> ButtonSpec) {
        self.result = result
        self.gate = gate
        self.fonts = fonts
        self.spec = spec
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

    /// Writes the page to `sink`.
    package func write(to sink: any ByteSink) throws(InputError) {
        let cells = result.cells
        // A run larger than a page can hold draws its failing and close cells only.
        let capped = !drawsEveryCell && cells.count > previewLimit
        let categories = ContentSizeCategory.allCases.filter { category in cells.contains { $0.category == category } }
        let languages = Array(Set(cells.map(\.language))).sorted()
        // One renderer per distinct spec (the run's and its sidecar roles'), and one page-wide id
        // per distinct outline: bounded by the specs and by the fonts' glyphs, not by the cells.
        var renderers: [ButtonSpec: ButtonRenderer] = [:]
        var specs: [ButtonSpec] = []
        var outlineIDs: [GlyphOutlineCache.Key: Int] = [:]
        var defs = ""
        // Gate standing per cell finding.
        struct CellID: Hashable { var key: String; var language: LanguageTag; var variant: String?; var category: ContentSizeCategory }
        var standing: [CellID: GateStatus] = [:]
        if let gate {
            for item in gate.findings where item.outcome != .known {
                let id = CellID(key: item.finding.key, language: item.finding.language, variant: item.finding.variant,
                                category: item.finding.category)
                standing[id] = item.status
            }
        }

        // The appearances of the specs, for the Appearance filter; the first is shown first.
        var appearances = result.spec.appearances.list
        for key in Set(cells.map(\.key)).sorted() {
            for appearance in try self.spec(key).appearances.list where !appearances.contains(appearance) {
                appearances.append(appearance)
            }
        }
        var page = Self.head(title: "TextFit report")
        page = page.replacingOccurrences(of: "<body>", with: "<body data-appearance=\"\(appearances[0].rawValue)\">")
        page += "<header><h1>TextFit</h1><p class=\"verdict\">\(MarkupText.escape(SummaryReport.verdict(result.summary), attribute: false))</p>"
        page += "<p class=\"counts\">\(result.spec.model.iOSVersions.map { "Model \(result.spec.model.rawValue): CLLocationButton as \($0) sizes it. " } ?? "")\(Set(cells.map(\.key)).count) keys × \(languages.count) languages × "
            + "\(categories.count) categories = \(cells.count) cells</p></header>\n"
        page += "<section id=\"lint\"><h2>The button itself</h2>"
        if result.lint.isEmpty {
            page += "<p class=\"none\">No contrast, translucency or size finding for the spec.</p>"
        } else {
            page += "<ul>"
            for finding in result.lint {
                let status = gate?.findings.first { $0.finding == finding }.map { $0.outcome == .known ? "known" : $0.status.rawValue }
                page += "<li class=\"finding\" data-kind=\"\(finding.kind.descriptor.name)\"><b>\(finding.kind.descriptor.words)</b>"
                if finding.advisory { page += " (advisory)" }
                if finding.key != SpecLint.runSpecKey { page += " for \(MarkupText.escape(finding.key, attribute: false))" }
                if let variant = finding.variant { page += " in \(MarkupText.escape(variant, attribute: false))" }
                if let status { page += " <span class=\"status \(status)\">\(status)</span>" }
                page += ": \(MarkupText.escape(finding.message, attribute: false))"
                if let location = finding.location { page += " " + Self.link(location) }
                page += "</li>"
            }
            page += "</ul>"
        }
        page += "</section>\n"
        page += "<form id=\"filters\" onsubmit=\"return false\"><label>Language <select id=\"f-lang\"><option value=\"\">all</option>"
        for language in languages { page += "<option>\(MarkupText.escape(language.identifier, attribute: false))</option>" }
        page += "</select></label> <label>Category <select id=\"f-cat\"><option value=\"\">all</option>"
        for category in categories { page += "<option>\(category.rawValue)</option>" }
        page += "</select></label> <label>Finding <select id=\"f-kind\"><option value=\"\">any or none</option>"
            + "<option value=\"*\">any finding</option>"
        for kind in FindingKind.allCases where !kind.descriptor.isRunLevel {
            page += "<option value=\"\(kind.descriptor.name)\">\(kind.descriptor.words)</option>"
        }
        page += "</select></label> <label>Appearance <select id=\"f-look\">"
        for appearance in appearances { page += "<option>\(appearance.rawValue)</option>" }
        page += "</select></label> <label>Key <input id=\"f-key\" type=\"search\" placeholder=\"search keys\"></label>"
            + " <span id=\"shown\"></span></form>\n"
        sink.write(page)

        // Titles: key × variant × file, each a table of languages × categories.
        struct TitleID: Hashable { var key: String; var variant: String?; var file: String? }
        var order: [TitleID] = []
        // Cells by index, not copied: a large run's cells are held once.
        var rows: [TitleID: [LanguageTag: [Int]]] = [:]
        for (index, cell) in cells.enumerated() {
            let id = TitleID(key: cell.key, variant: cell.variant, file: cell.location?.file)
            if rows[id] == nil { order.append(id) }
            rows[id, default: [:]][cell.language, default: []].append(index)
        }
        // Capped: the rows (title × language) with a failing or close cell are drawn, in order,
        // while their failing and close cells fit in the page's previews; the rest are counted.
        struct RowID: Hashable { var title: Int; var language: LanguageTag }
        var drawnRows: Set<RowID> = []
        if capped {
            var budget = previewLimit
            var drawn = 0, undrawn = 0, failing = 0
            for (number, id) in order.enumerated() {
                for language in languages {
                    guard let indices = rows[id]?[language] else { continue }
                    let notable = indices.count(where: { !cells[$0].findings.isEmpty })
                    failing += indices.count(where: { cells[$0].fails })
                    guard notable > 0 else { continue }
                    if notable <= budget {
                        budget -= notable
                        drawn += notable
                        drawnRows.insert(RowID(title: number, language: language))
                    } else {
                        undrawn += notable
                    }
                }
            }
            let close = drawn + undrawn - failing
            var text = "<p class=\"omitted\">This run has \(cells.count) cells, more than the \(previewLimit) a page draws. "
            text += "It has \(failing) failing cells and \(close) that pass close to their limit (within the "
            text += "stand-in fonts' error, or <code>--margin</code>); it draws \(drawn) of them"
            if undrawn > 0 { text += " and counts the \(undrawn) it has no room for per key and language (at the end)" }
            text += ", and counts the \(cells.count - failing - close) other passing cells per key and language. "
            text += "To draw every cell, run again with <code>--html-all</code> (or narrow the run with "
            text += "<code>--category</code> or <code>--keys</code>).</p>\n"
            sink.write(text)
        }
        var body = ""
        var clip = 0
        // Drawing notes (glyphs drawn as boxes), once each; passing cells not drawn, per title.
        var notes: [String] = []
        var notedCount = 0
        var passingTitles: [(title: String, languages: Int, cells: Int)] = []
        var passingPerLanguage: [LanguageTag: Int] = [:]
        var undrawnTitles: [String] = []
        for (number, id) in order.enumerated() {
            let title = id.variant.map { "\(id.key) (\($0))" } ?? id.key
            let spec = try self.spec(id.key)
            // Capped: the rows chosen above are drawn; the others are counted.
            var drawnLanguages: [LanguageTag] = []
            var passing: [(LanguageTag, Int)] = []
            var undrawn: [String] = []
            for language in languages {
                guard let languageCells = rows[id]?[language].map({ $0.map { cells[$0] } }) else { continue }
                if !capped || drawnRows.contains(RowID(title: number, language: language)) {
                    drawnLanguages.append(language)
                } else if languageCells.contains(where: { !$0.findings.isEmpty }) {
                    let failing = languageCells.filter(\.fails)
                    let kinds = Set(failing.flatMap { $0.findings.map(\.kind.descriptor.name) }).sorted()
                    let close = languageCells.count(where: Self.isClose)
                    undrawn.append(MarkupText.escape(language.identifier, attribute: false) + " "
                        + (failing.isEmpty ? "" : "\(failing.count) failing (\(kinds.joined(separator: ", ")))")
                        + (failing.isEmpty || close == 0 ? "" : ", ") + (close == 0 ? "" : "\(close) close"))
                } else {
                    passing.append((language, languageCells.count))
                    passingPerLanguage[language, default: 0] += languageCells.count
                }
            }
            let passingText = passing.map { "\(MarkupText.escape($0.0.identifier, attribute: false)) (\($0.1))" }
                .joined(separator: ", ")
            if drawnLanguages.isEmpty {
                if undrawn.isEmpty {
                    passingTitles.append((title, passing.count, passing.reduce(0) { $0 + $1.1 }))
                } else {
                    undrawnTitles.append("<li>\(MarkupText.escape(title, attribute: false)): " + undrawn.joined(separator: "; ")
                        + (passing.isEmpty ? "" : "; pass at every category: " + passingText) + "</li>\n")
                }
                continue
            }
            let renderer: ButtonRenderer
            if let known = renderers[spec] { renderer = known } else {
                renderer = ButtonRenderer(spec: spec, fonts: fonts)
                renderers[spec] = renderer
                specs.append(spec)
            }
            let specClass = "s\(specs.firstIndex(of: spec) ?? 0)"
            body += "<section class=\"key\" data-key=\"\(MarkupText.escape(id.key.lowercased()))\"><h2>\(MarkupText.escape(title, attribute: false))"
            if let file = id.file { body += " <small>" + Self.link(SourceLocation(file: file)) + "</small>" }
            body += "</h2><table><thead><tr><th>Language</th>"
            for category in categories { body += "<th data-cat=\"\(category.rawValue)\">\(category.rawValue)</th>" }
            body += "</tr></thead><tbody>\n"
            for language in drawnLanguages {
                guard let languageCells = rows[id]?[language].map({ $0.map { cells[$0] } }) else { continue }
                let byCategory = Dictionary(languageCells.map { ($0.category, $0) }, uniquingKeysWith: { first, _ in first })
                let rowKinds = Set(languageCells.flatMap { $0.findings.map(\.kind.descriptor.name) })
                body += "<tr class=\"row\" data-lang=\"\(MarkupText.escape(language.identifier))\" data-kinds=\"\(rowKinds.sorted().joined(separator: " "))\">"
                body += "<th>\(MarkupText.escape(language.identifier, attribute: false))"
                if let location = languageCells.first?.location { body += "<br>" + Self.link(location) }
                body += "</th>"
                var previews = ""
                for category in categories {
                    guard let cell = byCategory[category] else {
                        body += "<td data-cat=\"\(category.rawValue)\" class=\"empty\"></td>"
                        continue
                    }
                    let kinds = cell.findings.map(\.kind.descriptor.name)
                    let status = standing[CellID(key: cell.key, language: cell.language, variant: cell.variant, category: category)]
                    var classes = kinds.isEmpty ? "cell pass" : cell.fails ? "cell fail" : "cell close"
                    if let status { classes += " \(status.rawValue)" }
                    let tip = cell.findings.map { "\($0.kind.descriptor.words): \($0.message)" }.joined(separator: "\n")
                    body += "<td data-cat=\"\(category.rawValue)\" class=\"\(classes)\" data-kinds=\"\(kinds.joined(separator: " "))\""
                        + " data-width=\"\(SVGButton.number(cell.measurement.width))\""
                        + " data-ink-width=\"\(SVGButton.number(cell.measurement.inkBounds.width))\""
                        + " data-fits=\"\(cell.fit.fits)\" title=\"\(MarkupText.escape(cell.text + (tip.isEmpty ? "" : "\n" + tip)))\">"
                    if let status { body += "<span class=\"status \(status.rawValue)\">\(status.rawValue)</span>" }
                    if capped && kinds.isEmpty {
                        body += "<span class=\"undrawn\">passes</span></td>"
                        continue
                    }
                    body += "</td>"
                    var drawing = try renderer.draw(cell.text, language: cell.language, category: category,
                                                    appearance: spec.appearances.list[0])
                    // Outlines get page-wide ids, each defined once.
                    var local: [Int] = []
                    for outline in drawing.outlines {
                        let key = GlyphOutlineCache.Key(face: outline.face, glyph: outline.glyph)
                        if let known = outlineIDs[key] {
                            local.append(known)
                        } else {
                            let next = outlineIDs.count
                            outlineIDs[key] = next
                            defs += SVGButton.definition(outline, id: "o\(next)") + "\n"
                            local.append(next)
                        }
                    }
                    for note in drawing.notes {
                        notedCount += 1
                        if notes.count < 50, !notes.contains(note) { notes.append(note) }
                    }
                    drawing.title = drawing.title.map { var g = $0; g.outline = local[g.outline]; return g }
                    drawing.overflow = drawing.overflow.map { var g = $0; g.outline = local[g.outline]; return g }
                    clip += 1
                    let scale = Self.previewScale
                    previews += "<svg class=\"\(specClass)\" data-cat=\"\(category.rawValue)\" width=\"\(SVGButton.number(drawing.width * scale))\" "
                        + "height=\"\(SVGButton.number(drawing.height * scale))\" viewBox=\"0 0 \(SVGButton.number(drawing.width)) "
                        + "\(SVGButton.number(drawing.height))\">" + SVGButton.body(drawing, glyphPrefix: "o", clipID: "c\(clip)")
                        + "</svg>"
                }
                body += "<script type=\"text/x-previews\">\(previews)</script></tr>\n"
            }
            body += "</tbody></table>"
            if !undrawn.isEmpty {
                body += "<p class=\"undrawn-findings\">Not drawn for want of room: " + undrawn.joined(separator: "; ") + "</p>"
            }
            if !passing.isEmpty { body += "<p class=\"passing\">Pass at every category, not drawn: " + passingText + "</p>" }
            body += "</section>\n"
            if body.utf8.count > 1 << 20 {
                sink.write(body)
                body = ""
            }
        }
        // A long list goes to the sink every 4,096 items, so it is never held whole.
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
        // The outlines go after the grid (an SVG's <use> finds them anywhere in the document).
        sink.write(body)
        sink.write("<svg id=\"outlines\" width=\"0\" height=\"0\" aria-hidden=\"true\" style=\"position:absolute\"><defs>\n")
        sink.write(defs)
        sink.write("</defs></svg>\n<style>\n")
        // Each spec's colors in each of its appearances, chosen by the Appearance filter: the
        // previews are drawn once, in the first appearance, and recolored by these rules.
        for (index, spec) in specs.enumerated() {
            for appearance in spec.appearances.list {
                let scope = "body[data-appearance=\"\(appearance.rawValue)\"] svg.s\(index)"
                let background = spec.background(in: appearance), tint = spec.tint(in: appearance)
                sink.write("\(scope) .backdrop{fill:\(SVGButton.rgb(appearance.systemBackground))}"
                    + "\(scope) .frame{fill:\(SVGButton.rgb(background));fill-opacity:\(SVGButton.number(background.alpha))}"
                    + "\(scope) .title{fill:\(SVGButton.rgb(tint));fill-opacity:\(SVGButton.number(tint.alpha))}"
                    + "\(scope) .icon{\(spec.icon.isOutline ? "stroke" : "fill"):\(SVGButton.rgb(tint))}\n")
            }
        }
        sink.write("</style>\n<script>\(Self.script)</script>\n</body></html>\n")
    }

    /// `<a href="file">file:line</a>`: a link a checkout opens in place.
    static func link(_ location: SourceLocation) -> String {
        "<a class=\"place\" href=\"\(MarkupText.escape(location.file))\">\(MarkupText.escape(location.description, attribute: false))</a>"
    }

    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
        <title>\(MarkupText.escape(title, attribute: false))</title>
        <style>
        body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:16px;color:#1c1c1e;background:#fff}
        h1{margin:0 0 4px}h2{font-size:16px;margin:20px 0 6px}
        .verdict{font-weight:600}#lint ul{padding-left:20px}#lint .finding{color:#b00020}
        #filters{position:sticky;top:0;background:#f2f2f7;padding:8px;border-radius:8px;z-index:2}
        table{border-collapse:collapse}th,td{border:1px solid #e5e5ea;padding:3px;vertical-align:middle}
        thead th{background:#f2f2f7;position:sticky;top:44px;z-index:1}
        tbody th{text-align:left;font-weight:600;white-space:nowrap}
        td.fail{background:#ffe5e3;outline:2px solid #ff3b30;outline-offset:-2px}
        td.close{background:#fff8e1;outline:2px dashed #ff9500;outline-offset:-2px}
        td.pass{background:#fff}td.empty{background:#f9f9f9}
        td svg{display:block}tr.row{height:40px}
        .status{font-size:11px;border-radius:4px;padding:0 4px;color:#fff;background:#8e8e93}
        .status.new,.status.worse{background:#ff3b30}
        a.place{color:#0040dd;font-weight:400;font-size:12px}
        .hidden{display:none}.undrawn{font-size:11px;color:#8e8e93}.omitted{background:#fff4ce;padding:6px;border-radius:6px}
        </style></head><body>

        """
    }

    /// Lazy previews (IntersectionObserver fills a row from its template when it nears the
    /// viewport) and the filters, kept in the address's fragment (`#lang=de&kind=truncation`) so
    /// a filtered view can be linked.
    static let script = """
    (function(){
    function fill(row){var t=row.querySelector('script[type="text/x-previews"]');if(!t)return;
    var tmp=document.createElement('template');tmp.innerHTML=t.textContent;var svgs=tmp.content.querySelectorAll('svg');
    for(var i=0;i<svgs.length;i++){var s=svgs[i];var td=row.querySelector('td[data-cat="'+s.getAttribute('data-cat')+'"]');if(td)td.insertBefore(document.importNode(s,true),td.firstChild);}
    t.remove();row.classList.add('drawn');}
    window.textfitDrawAll=function(){document.querySelectorAll('tr.row').forEach(fill);};
    var io='IntersectionObserver' in window?new IntersectionObserver(function(es){es.forEach(function(e){if(e.isIntersecting){fill(e.target);io.unobserve(e.target);}});},{rootMargin:'600px'}):null;
    document.querySelectorAll('tr.row').forEach(function(r){if(io)io.observe(r);else fill(r);});
    var lang=document.getElementById('f-lang'),cat=document.getElementById('f-cat'),kind=document.getElementById('f-kind'),key=document.getElementById('f-key');
    function apply(){var L=lang.value,C=cat.value,K=kind.value,Q=key.value.trim().toLowerCase();var shown=0;
    document.querySelectorAll('[data-cat]').forEach(function(el){if(el.tagName==='svg')return;el.classList.toggle('hidden',C!==''&&el.getAttribute('data-cat')!==C);});
    document.querySelectorAll('section.key').forEach(function(sec){var any=false;var keyOK=Q===''||sec.getAttribute('data-key').indexOf(Q)>=0;
    sec.querySelectorAll('tr.row').forEach(function(r){var ok=keyOK&&(L===''||r.getAttribute('data-lang')===L);
    if(ok&&K!==''){var tds=r.querySelectorAll('td.cell');var hit=false;tds.forEach(function(td){if(C!==''&&td.getAttribute('data-cat')!==C)return;var ks=td.getAttribute('data-kinds').split(' ').filter(Boolean);if(K==='*'?ks.length>0:ks.indexOf(K)>=0)hit=true;});ok=hit;}
    r.classList.toggle('hidden',!ok);if(ok){any=true;shown++;}});sec.classList.toggle('hidden',!any);});
    document.getElementById('shown').textContent=shown+' rows';}
    function fromHash(){var h=new URLSearchParams(location.hash.slice(1));[['lang',lang],['cat',cat],['kind',kind],['key',key],['look',look]].forEach(function(p){if(h.has(p[0]))p[1].value=h.get(p[0]);});}
    function toHash(){var h=new URLSearchParams();[['lang',lang],['cat',cat],['kind',kind],['key',key],['look',look]].forEach(function(p){if(p[1].value&&!(p[0]==='look'&&p[1].selectedIndex===0))h.set(p[0],p[1].value);});history.replaceState(null,'',h.toString()?'#'+h.toString():location.pathname);}
    var look=document.getElementById('f-look');function paint(){document.body.setAttribute('data-appearance',look.value);}
    look.addEventListener('change',function(){paint();toHash();});
    [lang,cat,kind].forEach(function(e){e.addEventListener('change',function(){apply();toHash();});});key.addEventListener('input',function(){apply();toHash();});
    fromHash();paint();apply();
    })();
    """
}
