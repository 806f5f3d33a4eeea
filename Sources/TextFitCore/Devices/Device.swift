/// One frame an app gets on a device: an iPhone in portrait, an iPad full screen or in a
/// multitasking split, an Apple Watch case. One row of ``DeviceTable``.
///
/// The width a button may take is the frame's width less the platform's standard margin on each
/// side (``usableWidth``); ``DeviceTable`` states the margin rule and its source.
package struct Device: Sendable, Hashable, Codable {
    /// The name `--device` takes: `iphone-375`, `ipad-slide-over`, `watch-41` …
    package let id: String
    /// The platform whose devices it is: iPhones `ios`, iPads `ipados`, watches `watchos`.
    package let platform: Platform
    /// What the frame is: `iPhone, 375 pt`, `iPad Slide Over` …
    package let name: String
    /// The models (or the multitasking arrangements) with this frame.
    package let models: String
    /// The frame's width in points: the screen in portrait, the split or Slide Over window.
    package let width: Double
    /// The margin on each side, in points.
    package let margin: Double
    /// The content-size category the device starts at (watch cases; `large` elsewhere).
    package let defaultCategory: ContentSizeCategory
    /// Whether Apple states ``defaultCategory`` for this device; `false` when TextFit infers it.
    package let defaultCategoryStated: Bool
    /// Where the width (and the default category) come from.
    package let source: String
    /// What is inferred or uncertain about the row; `nil` when nothing is.
    package let note: String?

    /// The width the button may take: ``width`` less ``margin`` on both sides.
    package let usableWidth: Double

    package init(id: String, platform: Platform, name: String, models: String, width: Double, margin: Double,
                 defaultCategory: ContentSizeCategory = .large, defaultCategoryStated: Bool = true,
                 source: String, note: String? = nil) {
        self.id = id
        self.platform = platform
        self.name = name
        self.models = models
        self.width = width
        self.margin = margin
        usableWidth = width - 2 * margin
        self.defaultCategory = defaultCategory
        self.defaultCategoryStated = defaultCategoryStated
        self.source = source
        self.note = note
    }
}
