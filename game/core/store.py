"""The saves folder as the player sees it: unfinished games, named saves, the history.

Every unfinished game has its own autosave, ``games/<id>.json`` (the id is made when the game starts)
with its move journal ``games/<id>.journal`` beside it (``game.core.journal``),
so starting a game never touches another game's file. A finished game's last autosave moves whole to
``history/<id>.json``. Named saves live in ``named/``. At start, ``start_up`` removes the temp files a
killed writer left and moves the single autosave of earlier versions (and their named saves) into this
layout once, never overwriting and never deleting a file it could not place.
"""

from __future__ import annotations

import logging
import os
import re
import time
import unicodedata
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core import paths, saves
from game.core.controller import Controller
from game.core.rules import Rules
from game.core.saves import SaveData, SeatConfig, Summary

log = logging.getLogger(__name__)


# ------------------------------------------------------------------------------------------ start
def start_up() -> dict[str, int]:
    """Housekeeping before anything writes: temp files removed, old layout migrated."""
    folders = [paths.data_dir(), paths.saves_dir(), paths.games_dir(), paths.named_dir(), paths.history_dir()]
    removed = saves.remove_temp_files(folders)
    moved = migrate_legacy()
    if removed or moved:
        log.info("start-up: %d temp files removed, %d old saves moved", removed, moved)
    return {"temp_removed": removed, "migrated": moved}


def _free(path: Path) -> Path:
    n = 2
    out = path
    while out.exists():
        out = path.with_name(f"{path.stem}~{n}{path.suffix}")
        n += 1
    return out


def migrate_legacy() -> int:
    """Move ``saves/autosave.json`` into ``games/`` and other top-level ``saves/*.json`` into
    ``named/`` (an atomic rename each; a file that cannot move stays where it is and is listed)."""
    moved = 0
    root = paths.saves_dir()
    try:
        files = sorted(p for p in root.glob("*.json") if p.is_file())
    except OSError:
        return 0
    for p in files:
        if p.name == "autosave.json":
            try:
                stamp = p.stat().st_mtime
            except OSError:
                stamp = time.time()
            target = _free(paths.games_dir() / f"{saves.new_id('legacy', stamp)}.json")
        else:
            target = _free(paths.named_dir() / p.name)
        try:
            os.replace(p, target)
            moved += 1
        except OSError as exc:
            log.warning("could not move %s into the new layout: %s", p.name, exc)
    return moved


# ------------------------------------------------------------------------------------------ lists
def _files(folder: Path) -> list[Path]:
    try:
        return [p for p in folder.glob("*.json") if p.is_file()]
    except OSError:
        return []


def _newest_first(items: list[Summary]) -> list[Summary]:
    def when(s: Summary) -> float:
        if s.ok and s.saved_at:
            return s.saved_at
        try:
            return s.path.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(items, key=lambda s: (-when(s), s.path.name))


def unfinished(games: Mapping[str, Rules[Any, Any]] | None = None) -> list[Summary]:
    """Every autosave in ``games/``, verified, newest first (damaged ones included, with their error)."""
    return _newest_first([saves.peek(p, games, "game") for p in _files(paths.games_dir())])


def named(games: Mapping[str, Rules[Any, Any]] | None = None) -> list[Summary]:
    return _newest_first([saves.peek(p, games, "named") for p in _files(paths.named_dir())])


def history(games: Mapping[str, Rules[Any, Any]] | None = None) -> list[Summary]:
    return _newest_first([saves.peek(p, games, "history") for p in _files(paths.history_dir())])


def has_unfinished_files() -> bool:
    """Whether there is an unfinished game's autosave at all (a folder listing, nothing read)."""
    return bool(_files(paths.games_dir()))


def latest(games: Mapping[str, Rules[Any, Any]] | None = None) -> Summary | None:
    """The most recently played unfinished game that loads (what Continue resumes)."""
    return next((s for s in unfinished(games) if s.ok and not s.finished), None)


# ------------------------------------------------------------------------------------------ games
def new_controller(
    rules: Rules[Any, Any], seats: Sequence[SeatConfig], seed: int, options: Mapping[str, Any] | None = None
) -> Controller:
    """A new game with its own autosave file (nothing else on disk is touched)."""
    gid = saves.new_id(rules.id)
    return Controller(rules, seats, seed, options, autosave=paths.game_path(gid), game_id=gid,
                      history=paths.history_dir())


def resume_controller(data: SaveData, rules: Rules[Any, Any], path: Path) -> Controller:
    """The controller for a verified save: an unfinished game's autosave goes on in its own file; a
    named save, an old file or a finished game goes on as a new game of its own (the file stays)."""
    path = Path(path)
    in_games = path.parent.resolve() == paths.games_dir().resolve()
    if data.finished and path.parent.resolve() == paths.history_dir().resolve():
        return Controller.from_save(data, rules, autosave=None, game_id=data.id or path.stem)
    gid = path.stem if in_games else saves.new_id(rules.id)
    controller = Controller.from_save(data, rules, autosave=paths.game_path(gid), game_id=gid,
                                      history=paths.history_dir(), created_at=data.created_at)
    if in_games:
        # a fresh snapshot of the loaded position and a fresh move journal after it (the journal the
        # game had is folded in), so that the next move costs one journal line
        controller.autosave()
    return controller


def title_problem(title: str) -> str | None:
    """Why a typed save name cannot be used, in words; None when it can."""
    return saves.name_problem(title, saves.MAX_TITLE)


def slug(title: str) -> str:
    """A file-name-safe form of a typed title (letters and digits of any script kept)."""
    text = unicodedata.normalize("NFKC", title).strip()
    text = re.sub(r"[^\w\- ]+", "", text, flags=re.UNICODE).strip().replace(" ", "_")
    return (text or "save")[:48]


def save_named(controller: Controller, title: str) -> Path:
    """Write the game under a typed name into ``named/``; ValueError (in words) for a bad name,
    OSError when the disk refuses. An existing save of the same name is never replaced."""
    title = " ".join(title.split())
    problem = title_problem(title)
    if problem:
        raise ValueError(f"The name {problem}.")
    path = _free(paths.named_dir() / f"{slug(title)}.json")
    saves.write_atomic(path, controller.save_data(name=title))
    return path


def delete(path: Path) -> None:
    """Remove one save file and its move journal (OSError when the disk refuses)."""
    saves.remove(Path(path))
