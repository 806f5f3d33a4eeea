/// What a string takes from the Interface Builder element that draws it (a storyboard's or
/// XIB's label, button, menu item …): the spec it is measured with — the element's font, lines
/// and width — and how findings name the element.
///
/// Keyed by the file and key of the string (``Key``): Interface Builder's keys are object IDs,
/// which two storyboards may share, so a key alone does not say which element draws it.
package struct ElementGeometry: Sendable, Hashable {
    /// A string's place: the file it is read from (as ``SourceLocation/file`` names it) and its key.
    package struct Key: Sendable, Hashable {
        package var file: String
        package var key: String

        package init(file: String, key: String) {
            self.file = file
            self.key = key
        }
    }

    /// The spec the string is measured with: the element's font, lines and width.
    package var spec: ButtonSpec
    /// How findings name the element: `UILabel 'abc-12-xyz' in Base.lproj/Main.storyboard:12, 120 pt wide (width constraint)`.
    package var element: String
    /// Whether the element's width is known (a frame or a constraint): then the width, not a
    /// comparison with the source, judges the translation. Menus and window titles have none.
    package var bounded: Bool

    package init(spec: ButtonSpec, element: String, bounded: Bool) {
        self.spec = spec
        self.element = element
        self.bounded = bounded
    }
}
