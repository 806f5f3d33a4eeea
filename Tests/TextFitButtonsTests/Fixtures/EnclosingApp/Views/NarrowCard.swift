import CoreLocationUI
import SwiftUI

/// A card 200 points wide with 10 points of padding on each side inside it.
struct NarrowCard: View {
    var body: some View {
        VStack { // narrow card
            Text("Share where you are")
            LocationButton(.shareMyCurrentLocation) {}
        }
        .padding(.horizontal, 10)
        .frame(width: 200)
        .font(.system(size: 20))
    }

    /// A row that scrolls sideways: its 120-point frame does not limit the button in it.
    var scroller: some View {
        ScrollView(.horizontal) {
            LocationButton(.sendMyCurrentLocation) {} // scrolls
        }
        .frame(width: 120)
    }
}
