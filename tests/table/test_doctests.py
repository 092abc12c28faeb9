"""The table's small pure helpers keep the examples in their docstrings true."""

from __future__ import annotations

import doctest

import pytest

import scenes.draw
import scenes.table.boxes
import scenes.table.core
import scenes.table.dirty
import scenes.table.keys


@pytest.mark.parametrize(
    "module",
    [scenes.draw, scenes.table.boxes, scenes.table.core, scenes.table.dirty, scenes.table.keys],
    ids=lambda m: m.__name__,
)
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
