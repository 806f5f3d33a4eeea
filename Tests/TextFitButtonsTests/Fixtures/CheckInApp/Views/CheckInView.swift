import CoreLocationUI
import SwiftUI

/// A check-in screen whose button is set in caption2, SwiftUI's smallest text style, in a frame
/// tall enough that only its width can decide whether iOS draws it.
struct CheckInView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Check in where you are")
            LocationButton(.shareCurrentLocation) { checkIn() }
                .font(.caption2)
                .frame(width: 200, height: 160)
                .cornerRadius(16)
        }
    }

    func checkIn() {}
}
