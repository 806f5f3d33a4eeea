# TextFit. `make check` runs the main job on the bundled Strings/ and Fonts/;
# `make test` runs the tests. Both install missing system packages first. `make fuzz` fuzzes
# every input reader with libFuzzer.

SWIFT ?= swift
RELEASE_BIN = .build/release/textfit

.PHONY: setup build check reports test test-asan test-tsan bench fuzz fuzz-build clean

setup:
	@scripts/setup.sh

build: setup
	$(SWIFT) build -c release --product textfit

## The main job: every bundled title × language × category. Exit 1 means something does not fit.
check: build
	$(RELEASE_BIN) check

## The main job's full results, constraint tables and the HTML report of previews, written to reports/
## (exits 0 when the input is valid).
reports: build
	@mkdir -p reports
	$(RELEASE_BIN) check --no-fail --format json --output reports/results.json
	$(RELEASE_BIN) check --no-fail --format markdown --output reports/constraints.md >/dev/null
	$(RELEASE_BIN) check --no-fail --format swift --output reports/LocationButtonConstraints.swift >/dev/null
	$(RELEASE_BIN) check --no-fail --format csv --output reports/results.csv >/dev/null
	$(RELEASE_BIN) check --no-fail --format html --output reports/report.html >/dev/null

test:
	@scripts/setup.sh --tests
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## The tests under AddressSanitizer and ThreadSanitizer, each in its own build folder. Leak
## checking is off: XCTest's runner, Foundation's Process and Data(contentsOf:) on an empty file
## hold allocations at exit, and so does a run that exits 2 from inside its async main.
test-asan: setup
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	TEXTFIT_TEST_SANITIZER=address ASAN_OPTIONS=detect_leaks=0 \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan

test-tsan: setup
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TEXTFIT_TEST_SANITIZER=thread TSAN_OPTIONS=suppressions=$(CURDIR)/Tests/tsan-suppressions.txt \
		$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan

## Speed: the bundled matrix, then a generated catalog of BENCH_KEYS keys × 40 languages through
## the check job (about two minutes at the full 2,000; BENCH_KEYS=100 for a quick look).
BENCH_KEYS ?= 2000

bench: build
	$(RELEASE_BIN) bench
	$(RELEASE_BIN) bench catalog --keys $(BENCH_KEYS)

## Coverage-guided fuzzing (libFuzzer + AddressSanitizer) of every input reader, FUZZ_SECONDS each,
## one after another. Each reader starts from a copy of its seeds in Tests/Fixtures/fuzz/<reader>/
## (not its crashes/; the copy grows in .build-fuzz/corpus/<reader>); a crash, a slow input (over
## 10 s) or one past 4 GB stops the run and is written to .build-fuzz/artifacts/<reader>/.
## FUZZ_READERS=xliff picks some.
## Leak checking is off: on Linux, Foundation's XMLParser and PropertyListSerialization leak the
## CFError they make for a malformed file, which would stop the XML and plist readers' runs at
## their first bad input.
FUZZ_SECONDS ?= 60
FUZZ_READERS ?= catalog strings stringsdict xliff button-spec font-manifest gate-policy format-specifier results
FUZZ_BIN = .build-fuzz/debug/TextFitFuzz

fuzz-build: setup
	$(SWIFT) build -c debug --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address \
		-Xswiftc -parse-as-library -Xswiftc -DFUZZING --product TextFitFuzz

fuzz: fuzz-build
	@set -e; for reader in $(FUZZ_READERS); do \
		corpus=.build-fuzz/corpus/$$reader; artifacts=.build-fuzz/artifacts/$$reader/; \
		mkdir -p $$corpus $$artifacts; \
		find Tests/Fixtures/fuzz/$$reader -maxdepth 1 -type f -exec cp {} $$corpus/ \; ; \
		echo "== fuzzing $$reader for $(FUZZ_SECONDS) s"; \
		TEXTFIT_FUZZ_READER=$$reader $(FUZZ_BIN) $$corpus -max_total_time=$(FUZZ_SECONDS) \
			-timeout=10 -rss_limit_mb=4096 -detect_leaks=0 -artifact_prefix=$$artifacts -print_final_stats=1; \
	done

clean:
	rm -rf .build .build-asan .build-tsan .build-fuzz reports
