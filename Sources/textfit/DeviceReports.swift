import Foundation
import TextFit

/// The outputs of `check` over several devices besides the matrix: SARIF, JUnit, the Swift
/// tables and the HTML page, each one document over every device (the results, a suite, an enum
/// or a section per device). Each device's strings are run whole, their cells kept and judged
/// by the run's policy (`--fail-on`, `--warn-on`, `--policy`; every finding fails without one).
struct DeviceReports {
    /// Each device's run, judged, in the order of the targets.
    let inputs: [ReportInput]
    /// Each device's spec per key, for the HTML page's drawings.
    let specs: [@Sendable (String) throws(InputError) -> ButtonSpec]

    /// Runs `base` on every target, keeping the cells.
    static func run(_ base: Verification, targets: [PlatformTarget], categories: [ContentSizeCategory],
                    policy: GatePolicy) async throws(InputError) -> DeviceReports {
        var inputs: [ReportInput] = []
        var specs: [@Sendable (String) throws(InputError) -> ButtonSpec] = []
        for target in targets {
            var verification = base
            try verification.check(on: target, categories: categories)
            let result = try await verification.run()
            inputs.append(ReportInput(result: result, gate: GateResult(result: result, policy: policy, baseline: nil)))
            specs.append(verification.specResolver())
        }
        return DeviceReports(inputs: inputs, specs: specs)
    }

    /// Writes `format` over every device to `sink`, with `settings`' options (the enum's name,
    /// the HTML page's fonts and cap, JUnit's start); the other formats throw.
    func write(_ format: ReportFormat, settings: ReportSettings, to sink: any ByteSink) throws(InputError) {
        guard let reporter = ReporterRegistry.reporter(for: format, settings: settings) as? any DeviceReporter else {
            throw InputError(reason: "--format \(format.rawValue) checks one device at a time")
        }
        try reporter.write(devices: inputs, specs: specs, to: sink)
    }
}
