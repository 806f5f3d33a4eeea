import Foundation
import Testing
@testable import TextFit
import TextFitButtons
@testable import TextFitSourceScan

/// The SwiftUI environment a button takes from the views around it (`Fixtures/EnclosingApp`):
/// the nearest value wins, opacity multiplies, a width an enclosing view sets limits a button
/// with no width of its own, and an Objective-C file naming `CLLocationButton` is a note.
@Suite struct EnclosingModifierTests {
    static let app = ButtonScanTests.fixtures + "/EnclosingApp"
    static let stops = app + "/Views/StopsView.swift"

    /// The button of `file` whose line holds `marker`.
    static func button(_ scan: ButtonScan, _ marker: String, in file: String) throws -> FoundLocationButton {
        let line = try ButtonScanTests.line(of: marker, in: file)
        return try #require(scan.buttons.first { $0.file == file && $0.line == line })
    }

    @Test func aStacksFontReachesTheButtonButNotABodyOfAnotherProperty() async throws {
        let scan = try await ButtonScanTests.scan("EnclosingApp")
        let inStack = try Self.button(scan, "// takes the stack's", in: Self.stops)
        let footer = try Self.button(scan, "// footer", in: Self.stops)
        #expect(inStack.font == .textStyle("title3"))
        #expect(inStack.backgroundColor == "indigo")
        // The same button in `footer`, which the stack in `body` does not enclose: iOS's own.
        #expect(footer.font == .systemDefault)
        #expect(footer.backgroundColor == nil && footer.opacity == 1 && footer.labelStyle == .titleAndIcon)
        #expect(footer.notes.isEmpty && footer.inherited.isEmpty, "\(footer.notes) \(footer.inherited)")
        // Each value taken from the stack says where it comes from, as read (not an assumption).
        let stack = try ButtonScanTests.line(of: "VStack { // stops stack", in: Self.stops)
        let from = "on the enclosing `VStack` (line \(stack)) applies"
        #expect(inStack.inherited.contains { $0.hasPrefix("`.font(.title3)` \(from)") })
        #expect(inStack.inherited.contains { $0.hasPrefix("`.tint(.indigo)` \(from)") })
        #expect(!inStack.notes.contains { $0.contains("on the enclosing") }, "\(inStack.notes)")
        let listing = AppButtonListing(scan: scan).text()
        #expect(listing.contains("  from an enclosing view: `.font(.title3)` \(from)"))
        #expect(!listing.contains("  assumed: `.font(.title3)`"))
        // The button's own frame is none; the stack's `maxWidth: .infinity` sets no width either.
        #expect(inStack.width == nil && inStack.maximumWidth == nil)
    }

    @Test func theNearestFontWins() async throws {
        let scan = try await ButtonScanTests.scan("EnclosingApp")
        // `.font(.caption).font(.largeTitle)`: caption, the one nearest the button, over its own
        // outer largeTitle and the stack's title3.
        let own = try Self.button(scan, "// own font", in: Self.stops)
        #expect(own.font == .textStyle("caption1"))
        #expect(!own.notes.contains { $0.contains(".font(") } && !own.inherited.contains { $0.contains(".font(") })
        // The inner HStack's headline over the outer VStack's title3.
        let nested = try Self.button(scan, "// nested", in: Self.stops)
        #expect(nested.font == .textStyle("headline"))
        #expect(nested.backgroundColor == "indigo")
    }

    @Test func opacityMultipliesAndTheLabelStyleComesFromTheRow() async throws {
        let scan = try await ButtonScanTests.scan("EnclosingApp")
        let inStack = try Self.button(scan, "// takes the stack's", in: Self.stops)
        let nested = try Self.button(scan, "// nested", in: Self.stops)
        // Its own 0.5 inside the stack's 0.5.
        #expect(inStack.opacity == 0.25)
        #expect(nested.opacity == 0.5)
        // The row's `.labelStyle(.iconOnly)` reaches the button in it, not its sibling's.
        #expect(nested.labelStyle == .iconOnly)
        #expect(inStack.labelStyle == .titleAndIcon)
        // Its own `...xxLarge` within the row's `...large`: the ranges intersect.
        #expect(nested.largestCategory == "large")
    }

    @Test func anEnclosingValueThatIsNotStaticIsNamed() async throws {
        let scan = try await ButtonScanTests.scan("EnclosingApp")
        let file = Self.app + "/Views/CheckInCard.swift"
        let brand = try Self.button(scan, "// brand", in: file)
        let scroll = try ButtonScanTests.line(of: "ScrollView { // card scroll", in: file)
        // Through the Section's `footer:` closure to the ScrollView's chain.
        #expect(brand.backgroundColor == nil)
        #expect(brand.notes == ["`.tint(brand)` on the enclosing `ScrollView` (line \(scroll)) is not static; "
                                + "assumed systemBlue (iOS's background)"])
        let listing = AppButtonListing(scan: scan).text()
        #expect(listing.contains("  assumed: `.tint(brand)` on the enclosing `ScrollView` (line \(scroll))"))
    }

    @Test func anEnclosingWidthLimitsAButtonWithNoWidth() async throws {
        let scan = try await ButtonScanTests.scan("EnclosingApp")
        let file = Self.app + "/Views/NarrowCard.swift"
        let narrow = try #require(scan.buttons.first { $0.title == .shareMyCurrentLocation })
        // 200 pt less 10 pt of padding each side, by hand.
        #expect(narrow.width == nil && narrow.maximumWidth == 180)
        #expect(narrow.font == .fixed(20))
        #expect(narrow.inherited.contains {
            $0.contains("`.frame(width: 200)` on the enclosing `VStack`") && $0.contains("180 pt")
        })
        // A sideways ScrollView lets its content be as wide as it needs: its frame limits nothing.
        let scrolling = try Self.button(scan, "// scrolls", in: file)
        #expect(scrolling.maximumWidth == nil && scrolling.width == nil)
    }

    @Test(.enabled(if: AppButtonCheckTests.sharedDataPresent,
                   "../shared/apple is absent: SF Pro's tracking table is needed"))
    func theNarrowCardsButtonIsCheckedInItsWidth() async throws {
        let (_, result) = try await AppButtonCheckTests.check("EnclosingApp")
        let english = try #require(result.cells.first {
            $0.key == "LocationButton(.shareMyCurrentLocation)" && $0.language.identifier == "en"
                && $0.category == .large
        })
        // 20 pt at every category: hb-shape's width of the title and iOS's formula, by hand. It
        // would fit the 343 pt assumed for a button with no width, not the card's 180.
        let expected = try AppButtonCheckTests.neededWidth("Share My Current Location", pointSize: 20)
        #expect(abs(english.fit.minFrame.width - expected) < 0.02,
                "TextFit \(english.fit.minFrame.width), by hand \(expected)")
        #expect(expected > 180 && expected < 343)
        #expect(!english.fit.fits)
    }

    @Test func anObjectiveCFileNamingTheButtonIsANote() async throws {
        let scan = try await ButtonScanTests.scan("EnclosingApp")
        let file = Self.app + "/Legacy/LocateViewController.m"
        let line = try ButtonScanTests.line(of: "CLLocationButton *button", in: file)
        // One note, on the first mention; not for the header that does not name it, nor for the
        // file naming only `CLLocationButtonLabelShareCurrentLocation`.
        #expect(scan.notes.map(\.location) == [SourceLocation(file: file, line: line)], "\(scan.notes)")
        #expect(scan.notes.first?.kind == .sourceScan)
        let message = "Objective-C is not read; its CLLocationButton is not checked"
        #expect(scan.notes.first?.message.contains(message) == true)
        #expect(scan.swiftFiles == 3 && scan.buttons.allSatisfy { $0.kind == .swiftUI })
    }
}
