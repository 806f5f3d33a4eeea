import Foundation

/// The reader of this run, read once from the environment (a process fuzzes one reader).
private let selectedReader: FuzzReader = {
    guard let reader = FuzzReader.fromEnvironment else {
        let names = FuzzReader.allCases.map(\.rawValue).joined(separator: ", ")
        fatalError("set \(FuzzReader.environmentVariable) to one of: \(names)")
    }
    return reader
}()

/// libFuzzer's entry point: one input, fed to the selected reader. libFuzzer supplies `main`
/// when the target is built with `-sanitize=fuzzer` (see `make fuzz`); in a normal build this
/// function is compiled but never called.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    selectedReader.read(data)
    return 0
}
