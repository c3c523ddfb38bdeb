#!/usr/bin/env python3
"""sheetd's benchmark driver (`make bench`): HTTP load against sheetd and the C ceilings, the
first answer's latency after start, and the micro-benchmarks; rewrites BENCHMARKS.md's current figures (the
section between its bench markers).

For each repetition, every variant is started on a free 127.0.0.1 port, warmed up for 1 s, then
measured with wrk (keep-alive, one wrk thread) at 16 and then 64 connections, and stopped by PID.
The order of the variants reverses on every repetition; every-request-different sheetd and the
hand-off ceiling always run back to back, and so do repeated /layout with `--log-format off` and with
the default configuration (the JSON access log, written to a file like a container runtime's), whose
ratio is the access log's cost. With two or more CPUs the server runs on
CPU 1 (taskset) and wrk on CPU 0. Server CPU per request comes from /proc/PID/stat (utime +
stime of all its threads) over each measurement; RSS is sampled from /proc/PID/status during it. What
else used the machine meanwhile (all CPUs' busy time in /proc/stat less the server's and wrk's) and the
hypervisor's steal are measured too, and the report says whether the run was quiet (neither over 5 %
in any measurement). A measurement during which the two together took more than BENCH_NOISE_PERCENT of the
machine is taken again, up to BENCH_RETRIES more times, and the quietest attempt is kept: a burst of steal
lasts seconds and slows one variant of a pair but not the other, and the pair's ratio then measures the
hypervisor (docs/benchmarks-history.md, "Steal bursts and the same-run comparison with 16e5e3d").

With BASE_SHEETD_BIN (`make bench BASE=<commit>` builds that commit's release sheetd with
scripts/build-base.sh), the older build runs beside this one: its every-request-different /layout right
after the hand-off ceiling (this build's right before it), its repeated /layout next to this build's,
its every-request-different /animation keyframes right after this build's, and the report divides this
build's figures by the older build's, repetition by repetition.

Environment: SHEETD_BIN, MHD_CEILING_BIN, SHEETD_BENCH_BIN (micro-benchmarks; skipped if unset),
BASE_SHEETD_BIN and BASE_LABEL (the older build to compare with, and its name in the report),
BENCH_REPEAT (5), BENCH_DURATION (5, seconds), BENCH_CONNECTIONS ("16 64"), BENCH_NOISE_PERCENT (3),
BENCH_RETRIES (2), BENCH_OUT
(BENCHMARKS.md), BENCH_QUICK=1 (micro-benchmarks with fewer runs), BENCH_VARIANTS (only the variants
whose name contains one of these comma-separated words, e.g. "log" for the access log's pair).
"""
import itertools
import json
import math
import os
import re
import resource
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(ROOT)

SHEETD = os.environ.get("SHEETD_BIN", ".build/release/sheetd")
CEILING = os.environ.get("MHD_CEILING_BIN", ".build/bench/mhd_ceiling")
MICRO = os.environ.get("SHEETD_BENCH_BIN", "")
BASE = os.environ.get("BASE_SHEETD_BIN", "")
BASE_LABEL = os.environ.get("BASE_LABEL", "base")
REPEAT = int(os.environ.get("BENCH_REPEAT", "5"))
DURATION = int(os.environ.get("BENCH_DURATION", "5"))
CONNECTIONS = [int(c) for c in os.environ.get("BENCH_CONNECTIONS", "16 64").split()]
NOISE_LIMIT = float(os.environ.get("BENCH_NOISE_PERCENT", "3")) / 100
RETRIES = max(0, int(os.environ.get("BENCH_RETRIES", "2")))  # below 0 there would be no attempt at all
ONLY = [word for word in os.environ.get("BENCH_VARIANTS", "").split(",") if word]
OUT = os.environ.get("BENCH_OUT", "BENCHMARKS.md")
WORK = ".build/bench"
SEED = "examples/seed.json"
ANIMATION = "Benchmarks/requests/animation-seed.json"
TICKS = os.sysconf("SC_CLK_TCK")
CPUS = os.cpu_count() or 1
PINNED = CPUS >= 2
SERVER_CPU = ["taskset", "-c", "1"] if PINNED else []
WRK_CPU = ["taskset", "-c", "0"] if PINNED else []


def log(message):
    print(f"bench: {message}", flush=True)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def http(port, method, path, body=b"", content_type="application/json", timeout=5.0):
    """One HTTP/1.1 request on a new connection; returns (status, headers dict, body)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        if body:
            head += f"Content-Type: {content_type}\r\nContent-Length: {len(body)}\r\n"
        s.sendall(head.encode() + b"\r\n" + body)
        data = b""
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
    header, _, payload = data.partition(b"\r\n\r\n")
    lines = header.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers, payload


class Server:
    """A server process we started, stopped by its PID only."""

    def __init__(self, name, argv, port, env=None):
        self.name, self.port = name, port
        self.log = open(f"{WORK}/{name}.log", "wb")
        self.started = time.monotonic()
        self.process = subprocess.Popen(
            SERVER_CPU + argv, stdout=self.log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            env={**os.environ, **(env or {})})

    @property
    def pid(self):
        return self.process.pid

    def first_answer(self, path, body, deadline=30.0):
        """Seconds from spawning to the first 200 on `path` (polls every millisecond)."""
        while time.monotonic() - self.started < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.name} exited: see {WORK}/{self.name}.log")
            try:
                status, _, _ = http(self.port, "POST", path, body, timeout=2)
                if status == 200:
                    return time.monotonic() - self.started
                raise RuntimeError(f"{self.name} answered {status} on {path}")
            except (ConnectionRefusedError, ConnectionResetError):
                time.sleep(0.001)
        raise RuntimeError(f"{self.name} did not answer within {deadline} s")

    def cpu_seconds(self):
        fields = open(f"/proc/{self.pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime (fields 14, 15)

    def rss_mb(self):
        for line in open(f"/proc/{self.pid}/status"):
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
        return 0.0

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()


def machine_jiffies():
    """(busy, steal) CPU time of the whole machine so far, in seconds, from /proc/stat: busy is user, nice,
    system, irq and softirq time of every CPU; steal is the time the hypervisor ran something else."""
    fields = [int(x) for x in open("/proc/stat").readline().split()[1:]]
    user, nice, system, _idle, _iowait, irq, softirq, steal = (fields + [0] * 8)[:8]
    return (user + nice + system + irq + softirq) / TICKS, steal / TICKS


def children_cpu_seconds():
    """User + system time of the waited-for children so far (wrk, through taskset)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


WRK_RUNS = itertools.count(1)


def wrk(port, path, script, body_file, connections, seconds, env=None):
    argv = WRK_CPU + ["wrk", "-t1", f"-c{connections}", f"-d{seconds}s", "--latency", "--timeout", "5s",
                      "-s", script, f"http://127.0.0.1:{port}{path}"]
    # BENCH_RUN numbers the runs, so that layout-varied.lua's bodies differ from one run to the next as well.
    result = subprocess.run(argv, capture_output=True, text=True,
                            env={**os.environ, "BENCH_BODY": body_file, "BENCH_RUN": str(next(WRK_RUNS)),
                                 **(env or {})})
    match = re.search(r"^BENCH_JSON (.*)$", result.stdout, re.M)
    if not match:
        raise RuntimeError(f"wrk failed: {result.stdout}\n{result.stderr}")
    return json.loads(match.group(1)), " ".join(argv)


def measure(server, variant, connections):
    samples, stop = [], threading.Event()

    def sample_rss():
        while not stop.wait(0.25):
            samples.append(server.rss_mb())

    thread = threading.Thread(target=sample_rss)
    cpu0, load = server.cpu_seconds(), os.getloadavg()[0]
    (busy0, steal0), wrk0, wall0 = machine_jiffies(), children_cpu_seconds(), time.monotonic()
    thread.start()
    report, command = wrk(server.port, variant["path"], variant["script"], variant["body"], connections, DURATION,
                          variant.get("env"))
    stop.set()
    thread.join()
    cpu = server.cpu_seconds() - cpu0
    (busy1, steal1), wrk1, wall1 = machine_jiffies(), children_cpu_seconds(), time.monotonic()
    # What ran besides the server and wrk (this driver's sampling thread included, a few ms), and what the
    # hypervisor took, as shares of all CPUs' time over the measurement.
    capacity = (wall1 - wall0) * CPUS
    other = max(0.0, (busy1 - busy0) - cpu - (wrk1 - wrk0)) / capacity
    steal = (steal1 - steal0) / capacity
    if report["status_errors"]:
        raise RuntimeError(f"{variant['name']}: {report['status_errors']} non-2xx answers")
    rps = report["requests"] / (report["duration_us"] / 1e6)
    return {
        "variant": variant["name"], "connections": connections, "rps": rps, "p50_ms": report["p50_us"] / 1000,
        "p99_ms": report["p99_us"] / 1000, "cpu_us": cpu * 1e6 / max(report["requests"], 1),
        "rss_mb": max(samples or [server.rss_mb()]), "socket_errors": report["socket_errors"], "load": load,
        "other_cpu": other, "steal": steal,
        "command": command,
    }


def noise_share(row):
    """The share of the machine that neither the server nor wrk had during a measurement."""
    return row["other_cpu"] + row["steal"]


def measure_quietly(server, variant, connections):
    """`measure`, taken again while others took more than NOISE_LIMIT of the machine; the quietest attempt,
    with the number of attempts made."""
    kept = None
    for attempt in range(1, RETRIES + 2):
        row = measure(server, variant, connections)
        if kept is None or noise_share(row) < noise_share(kept):
            kept = row
        if noise_share(row) <= NOISE_LIMIT:
            break
        if attempt <= RETRIES:
            log(f"{variant['name']} c{connections}: steal {row['steal'] * 100:.1f} % and other processes "
                f"{row['other_cpu'] * 100:.1f} %, over {NOISE_LIMIT * 100:.0f} %: measuring again")
    return {**kept, "attempts": attempt}


LOG_PAIR = ["sheetd /layout repeated", "sheetd /layout repeated, default JSON log"]
UNIQUE = "sheetd /layout every request different"
UNIQUE_ANIMATION = "sheetd /animation keyframes, every request different"
# This build's variants that the older build (BASE_SHEETD_BIN) also runs, each under the name base_name(…).
BASE_COMPARED = [UNIQUE, "sheetd /layout repeated", "sheetd /layout repeated, default JSON log", UNIQUE_ANIMATION]


def base_name(name):
    return name.replace("sheetd ", f"{BASE_LABEL} ", 1)


def variants():
    sheetd = lambda extra=(): [SHEETD, "--host", "127.0.0.1", "--log-format", "off", *extra]
    post = "Benchmarks/lua/post-file.lua"
    varied = "Benchmarks/lua/layout-varied.lua"
    every = [
        dict(name="sheetd /layout repeated", kind="sheetd", argv=sheetd(), path="/layout", script=post, body=SEED),
        dict(name="sheetd /layout repeated, default JSON log", kind="sheetd", argv=[SHEETD, "--host", "127.0.0.1"],
             path="/layout", script=post, body=SEED),
        dict(name="sheetd /layout every request different", kind="sheetd", argv=sheetd(), path="/layout",
             script="Benchmarks/lua/layout-varied.lua", body=SEED),
        dict(name="sheetd /animation repeated", kind="sheetd", argv=sheetd(), path="/animation", script=post,
             body=ANIMATION),
        dict(name="sheetd /layout repeated, cache off", kind="sheetd",
             argv=sheetd(["--response-cache-bytes", "0"]), path="/layout", script=post, body=SEED),
        dict(name="sheetd /animation repeated, cache off", kind="sheetd",
             argv=sheetd(["--response-cache-bytes", "0"]), path="/animation", script=post, body=ANIMATION),
        dict(name=UNIQUE_ANIMATION, kind="sheetd", argv=sheetd(), path="/animation", script=varied, body=ANIMATION,
             env={"BENCH_ROOT_MEMBERS": '"transition":"dismiss","fps":60,"format":"keyframes"'}),
        dict(name="C ceiling, inline", kind="c", mode="inline", path="/layout", script=post, body=SEED),
        dict(name="C ceiling, hand-off", kind="c", mode="handoff", path="/layout", script=post, body=SEED),
    ]
    if BASE:
        # The older build with the same arguments (both builds take --log-format and --host).
        for name in BASE_COMPARED:
            mine = next(v for v in every if v["name"] == name)
            every.append({**mine, "name": base_name(name), "kind": "base", "argv": [BASE] + mine["argv"][1:]})
    # "log" picks the access log's pair: the repeated /layout without the log is its baseline.
    return [v for v in every if not ONLY or any(w in v["name"] or (w == "log" and v["name"] in LOG_PAIR)
                                                  for w in ONLY)]


def start(variant, answer_file, etag):
    port = free_port()
    if variant["kind"] in ("sheetd", "base"):
        argv = variant["argv"] + ["--port", str(port)]
    else:
        argv = [CEILING, variant["mode"], str(port), answer_file, etag]
    server = Server(re.sub(r"[^a-z0-9]+", "-", variant["name"].lower()).strip("-"), argv, port)
    body = open(variant["body"], "rb").read()
    first = server.first_answer(variant["path"], body)
    variant["command"] = " ".join(SERVER_CPU + argv)
    return server, first


def run_http():
    os.makedirs(WORK, exist_ok=True)
    # The exact answer sheetd gives the benchmark request, for the C ceilings to send.
    os.makedirs(WORK, exist_ok=True)
    probe = Server("probe", [SHEETD, "--host", "127.0.0.1", "--log-format", "off", "--port", str(port := free_port())],
                   port)
    try:
        probe.first_answer("/layout", open(SEED, "rb").read())
        status, headers, answer = http(port, "POST", "/layout", open(SEED, "rb").read())
    finally:
        probe.stop()
    answer_file = f"{WORK}/layout-answer.json"
    open(answer_file, "wb").write(answer)
    etag = headers.get("etag", '"0"')
    log(f"the C ceilings answer sheetd's {len(answer)}-byte /layout body with ETag {etag}")

    results, firsts, all_variants = [], [], variants()
    # The tightest target's pair runs back to back: every-request-different sheetd, then the hand-off
    # ceiling (and the other way round on reversed repetitions), so that its ratio compares runs
    # seconds apart rather than a minute, on a machine whose speed drifts.
    # The access log's pair runs back to back for the same reason.
    # With an older build, its variants join the groups of the ones they are compared with.
    pairs = [LOG_PAIR, [UNIQUE, "C ceiling, hand-off"]]
    if BASE:
        pairs = [[base_name(LOG_PAIR[0])] + LOG_PAIR + [base_name(LOG_PAIR[1])],
                 [UNIQUE, "C ceiling, hand-off", base_name(UNIQUE)],
                 [UNIQUE_ANIMATION, base_name(UNIQUE_ANIMATION)]]
    adjacent = [name for pair in pairs for name in pair]
    run_order = [v for v in all_variants if v["name"] not in adjacent] + \
        [v for name in adjacent for v in all_variants if v["name"] == name]
    for repetition in range(REPEAT):
        order = run_order if repetition % 2 == 0 else list(reversed(run_order))
        for variant in order:
            server, first = start(variant, answer_file, etag)
            if variant["kind"] == "sheetd":
                firsts.append({"variant": variant["name"], "seconds": first})
            try:
                wrk(server.port, variant["path"], variant["script"], variant["body"], 16, 1,
                    variant.get("env"))  # warm-up
                for connections in CONNECTIONS:
                    row = measure_quietly(server, variant, connections)
                    row["repetition"] = repetition
                    results.append(row)
                    log(f"rep {repetition + 1}/{REPEAT} {variant['name']} c{connections}: {row['rps']:,.0f} req/s, "
                        f"p50 {row['p50_ms']:.2f} ms, p99 {row['p99_ms']:.2f} ms, {row['cpu_us']:.1f} µs CPU/req, "
                        f"RSS {row['rss_mb']:.1f} MB, load {row['load']:.2f}, other processes "
                        f"{row['other_cpu'] * 100:.1f} %, steal {row['steal'] * 100:.1f} %")
            finally:
                server.stop()
    return results, firsts, all_variants, len(answer)


def run_micro():
    if not MICRO:
        return None
    os.makedirs(WORK, exist_ok=True)  # run_http makes it too, but BENCH_SKIP_HTTP skips that
    path = f"{WORK}/micro.json"
    argv = SERVER_CPU + [MICRO, "--json", path] + (["--quick"] if os.environ.get("BENCH_QUICK") else [])
    log("micro-benchmarks: " + " ".join(argv))
    subprocess.run(argv, check=True)
    data = json.load(open(path))
    data["command"] = " ".join(argv)
    return data


# MARK: - Report


def med(values):
    return statistics.median(values) if values else float("nan")


def cell(values, digits=0, scale=1.0):
    values = [v * scale for v in values]
    fmt = f"{{:,.{digits}f}}"
    return f"{fmt.format(med(values))} ({fmt.format(min(values))}–{fmt.format(max(values))})"


def http_tables(results, firsts, all_variants, answer_size):
    lines = []
    by = lambda name, c: [r for r in results if r["variant"] == name and r["connections"] == c]
    lines.append("| variant | conns | req/s median (min–max) | p50 ms | p99 ms | server CPU µs/req | RSS MB under load |")
    lines.append("|---|---|---|---|---|---|---|")
    for variant in all_variants:
        for c in CONNECTIONS:
            rows = by(variant["name"], c)
            if not rows:
                continue
            lines.append(
                f"| {variant['name']} | {c} | {cell([r['rps'] for r in rows])} | {cell([r['p50_ms'] for r in rows], 2)} "
                f"| {cell([r['p99_ms'] for r in rows], 2)} | {cell([r['cpu_us'] for r in rows], 1)} "
                f"| {med([r['rss_mb'] for r in rows]):.1f} (max {max(r['rss_mb'] for r in rows):.1f}) |")
    lines.append("")
    lines.append("Ratios sheetd / ceiling, computed pair by pair within each repetition (same minute, same "
                 "load), each two consecutive repetitions (opposite run orders) combined by their geometric mean, "
                 "then the median (min–max); a ceiling left out of the run leaves its columns empty (—):")
    lines.append("")
    lines.append("| sheetd variant | conns | req/s ÷ C hand-off | req/s ÷ C inline | p99 ÷ C hand-off p99 "
                 "| CPU/req ÷ C hand-off CPU/req |")
    lines.append("|---|---|---|---|---|---|")
    ratios = {}
    for variant in [v for v in all_variants if v["kind"] in ("sheetd", "base")]:
        for c in CONNECTIONS:
            rr = {"handoff": [], "inline": [], "p99": [], "cpu": []}
            for repetition in range(REPEAT):
                mine = [r for r in by(variant["name"], c) if r["repetition"] == repetition]
                hand = [r for r in by("C ceiling, hand-off", c) if r["repetition"] == repetition]
                inline = [r for r in by("C ceiling, inline", c) if r["repetition"] == repetition]
                if mine and hand:
                    rr["handoff"].append(mine[0]["rps"] / hand[0]["rps"])
                    rr["p99"].append(mine[0]["p99_ms"] / hand[0]["p99_ms"])
                    rr["cpu"].append(mine[0]["cpu_us"] / hand[0]["cpu_us"])
                if mine and inline:
                    rr["inline"].append(mine[0]["rps"] / inline[0]["rps"])
            if rr["handoff"] or rr["inline"]:
                # Whichever of two servers runs first in a repetition measures slower (order_balanced).
                rr = {key: order_balanced(values) for key, values in rr.items()}
                ratios[(variant["name"], c)] = rr
                shown = lambda values: cell(values, 2) if values else "—"
                lines.append(f"| {variant['name']} | {c} | {shown(rr['handoff'])} | {shown(rr['inline'])} "
                             f"| {shown(rr['p99'])} | {shown(rr['cpu'])} |")
    lines.append("")
    lines += base_comparison(results, all_variants)
    firsts_by = {}
    for f in firsts:
        firsts_by.setdefault(f["variant"], []).append(f["seconds"] * 1000)
    everything = [ms for values in firsts_by.values() for ms in values]
    lines.append(f"First answer after start (spawn → first `200` to the variant's POST, polled every ms; "
                 f"{len(everything)} starts): median {med(everything):.1f} ms, max {max(everything):.1f} ms.")
    lines.append("")
    handoff_costs = []
    for c in CONNECTIONS:
        costs = []
        for repetition in range(REPEAT):
            hand = [r for r in by("C ceiling, hand-off", c) if r["repetition"] == repetition]
            inline = [r for r in by("C ceiling, inline", c) if r["repetition"] == repetition]
            if hand and inline:
                costs.append(hand[0]["cpu_us"] - inline[0]["cpu_us"])
        if costs:
            handoff_costs.append(f"{cell(costs, 1)} µs at c{c}")
    if handoff_costs:
        lines.append("The hand-off itself (suspend, queue to a worker thread, resume), measured as the C hand-off "
                     "ceiling's server CPU per request minus the inline ceiling's, repetition by repetition: "
                     + ", ".join(handoff_costs) + ". sheetd pays it only on a miss: a cached answer is sent by "
                     "the epoll thread without a hand-off.")
        lines.append("")
    return lines, ratios, med(everything), max(everything)


def base_comparison(results, all_variants):
    """This build ÷ the older build (BASE_SHEETD_BIN), variant by variant, pair by pair within each repetition."""
    names = [v["name"] for v in all_variants]
    compared = [name for name in BASE_COMPARED if name in names and base_name(name) in names]
    if not compared:
        return []
    lines = [f"This build ÷ `{BASE_LABEL}` (the older build, run in the same repetitions with the same load), pair "
             "by pair within each repetition, each two consecutive repetitions (opposite run orders) combined by their "
             "geometric mean, then the median (min–max); above 1 is faster for req/s, below 1 is "
             "cheaper for CPU:", "",
             "| variant | conns | req/s ÷ older | CPU/req ÷ older | p99 ÷ older |", "|---|---|---|---|---|"]
    for name in compared:
        for c in CONNECTIONS:
            rr = {"rps": [], "cpu": [], "p99": []}
            for repetition in range(REPEAT):
                pick = lambda n: [r for r in results if r["variant"] == n and r["connections"] == c
                                  and r["repetition"] == repetition]
                mine, old = pick(name), pick(base_name(name))
                if mine and old:
                    rr["rps"].append(mine[0]["rps"] / old[0]["rps"])
                    rr["cpu"].append(mine[0]["cpu_us"] / old[0]["cpu_us"])
                    rr["p99"].append(mine[0]["p99_ms"] / old[0]["p99_ms"])
            if rr["rps"]:
                rr = {key: order_balanced(values) for key, values in rr.items()}
                BASE_RATIOS[(name, c)] = rr
                lines.append(f"| {name} | {c} | {cell(rr['rps'], 2)} | {cell(rr['cpu'], 2)} | {cell(rr['p99'], 2)} |")
    lines.append("")
    return lines


BASE_RATIOS = {}


def order_balanced(ratios):
    """Ratios of consecutive repetitions taken two by two, as their geometric mean. Odd repetitions run the
    variants in reverse order, and whichever of two builds runs first in a repetition measured 8-10 % slower
    (the same binaries swapped as "this" and "older" gave 0.92 and 0.90), so a median over unequal numbers of
    each order would carry that bias; a pair of opposite orders cancels it. A last unpaired repetition is left out."""
    if len(ratios) < 2:
        return ratios
    return [math.sqrt(a * b) for a, b in zip(ratios[0::2], ratios[1::2])]


def log_cost(results):
    """The default JSON access log against `--log-format off` on repeated /layout, repetition by repetition:
    the ratio of req/s and the difference of server CPU per request. Returns (lines, {c: ratios})."""
    off_name, on_name = LOG_PAIR
    rows, ratios = [], {}
    for c in CONNECTIONS:
        rr = {"rps": [], "cpu": []}
        for repetition in range(REPEAT):
            pick = lambda name: [r for r in results if r["variant"] == name and r["connections"] == c
                                 and r["repetition"] == repetition]
            off, on = pick(off_name), pick(on_name)
            if off and on:
                rr["rps"].append(on[0]["rps"] / off[0]["rps"])
                rr["cpu"].append(on[0]["cpu_us"] - off[0]["cpu_us"])
        if rr["rps"]:
            ratios[c] = rr
            rows.append(f"| {c} | {cell(rr['rps'], 2)} | {cell(rr['cpu'], 2)} |")
    if not rows:
        return [], ratios
    return ["The access log's cost: repeated `/layout` with the default configuration (JSON access log to a "
            "file) against `--log-format off`, run back to back and compared within each repetition, then the "
            "median (min–max):", "",
            "| conns | req/s with log ÷ without | server CPU µs/req with log − without |", "|---|---|---|",
            *rows, ""], ratios


def micro_tables(micro):
    results = {r["name"]: r for r in micro["results"]}
    lines = ["| benchmark | median ns/op | min–max |", "|---|---|---|"]
    for r in micro["results"]:
        if r["name"].startswith("scaling:"):
            continue
        lines.append(f"| {r['name']} | {r['medianNs']:,.0f} | {r['minNs']:,.0f}–{r['maxNs']:,.0f} |")
    lines.append("")
    # Runs saved before sheetd-bench reported memory have no such key.
    if micro.get("memory"):
        lines += ["Resident memory (`/proc/self/statm`) of `sheetd-bench`:", "",
                  "| figure | kB |", "|---|---|"]
        lines += [f"| {m['name']} | {m['kilobytes']:,.0f} |" for m in micro["memory"]]
        lines.append("")
    series = {}
    for r in micro["results"]:
        m = re.match(r"scaling: /(layout|animation) .*?(\d+) (actions|fps)", r["name"])
        if m:
            series.setdefault(m.group(1), []).append((int(m.group(2)), r["medianNs"] / 1000))
    return lines, series, results


def linearity(points):
    """Least-squares line; returns (slope, intercept, r2, growth): growth is the last step's cost per
    unit ÷ the fitted slope, about 1 for a line and well above 1 when the cost per unit climbs."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    n, mx, my = len(xs), sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    intercept = my - slope * mx
    ss_res = sum((y - (intercept + slope * x)) ** 2 for x, y in zip(xs, ys))
    ss_tot = sum((y - my) ** 2 for y in ys)
    r2 = 1 - ss_res / ss_tot if ss_tot else 1.0
    last = (ys[-1] - ys[-2]) / (xs[-1] - xs[-2])
    growth = last / slope if slope > 0 else float("inf")
    return slope, intercept, r2, growth


def scaling_svg(series, path):
    """A line chart of µs per request against actions and against fps, one panel each."""
    width, height, pad = 760, 320, 50
    panel = (width - 3 * pad) / 2
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="11">',
             f'<rect width="{width}" height="{height}" fill="white"/>']
    panels = [("layout", "POST /layout: µs/request vs actions", "actions", "#1f77b4"),
              ("animation", "POST /animation: µs/request vs fps", "fps", "#d62728")]
    for index, (key, title, unit, color) in enumerate(panels):
        points = sorted(series.get(key, []))
        if len(points) < 2:
            continue
        x0, y0 = pad + index * (panel + pad), height - pad
        top = 35
        xmax = max(p[0] for p in points)
        ymax = max(p[1] for p in points) * 1.1
        sx = lambda x: x0 + x / xmax * panel
        sy = lambda y: y0 - y / ymax * (y0 - top)
        parts.append(f'<text x="{x0 + panel / 2}" y="20" text-anchor="middle" font-size="13">{title}</text>')
        parts.append(f'<line x1="{x0}" y1="{y0}" x2="{x0 + panel}" y2="{y0}" stroke="black"/>')
        parts.append(f'<line x1="{x0}" y1="{y0}" x2="{x0}" y2="{top}" stroke="black"/>')
        for tick in range(5):
            value = ymax * tick / 4
            parts.append(f'<line x1="{x0}" y1="{sy(value):.1f}" x2="{x0 + panel}" y2="{sy(value):.1f}" '
                         f'stroke="#ddd"/>')
            parts.append(f'<text x="{x0 - 4}" y="{sy(value) + 4:.1f}" text-anchor="end">{value:.0f}</text>')
        for x, _ in points:
            parts.append(f'<text x="{sx(x):.1f}" y="{y0 + 15}" text-anchor="middle">{x}</text>')
        parts.append(f'<text x="{x0 + panel / 2}" y="{y0 + 32}" text-anchor="middle">{unit}</text>')
        slope, intercept, _, _ = linearity(points)
        parts.append(f'<line x1="{sx(0):.1f}" y1="{sy(intercept):.1f}" x2="{sx(xmax):.1f}" '
                     f'y2="{sy(intercept + slope * xmax):.1f}" stroke="{color}" stroke-dasharray="4 3" opacity="0.6"/>')
        polyline = " ".join(f"{sx(x):.1f},{sy(y):.1f}" for x, y in points)
        parts.append(f'<polyline points="{polyline}" fill="none" stroke="{color}" stroke-width="2"/>')
        for x, y in points:
            parts.append(f'<circle cx="{sx(x):.1f}" cy="{sy(y):.1f}" r="3" fill="{color}"/>')
    parts.append(f'<text x="{width - 5}" y="{height - 5}" text-anchor="end" fill="#666">median µs per request '
                 f'through SheetService.respond (cache off); dashed: least-squares line</text>')
    parts.append("</svg>")
    open(path, "w").write("\n".join(parts) + "\n")


def machine_share_sentence(results):
    """What else used the machine during the HTTP measurements, measured rather than assumed."""
    others = [r["other_cpu"] * 100 for r in results if "other_cpu" in r]
    steals = [r["steal"] * 100 for r in results if "steal" in r]
    if not others:
        return "The ratios are computed within each repetition."
    busiest, most_stolen = max(others), max(steals)
    noise = []
    if busiest >= 5:
        noise.append("other work shared the machine")
    if most_stolen >= 5:
        noise.append("the hypervisor gave this machine's CPUs to others for part of the time")
    verdict = ("the machine was otherwise quiet" if not noise else
               " and ".join(noise) + ", so absolute figures are noisy")
    retried = sum(1 for r in results if r.get("attempts", 1) > 1)
    retries = (f" {retried} of the {len(results)} measurements were taken again because others took over "
               f"{NOISE_LIMIT * 100:.0f} % of the machine during them (up to {RETRIES} more times; the quietest "
               f"attempt kept in every table)." if retried else "")
    return (f"Besides the server and wrk, other processes used a median {med(others):.1f} % (max {busiest:.1f} %) "
            f"of the {CPUS} CPUs' time during the measurements, and the hypervisor took {med(steals):.1f} % "
            f"(max {max(steals):.1f} %) as steal: {verdict}.{retries} The ratios are computed within each "
            f"repetition.")


def write_report(http_part, micro, started, finished, loads):
    lines = ["<!-- bench:begin (generated by scripts/bench.py; edit outside these markers) -->", ""]
    lines.append(f"Run: {time.strftime('%Y-%m-%d %H:%M', time.localtime(started))}–"
                 f"{time.strftime('%H:%M', time.localtime(finished))} (machine time), {CPUS} CPUs, "
                 f"{'server on CPU 1, wrk on CPU 0 (taskset)' if PINNED else 'unpinned (1 CPU)'}; "
                 f"1-minute load average at start {loads[0]:.2f}, at end {loads[1]:.2f}. "
                 + machine_share_sentence(http_part[0] if http_part else []))
    lines.append("")
    if http_part:
        results, firsts, all_variants, answer_size = http_part
        lines.append(f"### HTTP: {REPEAT} repetitions × {DURATION} s per connection count, wrk keep-alive, "
                     f"1 s warm-up per start")
        lines.append("")
        table, ratios, first_med, first_max = http_tables(results, firsts, all_variants, answer_size)
        lines += table
        log_lines, log_ratios = log_cost(results)
        lines += log_lines
        lines.append("Commands (ports vary; see `.build/bench/*.log`):")
        lines.append("")
        lines.append("```")
        for variant in all_variants:
            lines.append(f"# {variant['name']}")
            lines.append(variant.get("command", ""))
        seen = set()
        for r in results:
            key = (r["variant"], r["connections"])
            if key not in seen and r["connections"] == CONNECTIONS[-1]:
                seen.add(key)
                lines.append(r["command"])
        lines.append("```")
        lines.append("")
        lines += targets(ratios, results, first_med, first_max, micro, log_ratios)
    if micro:
        micro_lines, series, by_name = micro_tables(micro)
        lines.append(f"### Micro-benchmarks (`{micro['command']}`)")
        lines.append("")
        lines.append("Release build; each benchmark warms up (≥ 20 ms, ≥ 50 calls), then times 7 runs of N "
                     "iterations (about 60 ms each) and reports the median run. "
                     + ("" if micro["fontsAvailable"] else "Fonts were missing: no HarfBuzz cases."))
        lines.append("")
        lines += micro_lines
        lines.append("### Scaling")
        lines.append("")
        lines.append("Median µs per request through `SheetService.respond` (response cache off, HarfBuzz measurer "
                     "with its measurements cached):")
        lines.append("")
        for key, unit, one in (("layout", "actions", "action"), ("animation", "fps", "frame per second")):
            points = sorted(series.get(key, []))
            if len(points) < 2:
                continue
            slope, intercept, r2, growth = linearity(points)
            lines.append(f"| /{key}: {unit} | " + " | ".join(str(x) for x, _ in points) + " |")
            lines.append("|---|" + "---|" * len(points))
            lines.append("| µs/request | " + " | ".join(f"{y:.1f}" for _, y in points) + " |")
            lines.append("")
            verdict = "linear" if r2 >= 0.9 and growth <= 1.5 else "NOT clearly linear"
            lines.append(f"Least squares: {intercept:.1f} µs + {slope:.2f} µs per {one}, R² = {r2:.3f}; "
                         f"cost per {one} of the last step ÷ fitted slope = {growth:.2f} (≤ 1.5 and R² ≥ 0.9: "
                         f"linear) → **{verdict}**.")
            lines.append("")
        scaling_svg(series, "Benchmarks/scaling.svg")
        lines.append("![µs per request against actions and fps](Benchmarks/scaling.svg)")
        lines.append("")
    lines.append("<!-- bench:end -->")
    generated = "\n".join(lines)
    text = open(OUT).read() if os.path.exists(OUT) else ""
    pattern = re.compile(r"<!-- bench:begin.*?<!-- bench:end -->", re.S)
    if pattern.search(text):
        text = pattern.sub(lambda _: generated, text)
    else:
        text = (text.rstrip() + "\n\n" if text else "# Benchmarks\n\n") + "## Latest `make bench`\n\n" + generated + "\n"
    open(OUT, "w").write(text)
    log(f"wrote {OUT}")


def targets(ratios, results, first_med, first_max, micro, log_ratios):
    lines = ["### Against the issue's targets", "", "| target | reached | met |", "|---|---|---|"]
    for c, rr in sorted(log_ratios.items()):
        value = med(rr["rps"])
        lines.append(f"| default JSON access log, c{c}: ≥ 0.9 × `--log-format off` req/s | {value:.2f} "
                     f"({med(rr['cpu']):+.2f} µs CPU/req) | {'yes' if value >= 0.9 else 'no'} |")

    def ratio_row(label, name, bound):
        for c in CONNECTIONS:
            rr = ratios.get((name, c))
            if rr and rr["handoff"]:
                value = med(rr["handoff"])
                lines.append(f"| {label}, c{c}: ≥ {bound} × C hand-off | {value:.2f} | {'yes' if value >= bound else 'no'} |")

    # Issue 27's targets.
    ratio_row("/layout every request different", UNIQUE, 0.75)
    ratio_row("/layout repeated, default JSON log", LOG_PAIR[1], 1.2)
    ratio_row("/animation keyframes, every request different", UNIQUE_ANIMATION, 0.5)
    for c in CONNECTIONS:
        rr = BASE_RATIOS.get((UNIQUE, c))
        if rr:
            value = med(rr["rps"])
            lines.append(f"| /layout every request different, c{c}: ≥ 1.2 × `{BASE_LABEL}` | {value:.2f} "
                         f"| {'yes' if value >= 1.2 else 'no'} |")
    c = CONNECTIONS[-1]
    for name in ("sheetd /layout repeated", UNIQUE, "sheetd /animation repeated"):
        rr = ratios.get((name, c))
        if rr and rr["p99"]:
            value = med(rr["p99"])
            lines.append(f"| {name}: p99 at c{c} ≤ 2 × C hand-off p99 | {value:.2f} × | {'yes' if value <= 2 else 'no'} |")
    rss = max((r["rss_mb"] for r in results if r["variant"].startswith("sheetd")), default=0)
    lines.append(f"| RSS under load ≤ 30 MB (max over this build's runs) | {rss:.1f} MB | {'yes' if rss <= 30 else 'no'} |")
    lines.append(f"| first answer < 100 ms after start (max) | {first_max:.1f} ms (median {first_med:.1f}) "
                 f"| {'yes' if first_max < 100 else 'no'} |")
    if micro:
        by = {r["name"]: r for r in micro["results"]}
        layout = next((r for n, r in by.items() if n.startswith("layout: seed, HarfBuzz")), None)
        encode = next((r for n, r in by.items() if n.startswith("encode: seed /layout")), None)
        if layout:
            lines.append(f"| layout of the seed (measurements cached) < 2 µs | {layout['medianNs'] / 1000:.2f} µs "
                         f"| {'yes' if layout['medianNs'] < 2000 else 'no'} |")
        if encode:
            lines.append(f"| encoding its response < 3 µs | {encode['medianNs'] / 1000:.2f} µs "
                         f"| {'yes' if encode['medianNs'] < 3000 else 'no'} |")
    lines.append("")
    return lines


def main():
    needed = [SHEETD] + ([CEILING] if any(v["kind"] == "c" for v in variants()) else []) + ([BASE] if BASE else [])
    for path in needed:
        if "--report-only" not in sys.argv and not os.access(path, os.X_OK):
            sys.exit(f"bench: no {path} (run `make bench`, which builds it)")
    started, load0 = time.time(), os.getloadavg()[0]
    log(f"{CPUS} CPUs, {'pinned' if PINNED else 'unpinned'}, load average {load0:.2f}; "
        f"{REPEAT} × {len(variants())} variants × {CONNECTIONS} connections × {DURATION} s")
    raw = f"{WORK}/results.json"
    if "--report-only" in sys.argv:  # rewrite BENCHMARKS.md from the last run's saved measurements
        saved = json.load(open(raw))
        variant_names = {v["name"]: v for v in saved["variants"]}
        write_report((saved["results"], saved["firsts"], list(variant_names.values()), saved["answer_size"]),
                     saved["micro"], saved["started"], saved["finished"], tuple(saved["loads"]))
        return
    http_part = None if os.environ.get("BENCH_SKIP_HTTP") else run_http()
    micro = run_micro()
    finished, loads = time.time(), (load0, os.getloadavg()[0])
    if http_part:
        results, firsts, all_variants, answer_size = http_part
        json.dump({"results": results, "firsts": firsts, "variants": all_variants, "answer_size": answer_size,
                   "micro": micro, "started": started, "finished": finished, "loads": loads}, open(raw, "w"))
    write_report(http_part, micro, started, finished, loads)


if __name__ == "__main__":
    main()
