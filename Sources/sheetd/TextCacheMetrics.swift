import TextShaping

/// The text measurer's result cache in the Prometheus text format, appended to `GET /metrics`.
enum TextCacheMetrics {
    static func render(_ statistics: MeasurementCacheStatistics) -> String {
        """
        # HELP sheetd_text_cache_lookups_total Text measurement cache lookups, by result.
        # TYPE sheetd_text_cache_lookups_total counter
        sheetd_text_cache_lookups_total{result="hit"} \(statistics.hits)
        sheetd_text_cache_lookups_total{result="miss"} \(statistics.misses)
        # HELP sheetd_text_cache_evictions_total Entries evicted from the text measurement cache.
        # TYPE sheetd_text_cache_evictions_total counter
        sheetd_text_cache_evictions_total \(statistics.evictions)
        # HELP sheetd_text_cache_entries Entries in the text measurement cache.
        # TYPE sheetd_text_cache_entries gauge
        sheetd_text_cache_entries \(statistics.entryCount)

        """
    }
}
