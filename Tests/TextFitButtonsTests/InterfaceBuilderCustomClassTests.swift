import Foundation
import Testing
import TextFitCore
@testable import TextFitSourceScan

/// A storyboard view whose class is set to `CLLocationButton` in the identity inspector: found as
/// a Location Button, its properties read from its user-defined runtime attributes. The numbers
/// are `CLLocationButton.h`'s: `CLLocationButtonLabelNone = 0`, `CurrentLocation`,
/// `SendCurrentLocation`, `SendMyCurrentLocation`, `ShareCurrentLocation`,
/// `ShareMyCurrentLocation` (5); `CLLocationButtonIconNone = 0`, `ArrowFilled`, `ArrowOutline` (2).
@Suite struct InterfaceBuilderCustomClassTests {
    static let file = ButtonScanTests.fixtures + "/CustomClassApp/Base.lproj/Main.storyboard"

    static func scan() async throws -> ButtonScan {
        try await ButtonScanTests.scan("CustomClassApp")
    }

    @Test func aViewOfClassCLLocationButtonIsAButtonOnItsLine() async throws {
        let scan = try await Self.scan()
        #expect(scan.interfaceBuilderFiles == 1)
        // Three views name the class; the one of the app's own module (customModule="Stops") is not CoreLocationUI's.
        #expect(scan.buttons.map(\.line) == [try ButtonScanTests.line(of: "id=\"share\"", in: Self.file),
                                             try ButtonScanTests.line(of: "id=\"arrow\"", in: Self.file),
                                             try ButtonScanTests.line(of: "id=\"odd\"", in: Self.file)])
        #expect(scan.buttons.allSatisfy { $0.kind == .interfaceBuilder && $0.file == Self.file })
    }

    @Test func itsRuntimeAttributesSetLabelIconFontSizeAndCorners() async throws {
        let scan = try await Self.scan()
        let share = try #require(scan.buttons.first)
        // label 5, icon 1, fontSize 20, cornerRadius 12, alpha 0.9, the frame's 150 × 44, indigo.
        #expect(share.title == .shareMyCurrentLocation && share.labelStyle == .titleAndIcon && !share.outlineIcon)
        #expect(share.font == .fixed(20) && share.corners == .radius(12))
        #expect(share.width == 150 && share.height == 44)
        #expect(abs(share.opacity - 0.9) < 1e-9)
        #expect(share.backgroundColor == "systemIndigo")
        #expect(share.notes.isEmpty, "\(share.notes)")

        // A button element: label 0 (none) and icon 2 (the outlined arrow) is icon only, 56 pt square.
        let arrow = scan.buttons[1]
        #expect(arrow.title == nil && arrow.labelStyle == .iconOnly && arrow.outlineIcon)
        #expect(arrow.width == 56 && arrow.height == 56)
    }

    @Test func aNumberNoLabelHasIsANoteWithTheTitleAssumed() async throws {
        let scan = try await Self.scan()
        let odd = scan.buttons[2]
        #expect(odd.title == .currentLocation)
        #expect(odd.notes.contains { $0.contains("label 9 is not a CLLocationButtonLabel; assumed currentLocation") }, "\(odd.notes)")
    }
}
