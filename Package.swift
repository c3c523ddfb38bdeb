// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "sheetd",
    products: [
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        .library(name: "AnimationCore", targets: ["AnimationCore"]),
        .library(name: "SheetdKit", targets: ["SheetdKit"]),
        // Opt-in: in-process previews for a client (SVG, the preview page, PNG through librsvg loaded at run time).
        .library(name: "SheetdKitPreviews", targets: ["SheetdKitPreviews"]),
        .executable(name: "sheetd", targets: ["sheetd"]),
        .executable(name: "sheetctl", targets: ["sheetctl"]),
    ],
    targets: [
        // Pure Swift cores: no I/O, no clocks, no globals. Client apps can embed them.
        .target(name: "LayoutCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "AnimationCore", dependencies: ["LayoutCore"]),

        // Real text measurement: HarfBuzz advances, ICU line breaks (behind a C facade, since
        // Foundation and ICU headers clash in one Swift module), real font files.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .target(name: "CLineBreak", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
        .target(
            name: "TextShaping", dependencies: ["LayoutCore", "CHarfBuzz", "CLineBreak", "Locking", "StrictJSON"]),

        // A pthread mutex around a value: the lock of every shared state in the daemon.
        .target(name: "Locking"),

        // Strict JSON parsing and deterministic writing for the wire format.
        .target(name: "StrictJSON"),

        // libmicrohttpd from Debian, and the only Swift code that knows it.
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // The HTTP vocabulary (request, response, headers, rejection): plain values that the service answers in
        // and the server carries, so that the service needs no server to be built or tested.
        .target(name: "HTTPMessages"),
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD", "HTTPMessages", "Locking"]),

        // The wire format: request readers (direct and generic) and every answer's encoder (JSON, Core
        // Animation, CSS, Lottie). Knows JSON and the cores, not HTTP.
        .target(name: "SheetWire", dependencies: ["LayoutCore", "AnimationCore", "StrictJSON"]),

        // Pictures of a layout: SVG, PNG (librsvg loaded at run time by RasterLibrary, so it is not linked), the
        // HTML preview page and the playground, whose HTML, CSS and JS are compiled in when the package is built.
        .target(
            name: "SheetPreview",
            dependencies: ["LayoutCore", "AnimationCore", "StrictJSON", "SheetWire", "Locking"],
            resources: [
                .embedInCode("Playground/playground.html"), .embedInCode("Playground/playground.css"),
                .embedInCode("Playground/playground.js"),
            ]
        ),

        // The contract: openapi.yaml (linked from the package's root), compiled in when the package is built.
        .target(name: "SheetContract", resources: [.embedInCode("openapi.yaml")]),

        // The answers without HTTP: request bytes to answer bytes or a problem. The daemon's routes and the client's
        // offline path both call it, so the two compute the same bytes. No pictures, no content negotiation, no clock.
        .target(name: "SheetAnswers", dependencies: ["LayoutCore", "AnimationCore", "StrictJSON", "SheetWire"]),

        // RFC 9110 content negotiation on `Accept` (and the header-value trimming it needs): the server's routes and
        // the preview answers, never the client's core.
        .target(name: "ContentNegotiation"),

        // The preview answers (`/preview`, `/preview.png`) over SheetAnswers: the daemon's, and the opt-in client
        // product's.
        .target(
            name: "SheetPreviewAnswers",
            dependencies: ["LayoutCore", "SheetWire", "SheetPreview", "SheetAnswers", "ContentNegotiation"]
        ),

        // Routes, caching, problem+json, health and metrics: a pure (Request) -> Response over the modules below.
        .target(
            name: "SheetService",
            dependencies: [
                "LayoutCore", "StrictJSON", "SheetWire", "SheetPreview", "SheetAnswers", "SheetPreviewAnswers",
                "ContentNegotiation", "SheetContract", "HTTPMessages", "Locking",
            ]
        ),
        .executableTarget(
            name: "sheetd", dependencies: ["SheetService", "SheetPreview", "HTTPServer", "LayoutCore", "TextShaping", "Locking"]
        ),

        // The client library for Swift apps (iOS, macOS, Linux): typed models, HTTP with retries and a conditional-GET
        // cache, and the offline fallback through SheetAnswers. HarfBuzz + ICU measure where they are (Linux); on
        // Apple platforms the app passes its own measurer.
        .target(
            name: "SheetdKit",
            dependencies: [
                "LayoutCore", "AnimationCore", "SheetWire", "SheetAnswers", "Locking",
                .target(name: "TextShaping", condition: .when(platforms: [.linux])),
            ]
        ),
        // In-process previews for the client, opt-in (`SheetdClient(baseURL:…, previews: .drawn)`), so that an app
        // linking SheetdKit alone links no SVG writer, playground page or librsvg loader.
        .target(
            name: "SheetdKitPreviews", dependencies: ["SheetdKit", "SheetAnswers", "SheetPreviewAnswers"]),
        // The command line over SheetdKit: layout, animation, preview, profiles and the device matrix. Its logic is
        // a library so that sheetctlTests can run it; the executable is its entry point.
        .target(
            name: "SheetctlKit",
            dependencies: ["SheetdKit", "SheetdKitPreviews", "SheetPreview", "LayoutCore", "SheetContract"]),
        .executableTarget(name: "sheetctl", dependencies: ["SheetctlKit"]),
        // Micro-benchmarks (`make bench`), built with -enable-testing to time internal stages (SheetService's,
        // TextShaping's ICU iterators).
        .executableTarget(
            name: "sheetd-bench",
            dependencies: [
                "SheetService", "SheetWire", "LayoutCore", "AnimationCore", "StrictJSON", "TextShaping", "HTTPMessages",
            ],
            path: "Benchmarks/Micro"
        ),
        // libFuzzer target (scripts/fuzz.sh builds it with -sanitize=fuzzer,address -DFUZZING); in a
        // normal build it only replays the input files it is given.
        .executableTarget(
            name: "sheetd-fuzz",
            dependencies: ["SheetService", "SheetWire", "LayoutCore", "StrictJSON", "HTTPMessages"],
            path: "Fuzz/sheetd-fuzz"
        ),

        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore", "SheetTestSupport"]),
        .testTarget(name: "AnimationCoreTests", dependencies: ["AnimationCore", "LayoutCore", "SheetTestSupport"]),
        .testTarget(
            name: "TextShapingTests",
            dependencies: ["TextShaping", "LayoutCore", "Locking", "CHarfBuzz", "SheetTestSupport"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON", "SheetTestSupport"]),
        .testTarget(name: "LockingTests", dependencies: ["Locking"]),
        .testTarget(name: "HTTPMessagesTests", dependencies: ["HTTPMessages"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "HTTPMessages", "Locking"]),
        .testTarget(
            name: "sheetdTests",
            dependencies: [
                "sheetd", "SheetService", "HTTPServer", "HTTPMessages", "LayoutCore", "TextShaping", "Locking",
            ]
        ),
        // What several test targets share: the golden cases and the reviewable JSON text of the golden files, the
        // seed request (read from examples/seed.json with SheetWire) and a seeded random number generator.
        .target(
            name: "SheetTestSupport", dependencies: ["StrictJSON", "LayoutCore", "SheetWire"],
            path: "Tests/SheetTestSupport"),
        // SheetWire's encoders and the golden layouts (`make regen` rewrites Generated/layout*), read and
        // written around the engine as /layout does.
        .testTarget(
            name: "SheetWireTests",
            dependencies: ["SheetWire", "SheetTestSupport", "LayoutCore", "AnimationCore", "StrictJSON", "TextShaping"],
            exclude: ["Generated"]
        ),
        .testTarget(
            name: "SheetPreviewTests", dependencies: ["SheetPreview", "LayoutCore", "AnimationCore"]),
        .testTarget(
            name: "SheetServiceTests",
            dependencies: [
                "SheetService", "SheetWire", "SheetPreview", "SheetAnswers", "SheetContract", "SheetTestSupport",
                "HTTPMessages", "LayoutCore", "Locking", "StrictJSON",
            ],
            exclude: ["Generated"]
        ),
        .testTarget(
            name: "SheetAnswersTests",
            dependencies: [
                "SheetAnswers", "SheetPreviewAnswers", "SheetPreview", "ContentNegotiation", "SheetWire", "LayoutCore",
                "StrictJSON",
            ]
        ),
        .testTarget(name: "sheetctlTests", dependencies: ["SheetctlKit", "SheetdKit"]),
        .testTarget(
            name: "SheetdKitTests",
            dependencies: [
                "SheetdKit", "SheetdKitPreviews", "SheetAnswers", "SheetService", "HTTPServer", "HTTPMessages",
                "LayoutCore", "Locking", "StrictJSON", "TextShaping", "SheetTestSupport",
            ]
        ),
    ]
)
