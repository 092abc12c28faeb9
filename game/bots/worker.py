"""Bots off the UI thread: one worker process that thinks while the window keeps drawing.

The app starts a ``BotWorker`` (a ``multiprocessing`` process, *spawned* so that it never inherits the
window, and working in the built executable through ``game.bots.freeze``). For a
bot's decision the controller sends the game's inputs — game id, seats, seed, options and the moves
since the worker last heard of this game — as JSON bytes (no pickle crosses the pipe); the worker keeps a
replica of each game it thinks for, applies the new moves, and runs the very same bot on the seat's
view with the very same generator (``bot_rng``) as the controller would, so a seed gives the same move
whether the bot thinks here or inline. It answers with the action's JSON (and its progress now and
then); the controller checks the move like any other before it is played.

A decision the worker cannot take (a game it does not have, a worker that died) is taken inline by the
controller, a slice at a time. The worker stops when the app closes its end of the pipe (or dies).
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections import OrderedDict
from typing import Any

log = logging.getLogger(__name__)

PROGRESS_EVERY = 0.05  # seconds between progress notes from the worker
REPLICAS = 4  # games the worker keeps a replica of
NICE = 1  # a slightly lower priority (POSIX): the window first, without starving the bot on a busy machine


def cores() -> int:
    """The cores this process may use (the worker is worth it from two)."""
    try:
        return len(os.sched_getaffinity(0))  # type: ignore[attr-defined,unused-ignore]
    except (AttributeError, OSError):
        return os.cpu_count() or 1


class BotWorker:
    """The app's end of the worker: ``think`` sends a decision, ``result`` collects its answer."""

    def __init__(self) -> None:
        self._proc: Any = None
        self._conn: Any = None
        self._job = 0
        self._replies: dict[int, dict[str, Any]] = {}
        self.progress: dict[int, float] = {}
        self.dead = False
        self.ready = False  # the worker has loaded the games and is waiting for decisions
        self.decisions = 0  # answers received (the smoke run and the bench read it)
        self.requests = 0  # decisions sent to the worker (the bench reads it: the bots thought off the UI thread)

    # ------------------------------------------------------------ life
    def start(self) -> bool:
        """Spawn the process (once); False when it cannot be started (then bots think inline)."""
        if self._proc is not None or self.dead:
            return not self.dead
        try:
            import multiprocessing

            from game.bots import freeze

            freeze.prepare_parent()  # the built executable's part of freeze_support
            ctx = multiprocessing.get_context("spawn")
            parent, child = ctx.Pipe(duplex=True)
            proc = ctx.Process(target=serve, args=(child,), name="salon-bots", daemon=True)
            proc.start()
            child.close()
        except (OSError, RuntimeError, ValueError) as exc:
            log.warning("the bot worker could not start: %s", exc)
            self.dead = True
            return False
        self._proc, self._conn = proc, parent
        return True

    def poll_ready(self) -> bool:
        """Whether the worker is up and has loaded the games (never waits); until then the
        controller thinks inline, so that the first bot move never waits for the worker's start."""
        if not self.ready and not self.dead:
            self._drain()
        return self.ready and not self.dead

    @property
    def alive(self) -> bool:
        if self.dead:
            return False
        if self._proc is None:
            return True  # not started yet: it will be on the first decision
        if not self._proc.is_alive():
            self.dead = True
            return False
        return True

    def close(self) -> None:
        """Stop the worker (it exits when its pipe closes; terminated if it does not)."""
        conn, proc = self._conn, self._proc
        self._conn = self._proc = None
        self.dead = True
        if conn is not None:
            try:
                conn.close()
            except OSError:
                pass
        if proc is not None:
            proc.join(timeout=1.0)
            if proc.is_alive():
                proc.terminate()
                proc.join(timeout=1.0)

    # ------------------------------------------------------------ decisions
    def _send(self, msg: dict[str, Any]) -> bool:
        if not self.start() or self._conn is None:
            return False
        try:
            self._conn.send_bytes(json.dumps(msg, separators=(",", ":")).encode("utf-8"))
            return True
        except (OSError, ValueError) as exc:
            log.warning("the bot worker is gone: %s", exc)
            self.dead = True
            return False

    def think(self, request: dict[str, Any]) -> int | None:
        """Send a decision (see ``serve``); its job number, or None when the worker cannot take it."""
        self._job += 1
        if not self._send({**request, "op": "think", "job": self._job}):
            return None
        self.requests += 1
        self.progress[self._job] = 0.0
        return self._job

    def cancel(self, job: int) -> None:
        """The decision is no longer wanted (its answer will be dropped)."""
        self.progress.pop(job, None)
        self._replies.pop(job, None)
        self._send({"op": "cancel", "job": job})

    def result(self, job: int) -> dict[str, Any] | None:
        """The answer to ``job`` once it has come (never waits)."""
        self._drain()
        reply = self._replies.pop(job, None)
        if reply is not None:
            self.progress.pop(job, None)
        return reply

    def _drain(self) -> None:
        conn = self._conn
        if conn is None:
            return
        try:
            while conn.poll(0):
                msg = json.loads(conn.recv_bytes().decode("utf-8"))
                if msg.get("ready"):
                    self.ready = True
                    continue
                job = int(msg.get("job", -1))
                if "progress" in msg:
                    if job in self.progress:
                        self.progress[job] = float(msg["progress"])
                    continue
                self.decisions += 1
                self._replies[job] = msg
        except (EOFError, OSError, ValueError) as exc:
            log.warning("the bot worker stopped answering: %s", exc)
            self.dead = True


# ------------------------------------------------------------------------------------------ the process
class _Replica:
    """A game as the worker knows it: its state after ``count`` moves."""

    def __init__(self, rules: Any, players: int, seed: int, options: dict[str, Any]) -> None:
        self.rules = rules
        self.state = rules.new_game(players, seed, options)
        self.count = 0


def serve(conn: Any) -> None:
    """The worker's loop: read a request, think, answer; stop when the pipe closes.

    A ``think`` request holds ``key`` (the game's id), ``game``, ``players``, ``seed``, ``options``,
    ``base`` (how many moves the worker is assumed to hold already), ``actions`` (the moves after
    those, as JSON), ``seat``, ``level`` and ``index`` (the move number, for the bot's generator). The
    answer is ``{"job", "action"}``, ``{"job", "resync": true}`` when the worker's replica is not at
    ``base`` (the controller then sends every move), or ``{"job", "error"}`` (with ``"crashed": true``
    when the bot raised: the controller logs that one as an error).
    """
    if hasattr(os, "nice"):
        try:
            os.nice(NICE)  # the window's process comes first when the cores are busy
        except OSError:
            pass
    try:
        _Server(conn).run()
    except (EOFError, OSError):
        return


class _Server:
    """The worker's side: its replicas, the requests waiting, the decision in progress."""

    def __init__(self, conn: Any) -> None:
        from game.registry import GAMES

        self.conn = conn
        self.games = GAMES
        self.replicas: OrderedDict[str, _Replica] = OrderedDict()
        self.waiting: list[dict[str, Any]] = []

    def send(self, msg: dict[str, Any]) -> None:
        self.conn.send_bytes(json.dumps(msg, separators=(",", ":")).encode("utf-8"))

    def incoming(self, block: bool) -> bool:
        """Read what has arrived; True when a request (or a cancel) is waiting."""
        while block or self.conn.poll(0):
            block = False
            self.waiting.append(json.loads(self.conn.recv_bytes().decode("utf-8")))
        return bool(self.waiting)

    def run(self) -> None:
        self.send({"ready": True})
        while True:
            if not self.waiting:
                self.incoming(block=True)
            msg = self.waiting.pop(0)
            if msg.get("op") != "think":
                continue  # a cancel for a decision already answered
            try:
                reply = self.think(msg)
            except (EOFError, OSError):
                raise
            except Exception as exc:  # noqa: BLE001 - one bad request must not stop the worker
                self.replicas.pop(str(msg.get("key")), None)
                reply = {"error": f"{type(exc).__name__}: {exc}", "crashed": True}
            if reply is not None:
                self.send({"job": msg.get("job"), **reply})

    def replica(self, msg: dict[str, Any], rules: Any) -> _Replica | None:
        """The game brought up to date with the request's moves; None when it is not at ``base``."""
        from game.core.messages import from_json

        key, base = str(msg["key"]), int(msg["base"])
        replica = self.replicas.get(key)
        if base == 0:
            replica = _Replica(rules, int(msg["players"]), int(msg["seed"]), dict(msg["options"]))
            self.replicas[key] = replica
        elif replica is None or replica.count != base:
            return None
        self.replicas.move_to_end(key)
        while len(self.replicas) > REPLICAS:
            self.replicas.popitem(last=False)
        for raw in msg["actions"]:
            rules.apply(replica.state, from_json(raw))
            replica.count += 1
        return replica

    def think(self, msg: dict[str, Any]) -> dict[str, Any] | None:
        """One decision's answer (None when a newer request made it unwanted)."""
        from game.bots import bot_rng, get_bot

        rules = self.games.get(str(msg["game"]))
        if rules is None:
            return {"error": "unknown game"}
        replica = self.replica(msg, rules)
        if replica is None:
            return {"resync": True}
        seat = int(msg["seat"])
        if rules.to_act(replica.state) != seat:
            self.replicas.pop(str(msg["key"]), None)
            return {"error": "not that seat's decision"}
        view = rules.view(replica.state, seat)
        legal = rules.legal_actions(replica.state)
        rng = bot_rng(int(msg["seed"]), int(msg["index"]), seat)
        action = self.decide(get_bot(str(msg["level"])).think(rules, view, legal, rng), msg.get("job"))
        return None if action is None else {"action": action.to_json()}

    def decide(self, gen: Any, job: Any) -> Any:
        """Run the bot to its move, noting progress now and then; None when a newer request or a
        cancel of this one arrives first."""
        next_note = time.monotonic() + PROGRESS_EVERY
        try:
            while True:
                progress = next(gen)
                if self.incoming(block=False) and any(
                    w.get("op") == "think" or w.get("job") == job for w in self.waiting
                ):
                    gen.close()
                    return None
                now = time.monotonic()
                if now >= next_note:
                    next_note = now + PROGRESS_EVERY
                    self.send({"job": job, "progress": round(float(progress), 3)})
        except StopIteration as stop:
            return stop.value


def self_check(game_id: str = "new_eden", level: str = "greedy", timeout: float = 60.0) -> str:
    """One decision through a fresh worker, compared with the same decision taken inline (the smoke
    run calls it, so the built executable proves its worker starts and agrees). ValueError if not."""
    from game.bots import bot_rng, decide, get_bot
    from game.core.messages import from_json
    from game.registry import GAMES

    rules = GAMES[game_id]
    players = max(2, rules.min_players)
    worker = BotWorker()
    try:
        job = worker.think({"key": "self-check", "game": game_id, "players": players, "seed": 7, "options": {},
                            "base": 0, "actions": [], "seat": rules.to_act(rules.new_game(players, 7, {})),
                            "level": level, "index": 0})
        if job is None:
            raise ValueError("the bot worker did not start")
        end = time.monotonic() + timeout
        reply = None
        while reply is None and time.monotonic() < end:
            reply = worker.result(job)
            if reply is None:
                if not worker.alive:
                    raise ValueError("the bot worker died")
                time.sleep(0.01)
        if reply is None or "action" not in reply:
            raise ValueError(f"the bot worker did not answer: {reply}")
        state = rules.new_game(players, 7, {})
        seat = rules.to_act(state)
        if seat is None:
            raise ValueError("the game is over before it starts")
        inline = decide(get_bot(level), rules, rules.view(state, seat), rules.legal_actions(state), bot_rng(7, 0, seat))
        if from_json(reply["action"]) != inline:
            raise ValueError("the bot worker chose another move than the inline bot")
        return f"bot worker: {game_id} {level} decision agrees with the inline bot"
    finally:
        worker.close()
