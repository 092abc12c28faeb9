"""The fixture in tests/conftest.py fails a test during which an error was logged, unless the test
says it expects one."""

from __future__ import annotations

import logging
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.logs_errors
def test_an_expected_error_is_recorded_and_allowed(_no_error_logged):
    logging.getLogger("scenes.somewhere").error("a skin failed")
    assert [r.getMessage() for r in _no_error_logged.records] == ["a skin failed"]


def test_a_warning_is_not_an_error(_no_error_logged):
    logging.getLogger("scenes.somewhere").warning("a nicety is missing")
    assert _no_error_logged.records == []


def test_an_unexpected_error_fails_the_test(tmp_path):
    (tmp_path / "conftest.py").write_text("from tests.conftest import _no_error_logged  # noqa: F401\n")
    (tmp_path / "test_probe.py").write_text(textwrap.dedent("""
        import logging

        def test_logs():
            logging.getLogger("game.x").error("hidden trouble")

        def test_quiet():
            logging.getLogger("game.x").info("fine")
    """))
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rE", "-p", "no:cacheprovider", "--rootdir", str(tmp_path), str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert run.returncode == 1, run.stdout
    # test_logs passes its own asserts and then errors at teardown; test_quiet is untouched
    assert "hidden trouble" in run.stdout and "2 passed, 1 error" in run.stdout
    assert "ERROR" in run.stdout and "test_probe.py::test_logs" in run.stdout
