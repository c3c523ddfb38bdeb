-- wrk script: every request is POST /layout with the JSON body of $BENCH_BODY
-- (examples/seed.json by default). Used by scripts/bench-smoke.sh.
local path = os.getenv("BENCH_BODY") or "examples/seed.json"
local file = assert(io.open(path, "rb"), "cannot read " .. path)
wrk.method = "POST"
wrk.body = file:read("*a")
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json"
file:close()

-- A line that bench-smoke.sh reads: a benchmark of error answers measures nothing.
done = function(summary, latency, requests)
    local e = summary.errors
    io.write(string.format("bench: %d requests, %d non-2xx/3xx, %d socket errors\n",
        summary.requests, e.status, e.connect + e.read + e.write + e.timeout))
end
