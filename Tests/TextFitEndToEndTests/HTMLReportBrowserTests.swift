import Foundation
import Testing

/// The HTML report opened in headless Chromium (Debian's `chromium`, which `make test` installs):
/// every cell has a preview, each title's drawn width is the results' width within 0.5 pt, the
/// filters show the rows they should, and a screenshot is taken.
///
/// The checks run in a harness page of the test's own that loads the report in a frame, asks it
/// to draw every row, reads the DOM and writes what it found into its own DOM, which Chromium
/// prints (`--dump-dom`). The expected widths come from the results JSON of the same run.
@Suite(.serialized) struct HTMLReportBrowserTests {
    static let keys = ["Send My Current Location", "Current Location"]

    static func chromium(_ arguments: [String]) throws -> Binary.Run {
        try Subprocess.run("/usr/bin/chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                                 "--allow-file-access-from-files",
                                                 "--user-data-dir=" + NSTemporaryDirectory() + "textfit-chromium"] + arguments)
    }

    /// The harness: loads `report.html` in a frame, draws every row, and reports in `<pre id="out">`.
    static let harness = """
    <!DOCTYPE html><html><body><pre id="out">pending</pre>
    <iframe id="f" src="report.html" style="width:1400px;height:900px"></iframe>
    <script>
    var frame = document.getElementById('f');
    frame.onload = function () {
      var w = frame.contentWindow, d = frame.contentDocument, out = {};
      w.textfitDrawAll();
      out.cells = [];
      d.querySelectorAll('section.key').forEach(function (section) {
        var key = section.querySelector('h2').firstChild.textContent.trim();
        section.querySelectorAll('tr.row').forEach(function (row) {
          row.querySelectorAll('td.cell').forEach(function (td) {
            var svg = td.querySelector('svg');
            var fits = td.getAttribute('data-fits') === 'true';
            var group = svg ? svg.querySelector(fits ? 'g.title' : 'g.overflow') : null;
            out.cells.push({key: key, language: row.getAttribute('data-lang'), category: td.getAttribute('data-cat'),
                            preview: !!svg, uses: group ? group.querySelectorAll('use').length : 0,
                            drawn: group ? group.getBBox().width : -1});
          });
        });
      });
      function visibleRows() { return Array.from(d.querySelectorAll('tr.row')).filter(function (r) { return r.offsetParent !== null; }).length; }
      function set(id, value) { var e = d.getElementById(id); e.value = value; e.dispatchEvent(new Event(id === 'f-key' ? 'input' : 'change')); }
      out.rowsAll = visibleRows();
      set('f-lang', 'de'); out.rowsGerman = visibleRows();
      set('f-lang', ''); set('f-kind', 'render-failure'); out.rowsTruncation = visibleRows();
      set('f-cat', 'large'); out.rowsTruncationAtLarge = visibleRows();
      out.visibleColumns = Array.from(d.querySelectorAll('thead th[data-cat]')).filter(function (e) { return e.offsetParent !== null; }).length;
      set('f-cat', ''); set('f-kind', ''); set('f-key', 'send my'); out.rowsSearch = visibleRows();
      set('f-key', 'no such key'); out.rowsNone = visibleRows();
      set('f-key', '');
      var frameRect = d.querySelector('td.cell svg .frame'), backdrop = d.querySelector('td.cell svg .backdrop');
      out.lightFrame = w.getComputedStyle(frameRect).fill; out.lightBackdrop = w.getComputedStyle(backdrop).fill;
      set('f-look', 'dark');
      out.darkFrame = w.getComputedStyle(frameRect).fill; out.darkBackdrop = w.getComputedStyle(backdrop).fill;
      document.getElementById('out').textContent = JSON.stringify(out);
    };
    </script></body></html>
    """

    /// A page over two devices: the Device filter shows one device's section, its rows only.
    @Test func deviceFilterInChromium() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.html")
        let html = try Binary.run(["check", "--no-fail", "--quiet", "--keys", "Current Location", "--device", "iphone-375,watch-41",
                                   "--format", "html", "--output", report.path])
        #expect(html.status == 0, "\(html.stderr)")
        let harness = """
        <!DOCTYPE html><html><body><pre id="out">pending</pre>
        <iframe id="f" src="report.html" style="width:1400px;height:900px"></iframe>
        <script>
        var frame = document.getElementById('f');
        frame.onload = function () {
          var d = frame.contentDocument, out = {};
          function visibleRows() { return Array.from(d.querySelectorAll('tr.row')).filter(function (r) { return r.offsetParent !== null; }).length; }
          function set(value) { var e = d.getElementById('f-dev'); e.value = value; e.dispatchEvent(new Event('change')); }
          out.all = visibleRows();
          set('watchos/watch-41'); out.watch = visibleRows(); out.hash = frame.contentWindow.location.hash;
          out.watchRowsInSection = d.querySelectorAll('div.device[data-device="watchos/watch-41"] tr.row').length;
          set(''); out.again = visibleRows();
          document.getElementById('out').textContent = JSON.stringify(out);
        };
        </script></body></html>
        """
        try Data(harness.utf8).write(to: folder.appendingPathComponent("harness.html"))
        let dump = try Self.chromium(["--virtual-time-budget=20000", "--dump-dom",
                                      folder.appendingPathComponent("harness.html").absoluteString])
        let start = try #require(dump.stdout.range(of: "<pre id=\"out\">"))
        let end = try #require(dump.stdout.range(of: "</pre>", range: start.upperBound..<dump.stdout.endIndex))
        let text = String(dump.stdout[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
        let found = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text.prefix(300))")
        // One key: a row per language on each device (56 languages).
        #expect(found["all"] as? Int == 2 * 56, "\(found)")
        #expect(found["watch"] as? Int == 56 && found["watchRowsInSection"] as? Int == 56, "\(found)")
        #expect(found["hash"] as? String == "#dev=watchos%2Fwatch-41", "\(found)")
        #expect(found["again"] as? Int == 2 * 56, "\(found)")
    }

    @Test func reportInChromium() throws {
        let folder = try Binary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var arguments = ["check", "--no-fail", "--quiet"]
        for key in Self.keys { arguments += ["--keys", key] }
        let report = folder.appendingPathComponent("report.html")
        let json = try Binary.run(arguments + ["--format", "json"])
        #expect(json.status == 0)
        let html = try Binary.run(arguments + ["--format", "html", "--output", report.path])
        #expect(html.status == 0, "\(html.stderr)")

        // What the results say: per key, language and category, the ink width and whether it fits.
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let records = try #require(document["results"] as? [[String: Any]])
        struct Expected { var ink: Double; var fits: Bool }
        var expected: [String: Expected] = [:]
        for record in records {
            let id = "\(record["key"]!)|\(record["language"]!)|\(record["category"]!)"
            let ink = (record["inkBounds"] as? [String: Any])?["width"] as? Double ?? 0
            expected[id] = Expected(ink: ink, fits: record["fits"] as? Bool ?? false)
        }
        #expect(expected.count == 2 * 56 * 12)

        try Data(Self.harness.utf8).write(to: folder.appendingPathComponent("harness.html"))
        let dump = try Self.chromium(["--virtual-time-budget=20000", "--dump-dom",
                                      folder.appendingPathComponent("harness.html").absoluteString])
        let start = try #require(dump.stdout.range(of: "<pre id=\"out\">"))
        let end = try #require(dump.stdout.range(of: "</pre>", range: start.upperBound..<dump.stdout.endIndex))
        let text = String(dump.stdout[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        let found = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text.prefix(300))")
        let cells = try #require(found["cells"] as? [[String: Any]])

        // Every cell of the results has a preview, and each drawn title is as wide as measured.
        #expect(cells.count == expected.count)
        var worst = 0.0
        for cell in cells {
            let id = "\(cell["key"]!)|\(cell["language"]!)|\(cell["category"]!)"
            let want = try #require(expected[id], "\(id) is not in the results")
            #expect(cell["preview"] as? Bool == true, "\(id) has no preview")
            let drawn = cell["drawn"] as? Double ?? -1
            worst = max(worst, abs(drawn - want.ink))
            #expect(abs(drawn - want.ink) <= 0.5, "\(id): drawn \(drawn) pt, measured ink \(want.ink) pt")
        }
        #expect(worst <= 0.5)
        print("HTMLReportBrowserTests: \(cells.count) previews, largest drawn-vs-measured ink width difference \(worst) pt")

        // The filters: one language (a row per key), a kind (render-failure: the bundled job is iOS 15–18's),
        // a kind at a category, a key search.
        #expect(found["rowsAll"] as? Int == 112)
        #expect(found["rowsGerman"] as? Int == 2)
        let truncatedRows = Set(records.filter { $0["fits"] as? Bool == false }.map { "\($0["key"]!)|\($0["language"]!)" })
        #expect(found["rowsTruncation"] as? Int == truncatedRows.count)
        let truncatedAtLarge = Set(records.filter { $0["fits"] as? Bool == false && $0["category"] as? String == "large" }
            .map { "\($0["key"]!)|\($0["language"]!)" })
        #expect(found["rowsTruncationAtLarge"] as? Int == truncatedAtLarge.count)
        // Only `large` shows, in the table of each key that still has rows.
        let keysTruncatedAtLarge = Set(truncatedAtLarge.map { $0.split(separator: "|")[0] })
        #expect(found["visibleColumns"] as? Int == keysTruncatedAtLarge.count)
        #expect(keysTruncatedAtLarge.count >= 1)
        #expect(found["rowsSearch"] as? Int == 56)
        #expect(found["rowsNone"] as? Int == 0)
        // The appearance filter recolors the previews: systemBlue is 0 122 255 in light and
        // 10 132 255 in dark (Apple's HIG), over white and black.
        #expect(found["lightFrame"] as? String == "rgb(0, 122, 255)")
        #expect(found["lightBackdrop"] as? String == "rgb(255, 255, 255)")
        #expect(found["darkFrame"] as? String == "rgb(10, 132, 255)")
        #expect(found["darkBackdrop"] as? String == "rgb(0, 0, 0)")

        // A screenshot of the report as a reviewer first sees it: a PNG of the window's size.
        let shot = folder.appendingPathComponent("report.png")
        _ = try Self.chromium(["--window-size=1400,1000", "--screenshot=" + shot.path, report.absoluteString])
        let png = try Data(contentsOf: shot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1400 && height == 1000)
        #expect(png.count > 20_000)  // previews drawn, not a blank page
    }
}
