# TextFit. `make check` runs the main job on the bundled Strings/ and Fonts/;
# `make test` runs the tests. Both install missing system packages first.

SWIFT ?= swift
RELEASE_BIN = .build/release/textfit

.PHONY: setup build check reports test test-asan test-tsan bench clean

setup:
	@scripts/setup.sh

build: setup
	$(SWIFT) build -c release --product textfit

## The main job: every bundled title × language × category. Exit 1 means something does not fit.
check: build
	$(RELEASE_BIN) check

## The main job's full results and constraint tables, written to reports/ (exits 0 when the input is valid).
reports: build
	@mkdir -p reports
	$(RELEASE_BIN) check --no-fail --format json --output reports/results.json
	$(RELEASE_BIN) check --no-fail --format markdown --output reports/constraints.md >/dev/null
	$(RELEASE_BIN) check --no-fail --format swift --output reports/LocationButtonConstraints.swift >/dev/null
	$(RELEASE_BIN) check --no-fail --format csv --output reports/results.csv >/dev/null

test: setup
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

clean:
	rm -rf .build .build-asan .build-tsan reports
