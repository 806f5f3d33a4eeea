import Foundation
import TextFit
import TextFitSourceScan

/// The benchmark behind `textfit bench buttons`: a generated app of `files` Swift files (and a
/// storyboard for every 100), scanned whole with 1 and 2 tasks.
///
/// The app is what a mid-size iOS app looks like to the scan: SwiftUI views and UIKit view
/// controllers of 60–260 lines each (properties, bodies with stacks and modifiers, helper
/// functions, comments and string literals), every 25th file with a Location Button configured
/// with modifiers, constants and constraints, every 50th naming `LocationButton` only in a
/// comment or string; 1 constant file the buttons refer to. The same app for the same `files`.
package struct ButtonScanBenchmark: Sendable {
    package var files: Int

    package init(files: Int = 2000) {
        self.files = files
    }

    /// One timed scan.
    package struct Run: Sendable {
        package var tasks: Int
        package var seconds: Double
        package var buttons: Int
        package var notes: Int
    }

    /// Writes the app into `folder` (created) and returns its total size in bytes and how many
    /// buttons it creates.
    package func write(into folder: String) throws(InputError) -> (bytes: Int, buttons: Int) {
        var bytes = 0, buttons = 0
        func put(_ relative: String, _ text: String) throws(InputError) {
            try InputError.write(Data(text.utf8), to: folder + "/" + relative, what: "the benchmark app")
            bytes += text.utf8.count
        }
        try put("App/Layout.swift", "import CoreGraphics\n\nenum Layout {\n    static let buttonWidth: CGFloat = 240\n    static let buttonHeight: CGFloat = 50\n}\n")
        for index in 0..<files {
            let (text, count) = Self.file(index)
            buttons += count
            try put("App/Feature\(index / 100)/Screen\(index).swift", text)
            if index % 100 == 99 {
                try put("App/Feature\(index / 100)/Base.lproj/Feature\(index / 100).storyboard", Self.storyboard(index))
                buttons += 1
            }
        }
        return (bytes, buttons)
    }

    static let titles = ["currentLocation", "sendCurrentLocation", "sendMyCurrentLocation", "shareCurrentLocation", "shareMyCurrentLocation"]

    /// The text of file `index` and how many buttons it creates.
    static func file(_ index: Int) -> (String, Int) {
        var lines = ["import SwiftUI", "import UIKit", "import CoreLocationUI", "",
                     "/// Screen \(index): part of feature \(index / 100).", ""]
        let sections = 2 + index % 9
        var buttons = 0
        let uiKit = index % 3 == 0
        if uiKit {
            lines.append("final class Screen\(index)Controller: UIViewController {")
            lines.append("    private let titleLabel = UILabel()")
            lines.append("    private let spacing: CGFloat = \(8 + index % 8)")
            if index % 25 == 0 {
                lines.append("    private let locationButton = CLLocationButton()")
                buttons += 1
            }
            lines.append("")
            lines.append("    override func viewDidLoad() {")
            lines.append("        super.viewDidLoad()")
            lines.append("        titleLabel.text = \"Screen \(index)\"")
            if index % 25 == 0 {
                lines.append("        locationButton.label = .\(titles[index % 5])")
                lines.append("        locationButton.fontSize = \(14 + index % 8)")
                lines.append("        locationButton.cornerRadius = 12")
                lines.append("        locationButton.widthAnchor.constraint(equalToConstant: Layout.buttonWidth).isActive = true")
            }
            for section in 0..<sections {
                lines.append("        // Section \(section) of the layout.")
                lines.append("        let stack\(section) = UIStackView(arrangedSubviews: [titleLabel])")
                lines.append("        stack\(section).axis = .vertical")
                lines.append("        stack\(section).spacing = spacing * \(section + 1)")
                lines.append("        view.addSubview(stack\(section))")
                for row in 0..<(3 + section % 4) {
                    lines.append("        let label\(section)_\(row) = UILabel()")
                    lines.append("        label\(section)_\(row).text = NSLocalizedString(\"screen\(index).row\(row)\", comment: \"Row \(row)\")")
                    lines.append("        label\(section)_\(row).font = .preferredFont(forTextStyle: .body)")
                    lines.append("        stack\(section).addArrangedSubview(label\(section)_\(row))")
                }
            }
            lines.append("    }")
        } else {
            lines.append("struct Screen\(index): View {")
            lines.append("    @State private var isPresented = false")
            lines.append("    let items: [String] = (0..<\(10 + index % 20)).map { \"Item \\($0)\" }")
            lines.append("")
            lines.append("    var body: some View {")
            lines.append("        NavigationStack {")
            lines.append("            VStack(alignment: .leading, spacing: \(8 + index % 8)) {")
            if index % 25 == 1 {
                lines.append("                LocationButton(.\(titles[index % 5])) { isPresented = true }")
                lines.append("                    .font(.\(["body", "title3", "headline", "callout"][index % 4]))")
                lines.append("                    .frame(width: Layout.buttonWidth, height: Layout.buttonHeight)")
                lines.append("                    .cornerRadius(25)")
                lines.append("                    .foregroundColor(.white)")
                lines.append("                    .tint(.indigo)")
                buttons += 1
            }
            if index % 50 == 2 {
                lines.append("                // LocationButton(.shareCurrentLocation) was here once.")
                lines.append("                Text(\"Use LocationButton(.currentLocation) to share\")")
            }
            for section in 0..<sections {
                lines.append("                Section(\"Section \(section)\") {")
                lines.append("                    ForEach(items, id: \\.self) { item in")
                lines.append("                        HStack {")
                lines.append("                            Image(systemName: \"star\")")
                lines.append("                            Text(item).font(.body).foregroundStyle(.secondary)")
                lines.append("                            Spacer()")
                lines.append("                        }")
                lines.append("                        .padding(.horizontal, \(section * 2))")
                lines.append("                    }")
                lines.append("                }")
            }
            lines.append("            }")
            lines.append("            .navigationTitle(\"Screen \(index)\")")
            lines.append("        }")
            lines.append("    }")
        }
        for helper in 0..<(1 + index % 5) {
            lines.append("")
            lines.append("    /// Helper \(helper).")
            lines.append("    func helper\(helper)(_ value: Int) -> Int {")
            lines.append("        let doubled = value * 2")
            lines.append("        guard doubled > \(helper) else { return 0 }")
            lines.append("        return [doubled, value, \(helper)].reduce(0, +)")
            lines.append("    }")
        }
        lines.append("}")
        return (lines.joined(separator: "\n") + "\n", buttons)
    }

    /// A storyboard with one location button among a few labels.
    static func storyboard(_ index: Int) -> String {
        var labels = ""
        for row in 0..<20 {
            labels += """
                                <label text="Row \(row)" id="l\(index)-\(row)">
                                    <rect key="frame" x="16" y="\(100 + row * 30)" width="200" height="21"/>
                                </label>

            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
            <scenes>
                <scene sceneID="s\(index)">
                    <objects>
                        <viewController id="vc\(index)">
                            <view key="view" id="v\(index)">
                                <subviews>
        \(labels)                        <clLocationButton label="\(titles[index % 5])" fontSize="18" cornerRadius="20" id="b\(index)">
                                        <rect key="frame" x="16" y="40" width="260" height="44"/>
                                        <color key="backgroundColor" systemColor="systemBlueColor"/>
                                    </clLocationButton>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    /// Scans `folder` once per task count.
    package func run(folder: String, tasks: [Int]) async throws(InputError) -> [Run] {
        var runs: [Run] = []
        for count in tasks {
            let start = ContinuousClock.now
            let scan = try await ButtonScan.scan(paths: [folder], parallelism: count)
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            runs.append(Run(tasks: count, seconds: seconds, buttons: scan.buttons.count, notes: scan.notes.count))
        }
        return runs
    }
}
