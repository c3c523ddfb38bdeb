import Testing
import TextShaping

@testable import sheetd

/// The text cache's lines on `GET /metrics`.
struct TextCacheMetricsTests {
    /// Lookups by result, evictions and entries, each with its HELP and TYPE, pinned byte for byte.
    @Test func linesArePinned() {
        let statistics = MeasurementCacheStatistics(hits: 12, misses: 3, evictions: 1, entryCount: 2, capacity: 4096)
        #expect(
            TextCacheMetrics.render(statistics) == """
                # HELP sheetd_text_cache_lookups_total Text measurement cache lookups, by result.
                # TYPE sheetd_text_cache_lookups_total counter
                sheetd_text_cache_lookups_total{result="hit"} 12
                sheetd_text_cache_lookups_total{result="miss"} 3
                # HELP sheetd_text_cache_evictions_total Entries evicted from the text measurement cache.
                # TYPE sheetd_text_cache_evictions_total counter
                sheetd_text_cache_evictions_total 1
                # HELP sheetd_text_cache_entries Entries in the text measurement cache.
                # TYPE sheetd_text_cache_entries gauge
                sheetd_text_cache_entries 2

                """)
    }
}
