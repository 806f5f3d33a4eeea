// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TextFit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TextFit", targets: ["TextFit"]),
        .executable(name: "textfit", targets: ["textfit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.0.0"),
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
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        .target(
            name: "TextFit",
            dependencies: [
                "CFreeType", "CHarfBuzz", "CFriBidi", "CICU",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .executableTarget(
            name: "textfit",
            dependencies: [
                "TextFit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A libFuzzer target over every input reader; built for fuzzing by `make fuzz`.
        .executableTarget(
            name: "TextFitFuzz",
            dependencies: ["TextFit"]
        ),
        .testTarget(
            name: "TextFitTests",
            dependencies: ["TextFit"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "TextFitEndToEndTests",
            dependencies: ["TextFit", "textfit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
