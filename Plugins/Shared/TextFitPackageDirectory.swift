import Foundation
import PackagePlugin

// One file for both plugins (each plugin folder links to it): plugins cannot share a library.
extension Package {
    /// The folder of the package that makes `textfit` (its bundled fonts): a dependency, or
    /// this package itself; `nil` when no package in the graph makes it.
    var textFitPackageDirectory: URL? {
        var queue = [self]
        var seen = Set<String>()
        while let next = queue.first {
            queue.removeFirst()
            guard seen.insert(next.id).inserted else { continue }
            if next.products.contains(where: { $0.name == "textfit" }) { return next.directoryURL }
            queue += next.dependencies.map(\.package)
        }
        return nil
    }
}
