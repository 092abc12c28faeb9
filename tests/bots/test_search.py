"""The search bots on the Dice Race fixture: view-only, fair, deterministic, legal, fast enough."""

import dataclasses

import pytest

from game.bots import BOTS, bot_rng, decide, get_bot, search
from game.bots.search import ISMCTSBot, NoisyGreedyBot, NotAView, require_view
from game.core.conformance import check_game
from game.core.rng import Rng
from game.core.rules import SearchTuning
from tests.fixture_game import RULES

SMALL = ISMCTSBot("test", iterations=60, depth=8)


def positions(seed, count=6):
    """(state, seat) pairs along one seeded random game of the fixture."""
    rng = Rng(seed, stream=3)
    state = RULES.new_game(2, seed, {})
    out = []
    while RULES.to_act(state) is not None and len(out) < count:
        out.append((RULES.clone(state), RULES.to_act(state)))
        legal = RULES.legal_actions(state)
        RULES.apply(state, legal[rng.below(len(legal))])
    return out


def test_levels_are_registered():
    assert set(search.LEVELS) == {"easy", "normal", "hard"}
    for level, bot in search.LEVELS.items():
        assert get_bot(level) is bot
        assert bot.level == level
    assert get_bot("greedy") is BOTS["greedy"]


@pytest.mark.parametrize("bot", [SMALL, search.LEVELS["easy"]], ids=["ismcts", "easy"])
def test_a_bot_handed_the_true_state_refuses_it(bot):
    state, seat = positions(1)[0]
    legal = RULES.legal_actions(state)
    with pytest.raises(NotAView):
        decide(bot, RULES, state, legal, Rng(1))


def test_require_view_accepts_views_and_refuses_states():
    state, seat = positions(1)[0]
    require_view(RULES.view(state, seat))
    with pytest.raises(NotAView):
        require_view(state)
    with pytest.raises(NotAView):
        require_view(Rng(3))

    @dataclasses.dataclass(frozen=True)
    class SneakyView:  # a "view" smuggling the generator: still refused
        rng: Rng

    with pytest.raises(NotAView):
        require_view(SneakyView(Rng(1)))


@pytest.mark.parametrize("bot", [SMALL, search.LEVELS["easy"]], ids=["ismcts", "easy"])
def test_redealing_hidden_information_never_changes_the_decision(bot):
    differed = 0
    for seed in (1, 2):
        for k, (state, seat) in enumerate(positions(seed)):
            view = RULES.view(state, seat)
            legal = RULES.legal_actions(state)
            mine = decide(bot, RULES, view, legal, bot_rng(seed, k, seat))
            for redeal in (5, 6):
                other = RULES.determinize(view, Rng(redeal, stream=17))
                assert RULES.view(other, seat) == view
                differed += RULES.state_to_json(other) != RULES.state_to_json(state)
                again = decide(
                    bot, RULES, RULES.view(other, seat), RULES.legal_actions(other), bot_rng(seed, k, seat)
                )
                assert again == mine
    assert differed > 0  # the re-deals did change what the bot cannot see


def test_same_seed_same_move_and_progress_is_monotone():
    state, seat = positions(3)[2]
    view, legal = RULES.view(state, seat), RULES.legal_actions(state)
    moves = {decide(SMALL, RULES, view, legal, bot_rng(9, 2, seat)) for _ in range(3)}
    assert len(moves) == 1
    gen = SMALL.think(RULES, view, legal, bot_rng(9, 2, seat))
    progress = []
    try:
        while True:
            progress.append(next(gen))
    except StopIteration as stop:
        assert stop.value in legal
    assert len(progress) == SMALL.iterations
    assert progress == sorted(progress) and progress[-1] == 1.0


def test_a_single_legal_action_is_answered_at_once():
    state, seat = positions(1)[0]
    legal = RULES.legal_actions(state)[:1]
    gen = SMALL.think(RULES, RULES.view(state, seat), legal, Rng(1))
    assert next(gen) == 1.0
    with pytest.raises(StopIteration) as stop:
        next(gen)
    assert stop.value.value == legal[0]


@pytest.mark.parametrize("levels", [("test", "greedy"), ("easy", "random")])
def test_every_search_move_is_legal_in_full_games(levels):
    bots = {"test": SMALL, "easy": search.LEVELS["easy"], "greedy": BOTS["greedy"], "random": BOTS["random"]}
    for seed in (1, 2, 3):
        state = RULES.new_game(2, seed, {})
        index = 0
        while (seat := RULES.to_act(state)) is not None:
            legal = RULES.legal_actions(state)
            bot = bots[levels[(seat + seed) % 2]]
            action = decide(bot, RULES, RULES.view(state, seat), legal, bot_rng(seed, index, seat))
            assert action in legal
            RULES.apply(state, action)
            index += 1
        RULES.check_invariants(state)


def test_the_battery_passes_with_a_search_bot_choosing():
    bot = ISMCTSBot("test", iterations=30, depth=6)

    def chooser(view, legal, rng):
        return decide(bot, RULES, view, legal, rng)

    records = check_game(RULES, 2, seeds=(1, 2), chooser=chooser, deep_every=2)
    assert all(r.checks > 0 for r in records)


def test_easy_noise_is_seeded_and_sometimes_differs_from_greedy():
    easy = NoisyGreedyBot("easy")
    same = differ = 0
    for seed in (1, 2, 3):
        for k, (state, seat) in enumerate(positions(seed, 10)):
            view, legal = RULES.view(state, seat), RULES.legal_actions(state)
            a = decide(easy, RULES, view, legal, bot_rng(seed, k, seat))
            assert a == decide(easy, RULES, view, legal, bot_rng(seed, k, seat))
            g = decide(BOTS["greedy"], RULES, view, legal, bot_rng(seed, k, seat))
            same += a == g
            differ += a != g
    assert same > differ > 0


class _Narrowed:
    """The fixture with a ``search.root_width`` (a game with a wide root)."""

    def __init__(self, width):
        self.search = SearchTuning(root_width=width)

    def __getattr__(self, name):
        return getattr(RULES, name)


def test_a_narrowed_root_searches_only_the_one_ply_best():
    wide = [
        (state, seat)
        for seed in (1, 2, 3)
        for state, seat in positions(seed, 10)
        if len(RULES.legal_actions(state)) > 2
    ]
    assert wide
    for k, (state, seat) in enumerate(wide):
        view, legal = RULES.view(state, seat), RULES.legal_actions(state)
        # width 1: the search has nothing left to weigh, so it plays the greedy bot's move (same deals)
        one = decide(ISMCTSBot("test", iterations=40), _Narrowed(1), view, legal, bot_rng(4, k, seat))
        assert one == decide(BOTS["greedy"], RULES, view, legal, bot_rng(4, k, seat))
        # width 2: the shortlist keeps the stable legal order, and the choice comes from it
        short = search.shortlist(RULES, view, legal, bot_rng(4, k, seat), 2)
        assert len(short) == 2 and [legal.index(a) for a in short] == sorted(legal.index(a) for a in short)
        two = decide(ISMCTSBot("test", iterations=40), _Narrowed(2), view, legal, bot_rng(4, k, seat))
        assert two in short
