import CoreLocationUI
import SwiftUI

struct Fine: View {
    var body: some View {
        LocationButton(.shareMyCurrentLocation) {}
    }
}
