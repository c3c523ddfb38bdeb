"""The bad-input matrix against the live daemon: every hostile or broken request gets its exact
status and an RFC 9457 problem (with a JSON Pointer where one applies), nothing crashes, and the
daemon still answers /healthz afterwards with its memory in bounds.

Usage: test_matrix.py            (SHEETD_BIN picks the binary; default .build/debug/sheetd)
"""

from __future__ import annotations

import copy
import json
import socket
import time

from sheetd_support import GUARD_S, SEED, Daemon, Figures, Reply, assert_problem, peer_closed, read_all, serving

figures = Figures("reliability-matrix")
LAYOUT = {"screen": {"width": 390}, "sheet": {"title": "t", "actions": [{"title": "OK"}]}}
RSS_GROWTH_LIMIT_KIB = 64 * 1024

# The routes and the methods each accepts (Sources/SheetService/Routing/Route.swift).
ROUTES = {
    "/layout": ["POST", "GET", "HEAD", "OPTIONS"],
    "/animation": ["POST", "GET", "HEAD", "OPTIONS"],
    "/preview": ["POST", "GET", "HEAD", "OPTIONS"],
    "/": ["GET", "HEAD", "OPTIONS"],
    "/playground": ["GET", "HEAD", "OPTIONS"],
    "/profiles": ["GET", "HEAD", "OPTIONS"],
    "/healthz": ["GET", "HEAD", "OPTIONS"],
    "/readyz": ["GET", "HEAD", "OPTIONS"],
    "/metrics": ["GET", "HEAD", "OPTIONS"],
    "/openapi.yaml": ["GET", "HEAD", "OPTIONS"],
}
METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND", "BREW"]


def raw_request(d: Daemon, method: str, path: str, body: bytes = b"", headers: str = "") -> Reply:
    head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n{headers}"
    if method != "HEAD":
        head += f"Content-Length: {len(body)}\r\n"
    raw = d.raw(head.encode() + b"\r\n" + body, timeout=10)
    reply = Reply.parse(raw)
    if method == "HEAD":
        reply.body = b""
    return reply


def test_empty_body(d: Daemon):
    """empty body -> 400 malformed-json"""
    assert_problem(d.post_json("/layout", b""), 400, type_suffix="malformed-json")
    assert_problem(d.post_json("/animation", b""), 400, type_suffix="malformed-json")


def test_invalid_utf8(d: Daemon):
    """invalid UTF-8 inside a string -> 400 with the pointer of the string"""
    reply = d.post_json("/layout", b'{"screen":{"width":390},"sheet":{"title":"ab\xff\xfe"}}')
    assert_problem(reply, 400, pointer="/sheet/title", type_suffix="malformed-json")
    reply = d.post_json("/layout", b'{"screen":{"width":390},"sheet":{"title":"\xed\xa0\x80"}}')  # UTF-8 surrogate
    assert_problem(reply, 400, pointer="/sheet/title", type_suffix="malformed-json")


def test_truncated_json(d: Daemon):
    """truncated JSON -> 400 with the pointer of the unfinished value"""
    reply = d.post_json("/layout", b'{"screen":{"width":390},"sheet":{"title":"a"')
    assert_problem(reply, 400, pointer="/sheet", type_suffix="malformed-json")
    for cut in (1, 10, 25, 40):
        assert_problem(d.post_json("/layout", json.dumps(LAYOUT).encode()[:cut]), 400, type_suffix="malformed-json")


def test_not_an_object(d: Daemon):
    """JSON that is not an object (array, string, number, null, true) -> 422 at pointer ''"""
    for body in (b"[1,2]", b'"x"', b"42", b"null", b"true"):
        assert_problem(d.post_json("/layout", body), 422, pointer="", type_suffix="invalid-request")


def test_deep_nesting(d: Daemon):
    """10 000-deep arrays and objects -> 422 'nesting deeper than 64 levels', decided at level 65 without reading the rest"""
    for kind, opening, closing in (("arrays", b"[", b"]"), ("objects", b'{"a":', b"}")):
        body = opening * 10_000 + (b"1" if closing == b"}" else b"") + closing * 10_000
        started = time.monotonic()
        problem = assert_problem(d.post_json("/layout", body, timeout=GUARD_S), 422, type_suffix="invalid-request")
        figures.record(f"deep_nesting_{kind}_422_ms", round((time.monotonic() - started) * 1000, 1))
        assert "nesting deeper than 64" in problem["detail"], problem["detail"]
        # The parser stops at level 65: the same 10 000 openings with nothing after them (no
        # value, no closing) get the same answer, not 400 for the unfinished document.
        problem = assert_problem(d.post_json("/layout", opening * 10_000, timeout=GUARD_S), 422, type_suffix="invalid-request")
        assert "nesting deeper than 64" in problem["detail"], problem["detail"]
        pointer = problem["errors"][0]["pointer"]
        assert pointer.count("/") <= 65, f"the pointer has {pointer.count('/')} steps: the parser went past level 65"
    # inside a field: the pointer names the place
    reply = d.post_json("/layout", b'{"sheet":{"title":' + b"[" * 10_000 + b"]" * 10_000 + b"}}")
    problem = assert_problem(reply, 422, type_suffix="invalid-request")
    assert problem["errors"][0]["pointer"].startswith("/sheet/title/0/0"), problem["errors"]


def test_declared_100_mb(d: Daemon):
    """Content-Length: 100 MB -> 413 before any body byte is sent, connection closed"""
    with socket.create_connection(("127.0.0.1", d.port), timeout=GUARD_S) as sock:
        started = time.monotonic()
        # The head only: not one of the 104 857 600 declared bytes follows, and the write side
        # stays open, so the answer can only come from the head.
        sock.sendall(b"POST /layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 104857600\r\n\r\n")
        raw = read_all(sock, GUARD_S)  # until the server closes; GUARD_S only catches a hang
        elapsed = time.monotonic() - started
        closed = peer_closed(sock)
    assert raw, f"no answer to the head alone within the {GUARD_S} s guard (the server waited for the body)"
    reply = Reply.parse(raw)
    assert_problem(reply, 413, type_suffix="body-too-large")
    assert reply.headers.get("connection", "").lower() == "close", reply.headers
    assert closed, "the connection is still open after the 413"
    figures.record("declared_100MB_413_ms", round(elapsed * 1000, 1))


def test_chunked_over_limit(d: Daemon):
    """chunked body of 1.25 MiB (limit 1 MiB) -> 413 written mid-upload, connection closed"""
    chunk = b"x" * 65536
    data = (
        b"POST /layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
        + (b"10000\r\n" + chunk + b"\r\n") * 20
        + b"0\r\n\r\n"
    )
    started = time.monotonic()
    reply = Reply.parse(d.raw(data, timeout=GUARD_S))  # the server closes after the 413
    assert_problem(reply, 413, type_suffix="body-too-large")
    assert reply.headers.get("connection", "").lower() == "close"
    figures.record("chunked_over_limit_413_ms", round((time.monotonic() - started) * 1000, 1))


def test_chunked_within_limit(d: Daemon):
    """a chunked body under the limit is read whole and answered 200"""
    body = json.dumps(LAYOUT).encode()
    chunks = b"".join(b"%x\r\n%s\r\n" % (len(body[i : i + 7]), body[i : i + 7]) for i in range(0, len(body), 7))
    data = (
        b"POST /layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
        b"Connection: close\r\n\r\n" + chunks + b"0\r\n\r\n"
    )
    raw = d.raw(data, timeout=10)
    assert raw.startswith(b"HTTP/1.1 200"), raw[:200]


def test_numbers(d: Daemon):
    """1e400 -> 422 'out of range' at its pointer; -0 -> read as 0 (422 range); "NaN" -> 422 type; bare NaN -> 400"""
    def with_width(text: bytes) -> bytes:
        return b'{"screen":{"width":' + text + b'},"sheet":{}}'

    problem = assert_problem(d.post_json("/layout", with_width(b"1e400")), 422, pointer="/screen/width")
    assert "out of range" in problem["detail"]
    problem = assert_problem(d.post_json("/layout", with_width(b"-1e400")), 422, pointer="/screen/width")
    problem = assert_problem(d.post_json("/layout", with_width(b"-0")), 422, pointer="/screen/width")
    assert "got 0" in problem["errors"][0]["detail"], problem["errors"]
    problem = assert_problem(d.post_json("/layout", with_width(b'"NaN"')), 422, pointer="/screen/width")
    assert "must be a number, got a string" in problem["errors"][0]["detail"]
    for bare in (b"NaN", b"Infinity", b"-Infinity", b"+1", b"01", b"1.", b".5"):
        assert_problem(d.post_json("/layout", with_width(bare)), 400, pointer="/screen/width")
    assert_problem(d.post_json("/layout", with_width(b"0x10")), 400, pointer="/screen")  # `0`, then a stray x
    # -0 where 0 is allowed: accepted as 0
    body = {"screen": {"width": 390, "safeAreaInsets": {"top": -0.0}}, "sheet": {"title": "t"}}
    assert d.post_json("/layout", json.dumps(body).replace("-0.0", "-0")).status == 200
    # 1e-400 underflows to 0 and is accepted like 0
    body = json.dumps({"screen": {"width": 390, "safeAreaInsets": {"top": 0}}, "sheet": {"title": "t"}})
    assert d.post_json("/layout", body.replace('"top": 0', '"top": 1e-400')).status == 200


def test_huge_arrays(d: Daemon):
    """100 000 actions (1.6 MB) -> 413 at the 1 MiB limit; 5 000 actions -> 422 at /sheet/actions; 20 000 -> 422 parser limit"""
    body = json.dumps({"screen": {"width": 390}, "sheet": {"actions": [{"title": "a"}] * 100_000}}).encode()
    assert len(body) > 1 << 20
    started = time.monotonic()
    # Raw socket: the 413 comes from the headers and the server closes while the client may still
    # be sending, which http.client reports as a broken pipe before reading the answer.
    head = b"POST /layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n"
    reply = Reply.parse(d.raw(head % len(body) + body, timeout=GUARD_S))  # the server closes after the 413
    assert_problem(reply, 413, type_suffix="body-too-large")
    figures.record("actions_100k_413_ms", round((time.monotonic() - started) * 1000, 1))
    body = json.dumps({"screen": {"width": 390}, "sheet": {"actions": [{"title": "a"}] * 5_000}})
    problem = assert_problem(d.post_json("/layout", body), 422, pointer="/sheet/actions")
    assert "at most 100" in problem["errors"][0]["detail"]
    body = json.dumps({"screen": {"width": 390}, "sheet": {"actions": [{"title": "a"}] * 20_000}})
    problem = assert_problem(d.post_json("/layout", body), 422, pointer="/sheet/actions/10000", type_suffix="invalid-request")
    assert "more than 10000 elements" in problem["detail"]


def test_one_megabyte_title(d: Daemon):
    """a 1 MB title (body under 1 MiB) -> 422 at /sheet/title (parser's 64 KiB string limit); 5 000 chars -> 422"""
    problem = assert_problem(
        d.post_json("/layout", {"screen": {"width": 390}, "sheet": {"title": "x" * 1_000_000}}), 422,
        pointer="/sheet/title", type_suffix="invalid-request",
    )
    assert "longer than 65536 bytes" in problem["detail"]
    problem = assert_problem(
        d.post_json("/layout", {"screen": {"width": 390}, "sheet": {"title": "x" * 5_000}}), 422,
        pointer="/sheet/title", type_suffix="invalid-request",
    )


def test_unknown_fields(d: Daemon):
    """unknown fields are rejected (422) at every level, each with its pointer"""
    body = copy.deepcopy(SEED)
    body["extra"] = 1
    body["screen"]["widht"] = 390
    body["sheet"]["actions"][0]["colour"] = "red"
    body["sheet"]["customView"]["subviews"][0]["frame"]["z"] = 1
    problem = assert_problem(d.post_json("/layout", body), 422, type_suffix="invalid-request")
    pointers = {error["pointer"] for error in problem["errors"]}
    want = {"/extra", "/screen/widht", "/sheet/actions/0/colour", "/sheet/customView/subviews/0/frame/z"}
    assert want <= pointers, f"missing {want - pointers}"
    # /layout refuses the animation members
    assert_problem(d.post_json("/layout", {**LAYOUT, "transition": "present"}), 422, pointer="/transition")


def test_wrong_types(d: Daemon):
    """a wrong type in every field -> one 422 listing every pointer"""
    body = {
        "screen": {"width": "390", "height": [], "scale": {}, "safeAreaInsets": 3},
        "traits": "x", "profile": 1,
        "sheet": {"title": 1, "message": True, "actions": {}, "customView": []},
    }
    problem = assert_problem(d.post_json("/layout", body), 422, type_suffix="invalid-request")
    pointers = {error["pointer"] for error in problem["errors"]}
    want = {"/screen/width", "/screen/height", "/screen/scale", "/screen/safeAreaInsets", "/traits", "/profile",
            "/sheet/title", "/sheet/message", "/sheet/actions", "/sheet/customView"}
    assert want <= pointers, f"missing {want - pointers}"
    body = {
        "screen": {"width": 390, "safeAreaInsets": {"top": "1"}},
        "traits": {"idiom": 1, "contentSizeCategory": "huge", "userInterfaceStyle": None},
        "sheet": {
            "actions": [1, None, {"title": 2}, {"title": "a", "style": 3}, {"style": "cancel"}],
            "customView": {"height": "9", "subviews": [{"id": 1, "frame": {"width": "1", "height": 1}}, "x"]},
        },
    }
    problem = assert_problem(d.post_json("/layout", body), 422)
    pointers = {error["pointer"] for error in problem["errors"]}
    want = {"/screen/safeAreaInsets/top", "/traits/idiom", "/traits/contentSizeCategory", "/sheet/actions/0",
            "/sheet/actions/1", "/sheet/actions/2/title", "/sheet/actions/3/style", "/sheet/actions/4/title",
            "/sheet/customView/height", "/sheet/customView/subviews/0/id", "/sheet/customView/subviews/0/frame/width",
            "/sheet/customView/subviews/1"}
    assert want <= pointers, f"missing {want - pointers}"
    body = {**LAYOUT, "transition": 1, "fps": "60", "customViewFade": "x", "format": 3}
    problem = assert_problem(d.post_json("/animation", body), 422)
    pointers = {error["pointer"] for error in problem["errors"]}
    assert {"/transition", "/fps", "/customViewFade", "/format"} <= pointers, pointers
    assert_problem(d.post_json("/animation", {**LAYOUT, "transition": "present", "fps": 241}), 422, pointer="/fps")
    assert_problem(d.post_json("/animation", {**LAYOUT, "transition": "present", "fps": 0}), 422, pointer="/fps")


def test_duplicate_keys(d: Daemon):
    """duplicate keys -> 400 with the pointer of the duplicate"""
    reply = d.post_json("/layout", b'{"screen":{"width":390},"screen":{"width":390},"sheet":{}}')
    problem = assert_problem(reply, 400, pointer="/screen", type_suffix="malformed-json")
    assert "duplicate key" in problem["detail"]
    reply = d.post_json("/layout", b'{"screen":{"width":390,"width":1},"sheet":{}}')
    assert_problem(reply, 400, pointer="/screen/width")
    # the same name spelled with an escape is still a duplicate
    reply = d.post_json("/layout", b'{"screen":{"width":390,"w\\u0069dth":1},"sheet":{}}')
    assert_problem(reply, 400, pointer="/screen/width")


def test_nul_bytes(d: Daemon):
    """\\u0000 in a title -> 422 at its pointer; a raw NUL byte in a string -> 400"""
    problem = assert_problem(
        d.post_json("/layout", {"screen": {"width": 390}, "sheet": {"title": "a\u0000b"}}), 422, pointer="/sheet/title"
    )
    assert "NUL" in problem["errors"][0]["detail"]
    assert_problem(
        d.post_json("/layout", {"screen": {"width": 390}, "sheet": {"actions": [{"title": "\u0000"}]}}), 422,
        pointer="/sheet/actions/0/title",
    )
    reply = d.post_json("/layout", b'{"screen":{"width":390},"sheet":{"title":"a\x00b"}}')
    assert_problem(reply, 400, pointer="/sheet/title", type_suffix="malformed-json")
    reply = d.post_json("/layout", b'{"screen":{"width":390},"sheet":{}}\x00')
    assert_problem(reply, 400, type_suffix="malformed-json")


def test_content_types(d: Daemon):
    """bad or missing Content-Type -> 415; JSON variants with UTF-8 are accepted"""
    body = json.dumps(LAYOUT).encode()
    for content_type in ("text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin-1",
                         "multipart/form-data; boundary=x", "application/jsonx", "json", ""):
        reply = d.request("POST", "/layout", body, {"Content-Type": content_type})
        assert_problem(reply, 415, type_suffix="unsupported-media-type")
    assert_problem(d.request("POST", "/layout", body), 415, type_suffix="unsupported-media-type")
    for content_type in ("application/json", "APPLICATION/JSON; charset=UTF-8", "application/vnd.sheet+json"):
        reply = d.request("POST", "/layout", body, {"Content-Type": content_type})
        assert reply.status == 200, f"{content_type}: {reply.status}"


def test_every_method_on_every_route(d: Daemon):
    """every method on every route -> its answer, or 405 with Allow; unknown paths -> 404"""
    for path, allowed in ROUTES.items():
        for method in METHODS:
            reply = raw_request(d, method, path)
            if method in allowed:
                assert reply.status < 500, f"{method} {path}: {reply.status}"
                continue
            assert reply.status == 405, f"{method} {path}: {reply.status}"
            assert reply.headers.get("allow") == ", ".join(allowed), f"{method} {path}: Allow {reply.headers}"
            if method != "HEAD":
                assert_problem(reply, 405, type_suffix="method-not-allowed")
    for method in METHODS:
        reply = raw_request(d, method, "/no/such/path")
        assert reply.status == 404, f"{method} /no/such/path: {reply.status}"
        if method != "HEAD":
            assert_problem(reply, 404, type_suffix="not-found")


def test_path_traversal(d: Daemon):
    """path traversal and near-miss paths -> 404 problem (no normalisation, no file access)"""
    for path in ("/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/layout/../healthz", "/layout/", "//layout",
                 "/LAYOUT", "/healthz%00", "/openapi.yaml/../../etc/shadow", "/..%2f..%2fetc%2fpasswd"):
        reply = d.get(path)
        problem = assert_problem(reply, 404, type_suffix="not-found")
        assert b"root:" not in reply.body
        assert len(problem["detail"]) < 400, "the quoted path is not shortened"
    # a query does not change the route
    assert d.get("/healthz?x=../../etc/passwd").status == 200
    # a request target that is not UTF-8 -> 400 bad-request
    reply = Reply.parse(d.raw(b"GET /\xff\xfe HTTP/1.1\r\nHost: x\r\n\r\n", timeout=5))
    assert_problem(reply, 400, type_suffix="bad-request")


def assert_mhd_page(raw: bytes, status: int) -> None:
    """libmicrohttpd's own answer for a request head that does not fit its 32 KiB memory pool:
    the status, its built-in HTML page, and a closed connection (docs/reliability.md). For a
    Cookie too large to split, 0.9.75 writes its status line and header twice before the page,
    so the page is looked for in the raw bytes."""
    reply = Reply.parse(raw)
    assert reply.status == status, f"status {reply.status}, want {status}"
    assert b"<html>" in raw and b"problem+json" not in raw, raw[:300]
    assert reply.headers.get("connection", "").lower() == "close"


def test_long_urls(d: Daemon):
    """targets over --max-url-bytes (8192) -> 414 uri-too-long problem while the head fits MHD's
    32 KiB pool; a 100 KB URL does not fit -> 414 from libmicrohttpd (HTML body)"""
    within = d.get("/" + "a" * 8191)  # 8192-byte target: the limit itself
    assert_problem(within, 404, type_suffix="not-found")
    for target in ("/" + "a" * 8192, "/" + "a" * 20_000, "/healthz?" + "q" * 32_000):
        reply = Reply.parse(d.raw(f"GET {target} HTTP/1.1\r\nHost: x\r\n\r\n".encode(), timeout=5))
        problem = assert_problem(reply, 414, type_suffix="uri-too-long")
        assert "8192 bytes" in problem["detail"]
        assert len(reply.body) < 400, "the target is not echoed"
        assert reply.headers.get("connection", "").lower() == "close"
    for target in (b"/" + b"a" * 100_000, b"/healthz?" + b"q" * 100_000):
        assert_mhd_page(d.raw(b"GET " + target + b" HTTP/1.1\r\nHost: x\r\n\r\n", timeout=5), 414)


def test_an_answer_for_every_request_head(d: Daemon):
    """many small query arguments (600 bare `&`, 600 `a=1&` pairs) are routed like any target
    (they used to exhaust libmicrohttpd's pool and wait out --header-timeout in silence); heads
    over the 32 KiB pool (a 33 KB target, a 40 KB field) get libmicrohttpd's answer at once, not
    a silence: every one is answered before the connection is closed, well inside the 10 s
    --header-timeout (the time is a figure)"""
    for name, query in (("600_ampersands", "&" * 600), ("600_pairs", "a=1&" * 600)):
        started = time.monotonic()
        reply = Reply.parse(d.raw(f"GET /healthz?{query} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
                                  .encode(), timeout=GUARD_S))
        figures.record(f"head_{name}_ms", round((time.monotonic() - started) * 1000, 1))
        assert reply.status == 200, f"{name}: status {reply.status}"
    for name, head, status in (
        ("33_kb_target", b"GET /" + b"a" * 33_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414),
        ("40_kb_field", b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 40_000 + b"\r\n\r\n", 431),
    ):
        started = time.monotonic()
        raw = d.raw(head, timeout=GUARD_S)
        figures.record(f"head_{name}_ms", round((time.monotonic() - started) * 1000, 1))
        assert_mhd_page(raw, status)


def test_headers_over_memory_limit(d: Daemon):
    """header fields over --max-header-bytes (8192) -> 431 header-fields-too-large problem while
    the head fits MHD's 32 KiB pool; beyond it, or with too many fields for the pool's records,
    -> 431 from libmicrohttpd (HTML body) and a closed connection"""
    for head in (b"X-Big: " + b"a" * 20_000 + b"\r\n", b"Cookie: c=" + b"x" * 10_000 + b"\r\n"):
        reply = Reply.parse(d.raw(b"GET /healthz HTTP/1.1\r\nHost: x\r\n" + head + b"\r\n", timeout=5))
        problem = assert_problem(reply, 431, type_suffix="header-fields-too-large")
        assert "8192 bytes" in problem["detail"]
        assert reply.headers.get("connection", "").lower() == "close"
    for head in (
        b"X-Big: " + b"a" * 40_000 + b"\r\n",
        b"".join(b"X-H%d: v\r\n" % i for i in range(5_000)),
        b"".join(b"X-H%d: v\r\n" % i for i in range(1_000)),  # 11 KB, but ~64 B of pool per field
        b"Cookie: " + b"c=1; " * 10_000 + b"\r\n",
        b"Cookie: " + b"c=1; " * 1_000 + b"\r\n",  # 5 KB, but MHD records each cookie in the pool
        b"Cookie: c=" + b"x" * 20_000 + b"\r\n",  # fits, but MHD's copy to split it does not
    ):
        raw = d.raw(b"GET /healthz HTTP/1.1\r\nHost: x\r\n" + head + b"\r\n", timeout=5)
        assert_mhd_page(raw, 431)


def test_a_larger_pool_answers_100_kb_heads_with_problems(d: Daemon):
    """with --connection-memory-bytes 262144 (an operator's choice, at the memset cost measured in
    docs/reliability.md), a 100 KB URL gets sheetd's 414 problem and a 100 KB header field its 431
    problem instead of libmicrohttpd's HTML page"""
    with Daemon("--connection-memory-bytes", "262144", log_name="matrix-large-pool") as big:
        for target in (b"/" + b"a" * 100_000, b"/healthz?" + b"q" * 100_000):
            reply = Reply.parse(big.raw(b"GET " + target + b" HTTP/1.1\r\nHost: x\r\n\r\n", timeout=5))
            problem = assert_problem(reply, 414, type_suffix="uri-too-long")
            assert "8192 bytes" in problem["detail"]
        head = b"X-Big: " + b"a" * 100_000 + b"\r\n"
        reply = Reply.parse(big.raw(b"GET /healthz HTTP/1.1\r\nHost: x\r\n" + head + b"\r\n", timeout=5))
        assert_problem(reply, 431, type_suffix="header-fields-too-large")
        assert big.post_json("/layout", SEED).status == 200
        assert big.stop() == 0


def test_malformed_header_line(d: Daemon):
    """a header line without a colon -> 400 from libmicrohttpd (HTML: 0.9.75 refuses it before
    sheetd at every MHD_OPTION_STRICT_FOR_CLIENT level); garbage -> closed without an answer"""
    raw = d.raw(b"GET /healthz HTTP/1.1\r\nHost: x\r\nnocolon\r\n\r\n", timeout=5)
    assert_mhd_page(raw, 400)
    assert d.raw(b"GARBAGE\r\n\r\n", timeout=5) == b""  # closed without an answer
    # a TLS ClientHello has no line end: it waits like a slow client (cut at the connection timeout)
    d.raw(b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + b"\x00" * 64, timeout=0.5)


def test_still_serving(d: Daemon):
    """after the matrix: /healthz answers, a real layout is byte-identical to the first, RSS did not explode"""
    assert d.get("/healthz").status == 200
    first = d.post_json("/layout", SEED)
    assert first.status == 200
    assert d.post_json("/layout", SEED).body == first.body
    rss = d.rss_kib()
    figures.record("rss_after_matrix_kib", rss)
    growth = rss - figures.values["rss_before_matrix_kib"]
    figures.record("rss_growth_during_matrix_kib", growth)
    assert growth < RSS_GROWTH_LIMIT_KIB, f"RSS grew by {growth} KiB"
    assert d.is_running()


def warm_up(daemon: Daemon) -> None:
    daemon.post_json("/layout", SEED)  # warm up before the baseline
    figures.record("rss_before_matrix_kib", daemon.rss_kib())


d = serving(log_name="matrix", before=warm_up)
