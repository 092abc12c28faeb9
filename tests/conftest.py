import logging
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path, monkeypatch):
    """No test ever reads or writes the player's own saves and settings: each gets its own folder."""
    monkeypatch.setenv("SALON_DATA_DIR", str(tmp_path / "salon-data"))


@pytest.fixture(autouse=True)
def _text_size_restored():
    """A test that sets a larger text size (Settings, a table at 150 %) leaves the next at 100 %."""
    yield
    draw = sys.modules.get("scenes.draw")
    if draw is not None and draw.text_scale() != 1.0:
        draw.set_text_scale(1.0)


class _ErrorRecords(logging.Handler):
    """Keeps every record of level ERROR or above that reaches the root logger."""

    def __init__(self) -> None:
        super().__init__(level=logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture(autouse=True)
def _no_error_logged(request):
    """A test during which an error was logged fails, even when everything it asserts holds: the
    program logs an error where it catches one to go on (a skin that fails, a table that cannot be
    built), and a test would never see it otherwise. A test that provokes one on purpose says so with
    ``@pytest.mark.logs_errors`` or by taking ``caplog`` (and then checks what was logged itself)."""
    handler = _ErrorRecords()
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
    if request.node.get_closest_marker("logs_errors") is not None or "caplog" in request.fixturenames:
        return
    if handler.records:
        lines = [f"{r.levelname} {r.name}: {r.getMessage()}" for r in handler.records[:5]]
        pytest.fail("errors were logged during the test:\n  " + "\n  ".join(lines), pytrace=False)
