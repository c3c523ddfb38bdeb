import SheetService
import TextShaping

/// The text measurer's result cache in the Prometheus text format, appended to `GET /metrics`.
enum TextCacheMetrics {
    static func render(_ statistics: MeasurementCacheStatistics) -> String {
        var writer = PrometheusTextWriter()
        writer.counter(
            "sheetd_text_cache_lookups_total", help: "Text measurement cache lookups, by result.", label: "result",
            values: ["hit": statistics.hits, "miss": statistics.misses])
        writer.counter(
            "sheetd_text_cache_evictions_total", help: "Entries evicted from the text measurement cache.",
            value: statistics.evictions)
        writer.gauge(
            "sheetd_text_cache_entries", help: "Entries in the text measurement cache.", value: statistics.entryCount)
        return writer.text
    }
}
