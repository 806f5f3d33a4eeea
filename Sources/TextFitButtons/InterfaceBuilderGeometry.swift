import Foundation
import TextFit
import TextFitSourceScan

/// The spec a string is measured with in the Interface Builder element that draws it: a label
/// with no insets, icon or corners (`model` `label`, `titleOnly`), in the element's font, with its
/// lines, as wide as its width constraint or frame.
///
/// - **Font.** A text style (`UICTFontTextStyleBody`) follows the content-size category: UIKit
///   resolves it at the category the app starts in (and, with `adjustsFontForContentSizeCategory`,
///   again when it changes), so every category is measured at that style's size. A point size
///   (`type="system" pointSize="17"`, an AppKit `metaFont`, a font of the app's own) is the same at
///   every category. No font in the document: a button with a `UIButton.Configuration` takes the
///   body style (the configuration's title font), anything else the platform's default text size
///   (the HIG's typography table: 17 pt on iOS, 13 pt on macOS, 16 pt on watchOS, 29 pt on tvOS,
///   `../shared/apple/platforms/platform_text_defaults.tsv`). A label that shrinks its text
///   (`minimumScaleFactor`) is measured at its smallest scale: what does not fit there is cut.
/// - **Lines.** `numberOfLines` as written (1 when left out, UILabel's default); a button's title
///   one line unless its `lineBreakMode` wraps or it has a configuration (whose titles wrap).
/// - **Width.** The element's width (``InterfaceBuilderElement/width``) is the limit. Menus,
///   window titles, navigation and bar items have no frame in the document: one line, in the
///   platform's default size, with no width limit (``unboundedWidth``); their translations are
///   still compared with their source.
package enum InterfaceBuilderGeometry {
    /// The width of an element the document gives none: no limit binds.
    package static let unboundedWidth = 100_000.0

    /// The HIG's default text size on the platform (`platform_text_defaults.tsv`).
    static func defaultTextSize(_ runtime: InterfaceBuilderElement.Runtime) -> Double {
        switch runtime {
        case .iOS: 17
        case .macOS: 13
        case .watchOS: 16
        case .tvOS: 29
        }
    }

    /// The geometry of `element` of `document`; `nil` when the document gives the element no
    /// usable width and the system does not draw it (it is measured as a label with no declared limit).
    package static func geometry(of element: InterfaceBuilderElement,
                                 in document: InterfaceBuilderDocument) -> ElementGeometry? {
        guard element.width != nil || element.isSystemDrawn else { return nil }
        var spec = ButtonSpec(model: .label, dynamicType: .fixed, labelStyle: .titleOnly,
                              contentInsets: ButtonSpec.EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
                              scalesInsets: false, minimumSize: BoxSize(width: 0, height: 0),
                              maximumWidth: element.width ?? unboundedWidth, cornerRadius: .points(0))
        var font: String
        let size = element.font?.size
            ?? (element.texts.keys.contains { $0.hasPrefix("configuration.") } ? .textStyle(.body)
                : .fixed(defaultTextSize(document.runtime)))
        switch size {
        case .textStyle(let style):
            spec.textStyle = style
            spec.dynamicType = document.runtime == .macOS ? .fixed : .scaled
            font = "\(style.rawValue) text style"
        case .fixed(let points):
            spec.fontSize = points
            font = "\(ReportNumber.points(points)) pt"
        }
        if let custom = element.font?.customName { font += " (\(custom), measured in the system font's stand-in)" }
        spec.fontWeight = element.font?.weight
        if let scale = element.minimumScaleFactor {
            spec.fontSize = spec.basePointSize * scale
            font += ", shrunk to at most \(ReportNumber.points(scale * 100)) %"
        }
        spec.numberOfLines = element.isSystemDrawn ? 1 : element.wraps ? 0 : element.numberOfLines ?? 1
        let lines = spec.numberOfLines == 0 ? "as many lines as it needs"
            : spec.numberOfLines == 1 ? "1 line" : "\(spec.numberOfLines) lines"
        let width = element.width.map { "\(ReportNumber.points($0)) pt wide (\(element.widthSource?.rawValue ?? "frame"))" }
            ?? "no width limit"
        let name = "\(element.displayName) in \(document.path):\(element.line), \(width), \(font), \(lines)"
        return ElementGeometry(spec: spec, element: name, bounded: element.width != nil)
    }
}
