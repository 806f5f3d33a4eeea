import CoreLocationUI
import MapKit
import SwiftUI

// LocationButton(.sendCurrentLocation) in a comment is not a button,
/* nor is CLLocationButton() in a block comment. */

enum Layout {
    static let shareWidth: CGFloat = 220
    static let shareHeight: CGFloat = 44
}

struct ShareView: View {
    let hint = "Tap LocationButton(.shareMyCurrentLocation) to share"
    @State private var position = MapCameraPosition.automatic

    var body: some View {
        VStack {
            LocationButton(.shareCurrentLocation) { share() }
                .font(.title3)
                .frame(width: Layout.shareWidth, height: Layout.shareHeight)
                .cornerRadius(22)
                .foregroundColor(.white)
                .tint(.indigo)

            LocationButton(.currentLocation) { share() }
                .labelStyle(.iconOnly)
                .frame(width: 60, height: 60)
                .clipShape(Circle())

            Map(position: $position)
                .mapControls { MapUserLocationButton() }
        }
    }

    func share() {}
}
