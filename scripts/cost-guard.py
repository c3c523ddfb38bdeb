#!/usr/bin/env python3
"""sheetd's cost guard: instructions and heap allocations per request, held against committed budgets.

Wall-clock benchmarks on shared machines move by a third from run to run, so a regression of that size
hides in them. Counts do not move with the load: for each workload of `sheetd-bench --guard`
(Benchmarks/Micro/CostGuard.swift: a unique /layout, a repeated /layout answered from the response
cache, without and with the default JSON access log, unique /animation keyframes of a sheet and of an alert, a
unique ios26 layout, a unique SVG preview), this script runs the
release sheetd-bench once under valgrind's callgrind with Benchmarks/counts/malloc_count.c preloaded:
the shim counts the allocations of the thread that answers, and switches callgrind's instrumentation on
for the measured requests only (after the warm-up ones; --instr-atstart=no). Per request: callgrind's instruction total ÷ the
measured requests, and the shim's allocation count ÷ the measured requests.

    scripts/cost-guard.py                 check against Benchmarks/budgets.json (make cost-guard, make check)
    scripts/cost-guard.py --regen         rewrite the budgets from this build (make regen-budgets)
    scripts/cost-guard.py --record TEXT   also append a row labelled TEXT to Benchmarks/counts-history.jsonl
                                          (scripts/regen-counts-history.py renders its table)
    scripts/cost-guard.py --self-test     show that a deliberate regression (one more copy of every answer) fails
    scripts/cost-guard.py --only a,b      only these workloads

A count fails when it exceeds its budget by more than the budget file's tolerance (2 %). Environment:
SHEETD_BENCH_BIN (the release sheetd-bench, built with -enable-testing; default
.build/check-release/release/sheetd-bench), GUARD_SHIM (the built shim; default
.build/cost-guard/malloc_count.so), GUARD_JOBS (parallel valgrind runs, default 1).
"""
import argparse
import concurrent.futures
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUDGETS = os.path.join(ROOT, "Benchmarks", "budgets.json")
HISTORY = os.path.join(ROOT, "Benchmarks", "counts-history.jsonl")  # the counts: a row per change
WORK = os.path.join(ROOT, ".build", "cost-guard")
BENCH = os.environ.get("SHEETD_BENCH_BIN", os.path.join(ROOT, ".build", "check-release", "release", "sheetd-bench"))
SHIM = os.environ.get("GUARD_SHIM", os.path.join(WORK, "malloc_count.so"))
WORKLOADS = ["layout-unique", "layout-repeated", "layout-repeated-log", "animation-keyframes", "alert-animation",
             "ios26-layout", "preview-svg", "detent-layout"]
METRICS = ["instructions", "allocations"]


def log(message):
    print(f"cost-guard: {message}", file=sys.stderr, flush=True)


def stripped_binary():
    """valgrind cannot read the DWARF that swiftc writes, so it runs a copy without it (symbols kept)."""
    os.makedirs(WORK, exist_ok=True)
    copy = os.path.join(WORK, "sheetd-bench")
    if not os.path.exists(copy) or os.path.getmtime(copy) < os.path.getmtime(BENCH):
        subprocess.run(["objcopy", "--strip-debug", BENCH, copy + ".tmp"], check=True)
        os.replace(copy + ".tmp", copy)
    return copy


def measure(binary, workload, warm_up, measured, extra_copy=False):
    """Instructions and allocations per measured request of one workload, from one callgrind run."""
    out = os.path.join(WORK, f"callgrind.{workload}{'.extra-copy' if extra_copy else ''}.out")
    argv = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--instr-atstart=no", binary, "--guard", workload, "--warm-up", str(warm_up),
            "--measured", str(measured)] + (["--extra-copy"] if extra_copy else [])
    # Swift's per-process hash seed changes dictionary probes, hence instructions, from run to run.
    env = {**os.environ, "LD_PRELOAD": SHIM, "SWIFT_DETERMINISTIC_HASHING": "1"}
    started = time.monotonic()
    result = subprocess.run(argv, capture_output=True, text=True, env=env)
    line = re.search(r"^GUARD (\{.*\})$", result.stdout, re.M)
    if result.returncode != 0 or not line:
        raise RuntimeError(f"{workload}: {' '.join(argv)} failed ({result.returncode}):\n"
                           f"{result.stdout[-2000:]}\n{result.stderr[-4000:]}")
    counts = json.loads(line.group(1))
    if counts["allocations"] is None:
        raise RuntimeError(f"{workload}: the allocation counter was not loaded (LD_PRELOAD={SHIM})")
    totals = None
    for text in open(out):
        if text.startswith(("totals:", "summary:")):
            totals = int(text.split()[1])
    if totals is None:
        raise RuntimeError(f"{workload}: no totals in {out}")
    requests = counts["requests"]
    return {"instructions": round(totals / requests), "allocations": round(counts["allocations"], 2),
            "allocatedBytes": round(counts["allocatedBytes"]), "seconds": round(time.monotonic() - started, 1)}


def measure_all(workloads, warm_up, measured, extra_copy=False):
    binary = stripped_binary()
    jobs = max(1, int(os.environ.get("GUARD_JOBS", "1")))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {name: pool.submit(measure, binary, name, warm_up, measured, extra_copy) for name in workloads}
        return {name: future.result() for name, future in futures.items()}


def environment():
    """What the counts depend on besides the code: the toolchain, the libraries' versions and the CPU (glibc and
    valgrind pick memcpy and friends by its features). Recorded with the budgets, and compared on every check."""
    def run(argv):
        try:
            return subprocess.run(argv, capture_output=True, text=True).stdout.strip().splitlines()[0]
        except (OSError, IndexError):
            return "unknown"
    model = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")),
                 "unknown")
    return {"swift": run(["swift", "--version"]), "valgrind": run(["valgrind", "--version"]),
            "glibc": run(["ldd", "--version"]), "harfbuzz": run(["pkg-config", "--modversion", "harfbuzz"]),
            "cpu": model}


# Instructions depend on the environment too (glibc and valgrind pick memcpy and friends by the CPU's features;
# the toolchain and libraries are other code): on a machine other than the budgets' they are held to this wider
# tolerance instead, so that a new machine of the same kind is not a failure while a real regression still is.
# Allocations depend only on the code and keep the budgets' tolerance everywhere.
FOREIGN_INSTRUCTION_TOLERANCE = 0.10


def compare(measured, budgets, tolerance, instruction_tolerance=None):
    """The failures: (workload, metric, value, budget) for every count over budget × (1 + tolerance), instructions
    over budget × (1 + instruction_tolerance) when that is given. A workload without a budget fails too, so a new
    one cannot slip in unguarded."""
    failures = []
    for name, counts in measured.items():
        budget = budgets.get(name)
        for metric in METRICS:
            limit = None if budget is None else budget.get(metric)
            allowed = instruction_tolerance if metric == "instructions" and instruction_tolerance else tolerance
            if limit is None or counts[metric] > limit * (1 + allowed):
                failures.append((name, metric, counts[metric], limit))
    return failures


def table(measured, budgets):
    lines = ["| workload | instructions / request | budget | allocations / request | budget | bytes allocated "
             "/ request |", "|---|---|---|---|---|---|"]
    def number(value):
        return "—" if value is None else f"{value:,g}" if isinstance(value, float) else f"{value:,}"

    for name, counts in measured.items():
        budget = budgets.get(name, {})
        lines.append(f"| {name} | {number(counts['instructions'])} | {number(budget.get('instructions'))} "
                     f"| {number(counts['allocations'])} | {number(budget.get('allocations'))} "
                     f"| {number(counts['allocatedBytes'])} |")
    return "\n".join(lines)


def record(measured, label):
    """Appends a row for `label` to Benchmarks/counts-history.jsonl: each workload's counts, null if not measured."""
    counts = {name: {metric: measured[name][metric] for metric in METRICS} if name in measured else None
              for name in WORKLOADS}
    row = {"date": datetime.date.today().isoformat(), "change": label, "counts": counts}
    with open(HISTORY, "a", encoding="utf-8") as out:
        out.write(json.dumps(row, ensure_ascii=False) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--regen", action="store_true", help="rewrite Benchmarks/budgets.json from this build")
    parser.add_argument("--record", metavar="LABEL", help="append a row to Benchmarks/counts-history.jsonl")
    parser.add_argument("--self-test", action="store_true", help="check that one more copy of each answer fails")
    parser.add_argument("--only", help="comma-separated workloads")
    args = parser.parse_args()

    for tool in ("valgrind", "objcopy"):
        if not shutil.which(tool):
            sys.exit(f"cost-guard: {tool} is missing (apt-get install valgrind binutils)")
    if not os.access(BENCH, os.X_OK):
        sys.exit(f"cost-guard: no {BENCH} (make cost-guard builds it)")
    config = json.load(open(BUDGETS))
    tolerance, warm_up, measured_count = config["tolerance"], config["warmUp"], config["measured"]
    budgets = config["workloads"]
    workloads = args.only.split(",") if args.only else WORKLOADS

    if args.self_test:
        # One more copy of every answer's body per request, on the cheapest workload: the guard must fail.
        name = "layout-repeated"
        counts = measure_all([name], warm_up, measured_count, extra_copy=True)
        print(table(counts, budgets))
        failures = compare(counts, budgets, tolerance)
        if not failures:
            sys.exit("cost-guard: SELF-TEST FAILED: one more copy of every answer stayed within the budgets")
        for name, metric, value, limit in failures:
            print(f"cost-guard self-test: the extra copy is caught: {name} {metric} {value:,} > {limit:,} "
                  f"+ {tolerance:.0%}")
        return

    started = time.monotonic()
    counts = measure_all(workloads, warm_up, measured_count)
    here = environment()
    if args.regen:
        config["environment"] = here
        for name, values in counts.items():
            budgets[name] = {metric: values[metric] for metric in METRICS}
        config["workloads"] = {name: budgets[name] for name in WORKLOADS if name in budgets}
        with open(BUDGETS, "w") as out:
            json.dump(config, out, indent=2, ensure_ascii=False)
            out.write("\n")
        log(f"wrote {BUDGETS}")
    if args.record:
        record(counts, args.record)
        log(f"added a row to {HISTORY}")
    print(table(counts, budgets))
    log(f"{len(counts)} workloads in {time.monotonic() - started:.0f} s "
        "(" + ", ".join(f"{n} {c['seconds']} s" for n, c in counts.items()) + ")")
    differing = [key for key, value in config.get("environment", {}).items() if here.get(key) != value]
    instruction_tolerance = max(tolerance, FOREIGN_INSTRUCTION_TOLERANCE) if differing else None
    failures = [] if args.regen else compare(counts, budgets, tolerance, instruction_tolerance)
    if differing and not args.regen:
        recorded = config["environment"]
        details = "; ".join(f"{key}: {recorded[key]!r}, here {here.get(key)!r}" for key in differing)
        print(f"cost-guard: note: the budgets were recorded with another {', '.join(differing)} ({details}); "
              f"instructions are held to +{instruction_tolerance:.0%} here, allocations to +{tolerance:.0%} "
              "(make regen-budgets on this machine to compare code only)")
    for name, metric, value, limit in failures:
        if limit is None:
            print(f"cost-guard: FAIL {name}: no {metric} budget (make regen-budgets)")
        else:
            allowed = instruction_tolerance if metric == "instructions" and instruction_tolerance else tolerance
            print(f"cost-guard: FAIL {name}: {value:,} {metric} per request > budget {limit:,} + {allowed:.0%} "
                  f"({(value / limit - 1) * 100:+.1f} %)")
    if failures:
        sys.exit(1)
    print("cost-guard: every count within its budget" + (" (budgets rewritten)" if args.regen else ""))


if __name__ == "__main__":
    main()
