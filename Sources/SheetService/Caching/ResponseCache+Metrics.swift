extension ResponseCacheStatistics {
    /// The counters in the Prometheus text format, appended to `GET /metrics`.
    var prometheusText: String {
        """
        # HELP sheetd_response_cache_lookups_total Response cache lookups for /layout and /animation, by result.
        # TYPE sheetd_response_cache_lookups_total counter
        sheetd_response_cache_lookups_total{result="hit"} \(hits)
        sheetd_response_cache_lookups_total{result="miss"} \(misses)
        # HELP sheetd_response_cache_evictions_total Answers evicted from the response cache to stay within its bytes.
        # TYPE sheetd_response_cache_evictions_total counter
        sheetd_response_cache_evictions_total \(evictions)
        # HELP sheetd_response_cache_deferred_total Answers not stored because their request was not seen often enough yet.
        # TYPE sheetd_response_cache_deferred_total counter
        sheetd_response_cache_deferred_total \(deferred)
        # HELP sheetd_response_cache_entries Answers in the response cache.
        # TYPE sheetd_response_cache_entries gauge
        sheetd_response_cache_entries \(entryCount)
        # HELP sheetd_response_cache_bytes Bytes charged to the response cache's entries.
        # TYPE sheetd_response_cache_bytes gauge
        sheetd_response_cache_bytes \(bytes)
        # HELP sheetd_response_cache_capacity_bytes The response cache's bound in bytes (0: disabled).
        # TYPE sheetd_response_cache_capacity_bytes gauge
        sheetd_response_cache_capacity_bytes \(capacityBytes)

        """
    }
}
