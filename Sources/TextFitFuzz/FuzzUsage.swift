#if !FUZZING
/// What the target does when built normally (`swift build`): it says how to build and run it as a
/// fuzzer. In a fuzzing build (`-DFUZZING -parse-as-library -sanitize=fuzzer,address`, see
/// `make fuzz`) this type is left out, and libFuzzer supplies `main`.
@main
enum FuzzUsage {
    static func main() {
        let names = FuzzReader.allCases.map(\.rawValue).joined(separator: " ")
        print("""
            TextFitFuzz is a libFuzzer target. `make fuzz` builds it and runs every reader \
            (FUZZ_SECONDS each); to build it by hand:
              swift build -c debug --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address \
            -Xswiftc -parse-as-library -Xswiftc -DFUZZING --product TextFitFuzz
            and to fuzz one reader:
              \(FuzzReader.environmentVariable)=READER .build-fuzz/debug/TextFitFuzz CORPUS_FOLDER
            where READER is one of: \(names)
            """)
    }
}
#endif
