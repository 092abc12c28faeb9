"""What every game's view has in common.

A view is what one seat knows of a game (``seat`` None: a spectator, who sees only what is public).
Each game's view is a frozen dataclass of its own (``game/<game>/view.py``); these fields are spelled
the same in all four so that the table, the bots and the tests can read them without knowing the
game:

* ``seat``: whose knowledge this is, or None for the public view;
* ``players``: how many seats play (a solo game's built-in opponent is not a seat);
* ``to_act``: the seat that decides now, or None when the game is over (or, in a simultaneous step,
  when the game has nobody in particular to wait for);
* ``phase``: the game's own name for the part of the round it is in (its rules book names them).

Everything else a view holds is the game's own, typed field by field: no view is JSON text that a
reader has to parse.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable


@runtime_checkable
class GameView(Protocol):
    """The fields every game's view has (see the module doc)."""

    @property
    def seat(self) -> int | None: ...

    @property
    def players(self) -> int: ...

    @property
    def to_act(self) -> int | None: ...

    @property
    def phase(self) -> str: ...


COMMON_FIELDS = ("seat", "players", "to_act", "phase")
