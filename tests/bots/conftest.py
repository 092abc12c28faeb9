"""Slow statistical checks run only when asked: ``pytest -m slow`` or ``SALON_SLOW=1``."""

import os

import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: statistical bot checks (minutes); run with -m slow")


def pytest_collection_modifyitems(config, items):
    if os.environ.get("SALON_SLOW") == "1" or "slow" in (config.option.markexpr or ""):
        return
    skip = pytest.mark.skip(reason="slow: run with -m slow or SALON_SLOW=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
