import CoreLocationUI
import SwiftUI

/// The stop finder: its buttons take the font, tint and opacity the stack around them sets.
struct StopsView: View {
    var showsShare: Bool

    var body: some View {
        VStack { // stops stack
            Text("Find stops near you")
            LocationButton(.currentLocation) {} // takes the stack's
                .opacity(0.5)
            LocationButton(.currentLocation) {} // own font
                .font(.caption)
                .font(.largeTitle)
            HStack { // share row
                if showsShare {
                    LocationButton(.shareCurrentLocation) {} // nested
                        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
                }
            }
            .font(.headline)
            .labelStyle(.iconOnly)
            .dynamicTypeSize(...DynamicTypeSize.large)
        }
        .font(.title3)
        .tint(.indigo)
        .opacity(0.5)
        .frame(maxWidth: .infinity)
    }

    /// Not part of `body`: nothing the stack sets reaches it.
    var footer: some View {
        LocationButton(.currentLocation) {} // footer
    }
}
