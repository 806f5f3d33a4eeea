import CoreLocationUI
import SwiftUI

/// The app's own button, named like CoreLocationUI's; it wraps the real one.
struct LocationButton: View {
    var caption: String

    var body: some View {
        CoreLocationUI.LocationButton(.sendMyCurrentLocation) {}
            .frame(width: 300, height: 50)
    }
}
