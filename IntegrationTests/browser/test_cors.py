"""Checks CORS in headless Chromium: a page of another origin calls sheetd as a web app would.

The page (cors-page.html) is served on 127.0.0.1 and a port of its own, so its origin differs from sheetd's. With
that origin in sheetd's `--cors-origins`, the page's `fetch` POSTs /layout (a preflighted request: JSON), reads the
answer and its `ETag` (exposed), and revalidates the GET form with `If-None-Match` to a 304. The same fetch from
the same page to a sheetd without `--cors-origins`, or from the page's other origin (`localhost` instead of
`127.0.0.1`) to the sheetd that lists only `127.0.0.1`, is refused by the browser: the promise rejects.

The sheetd that allows the page is started here with `--cors-origins http://127.0.0.1:PAGE_PORT`; the one without
is conftest.py's. Run: IntegrationTests/browser/run.sh (pytest).
"""

import functools
import http.server
import json
import os
import threading
import urllib.request

import pytest

from devtools_browser import chromium
from sheetd_support import Daemon, free_port


def direct_post(base, body):
    """POST /layout without a browser: what the page should read."""
    request = urllib.request.Request(base + "/layout", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.headers.get("ETag"), len(json.loads(response.read())["elements"])


class QuietPageHandler(http.server.SimpleHTTPRequestHandler):
    """Serves files without a line per request on stderr."""

    def log_message(self, *arguments):
        pass


def serve_page(port):
    """Serves IntegrationTests/browser/ on 127.0.0.1:port from a thread; returns the server."""
    handler = functools.partial(QuietPageHandler, directory=os.path.dirname(os.path.abspath(__file__)))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def call(browser, function, *arguments):
    return browser.evaluate("%s(%s)" % (function, ", ".join(json.dumps(argument) for argument in arguments)))


def test_cors(expect, cors_browser, page_port, allowing, sheetd, seed):
    browser, port, closed, allowing = cors_browser, page_port, sheetd.url, allowing.url
    tag, elements = direct_post(allowing, seed)
    page = "http://127.0.0.1:%d/cors-page.html" % port
    browser.navigate(page)
    answer = call(browser, "postLayout", allowing, seed)
    expect(answer.get("status") == 200 and answer.get("etag") == tag and answer.get("elements") == elements
           and bool(answer.get("requestId")),
           "a page on http://127.0.0.1:%d POSTs /layout to the sheetd that allows it and reads the answer "
           "(%s elements), its ETag %s and X-Request-Id: %s" % (port, elements, tag, answer))
    fresh = call(browser, "getLayout", allowing, seed, None)
    revalidated = call(browser, "getLayout", allowing, seed, tag)
    expect(fresh.get("status") == 200 and fresh.get("etag") == tag and revalidated.get("status") == 304
           and revalidated.get("body") == 0,
           "the page's GET form reads 200 with the same ETag, and If-None-Match gives it 304: %s, %s"
           % (fresh, revalidated))
    refused = call(browser, "postLayout", closed, seed)
    expect("TypeError" in refused.get("error", ""),
           "the same fetch to a sheetd without --cors-origins is refused by the browser: %s" % refused)
    browser.navigate("http://localhost:%d/cors-page.html" % port)
    other = call(browser, "postLayout", allowing, seed)
    expect("TypeError" in other.get("error", ""),
           "from http://localhost:%d, an origin not in --cors-origins, the browser refuses it too: %s" % (port, other))


@pytest.fixture(scope="module")
def page_port():
    """The port of the page's own origin, serving this folder while the module runs."""
    port = free_port()
    server = serve_page(port)
    yield port
    server.shutdown()


@pytest.fixture(scope="module")
def allowing(page_port, work):
    with Daemon("--cors-origins", f"http://127.0.0.1:{page_port}", log_name="sheetd-cors", log_format=None,
                workdir=work) as daemon:
        yield daemon


@pytest.fixture(scope="module")
def cors_browser(work):
    with chromium(os.path.join(work, "chromium-cors-profile")) as started:
        yield started
