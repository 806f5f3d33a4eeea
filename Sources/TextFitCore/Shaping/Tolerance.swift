/// How close two lengths in points must be to count as equal (float noise, not pixels).
package enum Tolerance {
    package static let points = 1e-9
}
