"""The move journal: what makes an autosave after every move cost one small write.

An unfinished game's autosave is two files side by side: ``games/<id>.json``, the *snapshot* (a complete
save, written atomically, rarely), and ``games/<id>.journal``, the moves played since that snapshot, one
JSON line each. A move appends one line with a single ``write()`` on the thread that accepted it (tens
of microseconds: the bytes are in the operating system's hands before the table shows the move, so
killing the program loses nothing it showed); one background thread then ``fsync``s the journal (so a
power cut loses at most the last few milliseconds), and the controller counts a move as saved once that
is done. Moves accepted while an ``fsync`` runs are made durable together by the next one.

The journal's first line names the snapshot it continues (a random token the snapshot also holds, and
the snapshot's move count). Each later line is a move (``n`` moves after it, the action, the position's
fingerprint) or an undo back to ``n`` moves (with the fingerprint there). Loading (``saves.load``)
replays snapshot and journal together, every move checked for legality and the final position against
the last line's fingerprint. A journal whose token is not the snapshot's is an older one (the snapshot
was rewritten after it and the program stopped before the journal was reset): the snapshot already
holds all of it, so it is ignored. A last line without its newline is the trace of a write cut short
(a crash mid-append) and is dropped; any other damage refuses the save with a reason, like a damaged
snapshot. Nothing here imports pygame.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import msgspec

from game.core import reader
from game.core.reader import Refused

log = logging.getLogger(__name__)

SUFFIX = ".journal"
MARK = "salon-journal"
VERSION = 1
FP = Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{32}$")]
Count = Annotated[int, msgspec.Meta(ge=0, le=100_000)]


def path_for(save_path: Path | str) -> Path:
    """The journal beside an autosave: ``games/<id>.json`` → ``games/<id>.journal``."""
    p = Path(save_path)
    return p.with_suffix(SUFFIX)


def new_token() -> str:
    """A random token tying a journal to the snapshot it continues."""
    return os.urandom(8).hex()


# ------------------------------------------------------------------------------------------ lines
def _line(obj: Mapping[str, Any]) -> bytes:
    return (json.dumps(obj, separators=(",", ":"), ensure_ascii=False) + "\n").encode("utf-8")


def head_line(game_id: str, token: str, base: int) -> bytes:
    return _line({"journal": MARK, "version": VERSION, "id": game_id, "token": token, "base": base})


def move_line(n: int, action: Mapping[str, Any], fp: str) -> bytes:
    """The line for the ``n``-th move (``action`` in its JSON form, ``fp`` the position after it)."""
    return _line({"n": n, "a": action, "fp": fp})


def undo_line(n: int, fp: str) -> bytes:
    """The line for an undo back to ``n`` moves (``fp`` the position there)."""
    return _line({"n": n, "undo": True, "fp": fp})


class Head(msgspec.Struct, forbid_unknown_fields=True):
    """The first line: which game, which snapshot (token and move count) it continues."""

    journal: Annotated[str, msgspec.Meta(max_length=40)]
    version: Annotated[int, msgspec.Meta(ge=0, le=1000)]
    id: Annotated[str, msgspec.Meta(max_length=80)]
    token: Annotated[str, msgspec.Meta(pattern="^[0-9a-f]{16}$")]
    base: Count


class Line(msgspec.Struct, forbid_unknown_fields=True):
    """A later line: a move (``a``) or an undo (``undo``), ``n`` moves after it, the fingerprint there."""

    n: Count
    fp: FP
    a: dict[Annotated[str, msgspec.Meta(max_length=64)], Any] | None = None
    undo: bool = False


@dataclass
class Contents:
    """A journal as read: its head and its lines (a torn last line already dropped)."""

    head: Head
    lines: list[Line] = field(default_factory=list)
    torn: bool = False  # the last line was cut short and dropped
    mtime: float = 0.0


def _place(where: str) -> Callable[[str], str]:
    return lambda p: f"the move journal's {where} ({p[2:] or 'fields'})"


class _Empty(Refused):
    """An empty journal (the reset that starts one was cut short): nothing was journalled."""


def read(path: Path | str, max_bytes: int, *, corrupt: type[Refused], invalid: type[Refused],
         unreadable: type[Refused], too_large: type[Refused]) -> Contents | None:
    """The journal at ``path`` through the reader's bounds; None when there is none (or it holds
    nothing yet: a reset cut short). Damage is one ``Refused`` naming the line."""
    path = Path(path)
    try:
        raw = reader.read_bytes(path, max_bytes, unreadable=unreadable, too_large=too_large, corrupt=_Empty)
        mtime = path.stat().st_mtime
    except (reader.Missing, _Empty, FileNotFoundError):
        return None
    parts = raw.split(b"\n")
    torn = parts[-1] != b""  # the file does not end with a newline: the last write was cut short
    parts = parts[:-1]
    if not parts:
        return None  # only a torn head: the reset itself was cut short
    out: Contents | None = None
    for i, chunk in enumerate(parts):
        where = "first line" if i == 0 else f"line {i + 1}"
        try:
            data = reader.parse(chunk, corrupt=corrupt)
        except Refused as err:
            detail = err.detail[3:] if err.detail.startswith("it ") else err.detail
            raise corrupt(f"the move journal's {where} {detail}") from None
        if i == 0:
            head = reader.convert(data, Head, invalid=invalid,
                                  place=lambda p: f"the move journal's first line ({p[2:] or 'fields'})")
            if head.journal != MARK:
                raise invalid("the move journal has no journal marker")
            if head.version > VERSION:
                raise invalid(f"the move journal was written by a newer version (journal version {head.version})")
            out = Contents(head, torn=torn, mtime=mtime)
            continue
        assert out is not None
        line = reader.convert(data, Line, invalid=invalid, place=_place(where))
        if (line.a is None) == (not line.undo):
            raise invalid(f"the move journal's {where} is neither a move nor an undo")
        out.lines.append(line)
    return out


# ------------------------------------------------------------------------------------------ writing
class Journal:
    """An open journal: ``append`` writes a line at once (on the caller's thread), the background
    syncer makes it durable; ``durable`` counts the lines known to be on disk, ``error`` says why the
    last ``fsync`` failed (None while all is well)."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd = fd
        self._lock = threading.Lock()  # the syncer and close never use the descriptor at once
        self.appended = 0  # lines written (the head is line 0 and made durable when created)
        self.durable = 0
        self.moves_at: dict[int, int] = {}  # line number -> the game's move count after it
        self.error: str | None = None
        self.closed = False
        self.sync_ms = 0.0  # the last fsync's duration (bench and tests read it)

    @classmethod
    def create(cls, path: Path | str, game_id: str, token: str, base: int) -> Journal:
        """A fresh journal continuing the snapshot ``token`` at ``base`` moves (made durable before it
        returns: it replaces any older journal of this game)."""
        path = Path(path)
        flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_APPEND | getattr(os, "O_BINARY", 0)
        fd = os.open(path, flags, 0o644)
        try:
            data = head_line(game_id, token, base)
            if os.write(fd, data) != len(data):
                raise OSError(28, "the journal could not be written whole")
            os.fsync(fd)
        except BaseException:
            os.close(fd)
            raise
        j = cls(path, fd)
        j.moves_at[0] = base
        return j

    def append(self, line: bytes, moves: int) -> None:
        """Write one line now (OSError when the disk refuses); it is made durable in the background."""
        if self.closed:
            raise OSError(9, "the journal is closed")
        written = os.write(self._fd, line)
        if written != len(line):  # a short write (a full disk): the line is unusable, say so
            raise OSError(28, "No space left on device")
        self.appended += 1
        self.moves_at[self.appended] = moves
        _SYNCER.request(self)

    @property
    def durable_moves(self) -> int | None:
        """The game's move count after the last line known to be on disk (None before any)."""
        return self.moves_at.get(self.durable)

    def sync(self) -> None:
        """fsync what was appended so far (the syncer's thread, or ``flush``)."""
        with self._lock:
            if self.closed:
                return
            target = self.appended
            if target <= self.durable:
                return
            t0 = time.perf_counter()
            try:
                os.fsync(self._fd)
            except OSError as exc:
                self.error = exc.strerror or str(exc) or type(exc).__name__
                return
            self.sync_ms = (time.perf_counter() - t0) * 1000.0
            self.error = None
            self.durable = max(self.durable, target)

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until everything appended is durable (or ``timeout`` seconds); True when it is."""
        end = time.monotonic() + timeout
        while self.durable < self.appended and self.error is None and not self.closed:
            if time.monotonic() >= end:
                return False
            self.sync()
        return self.durable >= self.appended

    def __del__(self) -> None:
        if not getattr(self, "closed", True):
            try:
                os.close(self._fd)
            except OSError:
                pass

    def close(self) -> None:
        """Make the lines durable and close the file (idempotent)."""
        if self.closed:
            return
        self.sync()
        with self._lock:
            self.closed = True
            try:
                os.close(self._fd)
            except OSError:
                pass


class _Syncer:
    """One background thread that fsyncs journals with lines waiting (a few per second at most)."""

    def __init__(self) -> None:
        self._cv = threading.Condition()
        self._waiting: dict[int, Journal] = {}
        self._thread: threading.Thread | None = None

    def request(self, journal: Journal) -> None:
        with self._cv:
            self._waiting[id(journal)] = journal
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="journal-sync", daemon=True)
                self._thread.start()
            self._cv.notify()

    def _run(self) -> None:
        while True:
            with self._cv:
                while not self._waiting:
                    self._cv.wait()
                batch = list(self._waiting.values())
                self._waiting.clear()
            for journal in batch:
                try:
                    journal.sync()
                except Exception as exc:  # noqa: BLE001 - the syncer never dies
                    journal.error = str(exc) or type(exc).__name__
                    log.warning("journal sync failed: %s", exc)


_SYNCER = _Syncer()
