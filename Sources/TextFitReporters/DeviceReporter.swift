/// A ``Reporter`` that also writes one document over several devices' runs (`check --device
/// all` with SARIF, JUnit, Swift or HTML): a result, a suite, an enum or a section per device.
/// ``ReporterRegistry`` gives the format's reporter; the ones that are not device reporters
/// check one device at a time.
package protocol DeviceReporter: Reporter {
    /// Writes `inputs`, each one device's judged run, as one document to `sink`; `specs` gives
    /// each device's spec per key (the HTML page draws with them).
    func write(devices inputs: [ReportInput], specs: [@Sendable (String) throws(InputError) -> ButtonSpec],
               to sink: any ByteSink) throws(InputError)
}

extension SARIFReporter: DeviceReporter {
    package func write(devices inputs: [ReportInput], specs: [@Sendable (String) throws(InputError) -> ButtonSpec],
                       to sink: any ByteSink) throws(InputError) {
        try write(devices: inputs, to: sink)
    }
}

extension JUnitReporter: DeviceReporter {
    package func write(devices inputs: [ReportInput], specs: [@Sendable (String) throws(InputError) -> ButtonSpec],
                       to sink: any ByteSink) {
        write(devices: inputs, to: sink)
    }
}

extension SwiftTableReporter: DeviceReporter {
    package func write(devices inputs: [ReportInput], specs: [@Sendable (String) throws(InputError) -> ButtonSpec],
                       to sink: any ByteSink) {
        write(devices: inputs, to: sink)
    }
}

extension HTMLReporter: DeviceReporter {}
