"""One headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`: no port, no extra
package), shared by the browser suite's tests and the client suite's contact-sheet test."""

import base64
import contextlib
import fcntl
import io
import json
import os
import shutil
import subprocess
import time

from PIL import Image


class Browser:
    """One headless Chromium; commands go to its fd 3 and answers come from its fd 4, NUL-separated JSON."""

    def __init__(self, profile_dir):
        binary = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome") if shutil.which(n)),
                      None)
        if not binary:
            raise RuntimeError("chromium not found (scripts/ensure-deps.sh browser)")
        to_child_read, self.to_child = os.pipe()
        self.from_child, from_child_write = os.pipe()

        def wire_pipes():  # in the child: its fd 3 reads our commands, its fd 4 writes the answers
            read_end = fcntl.fcntl(to_child_read, fcntl.F_DUPFD, 10)
            write_end = fcntl.fcntl(from_child_write, fcntl.F_DUPFD, 10)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        self.process = subprocess.Popen(
            [binary, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
             "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check", "--hide-scrollbars",
             "--mute-audio", "--force-color-profile=srgb", "--user-data-dir=" + profile_dir, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(3, 4), preexec_fn=wire_pipes)
        os.close(to_child_read)
        os.close(from_child_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def command(self, method, params=None, session=True, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            while b"\0" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\0", 1)
                answer = json.loads(raw)
                if answer.get("id") == self.next_id:
                    if "error" in answer:
                        raise RuntimeError("%s: %s" % (method, answer["error"]))
                    return answer.get("result", {})
            if time.monotonic() > deadline:
                raise RuntimeError("%s: no answer in %d s" % (method, timeout))
            chunk = os.read(self.from_child, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.buffer += chunk

    def open_page(self):
        target = self.command("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.command("Target.attachToTarget", {"targetId": target, "flatten": True},
                                    session=False)["sessionId"]
        self.command("Page.enable")
        self.command("Runtime.enable")

    def viewport(self, width, height):
        self.command("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def evaluate(self, expression):
        result = self.command("Runtime.evaluate",
                              {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError("script failed: %s" % result["exceptionDetails"].get("text"))
        return result["result"].get("value")

    def navigate(self, url):
        self.command("Page.navigate", {"url": url})
        self.wait_for("document.readyState === 'complete'", what="load " + url)

    def wait_for(self, expression, what, timeout=20):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.evaluate("Boolean(%s)" % expression):
                return
            time.sleep(0.05)
        raise RuntimeError("timed out waiting for " + what)

    def screenshot(self):
        data = self.command("Page.captureScreenshot", {"format": "png"})["data"]
        return Image.open(io.BytesIO(base64.b64decode(data))).convert("RGB")

    def close(self):
        try:
            self.command("Browser.close", session=False, timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.to_child)
        os.close(self.from_child)


@contextlib.contextmanager
def chromium(profile_dir):
    """A Browser with its page open, closed at the end."""
    browser = Browser(profile_dir)
    try:
        browser.open_page()
        yield browser
    finally:
        browser.close()
