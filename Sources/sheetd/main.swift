import HTTPServer
import LayoutCore
import SheetService
import TextShaping

#if canImport(Glibc)
    import Glibc
#endif

StopSignals.hold()
let processEnvironment = ProcessEnvironment.variables()
MallocArenas.apply(environment: processEnvironment)
let configuration: DaemonConfiguration
switch DaemonConfiguration.parse(arguments: Array(CommandLine.arguments.dropFirst()), environment: processEnvironment) {
case .help:
    Array((DaemonConfiguration.usage + "\n").utf8).withUnsafeBytes { LogBuffer.write($0, to: 1) }
    exit(0)
case .invalid(let message):
    // No log yet: its format is part of what could not be read.
    Array("sheetd: \(message)\n".utf8).withUnsafeBytes { LogBuffer.write($0, to: 2) }
    exit(2)
case .run(let parsed):
    configuration = parsed
}

// Every line from here on, access lines and the daemon's own, goes through one buffer to stdout.
let logBuffer = LogBuffer(capacityBytes: configuration.logBufferBytes) { LogBuffer.write($0, to: 1) }
logBuffer.start()
let environment = ServiceEnvironment.system(
    accessLog: AccessLog(format: configuration.logFormat, buffer: logBuffer))
let events = EventLog(format: configuration.logFormat, timestamp: environment.timestamp) { logBuffer.append($0) }

/// Logs a reason the daemon cannot go on, writes every buffered line, and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
    events.log(.error, message, source: "sheetd")
    logBuffer.stop()
    exit(status)
}

let measurer: HarfBuzzTextMeasurer
do {
    measurer = try HarfBuzzTextMeasurer(fontDirectories: configuration.fontDirectories)
} catch {
    fail("cannot load fonts: \(error)", status: 1)
}
let service = SheetService(
    measurer: measurer, environment: environment,
    extraMetrics: { TextCacheMetrics.render(measurer.cacheStatistics) + logBuffer.prometheusText },
    responseCacheBytes: configuration.responseCacheBytes,
    responseCacheMinimumUses: configuration.responseCacheMinimumUses)
var serverConfiguration = configuration.server
serverConfiguration.diagnosticsHandler = { diagnostic in
    events.log(.warning, diagnostic.message, source: diagnostic.origin == .libmicrohttpd ? "libmicrohttpd" : "http")
}
let server = HTTPServer(
    configuration: serverConfiguration,
    handler: { service.respond(to: $0) },
    rejectionHandler: { service.respond(to: $0, for: $1) },
    readyAnswer: { service.readyAnswer(to: &$0) })

let port: Int
do {
    port = try server.start()
} catch {
    fail("cannot start: \(error)", status: 1)
}
let host = configuration.server.host.contains(":") ? "[\(configuration.server.host)]" : configuration.server.host
events.log(
    .info, "listening", source: "sheetd",
    fields: [("url", .string("http://\(host):\(port)")), ("port", .integer(port))])
logBuffer.flush()  // whoever started the daemon may be waiting for this line (port 0 is chosen here)

// The main thread has nothing else to do: it waits for SIGTERM or SIGINT (blocked since the first line, so one
// that came earlier is taken at once), then drains, writes every line still buffered, and exits.
_ = StopSignals.wait()
service.beginDraining()
let drained = server.stop(drainTimeout: .seconds(configuration.drainTimeoutSeconds))
events.log(drained ? .info : .warning, "stopped", source: "sheetd", fields: [("drained", .boolean(drained))])
logBuffer.stop()
exit(drained ? 0 : 1)
