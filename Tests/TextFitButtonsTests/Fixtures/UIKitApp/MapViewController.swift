import CoreLocationUI
import UIKit

final class MapViewController: UIViewController {
    private let shareButton = CLLocationButton()
    private let buttonFontSize: CGFloat = 20

    override func viewDidLoad() {
        super.viewDidLoad()
        shareButton.label = .shareMyCurrentLocation
        shareButton.icon = .arrowOutline
        shareButton.fontSize = buttonFontSize
        shareButton.cornerRadius = 12
        shareButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(shareButton)
        NSLayoutConstraint.activate([
            shareButton.widthAnchor.constraint(equalToConstant: 200),
            shareButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])

        let small = CLLocationButton(frame: CGRect(x: 16, y: 100, width: 150, height: 44))
        small.label = .currentLocation
        small.icon = .arrowFilled
        small.fontSize = 20
        small.backgroundColor = .systemRed
        small.tintColor = UIColor(named: "Brand")
        view.addSubview(small)
    }
}
