"""One test per effect kind of the vocabulary (§11.3), per trigger and ability, per prosperity formula."""

from __future__ import annotations

import pytest

from game.farshore import engine, facts, scoring
from game.farshore.actions import (
    ChooseGreen,
    ChooseResource,
    Discard,
    Pay,
    PickRevealed,
    PlayCard,
    Stop,
)
from game.farshore.data import DATA
from tests.farshore.helpers import blank, deck_top_first, do, legal, log_text, set_bay, set_deck, set_wind

FULL_BAY = ["grove", "inn", "tumbler", "diver", "galley", "scribe", "port", "abbey"]


def calm(st, cid: str) -> None:  # type: ignore[no-untyped-def]
    """Wind tiles that the card matches neither of."""
    c = DATA.cards[cid]
    a = next(t for t in ("prosperity", "destination", "governance", "traveler") if t != c.type)
    pair = f"{c.rarity}_{c.kind}"
    b = next(t for t in ("common_construction", "unique_critter") if t != pair)
    set_wind(st, a, b)


def play_from_hand(cid: str, *, res=(9, 9, 9, 9), city=(), deck=(), hand=()):  # type: ignore[no-untyped-def]
    st = blank(2)
    st.res[0] = list(res)
    st.city[0] = list(city)
    st.anchors_left[0] = 0  # no anchor questions in these tests
    st.anchored[0] = [-1, -2, -3]
    st.hands[0] = [cid, *hand]
    set_deck(st, list(deck))
    set_bay(st, list(FULL_BAY))
    calm(st, cid)
    do(st, PlayCard(seat=0, card=cid))
    return st


@pytest.mark.parametrize(
    ("cid", "delta", "treasure", "shells", "cards", "boat"),
    [
        ("grove", [0, 0, 0, 1], 0, 0, 0, 0),  # gain
        ("beach_sledge", [2, 0, 0, 0], 0, 0, 0, 0),
        ("tangle_raft", [0, 1, 0, 0], 0, 0, 0, 0),
        ("tumbler", [0, 0, 1, 0], 0, 0, 0, 0),
        ("diver", [0, 0, 1, 0], 0, 0, 0, 0),
        ("scriptorium", [0, 0, 0, 0], 0, 1, 1, 0),  # draw + shells
        ("sail_maker", [0, 1, 0, 0], 0, 0, 1, 0),
        ("treasure_hunter", [0, 0, 0, 0], 1, 0, 0, 0),  # treasure
        ("sloop", [0, 0, 0, 0], 0, 0, 0, 1),  # move_boat
        ("rope_bridge", [0, 0, 0, 0], 0, 0, 2, 0),
        ("castaway", [0, 0, 0, 0], 0, 0, 2, 0),
        ("shipwreck", [1, 0, 0, 0], 1, 0, 0, 0),
        ("hideout", [0, 0, 0, 0], 2, 0, 0, 0),
        ("galley", [0, 0, 0, 0], 1, 0, 0, 2),  # icon on space 2
    ],
)
def test_simple_card_effects(
    cid: str, delta: list[int], treasure: int, shells: int, cards: int, boat: int
) -> None:
    st = play_from_hand(cid, deck=["sloop", "sloop", "sloop"])
    cost = DATA.cards[cid].cost
    assert st.res[0] == [9 - cost[i] + delta[i] for i in range(4)]
    assert st.treasure[0] == treasure and st.shells[0] == shells
    assert len(st.hands[0]) == cards and st.boat[0] == boat
    assert st.city[0] == [cid] and not st.stack


def test_gain_choice_scavenger_and_if_city_has_shipwreck() -> None:
    st = play_from_hand("scavenger", deck=["sloop"])
    assert [a.res for a in legal(st)] == ["driftwood", "seaweed", "seastone"]
    do(st, ChooseResource(seat=0, res="seaweed"))
    assert st.res[0][1] == 10 and st.hands[0] == []
    st = play_from_hand("scavenger", city=["shipwreck"], deck=["sloop"])
    do(st, ChooseResource(seat=0, res="seaweed"))
    assert st.hands[0] == ["sloop"]


def test_choose_one_store_and_collect_stored_warehouse() -> None:
    st = play_from_hand("warehouse")
    labels = [a.label for a in legal(st)]
    assert labels == ["store:driftwood:3", "store:seaweed:2", "store:seastone:1", "store:mushroom:2"]
    do(st, next(a for a in legal(st) if a.label == "store:driftwood:3"))
    assert st.stored[0] == {0: [3, 0, 0, 0]} and st.res[0][0] == 8
    assert scoring.sheet(st, 0).tiebreak[3] == sum(st.res[0])  # stored goods never count
    st.current = 0
    st.stack.append({"k": "endturn", "s": 0})
    engine.push_ops(st, DATA.cards["warehouse"].production, 0, 0)
    engine.run(st, [])
    assert "collect_stored" in [a.label for a in legal(st)]
    do(st, next(a for a in legal(st) if a.label == "collect_stored"))
    assert st.stored[0] == {} and st.res[0][0] == 11


def test_optional_pay_merchant_decline_or_pay_two_basic() -> None:
    st = play_from_hand("merchant", res=(1, 0, 0, 5))
    labels = [a.label for a in legal(st)]
    assert labels == ["decline", "pay:1,0,0,1", "pay:0,0,0,2"]
    do(st, next(a for a in legal(st) if a.label == "pay:0,0,0,2"))
    assert st.treasure[0] == 1 and st.res[0] == [1, 0, 0, 0]
    # fewer than 2 basic resources: decline only, skipped without a question
    st = play_from_hand("merchant", res=(0, 0, 0, 3))
    assert not st.stack and st.treasure[0] == 0


def test_copy_production_sea_chip() -> None:
    st = play_from_hand("sea_chip", city=["grove", "tumbler", "sloop", "warehouse"])
    assert [a.card for a in legal(st)] == ["grove", "tumbler"]
    do(st, ChooseGreen(seat=0, card="tumbler"))
    assert st.res[0] == [9, 9, 10, 6]
    st = play_from_hand("sea_chip", city=["sloop"])  # nothing eligible: nothing
    assert not st.stack and st.boat[0] == 0


def test_discard_exact_scribe() -> None:
    st = play_from_hand("scribe", deck=["sloop", "hideout"], hand=["pirate"])
    assert Stop(seat=0) not in legal(st)
    do(st, Discard(seat=0, card="pirate"))
    assert sorted(st.hands[0]) == ["hideout", "sloop"]


def test_discard_up_to_per_n_cards_pirate() -> None:
    st = play_from_hand("pirate", hand=["grove", "grove", "diver", "sloop", "inn"])
    assert Stop(seat=0) in legal(st)  # 0 allowed
    do(
        st,
        Discard(seat=0, card="grove"),
        Discard(seat=0, card="grove"),
        Discard(seat=0, card="diver"),
        Stop(seat=0),
    )
    assert st.treasure[0] == 1 and len(st.hands[0]) == 2
    st = play_from_hand("pirate", hand=["grove", "grove", "diver", "sloop", "inn"])
    do(st, *(Discard(seat=0, card=c) for c in ("grove", "grove", "diver", "sloop")))
    assert st.treasure[0] == 2 and st.hands[0] == ["inn"] and not st.stack


def test_reveal_and_play_pigeon_discards_ineligible() -> None:
    st = play_from_hand("postal_pigeon", deck=["harbor", "manor", "hideout"])
    assert st.reveal == [] and sorted(st.discard) == ["harbor", "manor"]  # both worth 4+: discarded
    st = play_from_hand("postal_pigeon", deck=["hideout", "manor"], res=(0, 0, 0, 2))
    assert legal(st) == [PickRevealed(seat=0, card=""), PickRevealed(seat=0, card="hideout")]
    do(st, PickRevealed(seat=0, card=""))
    assert sorted(st.discard) == ["hideout", "manor"] and st.city[0] == ["postal_pigeon"]


def test_pigeon_free_card_is_a_play_with_triggers_and_wind() -> None:
    st = blank(2)
    st.city[0] = ["port", "navigator"]
    st.hands[0] = ["postal_pigeon"]
    st.res[0] = [0, 0, 0, 2]
    set_deck(st, ["galley", "manor"])
    set_wind(st, "traveler", "unique_construction")
    set_bay(st, list(FULL_BAY))
    do(st, PlayCard(seat=0, card="postal_pigeon"), PickRevealed(seat=0, card="galley"))
    # Galley: +2 (step d), Port asks a resource, Navigator +1, wind +2; then the Pigeon: Navigator +1, wind +1
    do(st, ChooseResource(seat=0, res="seastone"))
    assert st.res[0] == [0, 0, 1, 0]
    assert st.boat[0] == 7 and st.treasure[0] == 3  # icons 2, 4, 6


def test_catch_up_stowaway() -> None:
    st = blank(2)
    st.hands[0] = ["stowaway"]
    st.res[0] = [0, 0, 0, 2]
    st.boat = [3, 5]
    calm(st, "stowaway")
    do(st, PlayCard(seat=0, card="stowaway"))
    assert st.boat[0] == 5  # +1, then +1 (never past the furthest opponent)
    st = blank(2)
    st.hands[0] = ["stowaway"]
    st.res[0] = [0, 0, 0, 2]
    st.boat = [3, 2]
    calm(st, "stowaway")
    do(st, PlayCard(seat=0, card="stowaway"))
    assert st.boat[0] == 4  # nobody ahead: only the first space
    st = blank(2)
    st.hands[0] = ["stowaway"]
    st.res[0] = [0, 0, 0, 2]
    st.boat = [3, 20]
    calm(st, "stowaway")
    do(st, PlayCard(seat=0, card="stowaway"))
    assert st.boat[0] == 6


def test_port_trigger_on_other_constructions_only() -> None:
    st = play_from_hand("grove", city=["port"])
    assert [a.res for a in legal(st)] == ["driftwood", "seaweed", "seastone"]
    st = play_from_hand("diver", city=["port"])
    assert not st.stack
    st = play_from_hand("port")
    assert not st.stack  # never on its own play


def test_customs_office_only_for_bay_plays() -> None:
    st = play_from_hand("grove", city=["customs_office"])
    assert st.shells[0] == 0
    st = blank(2)
    st.city[0] = ["customs_office"]
    st.res[0] = [9, 9, 9, 9]
    set_bay(st, list(FULL_BAY))
    calm(st, "grove")
    do(st, PlayCard(seat=0, card="grove", slot=1))
    assert st.shells[0] == 1


def test_customs_officer_and_navigator() -> None:
    st = play_from_hand("diver", city=["customs_officer"])
    assert st.res[0][3] == 9 - 2 + 1
    st = play_from_hand("grove", city=["customs_officer"])
    assert st.res[0][3] == 10  # Grove's mushroom only
    st = play_from_hand("rope_bridge", city=["navigator"], deck=["sloop"] * 3)
    assert st.boat[0] == 1
    st = play_from_hand("grove", city=["navigator"])
    assert st.boat[0] == 0


def test_lighthouse_moves_on_wind_change_even_after_passing() -> None:
    st = blank(2)
    st.city[1] = ["lighthouse"]
    st.passed[1] = True
    st.season = [2, 3]
    st.placed[0] = ["location:shore_driftwood"] * 4
    set_bay(st, list(FULL_BAY))
    set_deck(st, ["sloop"] * 5)
    do(st, engine.turn_options(st)[-1])  # Prepare -> Autumn; last to enter: the wind changes
    while st.stack and facts.to_act(st) == 0:
        do(st, legal(st)[0])
    assert st.boat[1] == 1


def test_herbalist_discount_and_market_choice() -> None:
    st = blank(2)
    st.city[0] = ["herbalist"]
    st.hands[0] = ["diver"]
    st.res[0] = [0, 0, 0, 1]
    assert engine.pay_options(st, 0, DATA.cards["diver"], "hand") == [
        Pay(seat=0, spend=(0, 0, 0, 1, 0), ability="herbalist")
    ]
    st.city[0] = ["herbalist", "market"]
    opts = engine.pay_options(st, 0, DATA.cards["diver"], "bay")
    assert opts == [Pay(seat=0, spend=(0, 0, 0, 1, 0), ability="market")]  # listed once, under Market


def test_one_ability_per_play_inn_excludes_market() -> None:
    st = blank(2)
    st.city[0] = ["market"]
    st.res[0] = [0, 0, 0, 0]
    opts = engine.pay_options(st, 0, DATA.cards["galley"], "bay", "inn", {"any": 3})
    assert opts == []  # 5 units - 3 = 2 left; Market would not stack
    st.res[0] = [1, 1, 0, 0]
    opts = engine.pay_options(st, 0, DATA.cards["galley"], "bay", "inn", {"any": 3})
    assert opts == [Pay(seat=0, spend=(1, 1, 0, 0, 0), ability="inn")]


def test_treasure_covers_only_missing_units() -> None:
    st = blank(2)
    st.res[0] = [1, 0, 0, 0]
    st.treasure[0] = 5
    assert engine.pay_options(st, 0, DATA.cards["rope_bridge"], "hand") == [
        Pay(seat=0, spend=(1, 0, 0, 0, 1), ability="none")
    ]
    st.treasure[0] = 0
    assert engine.pay_options(st, 0, DATA.cards["rope_bridge"], "hand") == []


# ----------------------------------------------------------------------------------------------
# Prosperity formulas


def bonus(city: list[str], cid: str, **kw) -> int:  # type: ignore[no-untyped-def]
    st = blank(2)
    st.city[0] = city
    for k, v in kw.items():
        getattr(st, k)[0] = v
    return scoring.prosperity_bonus(st, 0, cid)


def test_windmill_two_per_green() -> None:
    assert bonus(["windmill", "grove", "diver", "sloop", "inn"], "windmill") == 6


def test_manor_two_per_common_critter() -> None:
    assert bonus(["manor", "diver", "scribe", "pirate", "grove"], "manor") == 4


def test_harbor_three_per_purple_itself_included() -> None:
    assert bonus(["harbor", "windmill", "admiral", "grove"], "harbor") == 9


def test_gardens_two_per_unique_critter() -> None:
    assert bonus(["gardens", "pirate", "cooper", "diver", "castaway"], "gardens") == 6


def test_galleon_one_per_treasure_left() -> None:
    assert bonus(["galleon"], "galleon", treasure=4) == 4


def test_sculptor_two_per_unique_construction() -> None:
    assert bonus(["sculptor", "galley", "shipwreck", "grove", "market"], "sculptor") == 6


def test_pilgrim_two_per_map_tile() -> None:
    assert bonus(["pilgrim"], "pilgrim", maps_held=[["kelp_chart", 2], ["crown_chart", 0]]) == 4


def test_guild_master_one_per_red_blue_tan() -> None:
    assert (
        bonus(["guild_master", "inn", "port", "shipwreck", "castaway", "grove", "harbor"], "guild_master")
        == 4
    )


def test_governor_two_per_common_construction() -> None:
    assert bonus(["governor", "grove", "inn", "galley", "rope_bridge"], "governor") == 6


def test_admiral_one_per_icon_reached() -> None:
    assert bonus(["admiral"], "admiral", boat=9) == 4
    assert bonus(["admiral"], "admiral", boat=8) == 3


def test_every_prosperity_card_has_a_formula_test() -> None:
    purple = {c for c, d in DATA.cards.items() if d.type == "prosperity"}
    tested = {
        "windmill",
        "manor",
        "harbor",
        "gardens",
        "galleon",
        "sculptor",
        "pilgrim",
        "guild_master",
        "governor",
        "admiral",
    }
    assert purple == tested


def test_unique_card_in_city_cannot_be_played_again_but_can_be_taken() -> None:
    st = blank(2)
    st.city[0] = ["galley"]
    st.hands[0] = ["galley"]
    st.res[0] = [9, 9, 9, 9]
    assert PlayCard(seat=0, card="galley") not in legal(st)
    assert deck_top_first(st) == []


# ----------------------------------------------------------------------------------------------
# What the table shows: card_info for every face, readable log lines and action labels

import re  # noqa: E402

from game.core.i18n import add_strings, tr  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.farshore import RULES  # noqa: E402
from game.farshore.cards import card_info  # noqa: E402
from game.farshore.strings import EN  # noqa: E402

add_strings(EN)
RAW_ID = re.compile(r"_|location:|island:\d|seat:|\((?:none|market|herbalist|inn)\)|\b(?:True|False)\b|\d,\d")


def _names(seat: int) -> str:
    return f"P{seat}"


def _play(players: int, seed: int) -> tuple[set[str], list[str], list[str]]:
    st = RULES.new_game(players, seed, {})
    rng = Rng(seed)
    faces: set[str] = set()
    logs: list[str] = []
    labels: list[str] = []
    step = 0
    while RULES.to_act(st) is not None:
        la = RULES.legal_actions(st)
        if step % 3 == 0:
            for seat in (RULES.to_act(st), None):
                for pieces in RULES.zones(RULES.view(st, seat)).values():
                    faces.update(p.face for p in pieces)
        for a in la:
            info = RULES.describe(a)
            labels.append(tr(info.label, names=_names, **dict(info.params)))
        for e in RULES.apply(st, la[rng.below(len(la))]):
            if e.TAG == "core.logged":
                logs.append(log_text(e, _names))
        step += 1
    for pieces in RULES.zones(RULES.view(st, 0)).values():
        faces.update(p.face for p in pieces)
    return faces, logs, labels


@pytest.fixture(scope="module")
def shown() -> list[tuple[set[str], list[str], list[str]]]:
    return [_play(1, 21), _play(3, 22)]


def test_every_face_shown_has_card_info(shown) -> None:  # type: ignore[no-untyped-def]
    faces = set().union(*(g[0] for g in shown))
    assert len(faces) > 40
    for face in faces:
        info = card_info(face)
        assert info is not None, face
        assert info["name"], face
        for key in ("name", "family", "cost", "text"):
            assert "{" not in str(info[key]), (face, key, info[key])
        assert "colour" not in info and "icon" not in info, face  # the skin paints (palette.py)
        assert len(str(info["cost"])) <= 3
    for cid in DATA.cards:  # every card, not only those a game happened to show
        info = card_info(cid)
        assert info is not None and "{" not in info["text"] and "_" not in info["text"], cid


def test_logs_and_labels_read_as_names(shown) -> None:  # type: ignore[no-untyped-def]
    for _, logs, labels in shown:
        for line in logs + labels:
            assert "{" not in line and not RAW_ID.search(line), line


def test_card_info_examples() -> None:
    g = card_info("grove")
    assert g is not None
    assert (g["name"], g["family"], g["cost"], g["points"]) == ("Grove", "production", "", 1)
    assert g["cost_parts"] == [("driftwood", 2), ("seaweed", 1)]  # the cost by resource, no total
    assert g["text"] == "+1 mushroom"
    assert g["cost_text"] == "2 driftwood and 1 seaweed"
    assert g["more"] == "Production: gain 1 mushroom.\nCost: 2 driftwood and 1 seaweed · common construction"
    assert card_info("shipwreck")["text"] == "+1 treasure, +1 driftwood · no space"  # type: ignore[index]
    assert card_info("port")["text"] == "Construction: +1 non-mushroom"  # type: ignore[index]
    assert card_info("port")["more"].startswith(  # type: ignore[index]
        "When you play another construction: gain 1 driftwood, seaweed or seastone."
    )
    assert card_info("navigator")["family"] == "governance"  # type: ignore[index]
    assert card_info("pirate")["family"] == "traveller"  # type: ignore[index]
    assert card_info("windmill")["text"] == "+2 per green card"  # type: ignore[index]
    assert card_info("map:kelp_chart:2")["points"] == 2  # type: ignore[index]
    assert card_info("closed:gull_rock")["text"] == "The tide has closed this island."  # type: ignore[index]
    assert card_info("wind_a_traveler")["text"] == "Play a tan card: sail 1"  # type: ignore[index]
    assert RULES.card_info("back:main") is not None and card_info("nothing_like_it") is None


def test_card_faces_fit_two_lines() -> None:
    """The table shows two lines of text on a card; keep every face's line short."""
    faces = [*DATA.cards, *DATA.islands, *DATA.wind_a, *DATA.wind_b]
    long = {f: card_info(f)["text"] for f in faces if len(card_info(f)["text"]) > 38}  # type: ignore[index]
    assert not long, long


def test_labels_name_cards_and_costs() -> None:
    info = RULES.describe(Pay(seat=0, spend=(1, 0, 0, 2, 1), ability="market"))
    assert tr(info.label, **dict(info.params)) == "Pay 1 driftwood, 2 mushrooms and 1 treasure (with Market)"
    info = RULES.describe(PlayCard(seat=0, card="grove", slot=3))
    assert (
        tr(info.label, **dict(info.params)) == "Play Grove from Bay slot 3 (costs 2 driftwood and 1 seaweed)"
    )
