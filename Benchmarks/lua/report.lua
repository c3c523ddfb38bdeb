-- Shared by the benchmark scripts (loaded with dofile): at the end of a run, one JSON line that
-- scripts/bench.py reads. Latencies in microseconds.
done = function(summary, latency, requests)
    local e = summary.errors
    io.write(string.format(
        'BENCH_JSON {"requests":%d,"duration_us":%d,"status_errors":%d,"socket_errors":%d,' ..
        '"p50_us":%d,"p90_us":%d,"p99_us":%d,"max_us":%d,"mean_us":%.1f}\n',
        summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,
        latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean))
end
