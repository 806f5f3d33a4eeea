import CoreLocationUI
import SwiftUI

/// A card tinted with the brand color the app passes in.
struct CheckInCard: View {
    var brand: Color

    var body: some View {
        ScrollView { // card scroll
            Section {
                Text("Check in where you are")
            } footer: {
                LocationButton(.sendCurrentLocation) {} // brand
            }
        }
        .tint(brand)
    }
}
