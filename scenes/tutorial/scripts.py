"""The guided first game of each game, as data: the deal, and every decision of the first season
or round with the move the guide asks for and the words that explain it.

Each step's ``prompt`` is the rules' prompt key of that decision and its ``action`` the fields of
the move to take (the action's JSON form, without the seat). ``tools/tutorial_draft.py`` prints a
draft of a deal's decisions to write these from; the words are in ``scenes/tutorial/strings.py``.
``tests/scenes/test_tutorial.py`` plays every script through and fails when a step's decision or
move no longer occurs.
"""

from __future__ import annotations

from scenes.tutorial.script import Script, Step


def _steps(*rows: tuple[str, dict, str]) -> tuple[Step, ...]:
    return tuple(Step(prompt, action, say) for prompt, action, say in rows)


NEW_EDEN = Script(
    game="new_eden",
    seed=1,
    intro="tutorial.new_eden.intro",
    done="tutorial.new_eden.done",
    ends="new_eden.season.summer",
    about="tutorial.new_eden.about",
    steps=_steps(
        (
            "new_eden.prompt.opening_token",
            {"t": "new_eden.pick_starting_token", "kind": "tinkerer"},
            "tutorial.new_eden.opening_token",
        ),
        (
            "new_eden.prompt.opening_mission",
            {"t": "new_eden.keep_opening_mission", "mission": "MIS-S20"},
            "tutorial.new_eden.opening_mission",
        ),
        (
            "new_eden.prompt.take_die",
            {"t": "new_eden.take_die", "location": "bridge", "face": "healer"},
            "tutorial.new_eden.first_die",
        ),
        (
            "new_eden.prompt.keep_bridge",
            {"t": "new_eden.keep_bridge_mission", "mission": "MIS-S07"},
            "tutorial.new_eden.bridge",
        ),
        (
            "new_eden.prompt.take_die",
            {"t": "new_eden.take_die", "location": "restaurant", "face": "farmer"},
            "tutorial.new_eden.restaurant",
        ),
        (
            "new_eden.prompt.take_die",
            {"t": "new_eden.take_die", "location": "tower", "face": "brawler"},
            "tutorial.new_eden.tower",
        ),
        (
            "new_eden.prompt.flip_event_heroine",
            {"t": "new_eden.flip_event", "tile": "EVT-1D"},
            "tutorial.new_eden.flip_event",
        ),
        (
            "new_eden.prompt.take_die",
            {"t": "new_eden.take_die", "location": "city_center", "face": "healer"},
            "tutorial.new_eden.city_center",
        ),
        (
            "new_eden.prompt.take_item",
            {"t": "new_eden.take_item", "item": "bullet"},
            "tutorial.new_eden.take_item",
        ),
        (
            "new_eden.prompt.take_die",
            {"t": "new_eden.take_die", "location": "train_station", "face": "healer"},
            "tutorial.new_eden.train_station",
        ),
        (
            "new_eden.prompt.take_token",
            {"t": "new_eden.take_token", "kind": "jack"},
            "tutorial.new_eden.take_token",
        ),
        (
            "new_eden.prompt.take_die",
            {"t": "new_eden.take_die", "location": "bridge", "face": "farmer"},
            "tutorial.new_eden.last_die",
        ),
        (
            "new_eden.prompt.keep_bridge",
            {"t": "new_eden.keep_bridge_mission", "mission": "MIS-S09"},
            "tutorial.new_eden.bridge_again",
        ),
        (
            "new_eden.prompt.wilds_jacks",
            {"t": "new_eden.commit_wilds", "building_type": "tinkerer", "dice": 0, "jacks": 0},
            "tutorial.new_eden.claim_first",
        ),
        (
            "new_eden.prompt.wilds_jacks",
            {"t": "new_eden.commit_wilds", "building_type": "brawler", "dice": 0, "jacks": 0},
            "tutorial.new_eden.claim_keep_jack",
        ),
        (
            "new_eden.prompt.wilds_jacks",
            {"t": "new_eden.commit_wilds", "building_type": "healer", "dice": 0, "jacks": 0},
            "tutorial.new_eden.claim_healer",
        ),
        (
            "new_eden.prompt.building",
            {"t": "new_eden.take_building", "card": "HEA-13"},
            "tutorial.new_eden.take_building",
        ),
        (
            "new_eden.prompt.wilds_jacks",
            {"t": "new_eden.commit_wilds", "building_type": "farmer", "dice": 0, "jacks": 0},
            "tutorial.new_eden.claim_farmer",
        ),
        ("new_eden.prompt.window_none", {"t": "new_eden.done"}, "tutorial.new_eden.window"),
        ("new_eden.prompt.pay", {"t": "new_eden.pay_feeding", "cans": 1}, "tutorial.new_eden.feeding"),
    ),
)

PARIS = Script(
    game="paris",
    seed=1,
    intro="tutorial.paris.intro",
    done="tutorial.paris.done",
    ends="paris.phase.round",
    ends_round=4,
    about="tutorial.paris.about",
    steps=_steps(
        ("paris.prompt.stack", {"t": "paris.take_stack", "stack": 0}, "tutorial.paris.stack"),
        ("paris.prompt.main", {"t": "paris.place_bank", "district": "saint_germain"}, "tutorial.paris.bank"),
        ("paris.prompt.stack", {"t": "paris.take_stack", "stack": 0}, "tutorial.paris.stack_again"),
        ("paris.prompt.main", {"t": "paris.place_bank", "district": "chaillot"}, "tutorial.paris.bank_again"),
        ("paris.prompt.stack", {"t": "paris.take_stack", "stack": 0}, "tutorial.paris.stack_third"),
        (
            "paris.prompt.main",
            {"t": "paris.move_key", "frm": "bank:chaillot", "to": "slot:chaillot:3", "via": ""},
            "tutorial.paris.move_key",
        ),
        ("paris.prompt.bonus_paid", {"t": "paris.advance_meeple", "space": 27}, "tutorial.paris.bonus"),
        ("paris.prompt.closing", {"t": "paris.sell", "item": "gold_prestige"}, "tutorial.paris.closing"),
    ),
)

FARSHORE = Script(
    game="farshore",
    seed=1,
    intro="tutorial.farshore.intro",
    done="tutorial.farshore.done",
    ends="farshore.season.spring",
    about="tutorial.farshore.about",
    steps=_steps(
        (
            "farshore.prompt.mulligan",
            {"t": "farshore.mulligan", "redraw": False},
            "tutorial.farshore.mulligan",
        ),
        (
            "farshore.prompt.turn",
            {"t": "farshore.place_worker", "spot": "island:2"},
            "tutorial.farshore.island",
        ),
        (
            "farshore.prompt.turn",
            {"t": "farshore.play_card", "card": "scribe", "slot": 6},
            "tutorial.farshore.play_card",
        ),
        (
            "farshore.prompt.discard_exact",
            {"t": "farshore.discard", "card": "shipwreck"},
            "tutorial.farshore.discard",
        ),
        (
            "farshore.prompt.turn",
            {"t": "farshore.place_worker", "spot": "location:shore_driftwood"},
            "tutorial.farshore.shore",
        ),
        ("farshore.prompt.turn_prepare", {"t": "farshore.prepare"}, "tutorial.farshore.prepare"),
    ),
)

DROIDS = Script(
    game="droids",
    seed=1,
    intro="tutorial.droids.intro",
    done="tutorial.droids.done",
    ends="droids.phase_turn",
    ends_round=7,
    about="tutorial.droids.about",
    steps=_steps(
        ("droids.prompt.plan", {"t": "droids.dismantle", "card": 4}, "tutorial.droids.first_plan"),
        ("droids.prompt.post", {"t": "droids.end_swaps"}, "tutorial.droids.post"),
        ("droids.prompt.keep", {"t": "droids.keep_card", "card": 2}, "tutorial.droids.keep"),
        (
            "droids.prompt.plan",
            {"t": "droids.swap", "give": [0, 0, 0, 1], "get": [1, 0, 0, 0]},
            "tutorial.droids.swap",
        ),
        ("droids.prompt.plan", {"t": "droids.dismantle", "card": 2}, "tutorial.droids.after_swap"),
        ("droids.prompt.post", {"t": "droids.end_swaps"}, "tutorial.droids.post_again"),
        (
            "droids.prompt.plan",
            {"t": "droids.construct", "house": 57, "zone": "zone:0-1"},
            "tutorial.droids.construct",
        ),
        ("droids.prompt.keep", {"t": "droids.keep_card", "card": 6}, "tutorial.droids.keep_again"),
        ("droids.prompt.plan_noswap", {"t": "droids.dismantle", "card": 6}, "tutorial.droids.no_swap"),
        ("droids.prompt.post", {"t": "droids.end_swaps"}, "tutorial.droids.post_short"),
        ("droids.prompt.plan", {"t": "droids.dismantle", "card": 9}, "tutorial.droids.dismantle_again"),
        ("droids.prompt.post", {"t": "droids.end_swaps"}, "tutorial.droids.post_short"),
        ("droids.prompt.keep", {"t": "droids.keep_card", "card": 3}, "tutorial.droids.keep_last"),
        ("droids.prompt.plan", {"t": "droids.dismantle", "card": 3}, "tutorial.droids.dismantle_last"),
        ("droids.prompt.post", {"t": "droids.end_swaps"}, "tutorial.droids.post_short"),
        (
            "droids.prompt.interseason",
            {"t": "droids.place_extension", "kind": "energy"},
            "tutorial.droids.interseason",
        ),
    ),
)

SCRIPTS: dict[str, Script] = {s.game: s for s in (NEW_EDEN, PARIS, FARSHORE, DROIDS)}
