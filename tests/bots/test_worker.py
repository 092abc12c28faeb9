"""Bots off the UI thread: the worker process plays the very move the inline bot plays for a seed, a
game it cannot think for falls back inline, a dead worker is replaced by inline thinking, and inline
thinking yields often enough that a frame's slice stays short (a step is a few evaluations)."""

from __future__ import annotations

import time

import pytest

from game.bots import STEP_ACTIONS, bot_rng, get_bot
from game.bots.worker import BotWorker
from game.core.controller import Controller
from game.core.i18n import add_strings
from game.core.saves import SeatConfig
from game.registry import GAMES
from tests.fixture_game import RULES as RACE

add_strings(RACE.strings)


def _until_moved(c: Controller, limit: float = 60.0):
    end = time.monotonic() + limit
    while time.monotonic() < end:
        result = c.pump(6.0)
        if result is not None:
            return result
        time.sleep(0.002)
    raise AssertionError("the bot never moved")


def _ready(w: BotWorker) -> BotWorker:
    """Started, and up: until it is, the controller thinks inline."""
    assert w.start()
    end = time.monotonic() + 60
    while not w.poll_ready():
        assert time.monotonic() < end and w.alive, "the worker never came up"
        time.sleep(0.01)
    return w


@pytest.fixture(scope="module")
def worker():
    w = _ready(BotWorker())
    yield w
    w.close()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_worker_plays_the_inline_move_for_a_seed(worker, game_id):
    rules = GAMES[game_id]
    n = max(2, rules.min_players)
    seats = [SeatConfig(f"B{i}", "bot", "normal" if i == 0 else "greedy", i) for i in range(n)]
    away = Controller(rules, seats, 21, game_id=f"{game_id}-away")
    away.use_thinker(worker, 3.0)
    here = Controller(rules, seats, 21)
    for _ in range(6):
        if away.is_over():
            break
        result = _until_moved(away)
        assert result.accepted
        here.pump(budget_ms=100_000)
        assert away.actions == here.actions
    assert worker.decisions >= 1


def test_a_game_the_worker_does_not_have_is_thought_inline(worker):
    seats = [SeatConfig("Ada"), SeatConfig("Bot", "bot", "greedy", 1)]
    c = Controller(RACE, seats, 7, game_id="race-inline")
    c.use_thinker(worker, 3.0)
    c.submit(0, c.legal(0)[0])
    result = _until_moved(c)  # the fixture game is not in the worker's registry
    assert result.accepted and c._worker_refused
    ref = Controller(RACE, seats, 7)
    ref.submit(0, ref.legal(0)[0])
    ref.pump(budget_ms=100_000)
    assert c.actions == ref.actions


def test_after_a_jump_the_worker_gets_the_whole_game_again(worker):
    rules = GAMES["farshore"]
    seats = [SeatConfig("A", "bot", "greedy", 0), SeatConfig("B", "bot", "greedy", 1)]
    c = Controller(rules, seats, 8, game_id="farshore-jump")
    c.use_thinker(worker, 3.0)
    sent = []
    real = worker.think

    def spy(request):
        sent.append((request["base"], len(request["actions"])))
        return real(request)

    worker.think = spy
    try:
        for _ in range(3):
            _until_moved(c)
        c.generation += 1  # as after a load or an undo: the position jumped
        _until_moved(c)
    finally:
        del worker.think
    assert sent[:3] == [(0, 0), (0, 1), (1, 1)]  # later decisions send only the moves since the last
    assert sent[3] == (0, 3)  # after the jump, every move again
    ref = Controller(rules, seats, 8)
    for _ in range(4):
        ref.pump(budget_ms=100_000)
    assert c.actions == ref.actions


def test_until_the_worker_is_up_the_bot_thinks_inline():
    rules = GAMES["new_eden"]
    seats = [SeatConfig("A", "bot", "greedy", 0), SeatConfig("B", "bot", "greedy", 1)]
    w = BotWorker()  # not started: not ready
    try:
        c = Controller(rules, seats, 6, game_id="new_eden-early")
        c.use_thinker(w, 3.0)
        result = _until_moved(c)
        assert result.accepted and c._job is None and w.decisions == 0
        ref = Controller(rules, seats, 6)
        ref.pump(budget_ms=100_000)
        assert c.actions == ref.actions
    finally:
        w.close()


def test_a_dead_worker_is_replaced_by_inline_thinking():
    rules = GAMES["droids"]
    seats = [SeatConfig("A", "bot", "greedy", 0), SeatConfig("B", "bot", "greedy", 1)]
    w = _ready(BotWorker())
    try:
        c = Controller(rules, seats, 5, game_id="droids-dead")
        c.use_thinker(w, 3.0)
        c.pump(6.0)  # the decision goes to the worker…
        assert c._job is not None
        w._proc.kill()  # …which dies before it answers
        w._proc.join(5)
        result = _until_moved(c)
        assert result.accepted and w.dead
        ref = Controller(rules, seats, 5)
        ref.pump(budget_ms=100_000)
        assert c.actions == ref.actions
    finally:
        w.close()


@pytest.mark.parametrize("level", ["greedy", "easy", "hard"])
def test_inline_thinking_yields_every_few_evaluations(level):
    """Paris's widest choices (a hundred key moves): no step between two yields evaluates more than a
    handful of positions (a search iteration is one), so a 3 ms slice is never overrun by one step."""
    rules = GAMES["paris"]
    c = Controller(rules, [SeatConfig("A", "bot", "random", 0), SeatConfig("B", "bot", "random", 1)], 3)
    while len(c.legal(c.to_act())) < 40:
        c.pump(budget_ms=1000)
    seat = c.to_act()
    legal = c.legal(seat)
    applies = []

    class Counting:
        """The rules, counting the evaluations (a heuristic call each) made between two yields."""

        def __getattr__(self, name):
            return getattr(rules, name)

        def heuristic(self, state, seat):
            applies.append(1)
            return rules.heuristic(state, seat)

        def search_heuristic(self, state, seat):
            applies.append(1)
            return getattr(rules, "search_heuristic", rules.heuristic)(state, seat)

    gen = get_bot(level).think(Counting(), c.view(seat), legal, bot_rng(3, len(c.actions), seat))
    worst = 0
    try:
        while True:
            applies.clear()
            next(gen)
            worst = max(worst, len(applies))
    except StopIteration:
        pass
    assert worst <= STEP_ACTIONS


class _Astray:
    """A worker whose replica went astray: it answers with a move that is not legal here."""

    alive = True
    progress: dict[int, float] = {}

    def poll_ready(self):
        return True

    def __init__(self, answer):
        self.answer = answer
        self.asked = 0

    def think(self, request):
        self.asked += 1
        return self.asked

    def result(self, job):
        return {"job": job, "action": self.answer}

    def cancel(self, job):
        pass


@pytest.mark.logs_errors  # the garbled answer is logged
def test_an_answer_that_is_no_move_of_this_game_is_dropped_and_the_bot_thinks_inline():
    rules = GAMES["droids"]
    seats = [SeatConfig("A", "bot", "greedy", 0), SeatConfig("B", "bot", "greedy", 1)]
    c = Controller(rules, seats, 5, game_id="droids-astray")
    c.use_thinker(_Astray({"t": "nope.not_a_move"}), 3.0)
    result = _until_moved(c)
    ref = Controller(rules, seats, 5)
    ref.pump(budget_ms=100_000)
    assert result.accepted and c._worker_refused and c.actions == ref.actions


def test_a_move_that_is_not_legal_here_is_refused_and_the_bot_thinks_inline():
    rules = GAMES["paris"]
    seats = [SeatConfig("A", "bot", "greedy", 0), SeatConfig("B", "bot", "greedy", 1)]
    ref = Controller(rules, seats, 5)
    first = ref.legal(ref.to_act())[0]
    stale = None
    for _ in range(60):  # a later position of the same seat where the first move is no longer legal
        ref.pump(budget_ms=100_000)
        if ref.to_act() == first.seat and first not in ref.legal(first.seat):
            stale = len(ref.actions)
            break
    assert stale is not None
    c = Controller(rules, seats, 5, game_id="paris-astray")
    for a in ref.actions[:stale]:
        assert c.submit(a.seat, a).accepted
    c.use_thinker(_Astray(first.to_json()), 3.0)
    result = _until_moved(c)
    assert result.accepted and c._worker_refused
    again = Controller(rules, seats, 5)
    for a in ref.actions[:stale]:
        again.submit(a.seat, a)
    again.pump(budget_ms=100_000)
    assert c.actions == again.actions
