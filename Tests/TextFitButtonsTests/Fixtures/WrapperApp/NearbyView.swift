import SwiftUI

struct NearbyView: View {
    var body: some View {
        LocationButton(caption: "Nearby")
    }
}
