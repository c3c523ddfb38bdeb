"""Soak: bounded load on one live sheetd for SOAK_SECONDS, from SOAK_CLIENTS keep-alive clients
cycling through a few distinct requests. Every answer must be 200 and byte-identical (body and
ETag) to the first answer to that request; resident memory is sampled each second and its slope
after warm-up (the first fifth, at least 10 s) must stay flat.

Env: SOAK_SECONDS (default 60), SOAK_CLIENTS (default 4), SHEETD_BIN.
Run: scripts/soak.sh (`make soak`), which runs pytest on this file.
"""

from __future__ import annotations

import json
import os
import threading
import time

from sheetd_support import SEED, Daemon, Figures, serving

SECONDS = int(os.environ.get("SOAK_SECONDS", "60"))
CLIENTS = int(os.environ.get("SOAK_CLIENTS", "4"))
# Growth tolerated after warm-up: allocator noise is a few MiB at most; a leak of even a few
# hundred bytes per request shows as far more over a minute at these rates.
MAX_SLOPE_KIB_PER_MIN = 1024
MAX_GROWTH_KIB = 4096

figures = Figures("soak")
REQUESTS = [
    ("POST", "/layout", SEED),
    ("POST", "/layout", {"screen": {"width": 393}, "sheet": {"title": "Delete photo?",
     "actions": [{"title": "Delete", "style": "destructive"}, {"title": "Cancel", "style": "cancel"}]}}),
    ("POST", "/animation", {**SEED, "transition": "present"}),
    ("POST", "/animation", {**SEED, "transition": "dismiss", "format": "css"}),
    ("POST", "/animation", {**SEED, "transition": "dismiss", "fps": 120, "format": "lottie"}),
    ("GET", "/profiles", None),
]


def slope_per_minute(samples: list[tuple[float, int]]) -> float:
    """Least-squares slope of RSS (KiB) over time, in KiB per minute."""
    n = len(samples)
    mean_t = sum(t for t, _ in samples) / n
    mean_r = sum(r for _, r in samples) / n
    var = sum((t - mean_t) ** 2 for t, _ in samples)
    cov = sum((t - mean_t) * (r - mean_r) for t, r in samples)
    return cov / var * 60 if var else 0.0


def test_soak(d: Daemon):
    """bounded load: zero errors, every answer byte-identical to the expected one, flat memory after warm-up"""
    expected = []
    for method, path, body in REQUESTS:
        payload = json.dumps(body).encode() if body is not None else None
        headers = {"Content-Type": "application/json"} if payload else {}
        reply = d.request(method, path, payload, headers)
        assert reply.status == 200, f"{method} {path}: {reply.status}"
        expected.append((method, path, payload, headers, reply.body, reply.headers.get("etag")))
    stop = threading.Event()
    counts = [0] * CLIENTS
    problems: list[str] = []

    def client(index: int) -> None:
        connection = d.connection(timeout=10)
        position = index
        while not stop.is_set():
            method, path, payload, headers, body, etag = expected[position % len(expected)]
            position += 1
            try:
                connection.request(method, path, body=payload, headers=headers)
                response = connection.getresponse()
                answer = response.read()
                if response.status != 200 or answer != body or response.getheader("ETag") != etag:
                    problems.append(f"{method} {path}: status {response.status}, body {'same' if answer == body else 'differs'}")
            except Exception as error:  # noqa: BLE001 - every failure counts as an error
                problems.append(f"{method} {path}: {type(error).__name__}: {error}")
                connection.close()
                connection = d.connection(timeout=10)
            counts[index] += 1
        connection.close()

    threads = [threading.Thread(target=client, args=(i,)) for i in range(CLIENTS)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    samples: list[tuple[float, int]] = []
    while time.monotonic() - started < SECONDS:
        time.sleep(1)
        samples.append((time.monotonic() - started, d.rss_kib()))
    stop.set()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - started
    total = sum(counts)
    warm_up = max(10.0, SECONDS / 5)
    steady = [(t, r) for t, r in samples if t >= warm_up] or samples
    slope = slope_per_minute(steady) if len(steady) >= 3 else 0.0
    growth = steady[-1][1] - steady[0][1]
    figures.record("soak_requests", total)
    figures.record("soak_rate_per_s", round(total / elapsed))
    figures.record("soak_errors", len(problems))
    figures.record("soak_rss_kib", f"start {samples[0][1]}, after warm-up {steady[0][1]}, end {samples[-1][1]}, "
                 f"max {max(r for _, r in samples)}")
    figures.record("soak_rss_slope_kib_per_min", round(slope, 1))
    figures.record("soak_rss_growth_after_warmup_kib", growth)
    rss_log = d.log_path.with_name("soak-rss.csv")
    rss_log.write_text("seconds,rss_kib\n" + "".join(f"{t:.1f},{r}\n" for t, r in samples))
    print(f"soak: RSS samples in {rss_log}")
    assert not problems, f"{len(problems)} errors or mismatches, first: {problems[:3]}"
    assert total > 0
    assert slope < MAX_SLOPE_KIB_PER_MIN or growth < MAX_GROWTH_KIB, (
        f"RSS grows {slope:.0f} KiB/min after warm-up ({growth} KiB)")


d = serving(log_name="soak")
