"""An example suite against the portal with its mock upstreams: copy it and adapt the cases.

Each case starts from a reset at the fixed today (conftest.py), so it can rely on the demo
dataset's accounts and values.
"""

KULUTTAJA = "kuluttaja@demo.example"
KULUTTAJA_ID = 1000001
PASSWORD = "Demo!2026"
HOME = "KP100101"
# kuluttaja's home used this much electricity in December 2025 (the dataset's series).
DECEMBER_2025_KWH = 2615.108


def test_sign_up_with_the_mailed_code(portal, controls):
    email = "testaaja@demo.example"
    password = "Testaaja!2026"
    signed_up = portal.call(
        "POST",
        "/api/auth/v1/sign-up",
        {"email": email, "password": password, "name": "Testi Testaaja"},
    )
    assert signed_up.status == 201, signed_up.raw

    mail = controls.mail(email)
    assert mail[0]["kind"] == "signup"
    code = mail[0]["code"]
    confirmed = portal.call(
        "POST", "/api/auth/v1/confirm-signup", {"email": email, "code": code}
    )
    assert confirmed.status == 204, confirmed.raw

    portal.sign_in(email, password)
    me = portal.get("/api/v2/me").json()
    assert me["username"] == email


SUMMARY = f"/api/v2/consumption/electricity/user/{KULUTTAJA_ID}/location/{HOME}/summary"


def test_a_places_consumption_has_its_known_value(portal):
    portal.sign_in(KULUTTAJA, PASSWORD)
    answer = portal.get(f"{SUMMARY}?year=2025&month=12")
    assert answer.status == 200, answer.raw
    body = answer.json()
    # The dataset is deterministic and built around the fixed today: this holds on any day
    # the suite runs.
    assert body["totalKwh"] == DECEMBER_2025_KWH


def test_a_failing_metering_answers_a_problem_body(portal, controls):
    portal.sign_in(KULUTTAJA, PASSWORD)
    controls.set_fault("metering", {"pathPrefix": "/", "status": 500})

    answer = portal.get(f"{SUMMARY}?year=2025&month=12")

    assert answer.status == 502
    assert answer.content_type.startswith("application/problem+json")
    problem = answer.json()
    assert problem["status"] == 502
    assert problem["code"] == "UPSTREAM_FAILED"
    # The problem names no upstream host or port.
    assert "127.0.0.1" not in answer.raw.decode("utf-8")


ALERT = f"/api/v2/alerts/consumption/user/{KULUTTAJA_ID}/location/{HOME}"


def _saved_alert(portal):
    """Saves the home's consumption alert with a higher top threshold: (before, after)."""
    alert = portal.get(ALERT).json()
    changed = dict(alert, topThresholdValue=alert["topThresholdValue"] + 15.0)
    saved = portal.call("PUT", ALERT, changed)
    assert saved.status == 200, saved.raw
    return alert, changed


def test_a_saved_alert_reads_back(portal):
    portal.sign_in(KULUTTAJA, PASSWORD)
    _, changed = _saved_alert(portal)
    assert portal.get(ALERT).json() == changed


def test_a_reset_forgets_the_saved_alert(portal, controls):
    portal.sign_in(KULUTTAJA, PASSWORD)
    original, changed = _saved_alert(portal)
    assert portal.get(ALERT).json() == changed

    controls.reset()

    # The reset ended every sign-in, too.
    assert portal.get(ALERT).status == 401
    portal.sign_in(KULUTTAJA, PASSWORD)
    assert portal.get(ALERT).json() == original
