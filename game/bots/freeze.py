"""``multiprocessing`` in the built executable, set up only when a process is spawned.

PyInstaller's own runtime hook for ``multiprocessing`` imports it (with sockets, pickle and
subprocess) at every start of the executable, before ``main.py`` runs, although the program spawns
its one bot worker only once a bot has to think. ``build.spec`` leaves that hook out and this module
does the same two things when they are needed:

- in the parent, ``prepare_parent`` before the first spawn: ``spawn`` must not try to re-read the
  main script (there is none beside the executable);
- in a child, ``is_child(argv)`` tells ``main.py`` at its very start that the executable was started
  by ``multiprocessing`` (a spawned worker, or its resource tracker), and ``run_child`` does that
  process's work and exits, as ``freeze_support`` does.

From source neither is needed: ``prepare_parent`` does nothing and ``main.py`` never asks.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

FORK_FLAG = "--multiprocessing-fork"  # what ``multiprocessing.spawn`` passes a frozen child
HELPER_PREFIXES = (  # the helper processes ``multiprocessing`` starts as "<exe> <flags> -c <code>"
    "from multiprocessing.resource_tracker import main",
    "from multiprocessing.forkserver import main",
    "import sys; from multiprocessing.forkserver import main",
)


def frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def is_child(argv: Sequence[str]) -> bool:
    """Whether these arguments are a ``multiprocessing`` child's (never a player's)."""
    args = list(argv[1:])
    if FORK_FLAG in args[:1]:
        return True
    if "-c" in args:
        i = args.index("-c")
        return i + 1 < len(args) and args[i + 1].startswith(HELPER_PREFIXES)
    return False


def prepare_parent() -> None:
    """Before the first spawn in the executable: ``spawn`` must not look for the main script."""
    if frozen():
        import multiprocessing.process

        multiprocessing.process.ORIGINAL_DIR = None  # type: ignore[attr-defined]


def run_child(argv: Sequence[str]) -> None:
    """Do the spawned child's or the helper's work, then exit (what PyInstaller's hook makes of
    ``freeze_support``)."""
    import multiprocessing.spawn

    prepare_parent()  # a worker may spawn in turn (the resource tracker): the same rule there
    args = list(argv)
    if "-c" in args:
        i = args.index("-c")
        command = args[i + 1]
        if command.startswith(HELPER_PREFIXES):
            exec(command)  # noqa: S102 - the one line multiprocessing itself wrote
            sys.exit()
    if multiprocessing.spawn.is_forking(args):
        kwds: dict[str, int | None] = {}
        for arg in args[2:]:
            name, value = arg.split("=")
            kwds[name] = None if value == "None" else int(value)
        multiprocessing.spawn.spawn_main(**kwds)  # type: ignore[arg-type]
        sys.exit()
