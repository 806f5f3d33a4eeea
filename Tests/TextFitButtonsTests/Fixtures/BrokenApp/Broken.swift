import SwiftUI

struct Broken: View {
    var body: some View {
        VStack {
            Text("unclosed"
        }
    }

    func helper( {
