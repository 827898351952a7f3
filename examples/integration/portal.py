"""A small client for the portal and its mock controls, on Python's standard library alone.

Copy it with the tests: `Portal` talks to the public port as a browser does (a cookie jar and the
`X-Web-Version` header on writes); `Controls` talks to the operator port's `/__mocks` routes.
"""

import http.cookiejar
import json
import urllib.error
import urllib.parse
import urllib.request

WEB_VERSION = "0.1.0"
TIMEOUT_SECONDS = 30


class Answer:
    """An HTTP answer: status, headers and the body (parsed when it is JSON)."""

    def __init__(self, status, headers, raw):
        self.status = status
        self.headers = headers
        self.raw = raw

    @property
    def content_type(self):
        return self.headers.get("Content-Type", "")

    def json(self):
        return json.loads(self.raw.decode("utf-8"))


def _send(opener, method, url, body=None, headers=None):
    data = None
    headers = dict(headers or {})
    if body is not None:
        data = json.dumps(body).encode("utf-8")
        headers["Content-Type"] = "application/json"
    request = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with opener.open(request, timeout=TIMEOUT_SECONDS) as response:
            return Answer(response.status, response.headers, response.read())
    except urllib.error.HTTPError as error:
        # 4xx and 5xx are answers too: the tests look at their problem bodies.
        return Answer(error.code, error.headers, error.read())


class Portal:
    """The public port, as one browser: sign-in cookies are kept between calls."""

    def __init__(self, base_url):
        self.base_url = base_url.rstrip("/")
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar())
        )

    def call(self, method, path, body=None):
        headers = {"Accept": "application/json"}
        if method != "GET":
            headers["X-Web-Version"] = WEB_VERSION
        return _send(self.opener, method, self.base_url + path, body, headers)

    def get(self, path):
        return self.call("GET", path)

    def sign_in(self, username, password):
        answer = self.call(
            "POST", "/api/auth/v1/login", {"username": username, "password": password}
        )
        assert answer.status == 200, answer.raw
        return answer


class Controls:
    """The operator port's mock controls (openapi/mocks-control.json)."""

    def __init__(self, base_url):
        self.base_url = base_url.rstrip("/")
        self.opener = urllib.request.build_opener()

    def call(self, method, path, body=None):
        return _send(self.opener, method, self.base_url + path, body)

    def overview(self):
        return self.call("GET", "/__mocks").json()

    def reset(self):
        answer = self.call("POST", "/__mocks/reset")
        assert answer.status == 204, answer.raw

    def set_fault(self, system, rule):
        answer = self.call("PUT", f"/__mocks/{system}/faults", rule)
        assert answer.status == 200, answer.raw
        return answer.json()

    def mail(self, to):
        query = urllib.parse.urlencode({"to": to})
        answer = self.call("GET", f"/__mocks/mail?{query}")
        assert answer.status == 200, answer.raw
        return answer.json()
