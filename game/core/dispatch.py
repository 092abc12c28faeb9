"""One dispatch shape for every game: a handler per action class, with the action's description beside it.

Each game keeps a ``Handlers`` table in its ``handlers.py`` and fills it with two small decorated
functions per action class, written next to each other::

    @HANDLERS.describes(TakeDie)
    def _(a: TakeDie) -> ActionInfo:
        return ActionInfo(f"location:{a.location}", "new_eden.action.take_die", ...)

    @HANDLERS.does(TakeDie)
    def take_die(s: State, a: TakeDie, ev: list[Event]) -> None:
        ...

``do`` runs the handler of an action's class (one dictionary look-up, no ``isinstance`` ladder);
``describe`` says where the action is clicked and what its label is. ``Rules`` (game/core/rules.py)
uses both, so a new action is one class in ``actions.py`` and these two functions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from game.core.messages import Action, Event

if TYPE_CHECKING:
    from game.core.rules import ActionInfo

S = TypeVar("S")
A = TypeVar("A", bound=Action)

Handler = Callable[[S, A, list[Event]], None]
Describer = Callable[[A], "ActionInfo"]


class Handlers(Generic[S]):
    """The handlers and descriptions of one game's actions, by action class (see the module doc)."""

    def __init__(self, game: str) -> None:
        self.game = game
        self._do: dict[type[Action], Callable[[S, Any, list[Event]], None]] = {}
        self._describe: dict[type[Action], Callable[[Any], ActionInfo]] = {}

    def does(self, cls: type[A]) -> Callable[[Handler[S, A]], Handler[S, A]]:
        """Decorator: ``fn(state, action, events)`` carries out actions of class ``cls``."""

        def register(fn: Handler[S, A]) -> Handler[S, A]:
            if cls in self._do:
                raise TypeError(f"{cls.__name__} has two handlers in {self.game}")
            self._do[cls] = fn
            return fn

        return register

    def describes(self, cls: type[A]) -> Callable[[Describer[A]], Describer[A]]:
        """Decorator: ``fn(action) -> ActionInfo`` says where an action of class ``cls`` is clicked."""

        def register(fn: Describer[A]) -> Describer[A]:
            if cls in self._describe:
                raise TypeError(f"{cls.__name__} has two descriptions in {self.game}")
            self._describe[cls] = fn
            return fn

        return register

    def handles(self, action: object) -> bool:
        """Whether ``action`` is one of this game's actions."""
        return type(action) in self._do

    def do(self, state: S, action: Action, events: list[Event]) -> None:
        """Carry out ``action`` (known to be legal) on ``state``, appending what happened."""
        self._do[type(action)](state, action, events)

    def describe(self, action: Action) -> ActionInfo:
        """Where ``action`` is clicked and its label; ValueError for an action of another game."""
        fn = self._describe.get(type(action))
        if fn is None:
            raise ValueError(f"not a {self.game} action: {action!r}")
        return fn(action)

    def classes(self) -> list[type[Action]]:
        """The action classes handled, in the order their handlers were written."""
        return list(self._do)

    def check(self, actions: Iterable[type[Action]]) -> None:
        """TypeError unless every class of ``actions`` has a handler and a description, and no
        handler is for a class outside ``actions`` (run once, when the game's rules are built)."""
        wanted = set(actions)
        missing = sorted(c.__name__ for c in wanted if c not in self._do or c not in self._describe)
        extra = sorted(c.__name__ for c in (set(self._do) | set(self._describe)) - wanted)
        if missing or extra:
            raise TypeError(
                f"{self.game} handlers: missing {missing or 'none'}, unexpected {extra or 'none'}"
            )


def action_classes(module: Any) -> list[type[Action]]:
    """Every concrete action class a game's ``actions`` module defines (its own, not imported)."""
    out: list[type[Action]] = []
    for value in vars(module).values():
        if (
            isinstance(value, type)
            and issubclass(value, Action)
            and value is not Action
            and value.__module__ == module.__name__
        ):
            out.append(value)
    return out
