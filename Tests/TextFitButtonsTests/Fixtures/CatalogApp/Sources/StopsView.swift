import CoreLocationUI
import SwiftUI

struct StopsView: View {
    var body: some View {
        VStack {
            Text("Nearby stops")
            LocationButton(.currentLocation) {}
                .frame(width: 210, height: 54)
                .cornerRadius(27)
        }
    }
}
