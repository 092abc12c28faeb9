"""Sizes for the slow statistical checks (``pytest -m slow``).

CI runs them in a bounded form with ``SALON_SLOW_SCALE=small``; a developer runs the full form.
"""

import os


def scaled(full: int, small: int) -> int:
    """``full`` normally, ``small`` when the bounded form is asked for."""
    return small if os.environ.get("SALON_SLOW_SCALE") == "small" else full


def seeds(start: int, full: int, small: int) -> tuple[int, ...]:
    return tuple(range(start, start + scaled(full, small)))
