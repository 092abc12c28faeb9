import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path, monkeypatch):
    """No test ever reads or writes the player's own saves and settings: each gets its own folder."""
    monkeypatch.setenv("SALON_DATA_DIR", str(tmp_path / "salon-data"))
