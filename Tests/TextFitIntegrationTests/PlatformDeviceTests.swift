import Foundation
import Testing
@testable import TextFit

/// Platforms and devices: the watch type table, SF Compact's tracking, macOS's text styles and
/// the watch cases against `../shared/apple/platforms/` (skipped with a message where it is
/// absent), the iPad frames against the split-view geometry worked out here, and the issue's
/// answers on the bundled titles, cross-checked with hb-shape and the iOS 15–18 formula done by
/// hand.
@Suite struct PlatformDeviceTests {
    static let folder = TestFonts.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/apple/platforms")
    static let available = FileManager.default.fileExists(atPath: folder.path)
    static let absent = "../shared/apple/platforms is absent: the tables are not compared with Apple's"

    /// The rows of a TSV as dictionaries keyed by its header.
    static func tsv(_ name: String) throws -> [[String: String]] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let header = lines[0].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return lines.dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Dictionary(uniqueKeysWithValues: zip(header, fields + Array(repeating: "", count: max(0, header.count - fields.count))))
        }
    }

    /// The HIG's category names, written out here.
    static let categories: [String: ContentSizeCategory] = [
        "xSmall": .xSmall, "Small": .small, "Large": .large, "xLarge": .xLarge, "xxLarge": .xxLarge,
        "xxxLarge": .xxxLarge, "AX1": .ax1, "AX2": .ax2, "AX3": .ax3,
    ]
    static let weights = ["Regular": 400, "Medium": 500, "Semibold": 600, "Bold": 700]

    // MARK: Tables against Apple's

    @Test(.enabled(if: available, "\(absent)"))
    func watchTypeScaleIsTheHIGs() throws {
        let styles: [String: TextStyle] = [
            "Large Title": .largeTitle, "Title 1": .title1, "Title 2": .title2, "Title 3": .title3, "Headline": .headline,
            "Body": .body, "Caption 1": .caption1, "Caption 2": .caption2, "Footnote 1": .footnote,
        ]
        let rows = try Self.tsv("watchos_type_scale.tsv")
        #expect(rows.count == 90)
        var seen = Set<ContentSizeCategory>()
        for row in rows {
            let category = try #require(Self.categories[row["category"]!], "\(row)")
            seen.insert(category)
            let size = try #require(Double(row["size_pt"]!)), leading = try #require(Double(row["leading_pt"]!))
            if row["style"] == "Footnote 2" {
                let index = try #require(TypeScale.watchOSCategories.firstIndex(of: category))
                #expect(TypeScale.watchOSFootnote2[index] == (size, leading), "\(row)")
                continue
            }
            let style = try #require(styles[row["style"]!], "\(row)")
            let metrics = TypeScale.watchOS.metrics(for: style, in: category)
            #expect(metrics.pointSize == size && metrics.leading == leading, "\(row): \(metrics)")
            #expect(metrics.weight == Self.weights[row["weight"]!], "\(row)")
        }
        // Nine categories, no medium, AX4 or AX5: those and the styles the watch lacks are not numbers.
        #expect(seen == Set(TypeScale.watchOSCategories) && seen.count == 9)
        #expect(PlatformTypeScale.watchOS.categories == ContentSizeCategory.allCases.filter(seen.contains))
        for category in [ContentSizeCategory.medium, .ax4, .ax5] {
            #expect(TypeScale.watchOS.metrics(for: .body, in: category).pointSize.isNaN)
        }
        #expect(TypeScale.watchOS.metrics(for: .callout, in: .large).pointSize.isNaN)
        #expect(!PlatformTypeScale.watchOS.styles.contains(.subheadline))
    }

    /// The statement of the watch's body sizes, written out: 14–19 pt, then 21–23 pt.
    @Test func watchBodyIsFourteenToNineteenThenTwentyOneToTwentyThree() {
        let body = TypeScale.watchOSCategories.map { TypeScale.watchOS.metrics(for: .body, in: $0).pointSize }
        #expect(body == [14, 15, 16, 17, 18, 19, 21, 22, 23])
    }

    @Test(.enabled(if: available, "\(absent)"))
    func sfCompactTrackingIsTheHIGs() throws {
        let rows = try Self.tsv("watchos_sf_compact_tracking.tsv").filter { $0["font"] == "SF Compact" }
        #expect(rows.count == 64)
        for row in rows {
            let size = try #require(Double(row["size_pt"]!))
            let milliEm = try #require(Double(row["tracking_1000em"]!.replacingOccurrences(of: "+", with: "")))
            #expect(abs(TrackingRule.sfCompact.trackingEm(atPointSize: size) * 1000 - milliEm) < 1e-9, "\(row)")
            // The TSV's SF Pro column is the table TextFit already has.
            let pro = try #require(Double(row["sf_pro_tracking_1000em_same_size"]!.replacingOccurrences(of: "+", with: "")))
            #expect(abs(TrackingRule.sfPro.trackingEm(atPointSize: size) * 1000 - pro) < 1e-9, "\(row)")
        }
        // Between listed sizes: 16.5 pt is halfway from 0 to −4.
        #expect(abs(TrackingRule.sfCompact.trackingEm(atPointSize: 16.5) * 1000 + 2) < 1e-9)
    }

    @Test(.enabled(if: available, "\(absent)"))
    func macOSTextStylesAreTheHIGs() throws {
        let styles: [String: TextStyle] = [
            "Large Title": .largeTitle, "Title 1": .title1, "Title 2": .title2, "Title 3": .title3, "Headline": .headline,
            "Body": .body, "Callout": .callout, "Subheadline": .subheadline, "Footnote": .footnote,
            "Caption 1": .caption1, "Caption 2": .caption2,
        ]
        let rows = try Self.tsv("macos_text_styles.tsv")
        #expect(rows.count == 11)
        for row in rows {
            let style = try #require(styles[row["style"]!], "\(row)")
            for category in ContentSizeCategory.allCases {
                let metrics = TypeScale.macOS.metrics(for: style, in: category)
                #expect(metrics.pointSize == Double(row["size_pt"]!) && metrics.leading == Double(row["line_height_pt"]!), "\(row)")
                #expect(metrics.weight == Self.weights[row["weight"]!], "\(row)")
            }
        }
        #expect(PlatformTypeScale.macOS.categories == [.large])
    }

    @Test(.enabled(if: available, "\(absent)"))
    func watchCasesAreTheHIGs() throws {
        let rows = try Self.tsv("watchos_screen_sizes.tsv")
        let watches = DeviceTable.devices(for: .watchos)
        #expect(watches.count == rows.count)
        for row in rows {
            let points = try #require(Double(row["width_px"]!)) / 2
            let millimetres = row["case_size"]!.replacingOccurrences(of: "mm", with: " mm")
            let device = try #require(watches.first { $0.width == points && $0.name.contains(millimetres) }, "\(row)")
            #expect(device.usableWidth == points, "the watch keeps no margin: \(device.id)")
            let stated = row["default_content_size_category(HIG heading)"]!
            if stated.hasPrefix("not stated") {
                #expect(!device.defaultCategoryStated, "\(device.id)")
            } else {
                let first = String(stated.split(separator: " ")[0])
                #expect(device.defaultCategory == Self.categories[first], "\(device.id): \(stated)")
                // The "42mm" heading is taken to mean Series 1–3's; for Series 10/11's it is inferred.
                #expect(device.defaultCategoryStated == (row["series"] != "10, 11"), "\(device.id)")
            }
        }
    }

    // MARK: Geometry worked out by hand

    /// The iPad panes follow the split-view rule: Slide Over and the narrow pane 320 pt (375 on
    /// the large iPads), the wide pane the screen less the narrow one and a 10 pt divider, a half
    /// (screen − 10) ÷ 2; the usable width is the frame less 16 pt each side on iPhone and iPad.
    @Test func iPadPanesFollowTheSplitViewGeometry() throws {
        let widths = Set(DeviceTable.devices(for: .ipados).map(\.width))
        #expect(DeviceTable.device(named: "ipad-slide-over")?.width == 320)
        for screen in [1024.0, 1112, 1194, 1366] { #expect(widths.contains((screen - 10) / 2), "half of \(screen)") }
        for (screen, narrow) in [(768.0, 320.0), (834, 320), (1024, 375)] {
            #expect(widths.contains(screen - narrow - 10), "two thirds of \(screen)")
        }
        for device in DeviceTable.devices(for: .ios) + DeviceTable.devices(for: .ipados) {
            #expect(device.usableWidth == device.width - 32, "\(device.id)")
        }
        // The default iPhone is the default spec's frame: 375 − 2 × 16.
        #expect(DeviceTable.defaultDevice(for: .ios).usableWidth == 343)
        #expect(ButtonSpec.bundledDefault.maximumWidth == 343)
        #expect(PlatformTarget(platform: .ios).isDefault)
        // Device names are unique and parse back.
        #expect(Set(DeviceTable.all.map(\.id)).count == DeviceTable.all.count)
        for device in DeviceTable.all { #expect(DeviceTable.device(named: device.id.uppercased()) == device) }
    }

    // MARK: The answers on the bundled titles

    /// The bundled titles of `key` in `language`, checked on `target`.
    static func cells(key: String, language: String, on target: PlatformTarget) async throws -> (Verification, [CellResult]) {
        var table = try BundledData.strings(environment: [:])
        table.strings = table.strings.filter { $0.key == key && $0.language.identifier == language }
        #expect(table.strings.count == 1)
        var verification = Verification(strings: table, spec: .bundledDefault, fonts: TestFonts.bundled, parallelism: 1)
        try verification.check(on: target, categories: ContentSizeCategory.allCases)
        return (verification, try await verification.run().cells)
    }

    /// On a 41 mm watch (176 pt), German "Share My Current Location" renders at no category. At
    /// xSmall (body 14 pt) the needed width is, by iOS 15–18's formula, the arrow (1 em) + the
    /// gap (0.5 em) + the title + the padding (1 em): hb-shape's advance in Inter's text cut at
    /// 14 pt plus SF Compact's +14/1000 em after each cluster, + 2.5 × 14.
    @Test func germanShareMyCurrentLocationRendersNowhereOnA41mmWatch() async throws {
        let target = PlatformTarget(platform: .watchos, device: DeviceTable.device(named: "watch-41"))
        #expect(target.usableWidth == 176)
        let (verification, cells) = try await Self.cells(key: "Share My Current Location", language: "de", on: target)
        #expect(cells.map(\.category) == TypeScale.watchOSCategories)
        #expect(cells.allSatisfy { !$0.fit.fits && $0.findings.contains { $0.kind == .renderFailure } })
        let text = "Meinen aktuellen Standort teilen"
        let advance = try HBShape.width(font: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", text: text,
                                        language: "de", pointSize: 14).width
        let needed = advance + 0.014 * 14 * Double(text.count) + 2.5 * 14
        let smallest = try #require(cells.first)
        #expect(smallest.measurement.pointSize == 14)
        #expect(abs(smallest.fit.minFrame.width - needed) < 0.05, "\(smallest.fit.minFrame.width) vs \(needed)")
        #expect(needed > 176)
        // The run says where it was checked, once, and that the model is an estimate.
        #expect(verification.spec.typeScale == .watchOS && verification.spec.maximumWidth == 176)
        let notes = verification.strings.notes.filter { $0.kind == .platform }
        #expect(notes.contains { $0.message.hasPrefix("checked on watchos, watch-41") })
        #expect(notes.filter { $0.message.contains("the watch model is an estimate") }.count == 1)
        #expect(verification.closeMargin == PlatformTarget.watchCloseMarginPercent)
    }

    /// On the 49 mm Ultra (205 pt; the Ultra 3, 211 pt), English "Current Location" renders at
    /// the case's default category, xLarge: body 17 pt. By hand: hb-shape's advance in Inter's
    /// text cut at 17 pt, SF Compact's −4/1000 em after each cluster at 17 pt, + 2.5 × 17 for
    /// the arrow, the gap and the padding.
    @Test func englishCurrentLocationRendersAtTheUltrasDefault() async throws {
        let text = "Current Location"
        let advance = try HBShape.width(font: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", text: text,
                                        language: "en", pointSize: 17).width
        let needed = advance - 0.004 * 17 * Double(text.count) + 2.5 * 17
        #expect(needed < 205)
        for id in ["watch-49", "watch-49-ultra3"] {
            let device = try #require(DeviceTable.device(named: id))
            #expect(device.defaultCategory == .xLarge)
            let (_, cells) = try await Self.cells(key: "Current Location", language: "en",
                                                  on: PlatformTarget(platform: .watchos, device: device))
            let cell = try #require(cells.first { $0.category == device.defaultCategory })
            #expect(cell.measurement.pointSize == 17)
            #expect(cell.fit.fits, "\(id): needs \(cell.fit.minFrame.width) of \(device.usableWidth)")
            #expect(abs(cell.fit.minFrame.width - needed) < 0.05, "\(cell.fit.minFrame.width) vs \(needed)")
            #expect(cell.fit.minFrame.width <= device.usableWidth)
        }
    }

    /// The watch's default category per case is the HIG's (`watchos_screen_sizes.tsv`), and a
    /// watch run's notes say once that the watch model is an estimate, whatever the case.
    @Test(.enabled(if: available, "\(absent)"))
    func eachCaseStartsAtItsDefaultAndSaysTheModelIsAnEstimate() async throws {
        for row in try Self.tsv("watchos_screen_sizes.tsv") {
            let points = try #require(Double(row["width_px"]!)) / 2
            let device = try #require(DeviceTable.devices(for: .watchos).first { $0.width == points
                && $0.name.contains(row["case_size"]!.replacingOccurrences(of: "mm", with: " mm")) })
            let (verification, _) = try await Self.cells(key: "Current Location", language: "en",
                                                         on: PlatformTarget(platform: .watchos, device: device))
            let notes = verification.strings.notes.filter { $0.kind == .platform }.map(\.message)
            #expect(notes.filter { $0.contains("the watch model is an estimate") }.count == 1, "\(device.id): \(notes)")
            let stated = row["default_content_size_category(HIG heading)"]!
            if !stated.hasPrefix("not stated") {
                let category = try #require(Self.categories[String(stated.split(separator: " ")[0])])
                #expect(notes.contains { $0.contains("default category \(category.rawValue)") }, "\(device.id): \(notes)")
            }
        }
    }

    /// On iPad Slide Over (320 − 2 × 16 = 288 pt), German's long titles fail at large (18 pt);
    /// full screen (768 − 32 = 736 pt) they render.
    @Test func germanLongTitlesFailInSlideOverAndPassFullScreen() async throws {
        for key in ["Share My Current Location", "Send My Current Location"] {
            let slideOver = PlatformTarget(platform: .ipados, device: DeviceTable.device(named: "ipad-slide-over"))
            let (_, narrow) = try await Self.cells(key: key, language: "de", on: slideOver)
            let large = try #require(narrow.first { $0.category == .large })
            #expect(large.measurement.pointSize == 18)
            #expect(!large.fit.fits && large.fit.minFrame.width > 288, "\(key)")
            let full = PlatformTarget(platform: .ipados, device: DeviceTable.device(named: "ipad-768"))
            let (_, wide) = try await Self.cells(key: key, language: "de", on: full)
            #expect(try #require(wide.first { $0.category == .large }).fit.fits, "\(key)")
        }
    }

    /// Mac Catalyst and visionOS say, once per run, that the button ignores input; the others do not.
    @Test func catalystAndVisionOSSayTheButtonIgnoresInput() async throws {
        for platform in Platform.allCases {
            let (verification, _) = try await Self.cells(key: "Current Location", language: "en",
                                                         on: PlatformTarget(platform: platform))
            let notices = verification.strings.notes.filter { $0.kind == .platform && $0.message.contains("ignores user input") }
            #expect(notices.count == (platform == .maccatalyst || platform == .visionos ? 1 : 0), "\(platform)")
        }
        // The Mac idiom checks macOS's one category at the button's 18 pt.
        let (mac, cells) = try await Self.cells(key: "Current Location", language: "en",
                                                on: PlatformTarget(platform: .maccatalyst, idiom: .mac))
        #expect(mac.categories == [.large] && cells.count == 1 && cells[0].measurement.pointSize == 18)
        #expect(mac.spec.typeScale == .macOS)
    }

    /// A text style the watch lacks is refused with a one-line reason.
    @Test func calloutIsRefusedOnTheWatch() {
        var spec = ButtonSpec.bundledDefault
        spec.textStyle = .callout
        #expect(throws: InputError.self) { try spec.on(PlatformTarget(platform: .watchos)) }
    }
}
