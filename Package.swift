// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TextFit",
    // macOS 15: `Atomic` (Synchronization), used by CountingSink and ReusedCells, is macOS 15 and later.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TextFit", targets: ["TextFit"]),
        .executable(name: "textfit", targets: ["textfit"]),
        .plugin(name: "TextFitCheck", targets: ["TextFitCheck"]),
        .plugin(name: "TextFitBuildToolPlugin", targets: ["TextFitBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation --target TextFit` builds the DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Reads an app's Swift sources for its Location Buttons (TextFitSourceScan only).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .systemLibrary(
            name: "CFriBidi",
            pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]
        ),
        // SHA-256 of font files and SARIF fingerprints, from the system's OpenSSL. Homebrew's
        // openssl@3 is keg-only: scripts/setup.sh says which PKG_CONFIG_PATH finds it.
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        // UAX #14 line breaking (ubrk_*), for multi-line titles; BCP 47 tags and CLDR aliases (uloc_*, ures_*);
        // CLDR plural rules (uplrules_*, in icu-i18n, whose pkg-config file requires icu-uc).
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // A system call Swift's Glibc module does not declare (sync_file_range, for large outputs).
        .systemLibrary(name: "CSystem"),
        // The layers, one way down; each target imports only the ones before it, and the
        // compiler holds every arrow. Each re-exports the layer below, so a layer sees all
        // those under it. docs/architecture.md draws them and the data's path.
        // Text, fonts and shaping: localization readers, Dynamic Type tables, font choice,
        // HarfBuzz/FreeType/ICU measurement. Knows nothing of buttons.
        .target(
            name: "TextFitCore",
            dependencies: [
                "CFreeType", "CHarfBuzz", "CFriBidi", "COpenSSL", "CICU", "CSystem",
            ],
            exclude: ["README.md", "Interop/README.md", "TypeScale/README.md", "Strings/README.md",
                      "Fonts/README.md", "Shaping/README.md", "Devices/README.md"],
            // The default font manifest and the bundled catalog, compiled into the library so
            // that an installed `textfit` and any client package work from any folder. The
            // files are links to Fonts/manifest.json and Strings/LocationButton.xcstrings.
            resources: [
                .embedInCode("Bundled/manifest.json"),
                .embedInCode("Bundled/LocationButton.xcstrings"),
            ]
        ),
        // The button: its spec, the closed-form fit of one cell, the findings (one file per
        // kind) and drawing a solved button (Render/).
        .target(
            name: "TextFitSolver",
            dependencies: ["TextFitCore"]
        ),
        // A run: every key × language × category solved in parallel, cells delivered in order
        // to a consumer the run declares (OrderedConsumer, CellEncoder).
        .target(
            name: "TextFitRun",
            dependencies: ["TextFitSolver"]
        ),
        // The results: the record schema, its encoder and parser, the results file (schemas
        // 1 and 2), the run's summary and recorder, reusing cells from an earlier run, shards,
        // and the byte sinks every output is written to.
        .target(
            name: "TextFitResults",
            dependencies: ["TextFitRun"]
        ),
        // Judging a run: policies and rules, baselines, finding identities and groups.
        .target(
            name: "TextFitGate",
            dependencies: ["TextFitResults"]
        ),
        // Every output written from a run or a verdict, one Reporter each (summary, JSON, CSV,
        // Markdown, Swift, HTML, SARIF, JUnit, Xcode, GitHub annotations), the registry, the
        // format enum and the plan that decides which ones a run writes.
        // The HTML page is a template (Resources/HTMLReport.html) whose named slots the report
        // fills; `make install` puts its resource bundle beside the binary.
        .target(
            name: "TextFitReporters",
            dependencies: ["TextFitGate"],
            resources: [.copy("Resources/HTMLReport.html")]
        ),
        // The public one-call API (ButtonFit.check, Verification.run(catalogs:)); a client
        // imports TextFit alone.
        .target(
            name: "TextFit",
            dependencies: ["TextFitReporters"]
        ),
        // The catalog benchmark behind `textfit bench`: not part of the library.
        .target(
            name: "TextFitBench",
            dependencies: ["TextFit"],
            exclude: ["README.md"]
        ),
        // An app's own Location Buttons: found in its Swift and Interface Builder sources
        // (TextFitSourceScan, the only target that parses Swift) and checked as iOS draws
        // them (TextFitButtons); docs/buttons.md.
        .target(
            name: "TextFitSourceScan",
            dependencies: [
                "TextFitCore",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "TextFitButtons",
            dependencies: ["TextFit", "TextFitSourceScan"]
        ),
        .executableTarget(
            name: "textfit",
            dependencies: [
                "TextFit", "TextFitBench", "TextFitButtons",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package textfit-check` in an app's package: textfit check on its localizations.
        .plugin(
            name: "TextFitCheck",
            capability: .command(intent: .custom(
                verb: "textfit-check",
                description: "Check that the package's localized button titles fit at every Dynamic Type size.")),
            dependencies: ["textfit"]
        ),
        // Applied to an app's target: textfit check on its localizations on every build that
        // changed them, its findings shown on the catalogs' lines (Xcode's issue navigator).
        .plugin(
            name: "TextFitBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["textfit"]
        ),
        // A libFuzzer target over every input reader; built for fuzzing by `make fuzz`.
        .executableTarget(
            name: "TextFitFuzz",
            dependencies: ["TextFit"]
        ),
        // Three tiers of tests: unit (no font files, no processes; `make test-unit`),
        // integration (real fonts, HarfBuzz, hb-shape, PyICU; `make test-integration`) and
        // end to end (the built binary, installs, plugins, Chromium; `make test-e2e`).
        // Support/ files are shared by links: the integration tier links to the unit tier's, the end-to-end
        // tier to the integration tier's Subprocess.swift and HBShape.swift (the one subprocess helper).
        .testTarget(
            name: "TextFitTests",
            dependencies: [
                "TextFitCore", "TextFitSolver", "TextFitRun", "TextFitResults", "TextFitGate", "TextFitReporters",
                "TextFit", "TextFitBench",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "TextFitIntegrationTests",
            dependencies: [
                "TextFitCore", "TextFitSolver", "TextFitRun", "TextFitResults", "TextFitGate", "TextFitReporters",
                "TextFit", "TextFitBench", "textfit",
            ]
        ),
        .testTarget(
            name: "TextFitButtonsTests",
            dependencies: ["TextFitCore", "TextFit", "TextFitSourceScan", "TextFitButtons"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "TextFitEndToEndTests",
            dependencies: ["TextFit", "textfit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
