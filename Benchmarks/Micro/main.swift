// sheetd-bench: micro-benchmarks of the request pipeline's stages and of the text measurer, in release mode.
//
//   swift build -c release -Xswiftc -enable-testing --product sheetd-bench --scratch-path …
//   sheetd-bench [--quick] [--json PATH] [--only text|stages|service|scaling]
//   sheetd-bench --guard WORKLOAD   (the cost guard's counted requests: CostGuard.swift)
//
// Built with -enable-testing because the stages (WireDecoder, the encoders) are internal to
// SheetService, and the ICU iterators to TextShaping; the optimizer still runs (-O, whole
// module). See BENCHMARKS.md.
import AnimationCore
import HTTPMessages
import LayoutCore
import StrictJSON

@testable import SheetService
@testable import SheetWire
@testable import TextShaping

#if canImport(Glibc)
    import Glibc
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
var harness = Harness()
if let quick = arguments.firstIndex(of: "--quick") {
    arguments.remove(at: quick)
    harness.runs = 3
    harness.targetRunNanoseconds = 15_000_000
}
var jsonPath: String?
if let flag = arguments.firstIndex(of: "--json"), flag + 1 < arguments.count { jsonPath = arguments[flag + 1] }
let only: String? = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }

let fixed = FixedMetricsMeasurer()
// Read just before and after loading the fonts, ahead of what the groups allocate, for the text group's figures.
let residentBeforeFonts = residentKilobytes()
let real: HarfBuzzTextMeasurer? = try? HarfBuzzTextMeasurer()
if real == nil { print("sheetd-bench: fonts missing, skipping the real-measurer cases (scripts/ensure-deps.sh fonts)") }
// A daemon derives its ASCII advance tables in the background, shortly after start; the benchmarks measure
// the steady state that follows.
real?.waitForPrintableASCIIAdvances()
let residentWithFonts = residentKilobytes()
let quietEnvironment = ServiceEnvironment.system(accessLog: AccessLog(format: .off) { _ in })

// The cost guard (scripts/cost-guard.py): one workload, counted, then nothing else.
//   sheetd-bench --guard layout-unique [--warm-up N] [--measured M] [--extra-copy]
if let flag = arguments.firstIndex(of: "--guard") {
    func count(_ name: String, _ fallback: Int) -> Int {
        arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil } ?? fallback
    }
    let name = flag + 1 < arguments.count ? arguments[flag + 1] : ""
    guard
        let workload = GuardWorkload.named(
            name, warmUpCount: count("--warm-up", 200), measuredCount: count("--measured", 500))
    else { fatalError("--guard takes one of: \(GuardWorkload.names.joined(separator: ", "))") }
    // Counts with the fixed measurer would not be the daemon's: refuse rather than compare them with budgets.
    guard let real else { fatalError("the cost guard measures with HarfBuzz: install the fonts first") }
    runGuard(workload, measurer: real, extraCopy: arguments.contains("--extra-copy"))
    exit(0)
}

func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

func decode(_ body: [UInt8]) -> LayoutRequest {
    guard case .object(let root) = try! JSONParser.parse(body) else { fatalError("not an object") }
    return try! LayoutRequestDecoding.layoutRequest(in: root, allowedKeys: WireDecoder.layoutRequestKeys)
}

func post(_ path: String, _ body: [UInt8]) -> HTTPRequest {
    HTTPRequest(method: "POST", path: path, headers: ["Content-Type": "application/json"], body: body)
}

@MainActor func enabled(_ group: String) -> Bool { only == nil || only == group }

let seedBody = bytes(Requests.seed)
let twentyBody = bytes(Requests.actions(20))
let seedRequest = decode(seedBody)
let twentyRequest = decode(twentyBody)
let fixedEngine = SheetLayoutEngine(measurer: fixed)
let seedLayout = try! fixedEngine.layout(for: seedRequest)
let seedResponse = LayoutResponseEncoder.encode(seedLayout)

// The HarfBuzz measurer on a 40-character message at 13 pt in 342 pt (a sheet's message width on a 390 pt
// screen), in Latin and in Japanese: computed (a measurer without a result cache) and answered from the cache;
// the ICU iterators each workspace holds; and the resident memory the fonts add. First of the groups, so that
// the fonts' pages that measuring touches are touched here first.
if enabled("text"), let real {
    let texts = [
        ("Latin", "Are you sure you want to delete 3 items?"),
        ("Japanese", "この写真をすべてのデバイスから削除しますか？この操作は取り消すことができません。"),
    ]
    let font = FontSpec(size: 13, weight: .regular)
    let lineWidth = 342.0
    let locale = real.profile.lineBreakLocale
    print("== text: HarfBuzz measurer, \(locale); fonts: \(real.fontFiles.joined(separator: ", "))")
    // Both texts measured once by the daemon's measurer, before a second measurer maps the fonts again.
    let residentBeforeMeasuring = residentKilobytes()
    for (_, text) in texts { blackHole(real.wrap(text, font: font, maxWidth: lineWidth)) }
    let residentAfterMeasuring = residentKilobytes()
    harness.record("text: resident memory before loading the fonts", kilobytes: residentBeforeFonts)
    harness.record(
        "text: added by loading the fonts and ICU iterators", kilobytes: residentWithFonts - residentBeforeFonts)
    harness.record(
        "text: added by measuring both texts once", kilobytes: residentAfterMeasuring - residentBeforeMeasuring)

    let uncached = try! HarfBuzzTextMeasurer(cacheCapacity: 0)
    for (script, text) in texts {
        let characters = "\(text.count) \(script) chars, \(Int(font.size)) pt"
        harness.measure("text: wrap, \(characters) in \(Int(lineWidth)) pt, cache off") {
            blackHole(uncached.wrap(text, font: font, maxWidth: lineWidth))
        }
        harness.measure("text: single-line width, \(characters), cache off") {
            blackHole(uncached.singleLineWidth(of: text, font: font))
        }
        harness.measure("text: wrap, \(characters) in \(Int(lineWidth)) pt, cache hit") {
            blackHole(real.wrap(text, font: font, maxWidth: lineWidth))
        }
    }
    harness.measure("text: ICU iterators (line + grapheme), open + close") {
        blackHole(try! BreakIterators.open(locale: locale))
    }
    let prototype = try! BreakIterators.open(locale: locale)
    harness.measure("text: ICU iterators (line + grapheme), clone + close") { blackHole(prototype.clone()!) }
}

if enabled("stages") {
    print("== stages (ns per operation; median of \(harness.runs) runs [min – max])")
    harness.measure("decode: parse seed body (\(seedBody.count) B)") { blackHole(try! JSONParser.parse(seedBody)) }
    harness.measure("decode: parse + wire-decode seed request") { blackHole(decode(seedBody)) }
    harness.measure("decode: parse + wire-decode 20-action request") { blackHole(decode(twentyBody)) }
    // What the service runs for such bodies: the direct reader (the generic path above is its fallback).
    harness.measure("decode: direct read of the seed request") { blackHole(LayoutRequestDecoding.direct(seedBody)!) }
    harness.measure("decode: direct read of the 20-action request") {
        blackHole(LayoutRequestDecoding.direct(twentyBody)!)
    }
    // The JSON layer alone on the contract's example: parsed as people indent it and as the writer writes it.
    let contractBody = bytes(Requests.contractExample)
    let contractValue = try! JSONParser.parse(contractBody)
    var contractWriter = JSONWriter()
    contractWriter.write(contractValue)
    let compactContract = contractWriter.bytes
    harness.measure("json: parse contract example, indented (\(contractBody.count) B)") {
        blackHole(try! JSONParser.parse(contractBody))
    }
    harness.measure("json: parse contract example, compact (\(compactContract.count) B)") {
        blackHole(try! JSONParser.parse(compactContract))
    }
    harness.measure("json: write contract example (\(compactContract.count) B)") {
        var writer = JSONWriter(capacity: 1_024)
        writer.write(contractValue)
        blackHole(writer.bytes)
    }
    harness.measure("layout: seed, fixed measurer") { blackHole(try! fixedEngine.layout(for: seedRequest)) }
    harness.measure("layout: 20 actions, fixed measurer") { blackHole(try! fixedEngine.layout(for: twentyRequest)) }
    if let real {
        let engine = SheetLayoutEngine(measurer: real)
        harness.measure("layout: seed, HarfBuzz measurer (measurements cached)") {
            blackHole(try! engine.layout(for: seedRequest))
        }
        harness.measure("layout: 20 actions, HarfBuzz measurer (cached)") {
            blackHole(try! engine.layout(for: twentyRequest))
        }
    }
    harness.measure("encode: seed /layout response (\(seedResponse.count) B)") {
        blackHole(LayoutResponseEncoder.encode(seedLayout))
    }
    harness.measure("etag: entity tag of the seed response") { blackHole(EntityTag.value(for: seedResponse)) }
    for fps in [60, 240] {
        let transition = SheetTransition(layout: seedLayout, kind: .dismiss, fps: fps, customViewFade: .seed)
        let body = AnimationResponseEncoder.encode(transition)
        harness.measure("animation: sample seed dismiss at \(fps) fps") {
            blackHole(SheetTransition(layout: seedLayout, kind: .dismiss, fps: fps, customViewFade: .seed))
        }
        harness.measure("animation: encode seed dismiss at \(fps) fps (\(body.count) B)") {
            blackHole(AnimationResponseEncoder.encode(transition))
        }
    }
}

if enabled("service") {
    print("== whole service: SheetService.respond (no socket; access log off)")
    let measurer: any TextMeasuring = real ?? fixed
    let uncached = SheetService(measurer: measurer, environment: quietEnvironment)
    let cached = SheetService(measurer: measurer, environment: quietEnvironment, responseCacheBytes: 4 << 20)
    let layoutRequest = post("/layout", seedBody)
    let animationRequest = post("/animation", bytes(Requests.seedAnimation(fps: 60)))
    harness.measure("respond: POST /layout seed, cache off") { blackHole(uncached.respond(to: layoutRequest)) }
    harness.measure("respond: POST /layout seed, cache hit") { blackHole(cached.respond(to: layoutRequest)) }
    harness.measure("respond: POST /animation seed 60 fps, cache off") {
        blackHole(uncached.respond(to: animationRequest))
    }
    harness.measure("respond: POST /animation seed 60 fps, cache hit") {
        blackHole(cached.respond(to: animationRequest))
    }
    let health = HTTPRequest(method: "GET", path: "/healthz")
    harness.measure("respond: GET /healthz (the service's fixed cost)") { blackHole(uncached.respond(to: health)) }
}

if enabled("scaling") {
    print("== scaling: POST /layout and /animation through SheetService.respond, cache off")
    let measurer: any TextMeasuring = real ?? fixed
    let service = SheetService(measurer: measurer, environment: quietEnvironment)
    for count in [1, 5, 20, 50, 100] {
        let request = post("/layout", bytes(Requests.actions(count)))
        precondition(service.respond(to: request).status == 200)
        harness.measure("scaling: /layout \(count) actions") { blackHole(service.respond(to: request)) }
    }
    for fps in [15, 30, 60, 120, 240] {
        let request = post("/animation", bytes(Requests.seedAnimation(fps: fps)))
        precondition(service.respond(to: request).status == 200)
        harness.measure("scaling: /animation seed dismiss \(fps) fps") { blackHole(service.respond(to: request)) }
    }
}

if let jsonPath {
    var writer = JSONWriter(capacity: 4096)
    writer.beginObject()
    writer.key("fontsAvailable")
    writer.bool(real != nil)
    writer.key("results")
    writer.beginArray()
    for result in harness.results {
        writer.beginObject()
        writer.key("name")
        writer.string(result.name)
        writer.key("iterations")
        writer.number(Double(result.iterations))
        writer.key("medianNs")
        writer.number((result.medianNanoseconds * 10).rounded() / 10)
        writer.key("minNs")
        writer.number((result.minNanoseconds * 10).rounded() / 10)
        writer.key("maxNs")
        writer.number((result.maxNanoseconds * 10).rounded() / 10)
        writer.endObject()
    }
    writer.endArray()
    writer.key("memory")
    writer.beginArray()
    for figure in harness.memoryFigures {
        writer.beginObject()
        writer.key("name")
        writer.string(figure.name)
        writer.key("kilobytes")
        writer.number(Double(figure.kilobytes))
        writer.endObject()
    }
    writer.endArray()
    writer.endObject()
    let data = writer.bytes
    guard let file = fopen(jsonPath, "w") else { fatalError("cannot write \(jsonPath)") }
    _ = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
}

// For callgrind: a fixed number of uncached POST /layout (or hits, or different requests) and nothing else.
//   valgrind --tool=callgrind sheetd-bench --only profile-layout
if only == "profile-layout" || only == "profile-hit" || only == "profile-animation" {
    let service = SheetService(
        measurer: real ?? fixed, environment: quietEnvironment, responseCacheBytes: only == "profile-hit" ? 8 << 20 : 0)
    let request =
        only == "profile-animation"
        ? post("/animation", bytes(Requests.seedAnimation(fps: 60))) : post("/layout", seedBody)
    for _ in 0..<2000 { blackHole(service.respond(to: request)) }
}

// For callgrind: the JSON stages alone, 2,000 times each, one function per stage so that each
// stage's instruction count is its function's inclusive cost divided by 2,000.
//   valgrind --tool=callgrind sheetd-bench --only profile-wire
@inline(never) func profileParse() { for _ in 0..<2000 { blackHole(try! JSONParser.parse(seedBody)) } }
@inline(never) func profileLayoutEncoding() {
    for _ in 0..<2000 { blackHole(LayoutResponseEncoder.encode(seedLayout)) }
}
@inline(never) func profileAnimationEncoding(_ transition: SheetTransition) {
    for _ in 0..<2000 { blackHole(AnimationResponseEncoder.encode(transition)) }
}
@inline(never) func profileEntityTag() { for _ in 0..<2000 { blackHole(EntityTag.value(for: seedResponse)) } }
if only == "profile-wire" {
    profileParse()
    profileLayoutEncoding()
    profileAnimationEncoding(SheetTransition(layout: seedLayout, kind: .dismiss, fps: 60, customViewFade: .seed))
    profileEntityTag()
}

// For callgrind: the layout engine and the wire decoding alone, 2,000 times each; the engine with the HarfBuzz
// measurer warm (`profile-engine`) or the fixed one (`profile-engine-fixed`).
//   valgrind --tool=callgrind sheetd-bench --only profile-engine
@inline(never) func profileEngine(_ measurer: any TextMeasuring) {
    let engine = SheetLayoutEngine(measurer: measurer)
    for _ in 0..<2000 { blackHole(try! engine.layout(for: seedRequest)) }
}
@inline(never) func profileWireDecoding() {
    guard case .object(let root) = try! JSONParser.parse(seedBody) else { fatalError("not an object") }
    for _ in 0..<2000 {
        blackHole(try! LayoutRequestDecoding.layoutRequest(in: root, allowedKeys: WireDecoder.layoutRequestKeys))
    }
}
if only == "profile-engine" { profileEngine(real ?? fixed) }
if only == "profile-engine-fixed" { profileEngine(fixed) }
if only == "profile-decode" { profileWireDecoding() }
// The direct reader the service runs first, on the seed body.
if only == "profile-direct" { for _ in 0..<2000 { blackHole(LayoutRequestDecoding.direct(seedBody)!) } }

// For callgrind: 2,000 different POST /layout, built like Benchmarks/lua/layout-varied.lua (a new title every
// request, 1 to 12 actions from a vocabulary, widths 320–1023), through a service with the daemon's default
// response cache (2 MiB, an answer stored the second time its request is seen): every request misses and none
// is stored, as under `make bench`'s "every request different" load.
//   valgrind --tool=callgrind sheetd-bench --only profile-varied
if only == "profile-varied" {
    let service = SheetService(
        measurer: real ?? fixed, environment: quietEnvironment, responseCacheBytes: 2 << 20,
        responseCacheMinimumUses: 2)
    let requests = (1...2000).map { post("/layout", bytes(Requests.varied($0))) }
    for request in requests { blackHole(service.respond(to: request)) }
}
