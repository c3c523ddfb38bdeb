import HTTPServer
import LayoutCore
import SheetService
import TextShaping

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a line to a file descriptor without buffering (stdout for logs, stderr for errors).
func writeLine(_ text: String, to descriptor: Int32) {
    let line = Array((text + "\n").utf8)
    line.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written <= 0 { break }
            offset += written
        }
    }
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

let accessLog = AccessLog(format: configuration.logFormat) { writeLine($0, to: 1) }
let environment = ServiceEnvironment.system(accessLog: accessLog)
let measurer: HarfBuzzTextMeasurer
do {
    measurer = try HarfBuzzTextMeasurer(fontDirectories: configuration.fontDirectories)
} catch {
    writeLine("sheetd: cannot load fonts: \(error)", to: 2)
    exit(1)
}
let buildInfo = BuildInfo(
    version: SheetService.version, swift: BuildInfo.swiftCompiler, libmicrohttpd: HTTPServer.libraryVersion,
    fonts: measurer.fontSet
).prometheusText
let service = SheetService(
    measurer: measurer, environment: environment,
    extraMetrics: {
        TextCacheMetrics.render(measurer.cacheStatistics) + ProcessMetrics.render(ProcessMetrics.current()) + buildInfo
    },
    responseCacheBytes: configuration.responseCacheBytes,
    responseCacheMinimumUses: configuration.responseCacheMinimumUses)
let diagnosticsHandler: @Sendable (String) -> Void = { writeLine("sheetd: libmicrohttpd: \($0)", to: 2) }
var serverConfiguration = configuration.server
serverConfiguration.diagnosticsHandler = diagnosticsHandler
// With an admin listener, the main one no longer serves /metrics (Listener).
let mainListener: Listener = configuration.adminServer == nil ? .only : .main
let server = HTTPServer(
    configuration: serverConfiguration,
    handler: { service.respond(to: $0, on: mainListener) },
    rejectionHandler: { service.respond(to: $0, for: $1, on: mainListener) },
    readyAnswer: { service.readyAnswer(to: &$0) })
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
    writeLine("sheetd: cannot start: \(error)", to: 2)
    exit(1)
}
writeLine(
    StartupLine.text(
        host: configuration.server.host, port: port, format: configuration.logFormat, timestamp: environment.timestamp()
    ),
    to: 1)
if let adminServer, let adminHost = configuration.adminServer?.host {
    do {
        let adminPort = try adminServer.start()
        writeLine(
            StartupLine.text(
                host: adminHost, port: adminPort, format: configuration.logFormat, timestamp: environment.timestamp(),
                listener: "admin"),
            to: 1)
    } catch {
        writeLine("sheetd: cannot start the admin listener: \(error)", to: 2)
        exit(1)
    }
}

// The main thread has nothing else to do: it waits for SIGTERM or SIGINT (blocked since the first line, so one
// that came earlier is taken at once), then drains and exits.
_ = StopSignals.wait()
service.beginDraining()
let drainDeadline = ContinuousClock.now + .seconds(configuration.drainTimeoutSeconds)
var drained = server.stop(drainTimeout: .seconds(configuration.drainTimeoutSeconds))
// The admin listener stops last, within what is left of the drain time, so /metrics can be scraped during the drain.
if let adminServer {
    drained = adminServer.stop(drainTimeout: max(.zero, drainDeadline - .now)) && drained
}
writeLine(
    StartupLine.stopped(drained: drained, format: configuration.logFormat, timestamp: environment.timestamp()), to: 1)
exit(drained ? 0 : 1)
