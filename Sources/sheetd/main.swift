import HTTPServer
import LayoutCore
import SheetPreview
import SheetService
import TextShaping

#if canImport(Glibc)
    import Glibc
#endif

/// Writes `text` and a newline straight to `descriptor`, for what is printed before the log exists (`--help`, an
/// invalid setting) or instead of it (`--check-health`).
func writeLine(_ text: String, to descriptor: Int32) {
    Array((text + "\n").utf8).withUnsafeBytes { LogBuffer.write($0, to: descriptor) }
}

// `sheetd --rasterize-png W H`: the child that draws one PNG preview for the daemon (RasterProcess), nothing else.
if CommandLine.arguments.dropFirst().first == RasterProcess.argumentName {
    exit(RasterProcess.serve(arguments: Array(CommandLine.arguments.dropFirst())))
}
StopSignals.hold()
let processEnvironment = ProcessEnvironment.variables()
MallocArenas.apply(environment: processEnvironment)
let configuration: DaemonConfiguration
switch DaemonConfiguration.parse(arguments: Array(CommandLine.arguments.dropFirst()), environment: processEnvironment) {
case .help:
    writeLine(DaemonConfiguration.usage, to: 1)
    exit(0)
case .invalid(let message):
    // No log yet: its format is part of what could not be read.
    writeLine("sheetd: \(message)", to: 2)
    exit(2)
case .checkHealth(let parsed):
    if let failure = HealthCheck(host: parsed.server.host, port: parsed.server.port).failure() {
        writeLine("sheetd: unhealthy: \(failure)", to: 2)
        exit(1)
    }
    exit(0)
case .run(let parsed):
    configuration = parsed
}

// Every line from here on, access lines and the daemon's own, goes through one buffer to stdout.
let logBuffer = LogBuffer(capacityBytes: configuration.logBufferBytes) { LogBuffer.write($0, to: 1) }
logBuffer.start()
let environment = ServiceEnvironment.system(accessLog: AccessLog(format: configuration.logFormat, buffer: logBuffer))
let events = EventLog(format: configuration.logFormat, timestamp: environment.timestamp) { logBuffer.append($0) }

/// Logs a reason the daemon cannot go on, writes every buffered line, and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
    events.log(.error, message, source: "sheetd")
    logBuffer.stop()
    exit(status)
}

let measurer: HarfBuzzTextMeasurer
do {
    // Every face loads before the daemon listens: a configuration that cannot be used in full stops it here.
    if let file = configuration.fontConfigurationFile {
        measurer = try HarfBuzzTextMeasurer(fontConfiguration: try FontConfiguration.read(fromFile: file))
    } else {
        measurer = try HarfBuzzTextMeasurer(fontDirectories: configuration.fontDirectories)
    }
} catch {
    fail("cannot load fonts: \(error)", status: 1)
}
let buildInfo = BuildInfo(
    version: SheetService.version, swift: BuildInfo.swiftCompiler, libmicrohttpd: HTTPServer.libraryVersion,
    fonts: measurer.fontSet
).prometheusText
// PNG previews are drawn by children of this executable, so their memory is not kept (RasterProcess). A child that
// dies early must not kill the daemon with SIGPIPE while its SVG is written.
signal(SIGPIPE, SIG_IGN)
if let executable = ProcessEnvironment.executablePath() {
    PNGRasterizer.drawInChildProcesses(executable: executable)
}
let connectionMetrics = ConnectionMetrics()
let service = SheetService(
    measurer: measurer, environment: environment,
    extraMetrics: {
        TextCacheMetrics.render(measurer.cacheStatistics) + ProcessMetrics.render(ProcessMetrics.current()) + buildInfo
            + logBuffer.prometheusText + connectionMetrics.prometheusText
    },
    responseCacheBytes: configuration.responseCacheBytes,
    responseCacheMinimumUses: configuration.responseCacheMinimumUses, cacheMaxAge: configuration.cacheMaxAge,
    cors: configuration.cors, maxBodyBytes: configuration.server.maxBodyBytes)
let diagnosticsHandler: @Sendable (HTTPDiagnostic) -> Void = { diagnostic in
    events.log(.warning, diagnostic.message, source: diagnostic.origin == .libmicrohttpd ? "libmicrohttpd" : "http")
}
var serverConfiguration = configuration.server
serverConfiguration.diagnosticsHandler = diagnosticsHandler
// With an admin listener, the main one no longer serves /metrics (Listener).
let mainListener: Listener = configuration.adminServer == nil ? .only : .main
let server = HTTPServer(
    configuration: serverConfiguration,
    handler: { service.respond(to: $0, on: mainListener) },
    rejectionHandler: { service.respond(to: $0, for: $1, on: mainListener) },
    readyAnswer: { service.readyAnswer(to: &$0) })
connectionMetrics.watch(server)
// A second HTTPServer of the same service: its own connections and worker queue, so a scrape still gets through
// while the main port is overloaded. No ready answers: those replay /layout and /animation, which it does not serve.
let adminServer = configuration.adminServer.map { settings in
    var settings = settings
    settings.diagnosticsHandler = diagnosticsHandler
    return HTTPServer(
        configuration: settings, handler: { service.respond(to: $0, on: .admin) },
        rejectionHandler: { service.respond(to: $0, for: $1, on: .admin) })
}

let port: Int
do {
    port = try server.start()
} catch {
    fail("cannot start: \(error)", status: 1)
}
events.log(
    .info, "listening", source: "sheetd", fields: StartupLine.fields(host: configuration.server.host, port: port))
if let adminServer, let adminHost = configuration.adminServer?.host {
    do {
        let adminPort = try adminServer.start()
        events.log(
            .info, "listening", source: "sheetd",
            fields: StartupLine.fields(host: adminHost, port: adminPort, listener: "admin"))
    } catch {
        fail("cannot start the admin listener: \(error)", status: 1)
    }
}
logBuffer.flush()  // whoever started the daemon may be waiting for these lines (port 0 is chosen here)

// The main thread has nothing else to do: it waits for SIGTERM or SIGINT (blocked since the first line, so one
// that came earlier is taken at once), then drains, writes every line still buffered, and exits.
_ = StopSignals.wait()
service.beginDraining()
let drainDeadline = ContinuousClock.now + .seconds(configuration.drainTimeoutSeconds)
var drained = server.stop(drainTimeout: .seconds(configuration.drainTimeoutSeconds))
// The admin listener stops last, within what is left of the drain time, so /metrics can be scraped during the drain.
if let adminServer {
    drained = adminServer.stop(drainTimeout: max(.zero, drainDeadline - .now)) && drained
}
events.log(drained ? .info : .warning, "stopped", source: "sheetd", fields: [("drained", .boolean(drained))])
logBuffer.stop()
exit(drained ? 0 : 1)
