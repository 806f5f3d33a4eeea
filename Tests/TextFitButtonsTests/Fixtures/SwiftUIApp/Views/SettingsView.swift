import CoreLocationUI
import SwiftUI

struct SettingsView: View {
    var brand: Color
    var title: LocationButton.Title

    var body: some View {
        Form {
            LocationButton(title) {}
                .font(.system(size: 16, weight: .semibold))
                .frame(maxWidth: .infinity)
                .tint(brand)
                .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        }
    }
}
