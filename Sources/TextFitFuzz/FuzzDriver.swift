#if FUZZING
/// libFuzzer's driver (compiler-rt's `int LLVMFuzzerRunDriver(int *argc, char ***argv,
/// int (*callback)(const uint8_t *, size_t))`): parses libFuzzer's flags and fuzzes `callback`.
/// Pointers and integers only, so the declaration matches the C signature.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafeRawPointer?, Int) -> CInt
) -> CInt

/// The executable's entry point in a fuzzing build. SwiftPM links every Swift executable with
/// `main` defined as `<module>_main`, which hides libFuzzer's own `main`; this stands in for it
/// and hands the command line to libFuzzer's driver.
@_cdecl("TextFitFuzz_main")
func fuzzingMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv) { start, count in
        fuzzOneInput(start ?? UnsafeRawPointer(bitPattern: 1)!, count)
    }
}
#endif
