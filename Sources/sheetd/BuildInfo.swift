import SheetService

/// `sheetd_build_info`: what this daemon is made of, as labels of a gauge that is always 1 (the Prometheus
/// convention for facts that are text), so a dashboard can tell versions apart and join them onto other series.
struct BuildInfo: Equatable {
    /// sheetd's version (`SheetService.version`, from `openapi.yaml`).
    var version: String
    /// The Swift compiler that built it (`swiftCompiler`).
    var swift: String
    /// The libmicrohttpd linked in (`HTTPServer.libraryVersion`).
    var libmicrohttpd: String
    /// The font set the measurer loaded (`HarfBuzzTextMeasurer.fontSet`), since it decides every text width.
    var fonts: String

    /// The major and minor version of the Swift compiler that built sheetd, e.g. `6.3`. The compiler has no
    /// version string to give at build time, only `#if compiler(>=…)` checks; the patch level is not told.
    static let swiftCompiler: String = {
        #if compiler(>=6.4)
            return "6.4 or later"  // a newer compiler than this list knows: add its line
        #elseif compiler(>=6.3)
            return "6.3"
        #elseif compiler(>=6.2)
            return "6.2"
        #elseif compiler(>=6.1)
            return "6.1"
        #else
            return "6.0"
        #endif
    }()

    /// The family's text: HELP, TYPE and its one sample.
    var prometheusText: String {
        var writer = PrometheusTextWriter()
        let name = "sheetd_build_info"
        writer.family(name, type: .gauge, help: "Always 1; the labels tell the versions sheetd was built with.")
        writer.sample(
            name, labels: ["version": version, "swift": swift, "libmicrohttpd": libmicrohttpd, "fonts": fonts], value: 1
        )
        return writer.text
    }
}
