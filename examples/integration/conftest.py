"""Fixtures: the portal and its controls from the environment, and a reset before each case.

PORTAL_URL is the public port, PORTAL_OPERATOR_URL the operator port (`server.admin_port`), and
PORTAL_TODAY the fixed today the portal was started with (`PORTAL__MOCKS__TODAY`). `./run` sets
all three for a portal it starts itself.
"""

import os

import pytest

from portal import Controls, Portal


def _env(name):
    value = os.environ.get(name)
    if not value:
        pytest.exit(f"{name} is not set: start the suite with examples/integration/run", 2)
    return value


@pytest.fixture(scope="session")
def controls():
    return Controls(_env("PORTAL_OPERATOR_URL"))


@pytest.fixture(scope="session")
def today():
    return _env("PORTAL_TODAY")


@pytest.fixture(autouse=True)
def fresh_mocks(controls, today):
    """Every case starts from the dataset, at the fixed today: nothing a case wrote is seen
    by the next one, and the expected values hold on any day the suite runs."""
    controls.reset()
    overview = controls.overview()
    assert overview["todayFixed"] and overview["today"] == today, overview


@pytest.fixture
def portal():
    """A fresh browser on the public port (no sign-in yet)."""
    return Portal(_env("PORTAL_URL"))
