"""Helpers for the shell tests."""

from __future__ import annotations


def race_controller(rules, seed=5, kinds=("human", "bot"), autosave=None):
    from game.core.controller import Controller
    from game.core.saves import SeatConfig

    seats = [SeatConfig("Anna", kinds[0], "greedy", 0), SeatConfig("Bruno", kinds[1], "greedy", 1)]
    return Controller(rules, seats, seed, {}, autosave=autosave)


def finished_race(rules, seed=7):
    """A Dice Race played to the end by two bots."""
    c = race_controller(rules, seed, kinds=("bot", "bot"))
    c.run_bots()
    assert c.is_over()
    return c


def find(widgets, name):
    return next(w for w in widgets if getattr(w, "name", None) == name)
