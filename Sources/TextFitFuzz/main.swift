// In a fuzzing build (`-DFUZZING -parse-as-library -sanitize=fuzzer,address`, see `make fuzz`)
// libFuzzer supplies `main` and this file is empty. In a normal build the target still builds
// and runs: it says how to build and run the fuzzer.
#if !FUZZING
let names = FuzzReader.allCases.map(\.rawValue).joined(separator: " ")
print("""
    TextFitFuzz is a libFuzzer target; build and run it with `make fuzz` (FUZZ_SECONDS per reader), \
    or build it with
      swift build -c debug --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address \
    -Xswiftc -parse-as-library -Xswiftc -DFUZZING --product TextFitFuzz
    and run one reader with
      \(FuzzReader.environmentVariable)=READER .build-fuzz/debug/TextFitFuzz CORPUS_DIR
    where READER is one of: \(names)
    """)
#endif
