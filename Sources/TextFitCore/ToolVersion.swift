/// TextFit's version, written here only: `textfit --version`, the results JSON header
/// (`toolVersion`), SARIF's `tool.driver.version` and JUnit's `textfit.version` property all
/// read it, so a report always says which build wrote it.
public enum ToolVersion {
    /// The version, `MAJOR.MINOR.PATCH` (semantic versioning).
    public static let current = "1.0.0"
}
