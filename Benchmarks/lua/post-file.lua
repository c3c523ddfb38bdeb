-- Every request is the same POST with the body of $BENCH_BODY (the path comes from the URL):
-- sheetd's /layout or /animation with one repeated request, and the C ceilings.
local path = assert(os.getenv("BENCH_BODY"), "set BENCH_BODY")
local file = assert(io.open(path, "rb"), "cannot read " .. path)
wrk.method = "POST"
wrk.body = file:read("*a")
wrk.headers["Content-Type"] = "application/json"
file:close()
dofile("Benchmarks/lua/report.lua")
