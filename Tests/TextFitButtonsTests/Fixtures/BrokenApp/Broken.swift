import CoreLocationUI
import SwiftUI

struct Broken: View {
    var body: some View {
        VStack {
            LocationButton(.sendCurrentLocation) {}
                .frame(width: 250, height: 50)
            Text("unclosed"
        }
    }

    func helper( {
