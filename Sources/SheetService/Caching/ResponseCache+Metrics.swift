extension ResponseCacheStatistics {
    /// The counters in the Prometheus text format, appended to `GET /metrics`.
    var prometheusText: String {
        var writer = PrometheusTextWriter()
        writer.counter(
            "sheetd_response_cache_lookups_total",
            help: "Response cache lookups for /layout and /animation, by result.",
            label: "result", values: ["hit": hits, "miss": misses])
        writer.counter(
            "sheetd_response_cache_evictions_total",
            help: "Answers evicted from the response cache to stay within its bytes.", value: evictions)
        writer.counter(
            "sheetd_response_cache_deferred_total",
            help: "Answers not stored because their request was not seen often enough yet.", value: deferred)
        writer.gauge("sheetd_response_cache_entries", help: "Answers in the response cache.", value: entryCount)
        writer.gauge(
            "sheetd_response_cache_bytes", help: "Bytes charged to the response cache's entries.", value: bytes)
        writer.gauge(
            "sheetd_response_cache_capacity_bytes", help: "The response cache's bound in bytes (0: disabled).",
            value: capacityBytes)
        return writer.text
    }
}
