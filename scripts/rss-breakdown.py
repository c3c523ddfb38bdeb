#!/usr/bin/env python3
"""What a sheetd's resident memory is made of, at rest, after its first request and under bench.py's unique load.

    scripts/rss-breakdown.py BINARY [layout|keyframes] [sheetd flags...]

Starts BINARY on a free 127.0.0.1 port (`taskset -c 1`, `--log-format off`), takes /proc/PID/smaps at rest,
after one POST of the seed, then runs wrk as scripts/bench.py does for the unique variants (`taskset -c 0`,
one thread, Benchmarks/lua/layout-varied.lua: 1 s at 16 connections to warm up, then 5 s at 16 and 5 s at
64), sampling VmRSS every 50 ms, with smaps again after each run and in the middle of the 64-connection one.
`keyframes` posts to /animation with BENCH_ROOT_MEMBERS='"transition":"dismiss","fps":60', as bench.py's
keyframes variant. Prints req/s, server CPU per request and the largest VmRSS sample per run, the response
and text caches' sizes at the end (/metrics; each wrk run is numbered, BENCH_RUN, as bench.py numbers them, so
no body repeats and the response cache stays empty; BENCH_RUN_FIXED=1 repeats the same bodies in every run, as
bench.py did before, and the cache then fills with what is seen twice), then the
mappings grouped (each library, each font, the executable, malloc's main heap and other arenas, thread
stacks, other anonymous memory) with their Rss per stage. RSS_JSON=FILE also writes everything as JSON;
LD_PRELOAD passes to the server (e.g. a malloc_info hook, for investigation). The server is stopped by its PID.
"""
import http.client
import itertools
import json
import os
import re
import socket
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STAGES = ["at rest", "first", "after c16", "mid c64", "after c64"]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def vm_rss_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def mappings(pid):
    maps, current = [], None
    with open(f"/proc/{pid}/smaps") as smaps:
        lines = smaps.readlines()
    for line in lines:
        head = re.match(r"^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$", line)
        if head:
            current = {"start": int(head[1], 16), "end": int(head[2], 16), "perm": head[3], "path": head[4].strip()}
            maps.append(current)
        elif line.split(":", 1)[1].strip().endswith("kB"):
            key, value = line.split(":", 1)
            current[key] = int(value.split()[0])
    return maps


def group(maps, index, executable):
    """The part of the process a mapping belongs to."""
    mapping, path = maps[index], maps[index]["path"]
    if path.startswith("/"):
        name = os.path.basename(path)
        if re.search(r"\.(ttf|otf|ttc)$", name):
            return "font " + name
        return "executable" if os.path.realpath(path) == executable else "file " + name
    if path == "[heap]":
        return "anon: malloc main arena ([heap])"
    if path == "[stack]":
        return "anon: main thread stack"
    if path.startswith("["):
        return "kernel " + path
    before = maps[index - 1] if index else None
    after = maps[index + 1] if index + 1 < len(maps) else None
    size = mapping["end"] - mapping["start"]
    # A thread stack: read-write, right above its guard page. A malloc arena other than the main one: a
    # 64 MiB-aligned heap, its used part read-write and the rest reserved (PROT_NONE) right after it.
    if before and before["perm"].startswith("---") and not before["path"] and before["end"] == mapping["start"] \
            and before["end"] - before["start"] <= 65536 and mapping["perm"].startswith("rw"):
        return "anon: thread stacks"
    if after and after["perm"].startswith("---") and not after["path"] and after["start"] == mapping["end"] \
            and size + after["end"] - after["start"] == 64 << 20:
        return "anon: malloc other arenas"
    if mapping["perm"].startswith("---"):
        return "anon: reserved, not resident"
    return "anon: other (runtime metadata, large mallocs)"


def breakdown(pid, executable):
    maps, groups = mappings(pid), {}
    for index, mapping in enumerate(maps):
        name = group(maps, index, executable)
        groups[name] = groups.get(name, 0) + mapping.get("Rss", 0)
    return {"vm_rss_kb": vm_rss_kb(pid), "groups_kb": groups}


def cache_metrics(port):
    """The response and text caches' sizes from /metrics: under the unique load they explain much of the spread."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    connection.request("GET", "/metrics")
    text = connection.getresponse().read().decode()
    connection.close()
    names = ["sheetd_response_cache_entries", "sheetd_response_cache_bytes", "sheetd_text_cache_entries"]
    return {name: int(float(m[1])) for name in names for m in [re.search(rf"^{name} (\S+)$", text, re.MULTILINE)] if m}


def post(port, path, body):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    connection.request("POST", path, body, {"Content-Type": "application/json"})
    response = connection.getresponse()
    response.read()
    connection.close()
    return response.status


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = os.path.realpath(sys.argv[1])
    load = sys.argv[2] if len(sys.argv) > 2 else "layout"
    flags = sys.argv[3:]
    os.chdir(ROOT)
    path = "/layout" if load == "layout" else "/animation"
    seed = "examples/seed.json" if load == "layout" else "Benchmarks/requests/animation-seed.json"
    wrk_env = dict(os.environ)
    if load == "keyframes":
        wrk_env["BENCH_ROOT_MEMBERS"] = '"transition":"dismiss","fps":60'
    wrk_env.pop("LD_PRELOAD", None)
    port = free_port()
    server = subprocess.Popen(["taskset", "-c", "1", binary, "--host", "127.0.0.1", "--port", str(port),
                               "--log-format", "off"] + flags, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    pid = server.pid  # taskset execs the server
    result = {"binary": binary, "load": load, "flags": flags, "stages": {}, "runs": []}
    try:
        for _ in range(3000):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.005)
        time.sleep(0.3)
        result["stages"]["at rest"] = breakdown(pid, binary)
        with open(seed, "rb") as file:
            status = post(port, path, file.read())
        if status != 200:
            sys.exit(f"{path} answered {status}")
        result["stages"]["first"] = breakdown(pid, binary)
        samples, stop = [], threading.Event()

        def sample():
            while not stop.wait(0.05):
                samples.append(vm_rss_kb(pid))

        sampler = threading.Thread(target=sample)
        sampler.start()

        def cpu_seconds():
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

        runs = itertools.count(1)

        def wrk(connections, seconds):
            argv = ["taskset", "-c", "0", "wrk", "-t1", f"-c{connections}", f"-d{seconds}s", "--latency",
                    "--timeout", "5s", "-s", "Benchmarks/lua/layout-varied.lua", f"http://127.0.0.1:{port}{path}"]
            # Numbered like bench.py's runs, so that no run repeats an earlier run's bodies.
            env = {**wrk_env, "BENCH_RUN": "0" if os.environ.get("BENCH_RUN_FIXED") else str(next(runs))}
            output = subprocess.run(argv, capture_output=True, text=True, env=env, check=True).stdout
            return json.loads(re.search(r"^BENCH_JSON (.*)$", output, re.MULTILINE).group(1))

        wrk(16, 1)
        for connections in (16, 64):
            first_sample, cpu_before = len(samples), cpu_seconds()
            if connections == 64:
                threading.Timer(3.0, lambda: result["stages"].__setitem__("mid c64", breakdown(pid, binary))).start()
            report = wrk(connections, 5)
            result["runs"].append({
                "connections": connections, "rps": report["requests"] / (report["duration_us"] / 1e6),
                "cpu_us": (cpu_seconds() - cpu_before) * 1e6 / max(report["requests"], 1),
                "p99_ms": report["p99_us"] / 1000, "max_rss_kb": max(samples[first_sample:])})
            result["stages"][f"after c{connections}"] = breakdown(pid, binary)
        stop.set()
        sampler.join()
        result["caches"] = cache_metrics(port)
    finally:
        server.terminate()
        server.wait(10)
    if os.environ.get("RSS_JSON"):
        with open(os.environ["RSS_JSON"], "w") as file:
            json.dump(result, file, indent=1)
    for run in result["runs"]:
        print(f"c{run['connections']}: {run['rps']:,.0f} req/s, {run['cpu_us']:.1f} µs CPU/req, "
              f"p99 {run['p99_ms']:.2f} ms, VmRSS max {run['max_rss_kb'] / 1024:.1f} MB")
    print("after the runs: " + ", ".join(f"{name} {value:,}" for name, value in result["caches"].items()))
    stages = [stage for stage in STAGES if stage in result["stages"]]
    print(f"{'MB':46s}" + "".join(f"{stage:>11s}" for stage in stages))
    print(f"{'VmRSS':46s}" + "".join(f"{result['stages'][s]['vm_rss_kb'] / 1024:11.2f}" for s in stages))
    names = {name for stage in stages for name in result["stages"][stage]["groups_kb"]}
    last = stages[-1]
    for name in sorted(names, key=lambda n: -result["stages"][last]["groups_kb"].get(n, 0)):
        values = [result["stages"][s]["groups_kb"].get(name, 0) / 1024 for s in stages]
        if max(values) >= 0.05:
            print(f"{name[:46]:46s}" + "".join(f"{value:11.2f}" for value in values))


main()
